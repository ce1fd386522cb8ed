import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { clientAddress, demo, expectToast, signUpCreatorByApi, unique } from './support';

// What a new user notices in the first hour, checked as they would see it.

/** Console warnings and errors, and uncaught page errors, from now on. */
function recordConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') seen.push(`${m.type()} on ${new URL(page.url()).pathname}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`uncaught on ${new URL(page.url()).pathname}: ${e.message}`));
  // The console says only "Failed to load resource"; name what failed.
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`${r.status()} for ${new URL(r.url()).pathname} on ${new URL(page.url()).pathname}`);
  });
  return seen;
}

/** Opens a page and stays long enough for late warnings (Chromium reports an unused preload after about 3 s). */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_500);
}

/** Each page in a tab of its own in `context`, all at once (the wait for late warnings is spent once): what their consoles said. */
async function visitAll(context: BrowserContext, pages: [string, string | RegExp][]): Promise<string[]> {
  const seen: string[] = [];
  await Promise.all(
    pages.map(async ([path, heading]) => {
      const page = await context.newPage();
      const said = recordConsole(page);
      await visit(page, path, heading);
      seen.push(...said);
    }),
  );
  return seen;
}

test('no console warning or error on the public pages and both dashboards', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // A seeded campaign: the other specs edit theirs (a replaced image is gone) while this one runs.
  const listed = (await (await request.get('/api/campaign?q=Monsoon%20Masala%20Chai%20Launch')).json()) as { campaigns: { _id: string }[] };
  expect(listed.campaigns.length).toBeGreaterThan(0);
  // A visitor, the demo brand and a new creator, each in a browser of their own, side by side.
  const visitor = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const brand = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const creator = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  expect((await brand.request.post('/api/brand/login', { data: demo.brand })).ok()).toBe(true);
  await signUpCreatorByApi(creator.request, { name: `Quiet ${unique('c')}`, emailPrefix: 'quiet', niche: 'Food' });

  const seen = await Promise.all([
    visitAll(visitor, [
      ['/', /.+/],
      ['/collaborate', 'Brand Collaborations'],
      [`/campaigns/${listed.campaigns[0]!._id}`, /.+/],
      ['/login', /.+/],
      ['/brand/signup', 'Create your brand account'],
      ['/creator/signup', /.+/],
    ]),
    visitAll(brand, [
      ['/brand/dashboard', /^Welcome, /],
      ['/brand/dashboard/campaign-setting', 'Campaign Setting'],
      ['/brand/dashboard/campaign-setting/new', 'New campaign'],
      ['/brand/dashboard/brand-profile', /.+/],
    ]),
    visitAll(creator, [
      ['/creator/dashboard', /^Welcome, /],
      ['/creator/dashboard/notifications', 'Notifications'],
      ['/creator/dashboard/creator-profile', /.+/],
    ]),
  ]);
  await Promise.all([visitor.close(), brand.close(), creator.close()]);
  expect(seen.flat()).toEqual([]);
});

test('the notifications page tells of its load once per visit', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  await signUpCreatorByApi(page.request, { name: `Once ${unique('c')}`, emailPrefix: 'once', niche: 'Travel' });
  await page.goto('/creator/dashboard/notifications');
  await expectToast(page, 'Notifications fetched successfully');
  await page.waitForTimeout(1_000);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Notifications fetched successfully' })).toHaveCount(1);
  await context.close();
});

test('a field the form sends you to is in view below the sticky header, not under it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setExtraHTTPHeaders(clientAddress());
  expect((await page.request.post('/api/brand/login', { data: demo.brand })).ok()).toBe(true);
  await page.goto('/brand/dashboard/campaign-setting/new');
  await page.getByLabel('Brand Name').fill('');
  // Submitting from the bottom of the form: the first field to fix takes the focus.
  await page.getByRole('button', { name: 'Submit' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Submit' }).click();
  const first = page.getByLabel('Campaign Name');
  await expect(first).toBeFocused();
  // The page scrolls smoothly to it: once the scroll settles, the field sits below the header.
  const place = () =>
    page.evaluate(() => ({
      fieldTop: Math.round(document.activeElement!.getBoundingClientRect().top),
      headerBottom: Math.round(
        Math.max(...[...document.querySelectorAll('header')].map((h) => (getComputedStyle(h).position === 'sticky' ? h.getBoundingClientRect().bottom : 0))),
      ),
    }));
  await expect.poll(async () => (await place()).headerBottom).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const { fieldTop, headerBottom } = await place();
        return fieldTop - headerBottom;
      },
      { timeout: 5_000 },
    )
    .toBeGreaterThanOrEqual(0);
});
