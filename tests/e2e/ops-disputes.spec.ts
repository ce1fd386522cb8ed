import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { disputedJob, enrolOperator, expectAudited, logInDemoBrand, newPerson, seriousViolations, serverDatabaseUrl, unique } from './support';

// Each journey makes an operator with the command line (a process of its own, seconds long), walks
// several people's pages and reads some with axe: two minutes each, as the other long journeys.
test.describe.configure({ timeout: 120_000 });

// The console's disputes and jobs (issue 36). On either database: a side opens a dispute on the
// job's page, and the console's pages send whoever is not an operator to its sign-in. The
// operator's journey runs on PostgreSQL (E2E_DATABASE_URL, as in CI), where `npm run operator --
// create` can make an operator on the server's data (PGlite is one process's, as in
// ops-console.spec.ts): the operator opens the dispute, settles it by a split with a note, both
// sides read the note, the audit log shows it; a failed job written into the queue is listed on
// the jobs page and retried.

const paymentStatus = (page: Page) => page.getByTestId('payment-status');

test('the console’s disputes and jobs are only for operators', async ({ page }) => {
  for (const path of ['/ops/disputes', '/ops/jobs', `/ops/disputes/${crypto.randomUUID()}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/ops\/login$/);
  }
  await logInDemoBrand(page.request);
  await page.goto('/ops/disputes');
  await expect(page).toHaveURL(/\/ops\/login$/);
  expect((await page.request.get('/api/ops/disputes')).status()).toBe(401);
  expect((await page.request.get('/api/ops/jobs')).status()).toBe(401);
});

test('an operator settles a dispute by a split with a note both sides read, and retries a failed job', async ({ browser }) => {
  const campaignName = unique('Disputed reels');
  const { brand, creator, id } = await disputedJob(browser, campaignName);
  await expect(paymentStatus(creator)).toHaveText('In dispute — the money is frozen until it is settled');

  const ops = await newPerson(browser);
  const { email } = await enrolOperator(ops, 'e2e-opsd');

  await expect(ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Disputes' })).toBeVisible();
  await ops.goto('/ops/disputes');
  await expect(ops.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  expect(await seriousViolations(ops), 'disputes').toEqual([]);
  await ops.getByRole('link', { name: campaignName }).first().click();
  await expect(ops.getByTestId('dispute-reason')).toContainText('Opened by the creator');
  await expect(ops.getByTestId('dispute-reason')).toContainText('“Only one of the two reels was asked for at first.”');
  await expect(ops.getByTestId('dispute-status')).toHaveText('In dispute');
  expect(await seriousViolations(ops), 'one dispute').toEqual([]);

  // A split with no share says what is missing; then ₹3,000 of ₹5,000 to the creator.
  await ops.getByLabel('Settlement').selectOption('split');
  await ops.getByLabel('Note to both sides').fill('One reel of two went up: ₹3,000 to the creator, ₹2,000 back to the brand.');
  await ops.getByRole('button', { name: 'Settle dispute' }).click();
  await expect(ops.getByText("Enter the creator's share in rupees")).toBeVisible();
  await ops.getByLabel(/Creator's share/).fill('3000');
  await ops.getByRole('button', { name: 'Settle dispute' }).click();
  await expect(ops.getByTestId('dispute-settlement')).toContainText('₹3,000 to the creator');

  const note = '“One reel of two went up: ₹3,000 to the creator, ₹2,000 back to the brand.”';
  await creator.goto(`/creator/dashboard/collaborations/${id}`);
  await expect(paymentStatus(creator)).toHaveText('Released — ₹3,000 is yours');
  await expect(creator.getByTestId('payment-settlement')).toContainText(note);
  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  await expect(paymentStatus(brand)).toHaveText('Released — ₹3,000 to the creator');
  await expect(brand.getByTestId('payment-settlement')).toContainText(note);

  await expectAudited(ops, email, ['dispute.settle']);

  // A job that failed every try, as the queue keeps one.
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  const failure = `e2e failure ${unique('job')}`;
  try {
    await client.query(
      `insert into pgboss.job (name, data, state, retry_limit, retry_count, output, completed_on)
       values ('review-publish', $1, 'failed', 0, 0, $2, now())`,
      [JSON.stringify({ collaborationId: id }), JSON.stringify({ message: failure })],
    );
  } finally {
    await client.end();
  }
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Jobs and mail' })).toBeVisible();
  const job = ops.getByTestId('failed-job').filter({ hasText: failure });
  await expect(job).toContainText('review-publish');
  expect(await seriousViolations(ops), 'jobs').toEqual([]);
  await job.getByRole('button', { name: /^Retry/ }).click();
  await expect(ops.getByRole('status').filter({ hasText: 'The job is queued again' })).toBeVisible();
  await ops.reload();
  await expect(ops.getByRole('heading', { level: 1, name: 'Jobs and mail' })).toBeVisible();
  await expect(ops.getByTestId('failed-job').filter({ hasText: failure })).toHaveCount(0);
});
