import { expect, test } from '@playwright/test';
import { totpCode } from '../../lib/ops/totp';
import { createOperator, logInDemoBrand, seriousViolations, signInOperator, unique } from './support';

// Each journey makes an operator with the command line (a process of its own, seconds long), walks
// several people's pages and reads some with axe: two minutes each, as the other long journeys.
test.describe.configure({ timeout: 120_000 });

// The operator console (issue 36). Its door, on either database: /ops sends whoever is not an
// operator (no session, or a brand's) to /ops/login, and a made-up setup link says so. The
// journey: on PostgreSQL (E2E_DATABASE_URL, as in CI) `npm run operator -- create` makes an
// operator on the server's data; the link it prints sets a password, the secret the page shows
// computes the TOTP codes (as an authenticator app would), the operator signs in and finds the
// overview and the enrolment and sign-in in the audit log (PGlite is one process's: no second
// process may open the server's data meanwhile).

test('the console is only for operators: others are sent to its sign-in, a made-up setup link is refused', async ({ page }) => {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
  expect(await seriousViolations(page), 'operator sign-in').toEqual([]);

  // A brand's session is no operator's.
  await logInDemoBrand(page.request);
  await page.goto('/ops/audit');
  await expect(page).toHaveURL(/\/ops\/login$/);
  expect((await page.request.get('/api/ops/overview')).status()).toBe(401);

  await signInOperator(page, 'nobody@collabmarket.test', 'not-a-password', '123456');
  await expect(page.getByText('Wrong e-mail, password or code')).toBeVisible();

  await page.goto(`/ops/setup?token=${'x'.repeat(43)}`);
  await expect(page.getByText('This setup link is invalid, used or expired. Ask for a new one.')).toBeVisible();
});

test('an operator made by the command line sets a password, enrols TOTP, signs in, and sees the overview and the audit log', async ({ page }) => {
  const email = `${unique('e2e-ops')}@collabmarket.test`;
  const url = createOperator(email);
  expect(url.href).toMatch(/\/ops\/setup\?token=[\w-]{40,}$/);

  await page.goto(url.pathname + url.search);
  await expect(page.getByText(`Setting up the operator account ${email}.`)).toBeVisible();
  const password = 'e2e-operator-pass-1';
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();

  await expect(page.getByRole('heading', { name: 'Turn on two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from your app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm code' }).click();

  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  expect(await seriousViolations(page), 'recovery codes').toEqual([]);
  await page.getByRole('link', { name: 'Go to sign-in' }).click();

  await expect(page).toHaveURL(/\/ops\/login$/);
  await signInOperator(page, email, password, totpCode(secret));
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByTestId('figure-brands')).toContainText(/Brands\s*\d+/);
  await expect(page.getByTestId('figure-failedMails24h')).toContainText('Failed mails (24 h)');
  expect(await seriousViolations(page), 'overview').toEqual([]);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Operator').selectOption({ label: email });
  await page.getByRole('button', { name: 'Show' }).click();
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('operator.sign_in');
  await expect(rows.nth(1)).toContainText('operator.enrol');
  expect(await seriousViolations(page), 'audit log').toEqual([]);

  // The same selection as CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ops-audit-\d{4}-\d{2}-\d{2}\.csv$/);

  // A phone can use it too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);
});
