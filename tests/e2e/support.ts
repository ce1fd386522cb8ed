import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { readMail, sixDigitCode, type ReadMail } from '../../lib/mail/parse';
import { totpCode } from '../../lib/ops/totp';

const dataDir = () => process.env.E2E_DATA_DIR!;

/**
 * The end-to-end server's PostgreSQL database (E2E_DATABASE_URL; `bash .ci/run` sets it). The
 * operator and dispute command lines open the server's data while it serves, which PGlite (one
 * process's) cannot allow: a journey that needs them fails with this message, never passes unrun.
 */
export function serverDatabaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error('This journey runs a command line on the server’s database: set E2E_DATABASE_URL to an empty PostgreSQL database (bash .ci/run does).');
  return url;
}

/** `npm run <script> -- ...args` on the server's database; what it printed. */
export function runOnServerDatabase(script: string, args: string[]): string {
  return execFileSync('npm', ['run', '-s', script, '--', ...args], {
    env: { ...process.env, DATABASE_URL: serverDatabaseUrl(), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

/** A job page's message thread. */
export const thread = (page: Page) => page.getByTestId('thread');
/** The job page's message box. */
export const messageComposer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

/** Sends a message from the job page with Enter: it shows in the thread and the box empties. */
export async function sendMessage(page: Page, text: string) {
  await messageComposer(page).fill(text);
  await messageComposer(page).press('Enter');
  await expect(thread(page).getByTestId('message').filter({ hasText: text })).toBeVisible();
  await expect(messageComposer(page)).toHaveValue('');
}

/** Reviews the other side from a completed job's page: the stars, the text, sent and saved. */
export async function writeReview(page: Page, stars: 1 | 2 | 3 | 4 | 5, text: string) {
  await page.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars`, exact: true }).check();
  await page.getByLabel('Your review').fill(text);
  await page.getByRole('button', { name: 'Send review' }).click();
  await expectToast(page, 'Review saved');
}

/** The console's audit log, narrowed to one operator: each of `actions` is listed once. */
export async function expectAudited(ops: Page, email: string, actions: string[]) {
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await ops.getByLabel('Operator').selectOption({ label: email });
  await ops.getByRole('button', { name: 'Show' }).click();
  for (const action of actions) await expect(ops.getByTestId('audit-row').filter({ hasText: action }), action).toHaveCount(1);
}

/** A new operator's one-time setup link, as `npm run operator -- create <email>` prints it. */
export function createOperator(email: string): URL {
  return new URL(runOnServerDatabase('operator', ['create', email]).trim().split('\n').at(-1)!);
}

/** An operator as the journeys use one: made by the command line, set up through its link, signed in. */
export type Operator = { email: string; password: string; secret: string };

/**
 * Makes an operator with `npm run operator -- create` on the server's database and walks its
 * one-time link on `page` as a person would (a password, the TOTP key the page shows, read as an
 * authenticator app would, the recovery codes), then signs in at /ops/login: the overview shows.
 */
export async function enrolOperator(page: Page, label = 'e2e-ops'): Promise<Operator> {
  const email = `${unique(label)}@collabmarket.test`;
  const link = createOperator(email);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(`Setting up the operator account ${email}.`)).toBeVisible();
  const password = `${label}-pass-1`;
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Turn on two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from your app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  // The next time step's code: a step is accepted once, and the enrolment spent this one.
  await signInOperator(page, email, password, totpCode(secret, Date.now() + 30_000));
  await expect(page).toHaveURL(/\/ops$/);
  return { email, password, secret };
}

/** Fills and sends the operator sign-in form (where it lands is the caller's to check). */
export async function signInOperator(page: Page, email: string, password: string, code: string) {
  await page.goto('/ops/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function poll<T>(fn: () => T | null | Promise<T | null>, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function files(dir: string, suffix: string) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

// The outbox holds every mail of the run (hundreds by its end) and a mail never changes once
// written (lib/mail writes it whole, then renames it): each worker decodes each file once, not
// every mail at every poll (which, late in a busy run, could take longer than a poll's deadline).
const decoded = new Map<string, Promise<ReadMail>>();

/** Every mail in the server's outbox to this address, oldest first, decoded as a mail client shows it (lib/mail/parse.ts). */
export async function mailsTo(email: string): Promise<ReadMail[]> {
  const dir = path.join(dataDir(), 'outbox');
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
  const all = await Promise.all(
    names.map((name) => {
      const file = path.join(dir, name);
      let mail = decoded.get(file);
      if (!mail) {
        mail = readMail(fs.readFileSync(file, 'utf8'));
        decoded.set(file, mail);
      }
      return mail;
    }),
  );
  return all.filter((m) => m.to.includes(email.toLowerCase()));
}

/** Reads the newest 6-digit code mailed to this address, as a person reads their mail. */
export function readMailCode(email: string): Promise<string> {
  return poll(async () => {
    const last = (await mailsTo(email)).at(-1);
    return last ? sixDigitCode(last) : null;
  }, `a code mailed to ${email}`);
}

/** Reads the newest code texted to this number (E.164 digits, e.g. 919812345678). */
export function readSmsCode(phoneDigits: string): Promise<string> {
  return poll(() => {
    const last = files(path.join(dataDir(), 'sms-outbox'), `-${phoneDigits}.txt`).at(-1);
    return last ? (/code is (\d{6})/.exec(last)?.[1] ?? null) : null;
  }, `an SMS to ${phoneDigits}`);
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A random valid Indian mobile number (10 digits starting 9). */
export const randomPhone = () => `9${Math.floor(100000000 + Math.random() * 899999999)}`;

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** Demo accounts written by `npm run seed` (see scripts/seed.ts). */
export const demo = {
  brand: { email: 'brand@demo.collabmarket.local', password: 'demo-password' },
  creator: { email: 'creator@demo.collabmarket.local', password: 'demo-password' },
};

const rnd = () => Math.floor(Math.random() * 250) + 1;

/**
 * A random client address header. Each test (or sign-up) is its own client, so the per-IP limits
 * shared by every spec on this one server stay untouched.
 */
export const clientAddress = () => ({ 'x-forwarded-for': `10.${rnd()}.${rnd()}.${rnd()}` });

export type ApiCreator = { id: string; name: string; email: string };

type SignupHandle = { platform: string; handle: string; followers?: number };

/** 12,000 followers on each platform: inside the range of every demo campaign and of the campaigns the specs create. */
const qualifyingHandles = (name: string): SignupHandle[] =>
  ['Instagram', 'YouTube', 'TikTok', 'Twitter', 'Facebook'].map((platform) => ({
    platform,
    handle: `@${name.replace(/\W+/g, '').toLowerCase() || 'creator'}`,
    followers: 12000,
  }));

/** Signs a new creator up through the API, in this browser context (the session cookies stick). */
export async function signUpCreatorByApi(
  request: APIRequestContext,
  { name, emailPrefix, niche, handles = qualifyingHandles(name) }: { name: string; emailPrefix: string; niche: string; handles?: SignupHandle[] },
): Promise<ApiCreator> {
  const email = `${unique(emailPrefix)}@example.com`.toLowerCase();
  const headers = clientAddress();
  expect((await request.post('/api/creator/request-otp', { data: { email }, headers })).ok()).toBe(true);
  const otp = await readMailCode(email);
  expect((await request.post('/api/creator/verify-otp', { data: { email, otp }, headers })).ok()).toBe(true);
  const res = await request.post('/api/creator/signup', {
    headers,
    multipart: { name, email, password: 'secret123', phone: randomPhone(), niche, socialMediaHandles: JSON.stringify(handles) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { Creator: { _id: string } };
  return { id: body.Creator._id, name, email };
}

/** A brand signed up through the API (phone verified through the local provider); the request's cookie jar (the page's, for page.request) now holds its session. */
export async function signUpBrandByApi(request: APIRequestContext, brandName: string, email = `${unique('e2e-api-brand')}@example.com`.toLowerCase()) {
  const phone = randomPhone();
  const headers = clientAddress();
  expect((await request.post('/api/phone/send-code', { data: { phone }, headers })).ok()).toBe(true);
  const code = await readSmsCode(`91${phone}`);
  expect((await request.post(`/auth/numberVerification?phone=${phone}`, { data: { code }, headers })).ok()).toBe(true);
  const res = await request.post('/api/brand/signup', {
    headers,
    multipart: {
      name: 'Phone Owner',
      email,
      password: 'secret123',
      phone,
      brandName,
      companyType: 'Private',
      gstNo: '27AAPFU0939F1ZV',
      brandLogo: { name: 'logo.webp', mimeType: 'image/webp', buffer: fs.readFileSync(path.join(process.cwd(), 'public/demo/campaign-3.webp')) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, phone };
}

/** Signs the seeded demo brand in, in this request context (its cookies stick); answers its bearer token. */
export async function logInDemoBrand(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/brand/login', { data: demo.brand });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A demo campaign image as a multipart file. */
export const demoImage = (name = 'campaign.webp') => ({
  name,
  mimeType: 'image/webp',
  buffer: fs.readFileSync(path.join(process.cwd(), 'public/demo/campaign-1.webp')),
});

/** A fresh campaign of the demo brand (so a spec never shares requests with another), with `over` fields added; answers its id. */
export async function createDemoCampaign(request: APIRequestContext, token: string, campaignName: string, over: Record<string, string> = {}): Promise<string> {
  const res = await request.post('/api/campaign/create', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      campaignName,
      // Not a seeded brand's name: landing and collaborate specs search the seeded campaigns for "chai",
      // and the campaigns other specs post meanwhile must not push those off the first page.
      brandName: 'Test Kitchen Co',
      interest: 'Health',
      platform: 'Instagram',
      minFollowers: '1000',
      maxFollowers: '20000',
      incentives: '₹5,000 per reel',
      description: 'An end-to-end test campaign.',
      ...over,
      campaignImage: demoImage(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { campaign: { _id: string } }).campaign._id;
}

/** The creator (signed in on `creatorRequest`) asks to join the campaign and the brand approves: answers the active collaboration's id. */
export async function joinApproved(creatorRequest: APIRequestContext, brandRequest: APIRequestContext, token: string, campaignId: string, creatorId: string) {
  const asked = await creatorRequest.post(`/api/campaign/${campaignId}/request`, { data: {} });
  expect(asked.status(), await asked.text()).toBe(201);
  const collaborationId = ((await asked.json()) as { request: { _id: string } }).request._id;
  const approved = await brandRequest.post(`/api/campaign/${campaignId}/approve`, {
    headers: { authorization: `Bearer ${token}` },
    data: { influencerId: creatorId },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return collaborationId;
}

/** axe-core's serious and critical violations on the page as it is (WCAG 2.x A and AA rules plus axe's best practices). */
export async function seriousViolations(page: Page) {
  // Toasts fade in, some only after a client fetch settles; judge their colours once fully shown.
  // With reduced motion they appear without the fade (sonner's own rule), so one that arrives
  // while axe reads the page is not caught half transparent.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-sonner-toast]')).every((t) => getComputedStyle(t).opacity === '1'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  await page.emulateMedia({ reducedMotion: null });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export type DroppedFile = { name: string; type: string; size?: number; base64?: string };

/** Drops a file made in the page onto `zone`, as a person dragging it from their desktop would; the zone shows it will take it while dragged over. */
export async function dropFileOn(zone: Locator, file: DroppedFile) {
  const dataTransfer = await zone.page().evaluateHandle(({ name, type, size, base64 }) => {
    const bytes = base64 ? Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) : new Uint8Array(size ?? 0);
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], name, { type }));
    return dt;
  }, file);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toHaveAttribute('data-over', 'true');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).not.toHaveAttribute('data-over', 'true');
}

/** Funds a job as its brand: the checkout, then the local provider's capture. */
export async function fund(request: APIRequestContext, token: string, id: string) {
  const auth = { authorization: `Bearer ${token}` };
  const checkout = await request.post(`/api/collaborations/${id}/payment`, { headers: auth });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { orderId } = ((await checkout.json()) as { checkout: { orderId: string } }).checkout;
  expect((await request.post(`/api/payments/local/${orderId}/capture`, { headers: auth })).status()).toBe(200);
}

/** A page in a browser context of its own (one person). */
export async function newPerson(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A funded ₹5,000 job of the demo brand; its creator opens a dispute on the job's page. */
export async function disputedJob(browser: Browser, campaignName: string) {
  const brand = await newPerson(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignId = await createDemoCampaign(brand.request, token, campaignName, { feeInr: '5000' });
  const creator = await newPerson(browser);
  const who = await signUpCreatorByApi(creator.request, { name: `Meera ${unique('ops')}`, emailPrefix: 'e2e-opsd', niche: 'Health' });
  const id = await joinApproved(creator.request, brand.request, token, campaignId, who.id);
  await fund(brand.request, token, id);
  await creator.goto(`/creator/dashboard/collaborations/${id}`);
  await creator.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = creator.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Only one of the two reels was asked for at first.');
  await dialog.getByRole('button', { name: 'Open a dispute' }).click();
  await expectToast(creator, 'Dispute opened: the money stays held until it is settled');
  return { brand, creator, id };
}

/** What the Report dialog says once a report is sent, and to a second report of the same item. */
export const REPORT_SENT = 'Thank you. Our team will look at your report.';
export const REPORTED_BEFORE = 'You have already reported this. Our team is looking at it.';

/** Opens the Report dialog behind `button`, picks a reason, writes details and sends. */
export async function fileReport(page: Page, button: Locator, reason: string, details: string) {
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByLabel('What happened? (optional)').fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  return dialog;
}

/** The page's scripts come `ms` late, as on a slow connection: the server's HTML shows (and takes input) first. */
export async function lateScripts(page: Page, ms = 2_000) {
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** Waits until React has attached the element `selector` finds, and its effects have run. */
export async function untilHydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
}
