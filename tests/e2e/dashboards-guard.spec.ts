import { expect, test } from '@playwright/test';

test('an anonymous visit to the creator dashboard ends on creator signup', async ({ page }) => {
  await page.goto('/creator/dashboard');
  await expect(page).toHaveURL(/\/creator\/signup$/);
});

test('an anonymous visit to the brand dashboard ends on brand signup', async ({ page }) => {
  await page.goto('/brand/dashboard/notifications');
  await expect(page).toHaveURL(/\/brand\/signup$/);
});
