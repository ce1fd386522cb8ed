import { expect, test, type Page } from '@playwright/test';
import { clientAddress, demo } from './support';

// Pages rendered per request carry a nonce-based CSP without 'unsafe-inline' for scripts: if any
// script of Next.js or ours lacked the nonce, the browser would block it, report a violation and
// the page would not come alive. This walks the main pages and uses something interactive on each.

async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} at ${location.pathname} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return seen;
}

test('pages rendered per request run under a nonce policy with no violation, and come alive', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  const violations = await recordViolations(page);

  const login = await page.goto('/brand/login');
  expect(login!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(demo.brand.email);
  await page.getByLabel('Password').fill(demo.brand.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
  // The profile menu opens only with JavaScript running.
  await page.locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Campaign Setting' }).click();
  await expect(page).toHaveURL(/campaign-setting/);

  // Cached pages (the landing page among them) carry hashes of their inline scripts instead
  // (tests/e2e/page-cache.spec.ts walks them); no page allows inline scripts at large.
  const landing = await page.goto('/');
  expect(landing!.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(violations).toEqual([]);
});
