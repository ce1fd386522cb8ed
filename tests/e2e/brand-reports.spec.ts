import { expect, test, type Page } from '@playwright/test';
import { clientAddress, createDemoCampaign, seriousViolations, signUpBrandByApi, unique } from './support';

// The brand's Reports section: every campaign over one range, reached from the dashboard's
// sections (under More on a phone). The figures of a campaign with clicks and a sale are checked
// in reporting.spec; here a new brand's empty report, a campaign without clicks, a refused range
// and the CSV link.

const sizes = [
  { name: 'laptop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 760 },
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** The report's tables on the page, each with whether it scrolls sideways (its content wider than its box). */
const tableWidths = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.table-scroll')).map((el) => ({
      table: el.querySelector('table')?.dataset.testid ?? el.querySelector('caption')?.textContent ?? '?',
      fits: el.scrollWidth <= el.clientWidth,
    })),
  );

for (const size of sizes) {
  test(`a new brand's Reports on a ${size.name}: empty, then its campaign with zeros; a backwards range is explained`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, extraHTTPHeaders: clientAddress() });
    const page = await context.newPage();
    const { email } = await signUpBrandByApi(page.request, `Reports ${unique('b')}`);
    const login = await page.request.post('/api/brand/login', { data: { email, password: 'secret123' } });
    const token = ((await login.json()) as { accessToken: string }).accessToken;

    await page.goto('/brand/dashboard');
    if (size.width < 700) await nav(page).getByText('More').click();
    await nav(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/brand\/dashboard\/reports$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    await expect(page.getByText('No campaigns yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a campaign' })).toHaveAttribute('href', '/brand/dashboard/campaign-setting/new');
    if (size.width >= 700) await expect(nav(page).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);

    // A campaign without collaborations is listed with zeros and dashes, linking to its own report.
    const campaignName = `Reported ${unique('c')}`;
    const campaignId = await createDemoCampaign(page.request, token, campaignName);
    await page.reload();
    const row = page.getByTestId('campaign-table').locator(`tr[data-row-id="${campaignId}"]`);
    await expect(row.getByRole('rowheader')).toContainText(`${campaignName}Open · 0 collaborations`);
    await expect(row.locator('td')).toHaveText(['0', '0', '0', '₹0', '₹0', '—', '—', '—', '—']);
    await expect(page.getByTestId('csv-campaigns')).toHaveAttribute(
      'href',
      /^\/api\/brand\/report\?format=csv&part=campaigns&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    // On a laptop every table fits its card: no sideways scrolling inside it either.
    if (size.width >= 1280) {
      const widths = await tableWidths(page);
      expect(widths.map((w) => w.table)).toContain('campaign-table');
      expect(widths.filter((w) => !w.fits)).toEqual([]);
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Dates entered backwards: said next to the dates, and the last 30 days shown meanwhile.
    await page.getByLabel('From', { exact: true }).fill('2026-03-09');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/from=2026-03-09&to=2026-03-01/);
    await expect(page.getByRole('alert').filter({ hasText: 'Showing the last 30 days instead' })).toBeVisible();
    await expect(row).toBeVisible();

    await row.getByRole('link', { name: campaignName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Report: ${campaignName}`);
    if (size.width >= 1280) {
      await expect(page.getByTestId('creator-table').or(page.getByText('No collaborations yet.'))).toBeVisible();
      expect((await tableWidths(page)).filter((w) => !w.fits)).toEqual([]);
    }
    await context.close();
  });
}
