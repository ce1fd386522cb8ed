import { expect, test } from '@playwright/test';
import { clientAddress, seriousViolations } from './support';

// The API reference: reached from the footer, rendered on the server from the generated
// document, with no console error, nothing fetched from another host, and no serious axe finding.

test('the footer leads to the API reference, which shows the operations with no error and no other host', async ({ page, baseURL }) => {
  // axe reads every one of the ~90 operations' tables: about 40 s on a busy 2-core machine.
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders(clientAddress());
  const errors: string[] = [];
  const foreign: string[] = [];
  const appOrigin = new URL(baseURL!).origin;
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== appOrigin) foreign.push(r.url());
  });

  await page.goto('/collaborate');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();

  // The guide: tokens, refreshing, rate limits, CORS.
  for (const name of ['Getting tokens', 'Refreshing', 'Errors', 'Rate limits', 'CORS', 'Main flows']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByText('API_CORS_ORIGINS').first()).toBeVisible();

  // A few known operations, with their examples.
  const request = page.locator('#postApiCampaignIdRequest');
  await expect(request.getByRole('heading', { level: 3 })).toHaveText(/POST\s*\/api\/campaign\/\{id\}\/request/);
  await expect(request.getByText('Access: Bearer token, or creator session cookie')).toBeVisible();
  await expect(request.getByText(/Example answer: A qualifying creator asks to join/)).toBeVisible();
  await expect(page.locator('#postApiCampaignCreate').getByText('multipart/form-data', { exact: true })).toBeVisible();
  await expect(page.locator('#postApiCreatorSignup').getByRole('row', { name: /profilePicture/ })).toContainText('file');
  await expect(page.locator('#postAuthNumberVerification')).toBeVisible();

  // The flow's link goes to its operation.
  await page.getByRole('link', { name: 'POST /api/campaign/create' }).click();
  await expect(page).toHaveURL(/#postApiCampaignCreate$/);

  // The machine-readable document is linked and served.
  const doc = await page.request.get('/api/openapi.json');
  expect(doc.status()).toBe(200);
  expect(((await doc.json()) as { openapi: string }).openapi).toBe('3.1.0');

  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the reference reads on a phone-sized screen without sideways scrolling of the page', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
