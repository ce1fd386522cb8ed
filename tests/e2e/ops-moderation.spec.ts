import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../lib/ops/totp';
import { createDemoCampaign, createOperator, expectAudited, expectToast, logInDemoBrand, signInOperator, signUpCreatorByApi, unique } from './support';

// Each journey makes an operator with the command line (a process of its own, seconds long), walks
// several people's pages and reads some with axe: two minutes each, as the other long journeys.
test.describe.configure({ timeout: 120_000 });

// The console's Accounts and Campaigns parts (issue 36), as an operator uses them: a creator
// suspended with a reason loses its open session at once and its public page; a campaign hidden
// with a reason answers 410 and leaves /collaborate. The operator is made as ops-console.spec.ts
// makes one: `npm run operator -- create` on the server's PostgreSQL (E2E_DATABASE_URL, as in CI;
// PGlite is one process's, so no second process may open the server's data meanwhile).

/** An operator made by the command line, set up through its link's two steps, signed in on `page` at /ops/login. */
async function operatorByApi(page: Page): Promise<string> {
  const email = `${unique('e2e-moderator')}@collabmarket.test`;
  const token = createOperator(email).searchParams.get('token')!;
  const password = 'e2e-moderator-pass-1';
  const set = await page.request.post('/api/ops/setup/password', { data: { token, password } });
  expect(set.status(), await set.text()).toBe(200);
  const { secret } = (await set.json()) as { secret: string };
  const enrolled = await page.request.post('/api/ops/setup/totp', { data: { token, code: totpCode(secret) } });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  // The next time step's code: a step is accepted once, and enrolling may have used this one.
  await signInOperator(page, email, password, totpCode(secret, Date.now() + 30_000));
  await expect(page).toHaveURL(/\/ops$/);
  return email;
}

async function moderate(page: Page, summary: RegExp | null, button: string, reason: string) {
  if (summary) await page.locator('summary').filter({ hasText: summary }).first().click();
  await page
    .getByLabel(/^Reason/)
    .first()
    .fill(reason);
  await page.getByRole('button', { name: button, exact: true }).first().click();
}

test('an operator suspends a creator: the open session is refused at once, the public page is gone; reinstating brings it back', async ({ browser }) => {
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  const creator = await signUpCreatorByApi(creatorPage.request, { name: 'Moderated Mira', emailPrefix: 'e2e-moderated', niche: 'Fitness' });
  await creatorPage.goto('/creator/dashboard');
  await expect(creatorPage).toHaveURL(/\/creator\/dashboard/);
  expect((await creatorPage.request.get('/api/creator/profile')).status()).toBe(200);
  expect((await creatorPage.request.get(`/creators/${creator.id}`)).status()).toBe(200);

  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  const operator = await operatorByApi(ops);
  await ops.goto(`/ops/accounts?q=${encodeURIComponent(creator.email)}`);
  await expect(ops.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await ops.getByRole('link', { name: 'Moderated Mira' }).click();
  await expect(ops.getByRole('heading', { name: 'Moderated Mira' })).toBeVisible();

  // A reason is required.
  await ops.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(ops.getByText('Please give a reason')).toBeVisible();

  await moderate(ops, null, 'Suspend', 'Bought followers, several reports');
  await expectToast(ops, 'Account suspended');
  await expect(ops.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(ops.getByText('The reason: “Bought followers, several reports”')).toBeVisible();

  // The creator's open session is refused on its very next call, and the dashboard sends it away.
  expect((await creatorPage.request.get('/api/creator/profile')).status()).toBe(401);
  await creatorPage.goto('/creator/dashboard');
  await expect(creatorPage).not.toHaveURL(/\/creator\/dashboard/);
  // Signing in again is refused with a clear message.
  const again = await creatorPage.request.post('/api/creator/login', { data: { email: creator.email, password: 'secret123' } });
  expect(again.status()).toBe(403);
  expect(((await again.json()) as { message: string }).message).toContain('This account is suspended');
  // The public page is gone.
  const pub = await creatorPage.goto(`/creators/${creator.id}`);
  expect(pub?.status()).toBe(404);

  // Reinstated: the page is back.
  await moderate(ops, null, 'Reinstate', 'Appeal accepted');
  await expectToast(ops, 'Account reinstated');
  await expect(ops.getByText('Active', { exact: true })).toBeVisible();
  expect((await creatorPage.goto(`/creators/${creator.id}`))?.status()).toBe(200);
  await expectAudited(ops, operator, ['account.suspend', 'account.reinstate']);

  await creatorContext.close();
  await opsContext.close();
});

test('an operator hides a campaign: its page answers 410 and it leaves /collaborate; its brand reads why', async ({ page, browser }) => {
  const token = await logInDemoBrand(page.request);
  const name = unique('Too Good Offer');
  const campaignId = await createDemoCampaign(page.request, token, name);
  await page.goto(`/collaborate?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();

  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  const operator = await operatorByApi(ops);
  await ops.goto(`/ops/campaigns?q=${encodeURIComponent(name)}`);
  await expect(ops.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  await moderate(ops, /^Hide/, 'Hide', 'Misleading offer');
  await expectToast(ops, 'Campaign hidden');
  await expect(ops.getByText('The reason: “Misleading offer”')).toBeVisible();

  // The public: 410 with a short explanation, and gone from the list.
  const anon = await browser.newContext();
  const visitor = await anon.newPage();
  const gone = await visitor.goto(`/campaigns/${campaignId}`);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole('heading', { name: 'Campaign removed' })).toBeVisible();
  await expect(visitor.getByText('This campaign has been removed by CollabMarket')).toBeVisible();
  await expect(visitor.getByText('Misleading offer')).toHaveCount(0);
  await visitor.goto(`/collaborate?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole('heading', { name })).toHaveCount(0);
  await anon.close();

  // Its brand (signed in on `page`) reads the reason on its own campaign list.
  await page.goto('/brand/dashboard/campaign-setting');
  await expect(page.locator(`[data-campaign-id="${campaignId}"]`).getByText('“Misleading offer”', { exact: false })).toBeVisible();

  // Restored: listed again.
  await ops.goto(`/ops/campaigns?q=${encodeURIComponent(name)}`);
  await moderate(ops, /^Restore/, 'Restore', 'Offer corrected');
  await expectToast(ops, 'Campaign restored');
  expect((await page.goto(`/campaigns/${campaignId}`))?.status()).toBe(200);
  await expectAudited(ops, operator, ['campaign.hide', 'campaign.restore']);
  await opsContext.close();
});
