import { expect, test } from '@playwright/test';
import { killAll, startServer, tempDir, type Server } from '../faults/support';
import {
  createDemoCampaign,
  disputedJob,
  enrolOperator,
  expectAudited,
  expectToast,
  fileReport,
  joinApproved,
  logInDemoBrand,
  newPerson,
  REPORT_SENT,
  serverDatabaseUrl,
  signUpCreatorByApi,
  unique,
} from './support';

// The operator's side of the marketplace (issue 36) as one journey: an operator made by the
// command line enrols TOTP and signs in; suspends a creator a brand reported from a message (the
// creator's open session is refused at once, the public page is gone, the brand reads the
// outcome); hides a campaign (410, and gone from /collaborate on a second server of the same
// database, whose cached list it was on); settles a dispute; each step is in the audit log.
//
// It needs the server on PostgreSQL (E2E_DATABASE_URL, as `bash .ci/run` sets): the command line
// and the second server open the same data while the first serves, which PGlite cannot allow.
// The second server is the built app started as `npm start` starts it (tests/faults/support.ts).

test.afterAll(async () => {
  await killAll();
});

/** The whole campaign list as a browser asks for it, from `server` (the page cache answers it when it can). */
async function listOn(server: Server): Promise<{ html: string; cache: string | null }> {
  const res = await fetch(`${server.url}/collaborate`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return { html: await res.text(), cache: res.headers.get('x-nextjs-cache') };
}

test('an operator suspends a reported creator, hides a campaign a second server had cached, settles a dispute; each step is audited', async ({ browser }) => {
  test.setTimeout(300_000);
  // A second server on the end-to-end server's database, started beside the setup of the people.
  const starting = startServer({ dataDir: tempDir('e2e-second'), databaseUrl: serverDatabaseUrl(), extraEnv: { WORKERS: '0' } });
  starting.catch(() => undefined); // awaited below; a failure before then is the test's own

  // A job between the demo brand and a new creator, whose message the brand reports.
  const brand = await newPerson(browser);
  const token = await logInDemoBrand(brand.request);
  const jobCampaign = await createDemoCampaign(brand.request, token, unique('Reported job'));
  const creator = await newPerson(browser);
  const reported = await signUpCreatorByApi(creator.request, { name: `Sunil ${unique('sp')}`, emailPrefix: 'e2e-journey', niche: 'Health' });
  const jobId = await joinApproved(creator.request, brand.request, token, jobCampaign, reported.id);
  const text = `Send the fee to my personal account ${unique('msg')}`;
  expect((await creator.request.post(`/api/collaborations/${jobId}/messages`, { data: { text } })).status()).toBe(201);
  await creator.goto('/creator/dashboard');
  await expect(creator).toHaveURL(/\/creator\/dashboard/);
  expect((await creator.request.get(`/creators/${reported.id}`)).status()).toBe(200);

  await brand.goto(`/brand/dashboard/collaborations/${jobId}`);
  const message = brand.getByTestId('message').filter({ hasText: text });
  await fileReport(brand, message.getByRole('button', { name: /^Report message from/ }), 'Scam or fraud', 'Fee outside the app');
  await expectToast(brand, REPORT_SENT);

  // A campaign on the second server's cached list.
  const hiddenName = unique('Too good to be true');
  const hiddenId = await createDemoCampaign(brand.request, token, hiddenName);
  const b = await starting;
  await expect(async () => {
    await listOn(b);
    const again = await listOn(b);
    expect(['HIT', 'STALE']).toContain(again.cache);
    expect(again.html).toContain(hiddenName);
  }).toPass({ timeout: 30_000 });

  // A dispute on a funded job of another creator.
  const disputeName = unique('Disputed reel');
  const dispute = await disputedJob(browser, disputeName);

  // The operator: made by the command line, a password and TOTP through its link, signed in.
  const ops = await newPerson(browser);
  const operator = await enrolOperator(ops, 'e2e-journey-ops');

  // 1. The reported message's author is suspended from the reports queue.
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

  // The creator's open session is refused on its very next call, the dashboard sends it away, its
  // public page is gone; the brand reads the outcome in the app.
  expect((await creator.request.get('/api/creator/profile')).status()).toBe(401);
  await creator.goto('/creator/dashboard');
  await expect(creator).not.toHaveURL(/\/creator\/dashboard/);
  expect((await creator.request.get(`/creators/${reported.id}`)).status()).toBe(404);
  await brand.goto('/brand/dashboard/notifications');
  await expect(brand.getByText(`Thank you for reporting the message from ${reported.name}. We have suspended the account behind it.`)).toBeVisible();

  // 2. The campaign is hidden: 410 on both servers, and off the second server's cached list at its
  // next request (the invalidation crosses over through PostgreSQL in tens of milliseconds on a
  // quiet machine: tests/faults/two-instances.test.ts prints the figure; here CI's load decides).
  await ops.goto(`/ops/campaigns?q=${encodeURIComponent(hiddenName)}`);
  await ops.locator('summary').filter({ hasText: /^Hide/ }).first().click();
  await ops
    .getByLabel(/^Reason/)
    .first()
    .fill('Misleading offer');
  await ops.getByRole('button', { name: 'Hide', exact: true }).first().click();
  await expectToast(ops, 'Campaign hidden');
  await expect.poll(async () => (await listOn(b)).html.includes(hiddenName), { timeout: 10_000, intervals: [25] }).toBe(false);
  expect((await fetch(`${b.url}/campaigns/${hiddenId}`, { headers: { accept: 'text/html' } })).status).toBe(410);
  const visitor = await newPerson(browser);
  expect((await visitor.goto(`/campaigns/${hiddenId}`))?.status()).toBe(410);
  await expect(visitor.getByRole('heading', { name: 'Campaign removed' })).toBeVisible();

  // 3. The dispute is settled: the fee goes to the creator, with a note both sides read.
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Disputes' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await ops.getByRole('link', { name: disputeName }).first().click();
  await expect(ops.getByTestId('dispute-status')).toHaveText('In dispute');
  await ops.getByLabel('Settlement').selectOption('release');
  await ops.getByLabel('Note to both sides').fill('Both reels went up as agreed.');
  await ops.getByRole('button', { name: 'Settle dispute' }).click();
  await expect(ops.getByTestId('dispute-settlement')).toContainText('“Both reels went up as agreed.”');
  await dispute.creator.goto(`/creator/dashboard/collaborations/${dispute.id}`);
  await expect(dispute.creator.getByTestId('payment-status')).toHaveText('Released — ₹5,000 is yours');
  await expect(dispute.creator.getByTestId('payment-settlement')).toContainText('Both reels went up as agreed.');

  // Every step, in the audit log under this operator's name.
  await expectAudited(ops, operator.email, ['operator.enrol', 'operator.sign_in', 'report.resolve', 'account.suspend', 'campaign.hide', 'dispute.settle']);
});
