import { expect, test } from '@playwright/test';
import { clientAddress, seriousViolations } from './support';

// The API reference: reached from the footer, rendered on the server from the generated
// document, with no console error, nothing fetched from another host, and no serious axe finding.
// Its pages (/docs/api, one per tag, one per operation's JSON Schemas) are rendered once and
// served from the page cache: one page of 1.5 MB rendered per request stalled the server (issue 30).

type OpenApi = { tags: { name: string }[]; paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };

/** The most HTML one page of the reference may weigh. */
const MAX_PAGE_BYTES = 200 * 1000;

test('the footer leads to the API reference, which shows the operations with no error and no other host', async ({ page, baseURL }) => {
  // axe reads three pages of tables: up to a minute on a busy 2-core machine.
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
  // The errors table: every code, with its status and what it means.
  const codes = page.getByRole('table', { name: 'Error codes' });
  await expect(codes.getByRole('row', { name: /not_eligible/ })).toContainText('422');
  await expect(codes.getByRole('row', { name: /cross_site_refused/ })).toContainText('403');
  await expect(codes.getByRole('row', { name: /validation_failed/ })).toContainText('fields');

  // The flow's link goes to its operation, on its tag's page, with its examples.
  await page.getByRole('link', { name: 'POST /api/campaign/create' }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/campaigns#postApiCampaignCreate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference: Campaigns' })).toBeVisible();
  await expect(page.locator('#postApiCampaignCreate').getByText('multipart/form-data', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // An anchor of the reference as one page (/docs/api#operationId) still leads to its operation.
  await page.goto('/docs/api#postApiCampaignIdRequest');
  await page.locator('#postApiCampaignIdRequest').getByRole('link').click();
  const request = page.locator('#postApiCampaignIdRequest');
  await expect(request.getByRole('heading', { level: 2 })).toHaveText(/POST\s*\/api\/campaign\/\{id\}\/request/);
  await expect(request.getByText('Access: Bearer token, or creator session cookie')).toBeVisible();
  await expect(request.getByText(/Example answer: A qualifying creator asks to join/)).toBeVisible();

  // The full JSON Schemas are one link away, on the operation's own page.
  await page.goto('/docs/api#postApiCreatorSignup');
  await page.locator('#postApiCreatorSignup').getByRole('link').click();
  await expect(page.locator('#postApiCreatorSignup').getByRole('row', { name: /profilePicture/ })).toContainText('file');
  await page
    .locator('#postApiCreatorSignup')
    .getByRole('link', { name: /JSON Schemas/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Schemas of POST /api/creator/signup');
  await page.locator('summary', { hasText: 'JSON Schema' }).first().click();
  await expect(page.getByText('"profilePicture"').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/docs/api#postAuthNumberVerification');
  await page.locator('#postAuthNumberVerification').getByRole('link').click();
  await expect(page.locator('section#postAuthNumberVerification')).toBeVisible();

  // The machine-readable document is linked and served.
  const doc = await page.request.get('/api/openapi.json');
  expect(doc.status()).toBe(200);
  expect(((await doc.json()) as { openapi: string }).openapi).toBe('3.1.0');

  await page.goto('/docs/api');
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

test('every page of the reference weighs at most 200 KB, comes from the page cache from its second visit, and every operation is on one page', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const doc = (await (await request.get('/api/openapi.json')).json()) as OpenApi;
  const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
  expect(operations.length).toBeGreaterThan(50);

  /** Two visits: the first may render the page, the second is the page cache's (or its front's). */
  const visitTwice = async (path: string) => {
    const first = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(first.status(), path).toBe(200);
    const html = await first.text();
    expect(Buffer.byteLength(html), path).toBeLessThanOrEqual(MAX_PAGE_BYTES);
    const second = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(second.status(), path).toBe(200);
    expect(second.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(second.headers()['content-encoding'], path).toBe('gzip');
    // The cached page's own script policy: the hashes of its inline scripts, no nonce.
    expect(second.headers()['content-security-policy'], path).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(await second.text(), path).toBe(html);
    return html;
  };

  const index = await visitTwice('/docs/api');
  // Where each operation is: its section (`<section id="<operationId>" class="…operation">`) on the tag pages.
  const seen = new Map<string, string[]>();
  for (const tag of doc.tags) {
    const href = /href="(\/docs\/api\/[a-z0-9-]+)"/.exec(index.slice(index.indexOf(`>${tag.name}</a>`) - 200))?.[1];
    expect(href, `the index links to the page of ${tag.name}`).toBeTruthy();
    const html = await visitTwice(href!);
    expect(html.includes(`<h1 class="${/<h1 class="([^"]+)"/.exec(html)?.[1]}">API reference: ${tag.name}</h1>`), href).toBe(true);
    for (const m of html.matchAll(/<section id="([A-Za-z0-9]+)" class="[^"]*operation\b/g)) seen.set(m[1], [...(seen.get(m[1]) ?? []), href!]);
    // Each operation's JSON Schemas page, linked from the tag's page.
    for (const m of new Set([...html.matchAll(/href="(\/docs\/api\/[a-z0-9-]+\/[A-Za-z0-9]+)"/g)].map((x) => x[1]))) {
      expect((await visitTwice(m)).includes('<summary>JSON Schema'), m).toBe(true);
    }
  }
  for (const op of operations) {
    expect(seen.get(op.operationId), op.operationId).toHaveLength(1);
    // The index lists it under its anchor of old (/docs/api#<operationId>), linked to that page.
    expect(index.includes(`id="${op.operationId}"><a href="${seen.get(op.operationId)![0]}#${op.operationId}"`), op.operationId).toBe(true);
  }
  expect([...seen.keys()].sort()).toEqual(operations.map((o) => o.operationId).sort());

  // An unknown tag or operation is a 404, never stored.
  for (const path of ['/docs/api/no-such-tag', '/docs/api/campaigns/noSuchOperation']) {
    expect((await request.get(path)).status(), path).toBe(404);
    expect((await request.get(path)).headers()['x-nextjs-cache'], path).not.toBe('HIT');
  }
});
