import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { logInDemoBrand, signUpCreatorByApi, unique } from './support';

// A brand finds creators by platform and follower range on Find creators: the right creators and
// no others, the filters in the URL (a reload keeps them), the next page, the creator's own page.

test.describe('Find creators', () => {
  test('a brand filters by platform and follower range, shares the URL, pages on and opens a profile', async ({ page }) => {
    // Creators of a niche of this run only, so other specs' creators stay out of the list.
    const niche = unique('Kite flying');
    const make = (name: string, handles: { platform: string; handle: string; followers: number }[]) =>
      signUpCreatorByApi(page.context().request, { name, emailPrefix: 'e2e-dir', niche, handles });
    const big = await make('Asha Big', [{ platform: 'YouTube', handle: '@ashabig', followers: 150_000 }]);
    const middle = await make('Ravi Middle', [
      { platform: 'YouTube', handle: '@ravimid', followers: 90_000 },
      { platform: 'Instagram', handle: '@ravimid', followers: 4_000 },
    ]);
    const low = await make('Meera Low', [{ platform: 'YouTube', handle: '@meeralow', followers: 60_000 }]);
    const tooSmall = await make('Dev Small', [{ platform: 'YouTube', handle: '@devsmall', followers: 5_000 }]);
    const elsewhere = await make('Zoya Elsewhere', [{ platform: 'Instagram', handle: '@zoya', followers: 100_000 }]);
    // Signing creators up left their session in this context; the brand signs in last.
    await logInDemoBrand(page.request);

    await page.goto('/brand/dashboard/creators');
    await expect(page).toHaveTitle(/Find creators/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find creators' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Search and filter creators' });
    await search.getByLabel('Niche').fill(niche);
    await search.getByLabel('Platform').selectOption('YouTube');
    // Counts as people write them.
    await search.getByLabel('Followers from').fill('50k');
    await search.getByLabel('Followers up to').fill('2,00,000');
    await search.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/platform=YouTube/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ niche, platform: 'YouTube', minFollowers: '50k', maxFollowers: '2,00,000' });
    const names = page.getByTestId('creator-card').getByRole('heading', { level: 2 });
    await expect(names).toHaveText([big.name, middle.name, low.name]);
    for (const other of [tooSmall, elsewhere]) await expect(page.getByRole('link', { name: other.name })).toHaveCount(0);
    // The audience per platform, labelled as the creator's own figures.
    const card = page.getByTestId('creator-card').filter({ hasText: middle.name });
    await expect(card).toContainText('90,000 followers');
    await expect(card).toContainText('4,000 followers');
    await expect(card.getByText('Self-reported').first()).toBeVisible();

    // A reload (or the shared link) shows the same search, fields filled in.
    await page.reload();
    await expect(names).toHaveText([big.name, middle.name, low.name]);
    await expect(search.getByLabel('Niche')).toHaveValue(niche);
    await expect(search.getByLabel('Platform')).toHaveValue('YouTube');
    await expect(search.getByLabel('Followers from')).toHaveValue('50k');
    await expect(search.getByLabel('Followers up to')).toHaveValue('2,00,000');
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);

    // Two at a time: the next page carries the filters and a cursor, and holds the rest.
    await page.goto(`${url.pathname}${url.search}&limit=2`);
    await expect(names).toHaveText([big.name, middle.name]);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/after=/);
    await expect(names).toHaveText([low.name]);
    expect(new URL(page.url()).searchParams.get('platform')).toBe('YouTube');
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await page.getByRole('link', { name: 'First page' }).click();
    await expect(names).toHaveText([big.name, middle.name]);

    // The name leads to the creator's public page.
    await page.getByRole('link', { name: big.name }).click();
    await expect(page).toHaveURL(new RegExp(`/creators/${big.id}$`));
    await expect(page.getByRole('heading', { name: big.name })).toBeVisible();
  });

  test('says when nothing matches and when the range is backwards', async ({ page }) => {
    await logInDemoBrand(page.request);
    await page.goto(`/brand/dashboard/creators?niche=${unique('nobody-has-this')}`);
    await expect(page.getByText('No creators match these filters')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/brand\/dashboard\/creators$/);
    await expect(page.getByTestId('creator-card').first()).toBeVisible();

    await page.goto('/brand/dashboard/creators?minFollowers=9000&maxFollowers=100');
    await expect(page.getByLabel('Followers from')).toHaveAccessibleDescription('Minimum followers must not be more than maximum followers');
    await expect(page.getByText('These filters cannot be used')).toBeVisible();
  });
});
