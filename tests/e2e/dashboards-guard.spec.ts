import { expect, test } from '@playwright/test';
import { demo } from './support';

test('an anonymous visit to the creator dashboard ends on creator signup', async ({ page }) => {
  await page.goto('/creator/dashboard');
  await expect(page).toHaveURL(/\/creator\/signup$/);
});

test('an anonymous visit to the brand dashboard ends on brand signup', async ({ page }) => {
  await page.goto('/brand/dashboard');
  await expect(page).toHaveURL(/\/brand\/signup$/);
});

test("a link from an e-mail to a page inside the dashboard asks the role's login and comes back to that page", async ({ page }) => {
  await page.goto('/brand/dashboard/notifications');
  await expect(page).toHaveURL(/\/brand\/login\?next=%2Fbrand%2Fdashboard%2Fnotifications$/);
  await page.getByLabel('Email').fill(demo.brand.email);
  await page.getByLabel('Password').fill(demo.brand.password);
  await page.getByRole('button', { name: /^Log ?in$/i }).click();
  await expect(page).toHaveURL(/\/brand\/dashboard\/notifications$/);
});
