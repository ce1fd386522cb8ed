import { expect, test, type Page } from '@playwright/test';
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

test('no console warning or error on the public pages and both dashboards', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders(clientAddress());
  const seen = recordConsole(page);

  await visit(page, '/', /.+/);
  await visit(page, '/collaborate', 'Brand Collaborations');
  // A seeded campaign: the other specs edit theirs (a replaced image is gone) while this one runs.
  const listed = (await (await page.request.get('/api/campaign?q=Monsoon%20Masala%20Chai%20Launch')).json()) as { campaigns: { _id: string }[] };
  expect(listed.campaigns.length).toBeGreaterThan(0);
  await visit(page, `/campaigns/${listed.campaigns[0]!._id}`, /.+/);
  await visit(page, '/login', /.+/);
  await visit(page, '/brand/signup', 'Create your brand account');
  await visit(page, '/creator/signup', /.+/);

  expect((await page.request.post('/api/brand/login', { data: demo.brand })).ok()).toBe(true);
  await visit(page, '/brand/dashboard', /^Welcome, /);
  await visit(page, '/brand/dashboard/campaign-setting', 'Campaign Setting');
  await visit(page, '/brand/dashboard/campaign-setting/new', 'New campaign');
  await visit(page, '/brand/dashboard/brand-profile', /.+/);

  const creatorContext = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const creatorPage = await creatorContext.newPage();
  const creatorSeen = recordConsole(creatorPage);
  await signUpCreatorByApi(creatorPage.request, { name: `Quiet ${unique('c')}`, emailPrefix: 'quiet', niche: 'Food' });
  await visit(creatorPage, '/creator/dashboard', /^Welcome, /);
  await visit(creatorPage, '/creator/dashboard/notifications', 'Notifications');
  await visit(creatorPage, '/creator/dashboard/creator-profile', /.+/);
  await creatorContext.close();

  expect([...seen, ...creatorSeen]).toEqual([]);
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
