import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  clientAddress,
  createDemoCampaign,
  expectToast,
  joinApproved,
  logInDemoBrand,
  seriousViolations,
  signUpBrandByApi,
  signUpCreatorByApi,
  unique,
} from './support';

// Issue 16 end to end: a brand sets a campaign's destination, a creator joins and copies their
// tracked link, people (and a bot) follow it, the shop reports a sale with the campaign's
// conversion key, and the brand's report moves: figures, chart table, creator table, both CSVs.

const DESTINATION = 'https://shop.example/monsoon?ref=collab';

const AGENTS = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/** Content-Security-Policy violations on any page of the test (the chart library loads under the nonce policy). */
const cspViolations: string[] = [];

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  // Copy buttons write to the clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  return page;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const figure = (page: Page, key: string) => page.getByTestId('report-totals').locator(`[data-figure="${key}"] dd`);

/** Reads the report again until a figure shows `value` (clicks are written in batches, a few hundred ms after the 302). */
async function reloadUntil(page: Page, key: string, value: string) {
  await expect(async () => {
    await page.reload();
    await expect(figure(page, key)).toHaveText(value, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('a destination, a tracked link copied, visits and a bot, a sale with the conversion key: the report, its chart table and its CSVs move', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const brand = await newPage(browser, baseURL!);
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('Report journey');
  const campaignId = await createDemoCampaign(brand.request, token, campaignName, {
    feeInr: '2000',
    deliverables: JSON.stringify([{ platform: 'Instagram', kind: 'reel', count: 1 }]),
  });
  const reportUrl = `/brand/dashboard/campaign-setting/${campaignId}/report`;

  // The report from the campaign list; it says there is no destination yet, and where to set it.
  await brand.goto('/brand/dashboard/campaign-setting');
  await brand
    .locator(`[data-campaign-id="${campaignId}"]`)
    .getByRole('link', { name: `Report of ${campaignName}` })
    .click();
  await expect(brand).toHaveURL(new RegExp(`${reportUrl}$`));
  await expect(brand.getByRole('heading', { level: 1 })).toHaveText(`Report: ${campaignName}`);
  await expect(brand.getByTestId('no-destination')).toContainText('No destination link yet');
  await expect(brand.getByText('No collaborations yet.')).toBeVisible();
  await brand.getByRole('link', { name: 'Set the destination link' }).click();
  await expect(brand.getByRole('heading', { name: 'Edit campaign' })).toBeVisible();
  await expect(brand.getByLabel('Campaign Name')).toHaveValue(campaignName);
  const destination = brand.getByLabel('Destination URL');
  await expect(destination).toHaveValue('');
  await destination.fill(DESTINATION);
  await brand.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(brand, 'Campaign updated successfully!');

  // A creator asks to join; the brand approves.
  const creator = await newPage(browser, baseURL!);
  const who = await signUpCreatorByApi(creator.request, { name: `Asha ${unique('rep')}`, emailPrefix: 'e2e-report', niche: 'Health' });
  const collaborationId = await joinApproved(creator.request, brand.request, token, campaignId, who.id);

  // The creator copies the tracked link and sees the promo code on the collaboration page.
  await creator.goto(`/creator/dashboard/collaborations/${collaborationId}`);
  const panel = creator.getByTestId('tracking-panel');
  await expect(panel.getByRole('heading', { name: 'Tracking' })).toBeVisible();
  const linkField = panel.getByTestId('tracked-link');
  await expect(linkField).toHaveValue(new RegExp(`^${baseURL}/r/[A-Za-z0-9]{6,}$`));
  const link = await linkField.inputValue();
  // The panel's buttons arrive in their own chunk: a press before it has loaded does nothing yet.
  await expect(async () => {
    await panel.getByRole('button', { name: 'Copy tracked link' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(await clipboard(creator)).toBe(link);
  await expect(panel.getByTestId('promo-code')).toHaveValue(/^[A-Z0-9]+-[A-Z0-9]{4,}$/);
  await expect(panel).toContainText('whose tracked link the buyer clicked last within 30 days');
  await expect(figure(creator, 'clicks')).toHaveText('0');

  // People follow the link (the shop is not reachable here: the 302 is checked, not followed). The
  // same visitor again within 5 minutes is a repeat, left out; the bot is recorded and left out.
  const visitor = await playwright.request.newContext();
  const visit = async (agent: string) => {
    const res = await visitor.get(link, { maxRedirects: 0, headers: { 'user-agent': agent, ...clientAddress() } });
    expect(res.status()).toBe(302);
    return new URL(res.headers()['location']);
  };
  const landing = await visit(AGENTS.iphone);
  expect(`${landing.origin}${landing.pathname}`).toBe('https://shop.example/monsoon');
  expect(landing.searchParams.get('ref')).toBe('collab');
  expect(landing.searchParams.get('utm_source')).toBe('collabmarket');
  expect(landing.searchParams.get('utm_medium')).toBe('influencer');
  expect(landing.searchParams.get('utm_campaign')).toBeTruthy();
  expect(landing.searchParams.get('utm_content')).toBeTruthy();
  const sameIp = clientAddress();
  for (const agent of [AGENTS.android, AGENTS.android]) {
    const res = await visitor.get(link, { maxRedirects: 0, headers: { 'user-agent': agent, ...sameIp } });
    expect(res.status()).toBe(302);
  }
  await visit(AGENTS.android);
  await visit(AGENTS.desktop);
  await visit(AGENTS.googlebot);

  await brand.goto(reportUrl);
  await expect(brand.getByTestId('no-destination')).toHaveCount(0);
  await reloadUntil(brand, 'clicks', '4');
  await expect(figure(brand, 'uniqueVisitors')).toHaveText('4');
  await expect(brand.getByTestId('suspicious-days')).toHaveCount(0);
  await expect(figure(brand, 'conversions')).toHaveText('0');
  await expect(figure(brand, 'cost')).toHaveText('₹2,000');
  await expect(figure(brand, 'costPerClick')).toHaveText('₹500');
  await expect(brand.getByTestId('bot-note')).toContainText('1 click by bots, link previews or prefetches is left out');
  await expect(brand.getByText('A sale counts for the creator whose tracked link the buyer clicked last within 30 days')).toBeVisible();
  const creatorRow = brand.getByTestId('creator-table').locator('tbody tr').filter({ hasText: who.name });
  await expect(creatorRow.locator('td').nth(0)).toHaveText('4');

  // The brand makes a conversion key and copies it (it is shown once).
  await brand.getByRole('button', { name: 'Create a conversion key' }).click();
  await expectToast(brand, 'Conversion key made');
  const keyField = brand.getByTestId('conversion-key');
  await expect(keyField).toHaveValue(/.{20,}/);
  await brand.getByRole('button', { name: 'Copy your new conversion key' }).click();
  const key = await clipboard(brand);
  expect(key).toBe(await keyField.inputValue());
  await expect(brand.getByTestId('conversion-key-status')).toContainText(`A key ending in …${key.slice(-4)} is in use`);
  await expect(brand.getByText(`Authorization: Bearer ${key}`)).toBeAttached();

  // The shop reports a sale with the link's code; the same order again counts once; a wrong key is refused.
  const code = new URL(link).pathname.split('/').at(-1)!;
  const shop = await playwright.request.newContext();
  const sale = { code, orderId: unique('ORDER'), amount: 1499, currency: 'INR' };
  const first = await shop.post('/api/track/conversion', { headers: { authorization: `Bearer ${key}` }, data: sale });
  expect(first.ok(), await first.text()).toBe(true);
  const again = await shop.post('/api/track/conversion', { headers: { authorization: `Bearer ${key}` }, data: sale });
  expect(again.status(), await again.text()).toBe(200);
  const wrong = await shop.post('/api/track/conversion', { headers: { authorization: `Bearer ${key}x` }, data: { ...sale, orderId: unique('ORDER') } });
  expect(wrong.status()).toBe(401);

  await reloadUntil(brand, 'conversions', '1');
  await expect(figure(brand, 'revenue')).toHaveText('₹1,499');
  await expect(figure(brand, 'conversionRate')).toHaveText('25%');
  await expect(figure(brand, 'costPerSale')).toHaveText('₹2,000');
  await expect(figure(brand, 'returnOnSpend')).toHaveText('0.75×');
  await expect(creatorRow.locator('td').nth(2)).toHaveText('1');
  await expect(creatorRow.locator('td').nth(3)).toHaveText('₹1,499');
  // The chart is drawn, and its table (behind the disclosure) has today's figures.
  const chart = brand.getByTestId('report-chart').locator('[role="img"]');
  await expect(chart).toHaveAttribute('data-state', 'ready');
  await expect(chart.locator('canvas')).toHaveCount(1);
  await brand.getByText('Show the figures per day as a table').click();
  const today = brand.getByTestId('series-table').locator('tbody tr').last();
  await expect(today.locator('td')).toHaveText(['4', '1', '₹1,499']);

  // The creator table sorts by a header button, and says how.
  const clicksHeader = brand.getByTestId('creator-table').getByRole('columnheader', { name: /Clicks/ });
  await expect(clicksHeader).toHaveAttribute('aria-sort', 'descending');
  await clicksHeader.getByRole('button').press('Enter');
  await expect(clicksHeader).toHaveAttribute('aria-sort', 'ascending');

  // Both CSVs download with the figures.
  const download = async (testId: string) => {
    const [file] = await Promise.all([brand.waitForEvent('download'), brand.getByTestId(testId).click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    return fs.readFileSync((await file.path())!, 'utf8');
  };
  const creatorsCsv = await download('csv-creators');
  const creatorLine = creatorsCsv.split(/\r?\n/).find((l) => l.includes(who.name));
  expect(creatorLine, creatorsCsv).toBeTruthy();
  expect(creatorLine).toMatch(/(^|,)4,4,1,1499(\.00?)?,/);
  const dailyCsv = await download('csv-daily');
  const dailyLines = dailyCsv.trim().split(/\r?\n/);
  expect(dailyLines[0].toLowerCase()).toContain('date');
  expect(dailyLines.length).toBe(31);
  // Today: 4 clicks, 1 sale, the one repeat left out, not suspicious.
  expect(dailyLines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},4,1,1499(\.00?)?,1,no$/);

  // Reports, the brand's view of every campaign: this campaign's row has the same figures and opens its own report.
  await brand.goto('/brand/dashboard');
  await brand.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click();
  await expect(brand.getByRole('heading', { level: 1 })).toHaveText('Reports');
  const campaignRow = brand.getByTestId('campaign-table').locator(`tr[data-row-id="${campaignId}"]`);
  await expect(campaignRow.locator('td').nth(0)).toHaveText('4');
  await expect(campaignRow.locator('td').nth(3)).toHaveText('₹1,499');
  await expect(campaignRow.getByRole('rowheader')).toContainText('Open · 1 collaboration');
  await campaignRow.getByRole('link', { name: campaignName }).click();
  await expect(brand).toHaveURL(new RegExp(`${reportUrl}\\?from=\\d{4}-\\d{2}-\\d{2}&to=`));
  await expect(brand.getByRole('heading', { level: 1 })).toHaveText(`Report: ${campaignName}`);

  // Replacing the key asks first; the old key then stops working.
  await brand.getByRole('button', { name: 'Replace the key' }).click();
  const dialog = brand.getByRole('dialog', { name: 'Replace the conversion key?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace the key' }).click();
  await expectToast(brand, 'New conversion key made: the old one no longer works');
  await expect(keyField).not.toHaveValue(key);
  const stale = await shop.post('/api/track/conversion', { headers: { authorization: `Bearer ${key}` }, data: { ...sale, orderId: unique('ORDER') } });
  expect(stale.status()).toBe(401);

  // The report reads right on a phone and on a laptop, and axe finds nothing serious.
  for (const width of [375, 1280]) {
    await brand.setViewportSize({ width, height: 900 });
    await brand.reload();
    await expect(chart).toHaveAttribute('data-state', 'ready');
    const box = (await chart.locator('canvas').boundingBox())!;
    // On a laptop the chart shares the width with the dashboard's sidebar and the figures beside it.
    expect(box.width).toBeGreaterThan(width === 375 ? 250 : 400);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await brand.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width === 1280) {
      // The creators' table, with its figures, fits its card: no sideways scrolling inside it.
      const tables = await brand.evaluate(() => Array.from(document.querySelectorAll('.table-scroll')).map((el) => el.scrollWidth <= el.clientWidth));
      expect(tables.length).toBeGreaterThan(0);
      expect(tables.every(Boolean)).toBe(true);
    }
    expect(await seriousViolations(brand)).toEqual([]);
  }

  // The collaboration page shows the brand the same figures, with a way to the campaign report.
  await brand.goto(`/brand/dashboard/collaborations/${collaborationId}`);
  const brandPanel = brand.getByTestId('tracking-panel');
  await expect(brandPanel.getByTestId('tracked-link')).toHaveValue(link);
  await expect(figure(brand, 'clicks')).toHaveText('4');
  await expect(figure(brand, 'revenue')).toHaveText('₹1,499');
  await brandPanel.getByRole('link', { name: 'Campaign report' }).click();
  await expect(brand).toHaveURL(new RegExp(`${reportUrl}$`));
  await creator.reload();
  await expect(figure(creator, 'conversions')).toHaveText('1');
  // The creator sees their clicks, sales and earnings, not the brand's money.
  await expect(creator.getByTestId('report-totals').locator('dt')).toHaveText(['Clicks', 'Unique visitors', 'Conversions', 'Your earnings (fee)']);
  await expect(figure(creator, 'revenue')).toHaveCount(0);
  await expect(figure(creator, 'returnOnSpend')).toHaveCount(0);
  await expect(creator.getByTestId('report-chart').locator('[role="img"]')).toHaveAttribute('data-state', 'ready');
  // Their chart plots clicks and sales only: no revenue line, axis or column, and the page does not carry it.
  const creatorChart = creator.getByTestId('report-chart');
  await expect(creatorChart.locator('figcaption')).toContainText('Sales');
  await expect(creatorChart.locator('figcaption')).not.toContainText('Revenue');
  await creatorChart.getByText('Show the figures per day as a table').click();
  await expect(creatorChart.getByTestId('series-table').locator('thead th')).toHaveText(['Day', 'Clicks', 'Sales']);
  expect(await creator.content()).not.toMatch(/revenue\?"?:1499/);
  expect(await seriousViolations(creator)).toEqual([]);
  await visitor.dispose();
  await shop.dispose();

  // A range the URL got wrong is explained next to the dates, and the last 30 days show meanwhile.
  await brand.goto(`${reportUrl}?from=2026-11-20&to=2026-11-01`);
  await expect(brand.getByRole('alert').filter({ hasText: 'Showing the last 30 days instead' })).toContainText('from must not be after to');
  await expect(brand.getByLabel('From')).toHaveValue('2026-11-20');
  await expect(brand.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  await expect(figure(brand, 'clicks')).toHaveText('4');

  // One browser reloading the link 30 times: it counts once, and today is marked suspicious on the
  // report and on the creator's Tracking panel.
  const reloader = await playwright.request.newContext();
  const reloaderIp = clientAddress();
  for (let i = 0; i < 30; i++) {
    const res = await reloader.get(link, { maxRedirects: 0, headers: { 'user-agent': AGENTS.desktop, ...reloaderIp } });
    expect(res.status()).toBe(302);
  }
  await reloader.dispose();
  await brand.goto(reportUrl);
  const warning = brand.getByTestId('suspicious-days');
  await expect(async () => {
    await brand.reload();
    await expect(warning).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(warning).toContainText('One day with suspicious clicks');
  // The first of them counted (a new visitor); the other 29 and the earlier repeat are left out.
  await expect(warning).toContainText('30 repeated clicks left out');
  await expect(figure(brand, 'clicks')).toHaveText('5');
  expect(await seriousViolations(brand)).toEqual([]);
  await creator.reload();
  await expect(creator.getByTestId('tracking-panel').getByTestId('suspicious-days')).toContainText('repeated clicks left out');

  // Another brand gets the 404 page; nobody signed in goes to the brand sign-up.
  const other = await newPage(browser, baseURL!);
  await signUpBrandByApi(other.request, unique('Other brand'));
  // (The report streams behind its loading state, so the answer's status is already sent: the page is the 404 page.)
  await other.goto(reportUrl);
  await expect(other.locator('.not-found-code')).toHaveText('404');
  await expect(other.getByText(campaignName)).toHaveCount(0);
  const anonymous = await newPage(browser, baseURL!);
  await anonymous.goto(reportUrl);
  // A page inside the dashboard asks the brand's login, and would come back to the report.
  await expect(anonymous).toHaveURL(`/brand/login?next=${encodeURIComponent(reportUrl)}`);
  expect(cspViolations).toEqual([]);
});
