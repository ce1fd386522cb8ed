import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectToast, logInDemoBrand, signUpCreatorByApi, unique } from './support';

/** axe's serious and critical findings (WCAG 2.x A/AA and best practices), as accessibility.spec.ts judges pages. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the demo brand saves a creator to a new shortlist, renames it, removes the creator and deletes the list', async ({ browser }) => {
  const creatorContext = await browser.newContext();
  const name = `Meera ${unique('e2e')}`;
  const creator = await signUpCreatorByApi(creatorContext.request, { name, emailPrefix: 'e2e-shortlist', niche: 'Food' });
  await creatorContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await logInDemoBrand(page.request);

  // The creator's page: Save opens the menu, where a new list is made with the creator on it.
  await page.goto(`/creators/${creator.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: /^Save: choose shortlists/ }).click();
  const menu = page.getByRole('dialog', { name: `Save ${name} to a shortlist` });
  await expect(menu).toBeVisible();
  await menu.getByLabel('New list').fill('Summer picks');
  await menu.getByRole('button', { name: 'Create and save' }).click();
  await expectToast(page, `${name} saved to “Summer picks”`);
  await expect(menu.getByRole('checkbox', { name: 'Summer picks' })).toBeChecked();
  // The same name again, in another case, is refused next to the field.
  await menu.getByLabel('New list').fill('SUMMER PICKS');
  await menu.getByRole('button', { name: 'Create and save' }).click();
  await expect(menu.getByText('You already have a shortlist named “Summer picks”').first()).toBeVisible();
  await menu.getByRole('button', { name: 'Done' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: /^Saved to 1 list/ })).toBeVisible();

  // Shortlists: the list with its one creator.
  await page.goto('/brand/dashboard/creators/shortlists');
  await expect(page.getByRole('heading', { name: 'Shortlists', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Summer picks', exact: true }) });
  await expect(row).toContainText('1 creator');
  await row.getByRole('link', { name: 'Summer picks', exact: true }).click();

  // The list's page: the creator's card, with the self-reported audience and a link to the profile.
  await expect(page.getByRole('heading', { name: 'Summer picks', level: 1 })).toBeVisible();
  const card = page.getByRole('list', { name: 'Creators on Summer picks' }).getByRole('listitem').filter({ hasText: name }).first();
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/creators/${creator.id}`);
  await expect(card).toContainText('Food');
  await expect(card).toContainText('12,000 followers');
  await expect(card).toContainText('Self-reported');

  // Rename.
  await page.getByRole('button', { name: 'Rename Summer picks' }).click();
  await page.getByLabel('List name').fill('Monsoon picks');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Renamed to “Monsoon picks”');
  await expect(page.getByRole('heading', { name: 'Monsoon picks', level: 1 })).toBeVisible();

  // Remove the creator.
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expectToast(page, `${name} removed from “Monsoon picks”`);
  await expect(page.getByText('No creators on this list yet.')).toBeVisible();

  // Delete, through the confirmation dialog; Cancel first keeps it.
  await page.getByRole('button', { name: 'Delete Monsoon picks' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Monsoon picks”?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete Monsoon picks' }).click();
  await confirm.getByRole('button', { name: 'Delete list' }).click();
  await expectToast(page, 'Shortlist “Monsoon picks” deleted');
  await expect(page).toHaveURL(/\/brand\/dashboard\/creators\/shortlists$/);
  await expect(page.getByRole('link', { name: 'Monsoon picks', exact: true })).toHaveCount(0);
  await context.close();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px the Shortlists pages and the save menu have no serious accessibility violation`, async ({ browser }) => {
    const creatorContext = await browser.newContext();
    const creator = await signUpCreatorByApi(creatorContext.request, { name: `Kavya ${unique('a11y')}`, emailPrefix: 'e2e-a11y', niche: 'Travel' });
    await creatorContext.close();
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const auth = { authorization: `Bearer ${await logInDemoBrand(page.request)}` };
    const made = await page.request.post('/api/shortlists', { headers: auth, data: { name: unique('Travel picks') } });
    expect(made.status()).toBe(201);
    const { shortlist } = (await made.json()) as { shortlist: { _id: string; name: string } };
    expect((await page.request.put(`/api/shortlists/${shortlist._id}/members/${creator.id}`, { headers: auth })).ok()).toBe(true);

    await page.goto('/brand/dashboard/creators/shortlists');
    await expect(page.getByRole('link', { name: shortlist.name, exact: true })).toBeVisible();
    expect(await axeFindings(page), 'Shortlists').toEqual([]);
    await page.goto(`/brand/dashboard/creators/shortlists/${shortlist._id}`);
    await expect(page.getByRole('link', { name: creator.name })).toBeVisible();
    expect(await axeFindings(page), 'a shortlist').toEqual([]);
    await page.goto(`/creators/${creator.id}`);
    await page.getByRole('button', { name: /^Saved to 1 list/ }).click();
    await expect(page.getByRole('checkbox', { name: shortlist.name })).toBeChecked();
    expect(await axeFindings(page), 'the save menu').toEqual([]);
    // Keyboard: Escape closes the menu and the focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Saved to 1 list/ })).toBeFocused();
    await context.close();
  });
}

test("a list made from one result's Save menu is in the next result's menu at once, and Space keeps the focus on its tick", async ({ page }) => {
  const niche = unique('Origami');
  const make = (name: string) => signUpCreatorByApi(page.context().request, { name, emailPrefix: 'e2e-save', niche });
  const first = await make('Anu First');
  const second = await make('Bela Second');
  await logInDemoBrand(page.request);
  await page.goto(`/brand/dashboard/creators?niche=${encodeURIComponent(niche)}`);
  const card = (name: string) => page.getByTestId('creator-card').filter({ hasText: name });
  await expect(card(first.name)).toBeVisible();

  const listName = unique('Paper folk');
  await card(first.name)
    .getByRole('button', { name: /choose shortlists/ })
    .click();
  const menu = page.getByRole('dialog', { name: `Save ${first.name} to a shortlist` });
  await menu.getByLabel('New list').fill(listName);
  await menu.getByRole('button', { name: 'Create and save' }).click();
  await expect(menu.getByRole('checkbox', { name: listName })).toBeChecked();
  await menu.getByRole('button', { name: 'Done' }).click();

  // The other result's menu, without a reload: the new list is there, not ticked.
  await card(second.name)
    .getByRole('button', { name: /choose shortlists/ })
    .click();
  const other = page.getByRole('dialog', { name: `Save ${second.name} to a shortlist` });
  const tick = other.getByRole('checkbox', { name: listName });
  await expect(tick).not.toBeChecked();
  // With the keyboard: Space ticks it, and the focus stays on the box while it saves.
  await tick.focus();
  await page.keyboard.press('Space');
  await expectToast(page, `${second.name} saved to “${listName}”`);
  await expect(tick).toBeChecked();
  await expect(tick).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tick).not.toBeChecked();
  await expect(tick).toBeFocused();
});
