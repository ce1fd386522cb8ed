import { expect, test } from '@playwright/test';
import {
  clientAddress,
  createDemoCampaign,
  expectToast,
  joinApproved,
  lateScripts,
  logInDemoBrand,
  mailsTo,
  signUpCreatorByApi,
  unique,
  untilHydrated,
} from './support';

// Issue 30, item 8: a brand moves a campaign's destination to a look-alike site while a creator's
// collaboration is active. The tracked link follows; the creator is told on the collaboration
// page, with the punycode host beside the Unicode one, and by e-mail.

const BEFORE = 'https://shop.example/monsoon';
// A Cyrillic "а" (U+0430): reads as apple.com, is xn--pple-43d.com.
const AFTER = 'https://\u0430pple.com/shop';
const SHOWN = 'аpple.com (xn--pple-43d.com)';

test('a brand repoints an active campaign: the creator sees the notice with the punycode host, and the link follows', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const brand = await (await browser.newContext()).newPage();
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('Repointed');
  const campaignId = await createDemoCampaign(brand.request, token, campaignName, {
    destinationUrl: BEFORE,
    // What the brand's form asks for before it saves.
    feeInr: '2000',
    deliverables: JSON.stringify([{ platform: 'Instagram', kind: 'reel', count: 1 }]),
  });

  const creator = await (await browser.newContext()).newPage();
  const who = await signUpCreatorByApi(creator.request, { name: `Asha ${unique('dest')}`, emailPrefix: 'e2e-dest', niche: 'Health' });
  const collaborationId = await joinApproved(creator.request, brand.request, token, campaignId, who.id);

  const page = `/creator/dashboard/collaborations/${collaborationId}`;
  await creator.goto(page);
  const panel = creator.getByTestId('tracking-panel');
  await expect(panel.getByTestId('destination')).toHaveText('Leads to shop.example');
  await expect(panel.getByTestId('destination-changed')).toHaveCount(0);
  const link = await panel.getByTestId('tracked-link').inputValue();

  // The brand edits the destination in its Campaign Setting form, as a person would.
  await brand.goto(`/brand/dashboard/campaign-setting?edit=${campaignId}`);
  await expect(brand.getByRole('heading', { name: 'Edit campaign' })).toBeVisible();
  const field = brand.getByLabel('Destination URL');
  await expect(field).toHaveValue(BEFORE);
  await field.fill(AFTER);
  await brand.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(brand, 'Campaign updated successfully!');

  // The creator's page: the notice in the Tracking panel, the new host in the brief and on the timeline.
  await creator.reload();
  const notice = panel.getByTestId('destination-changed');
  await expect(notice).toContainText(`Test Kitchen Co changed where this link leads`);
  await expect(notice).toContainText(`shop.example → ${SHOWN}`);
  await expect(panel.getByTestId('destination')).toHaveText(`Leads to ${SHOWN}`);
  await expect(creator.getByTestId('brief-destination')).toHaveText(SHOWN);
  await expect(creator.getByTestId('timeline').locator('li').last()).toContainText(`changed where the tracked link leads — “shop.example → ${SHOWN}”`);

  // The e-mail, which names both sites.
  await expect(async () => {
    const mails = (await mailsTo(who.email)).filter((m) => m.subject.includes('tracked link now leads to'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your tracked link now leads to ${SHOWN}: ${campaignName}`);
    expect(mails[0].text).toContain(`Now: ${SHOWN} — https://xn--pple-43d.com/shop`);
  }).toPass({ timeout: 10_000 });

  // And the link already posted follows within seconds (its cache lives 5 s).
  const visitor = await playwright.request.newContext();
  await expect(async () => {
    const res = await visitor.get(link, { maxRedirects: 0, headers: clientAddress() });
    expect(res.status()).toBe(302);
    expect(new URL(res.headers()['location']).host).toBe('xn--pple-43d.com');
  }).toPass({ timeout: 15_000 });
  await visitor.dispose();
});

// Seen in CI: the brand's text landed at the start of the campaign's name. The page came to life
// while the destination field already had the focus, and the form moved the focus to the name.
test('a field the brand is already in keeps the focus when the edit form comes to life', async ({ page }) => {
  const token = await logInDemoBrand(page.request);
  const name = unique('Slow page');
  const campaignId = await createDemoCampaign(page.request, token, name, { destinationUrl: BEFORE });
  // The scripts come late, as on a slow connection: the server's form shows first.
  await lateScripts(page, 1_500);
  await page.goto(`/brand/dashboard/campaign-setting?edit=${campaignId}`, { waitUntil: 'commit' });
  const field = page.getByLabel('Destination URL');
  await field.focus();
  await untilHydrated(page, '#destinationUrl');
  await expect(field).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('-sale');
  await expect(field).toHaveValue(`${BEFORE}-sale`);
  await expect(page.getByLabel('Campaign Name')).toHaveValue(name);
});
