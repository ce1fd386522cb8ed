import { expect, test, type Browser, type Page } from '@playwright/test';
import { totpCode } from '../../lib/ops/totp';
import { createDemoCampaign, createOperator, expectAudited, expectToast, joinApproved, logInDemoBrand, signUpCreatorByApi, unique } from './support';

// Each journey makes an operator with the command line (a process of its own, seconds long), walks
// several people's pages and reads some with axe: two minutes each, as the other long journeys.
test.describe.configure({ timeout: 120_000 });

// Reports from users (issue 36): a brand reports a creator's message from the job's thread, a
// creator reports a campaign from its page; each second report of the same item is refused with
// a message in the dialog.

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const SENT = 'Thank you. Our team will look at your report.';
const AGAIN = 'You have already reported this. Our team is looking at it.';

/** Opens the Report dialog behind `button`, picks a reason, writes details and sends. */
async function report(page: Page, button: ReturnType<Page['getByRole']>, reason: string, details: string) {
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByLabel('What happened? (optional)').fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  return dialog;
}

test('a brand reports a message from the thread and a creator reports a campaign; a second report is refused', async ({ browser }) => {
  test.setTimeout(120_000);
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('Reported campaign');
  const campaignId = await createDemoCampaign(brand.request, token, campaignName);
  const creator = await newPage(browser);
  const who = await signUpCreatorByApi(creator.request, { name: `Rhea ${unique('rp')}`, emailPrefix: 'e2e-report', niche: 'Health' });
  const id = await joinApproved(creator.request, brand.request, token, campaignId, who.id);
  const text = `Pay me on UPI instead ${unique('msg')}`;
  expect((await creator.request.post(`/api/collaborations/${id}/messages`, { data: { text } })).status()).toBe(201);

  // The brand reports the creator's message from the thread.
  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  const message = brand.getByTestId('message').filter({ hasText: text });
  await expect(message).toBeVisible();
  const reportMessage = message.getByRole('button', { name: /^Report message from/ });
  const dialog = await report(brand, reportMessage, 'Scam or fraud', 'Asks to be paid outside the app');
  await expectToast(brand, SENT);
  await expect(dialog).toBeHidden();
  // Again: the dialog says it is already reported.
  const again = await report(brand, reportMessage, 'Spam or advertising', '');
  await expect(again.getByRole('alert').filter({ hasText: AGAIN })).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  // Its own messages carry no Report.
  const mine = `Thanks, we pay through the app ${unique('own')}`;
  expect((await brand.request.post(`/api/collaborations/${id}/messages`, { data: { text: mine } })).status()).toBe(201);
  await brand.reload();
  await expect(brand.getByTestId('message').filter({ hasText: mine })).toBeVisible();
  await expect(
    brand
      .getByTestId('message')
      .filter({ hasText: mine })
      .getByRole('button', { name: /^Report/ }),
  ).toHaveCount(0);

  // Another creator reports the campaign from its page.
  const other = await newPage(browser);
  await signUpCreatorByApi(other.request, { name: `Kiran ${unique('rp')}`, emailPrefix: 'e2e-report2', niche: 'Health' });
  await other.goto(`/campaigns/${campaignId}`);
  await expect(other.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  const reportCampaign = other.getByRole('button', { name: `Report campaign ${campaignName}` });
  const campaignDialog = await report(other, reportCampaign, 'Offensive or abusive', 'Rude brief');
  await expectToast(other, SENT);
  await expect(campaignDialog).toBeHidden();
  const twice = await report(other, reportCampaign, 'Offensive or abusive', '');
  await expect(twice.getByRole('alert').filter({ hasText: AGAIN })).toBeVisible();

  // The brand sees no Report on its own campaign (once the page knows it is the owner: Manage shows).
  await brand.goto(`/campaigns/${campaignId}`);
  await expect(brand.getByRole('link', { name: /^Manage/ })).toBeVisible();
  await expect(brand.getByRole('button', { name: /^Report/ })).toHaveCount(0);
});

// The operator's side needs an operator made by the command line on the server's data: on
// PostgreSQL (E2E_DATABASE_URL, as in CI) only, as in ops-console.spec.ts (PGlite's data is one
// process's).
test('an operator suspends the author of a reported message; the reporter sees the outcome', async ({ browser }) => {
  test.setTimeout(150_000);
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignId = await createDemoCampaign(brand.request, token, unique('Suspension job'));
  const creator = await newPage(browser);
  const who = await signUpCreatorByApi(creator.request, { name: `Sunil ${unique('sp')}`, emailPrefix: 'e2e-suspend', niche: 'Health' });
  const id = await joinApproved(creator.request, brand.request, token, campaignId, who.id);
  const text = `Send the fee to my personal account ${unique('msg')}`;
  expect((await creator.request.post(`/api/collaborations/${id}/messages`, { data: { text } })).status()).toBe(201);

  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  const dialog = await report(
    brand,
    brand
      .getByTestId('message')
      .filter({ hasText: text })
      .getByRole('button', { name: /^Report message from/ }),
    'Scam or fraud',
    'Fee outside the app',
  );
  await expectToast(brand, SENT);
  await expect(dialog).toBeHidden();

  // An operator, made by the command line, enrols and signs in.
  const ops = await newPage(browser);
  const email = `${unique('e2e-ops-reports')}@collabmarket.test`;
  const link = createOperator(email);
  await ops.goto(link.pathname + link.search);
  const password = 'e2e-operator-pass-2';
  await ops.getByLabel('New password').fill(password);
  await ops.getByLabel('Repeat the password').fill(password);
  await ops.getByRole('button', { name: 'Set password' }).click();
  const secret = (await ops.getByTestId('totp-secret').textContent())!.trim();
  await ops.getByLabel('Code from your app').fill(totpCode(secret));
  await ops.getByRole('button', { name: 'Confirm code' }).click();
  await expect(ops.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await ops.goto('/ops/login');
  await ops.getByLabel('E-mail').fill(email);
  await ops.getByLabel('Password').fill(password);
  // The next time step's code: the enrolment spent this one.
  await ops.getByLabel('Code from your authenticator app').fill(totpCode(secret, Date.now() + 30_000));
  await ops.getByRole('button', { name: 'Sign in' }).click();
  await expect(ops).toHaveURL(/\/ops$/);

  // The queue shows the message as the brand saw it; the operator suspends its author.
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const item = ops.getByTestId('flagged-item').filter({ hasText: text });
  await expect(item).toContainText('1 reporter');
  await expect(item).toContainText('Scam or fraud (1)');
  await item.getByRole('radio', { name: /^Suspend the owner/ }).check();
  await item.getByLabel(/^Note/).fill('Asked for payment outside the app');
  await item.getByRole('button', { name: 'Resolve' }).click();
  await expectToast(ops, 'Reports resolved');
  await expect(ops.getByTestId('flagged-item').filter({ hasText: text })).toHaveCount(0);

  // The creator's session is refused; the brand reads the outcome in the app.
  expect((await creator.request.get('/api/creator/activity')).status()).toBe(401);
  await brand.goto('/brand/dashboard/notifications');
  await expect(brand.getByText(`Thank you for reporting the message from ${who.name}. We have suspended the account behind it.`)).toBeVisible();
  // Both of the operator's steps are in the audit log: the report resolved, the account suspended.
  await expectAudited(ops, email, ['report.resolve', 'account.suspend']);
});
