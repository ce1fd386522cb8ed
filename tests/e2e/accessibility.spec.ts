import { expect, test, type Page } from '@playwright/test';
import { demo, seriousViolations } from './support';

// axe-core on every page a visitor or a signed-in user meets first: no serious or critical
// violation (WCAG 2.x A and AA rules plus axe's best practices). The pages only read, so the
// tests run in parallel: axe is slow, and the two workers share the file.
test.describe.configure({ mode: 'parallel' });

async function firstCampaignPath(page: Page): Promise<string> {
  await page.goto('/collaborate');
  const href = await page
    .getByRole('link', { name: /^View / })
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/campaigns\//);
  return href!;
}

/** Signs a demo account in (its cookies go with the page's later requests). */
async function logIn(page: Page, role: 'brand' | 'creator') {
  const res = await page.request.post(`/api/${role}/login`, { data: demo[role] });
  expect(res.ok(), await res.text()).toBe(true);
}

async function expectPageAccessible(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), path).toEqual([]);
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

    // One test per signed-in page (each within the usual time, and the two workers share them).
    const dashboards = {
      creator: ['', '/creator-profile', '/notifications', '/invitations', '/collaborations'],
      brand: ['', '/campaign-setting', '/brand-profile', '/notifications', '/creators', '/creators/shortlists', '/reports', '/collaborations'],
    };
    for (const [role, pages] of Object.entries(dashboards) as [keyof typeof dashboards, string[]][]) {
      for (const path of pages.map((p) => `/${role}/dashboard${p}`)) {
        test(`the ${role} dashboard's ${path} has no serious or critical accessibility violation`, async ({ page }) => {
          await logIn(page, role);
          await expectPageAccessible(page, path);
        });
      }
    }

    test("the creator's job page has no serious or critical accessibility violation", async ({ page }) => {
      await logIn(page, 'creator');
      await page.goto('/creator/dashboard/collaborations');
      await expectJobPageAccessible(page, 'Office Chai Break Challenge');
    });

    // A seeded campaign's own report and invitations, from its row on Campaign Setting.
    for (const [what, link] of [
      ['report', /^Report of Office Chai Break Challenge/],
      ['invitations', /^Invitations of Office Chai Break Challenge/],
    ] as const) {
      test(`a campaign's ${what} page has no serious or critical accessibility violation`, async ({ page }) => {
        await logIn(page, 'brand');
        await page.goto('/brand/dashboard/campaign-setting');
        await page.getByRole('link', { name: link }).first().click();
        await expect(page).toHaveURL(new RegExp(`/brand/dashboard/campaign-setting/[0-9a-f-]{36}/${what}$`));
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), page.url()).toEqual([]);
      });
    }

    test("the brand's job pages have no serious or critical accessibility violation", async ({ page }) => {
      await logIn(page, 'brand');
      // The demo creator's job mid-way, then a live one with its Tracking panel and chart.
      await page.goto('/brand/dashboard/collaborations');
      await expectJobPageAccessible(page, 'Office Chai Break Challenge', 'Priya Sharma');
      await page.goto('/brand/dashboard/collaborations');
      await expectJobPageAccessible(page, 'Office Chai Break Challenge', 'Rahul Menon');
      await expect(page.getByRole('heading', { name: 'Tracking' })).toBeVisible();
    });
  });
}
