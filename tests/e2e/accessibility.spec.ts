import { expect, test, type Page } from '@playwright/test';
import { demo, seriousViolations } from './support';

// axe-core on every page a visitor or a signed-in user meets first: no serious or critical
// violation (WCAG 2.x A and AA rules plus axe's best practices).

async function firstCampaignPath(page: Page): Promise<string> {
  await page.goto('/collaborate');
  const href = await page
    .getByRole('link', { name: /^View / })
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/campaigns\//);
  return href!;
}

/** The seeded demo job (mid-way: a version sent back, messages) from the Collaborations list. */
async function expectJobPageAccessible(page: Page, campaignName: string, withWhom?: string) {
  const rows = page.getByTestId('collaboration-row').filter({ hasText: campaignName });
  await (withWhom ? rows.filter({ hasText: withWhom }) : rows).click();
  await expect(page.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'collaboration page').toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of [
      '/',
      '/collaborate',
      '/collaborate?q=nothing-matches-this',
      '/collab-details',
      '/no-such-page',
      '/login',
      '/brand/signup',
      '/brand/login',
      '/creator/signup',
      '/creator/login',
    ]) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a campaign page has no serious or critical accessibility violation', async ({ page }) => {
      await page.goto(await firstCampaignPath(page));
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the open mobile menu or dropdown has no serious or critical accessibility violation', async ({ page }) => {
      await page.goto('/');
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Creator' }).click();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the creator dashboard has no serious or critical accessibility violation', async ({ page }) => {
      const res = await page.request.post('/api/creator/login', { data: demo.creator });
      expect(res.ok(), await res.text()).toBe(true);
      for (const path of [
        '/creator/dashboard',
        '/creator/dashboard/creator-profile',
        '/creator/dashboard/notifications',
        '/creator/dashboard/invitations',
        '/creator/dashboard/collaborations',
      ]) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await expectJobPageAccessible(page, 'Office Chai Break Challenge');
    });

    test('the brand dashboard has no serious or critical accessibility violation', async ({ page }) => {
      // Fifteen pages, each read whole by axe.
      test.setTimeout(180_000);
      const res = await page.request.post('/api/brand/login', { data: demo.brand });
      expect(res.ok(), await res.text()).toBe(true);
      // A seeded campaign's own report and invitations, from its row on Campaign Setting.
      for (const link of [/^Report of Office Chai Break Challenge/, /^Invitations of Office Chai Break Challenge/]) {
        await page.goto('/brand/dashboard/campaign-setting');
        await page.getByRole('link', { name: link }).first().click();
        await expect(page).toHaveURL(/\/brand\/dashboard\/campaign-setting\/[0-9a-f-]{36}\/(report|invitations)$/);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), page.url()).toEqual([]);
      }
      for (const path of [
        '/brand/dashboard',
        '/brand/dashboard/campaign-setting',
        '/brand/dashboard/brand-profile',
        '/brand/dashboard/notifications',
        '/brand/dashboard/creators',
        '/brand/dashboard/creators/shortlists',
        '/brand/dashboard/reports',
        '/brand/dashboard/collaborations',
      ]) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), path).toEqual([]);
      }
      // The demo creator's job mid-way, then a live one with its Tracking panel and chart.
      await expectJobPageAccessible(page, 'Office Chai Break Challenge', 'Priya Sharma');
      await page.goto('/brand/dashboard/collaborations');
      await expectJobPageAccessible(page, 'Office Chai Break Challenge', 'Rahul Menon');
      await expect(page.getByRole('heading', { name: 'Tracking' })).toBeVisible();
    });
  });
}
