import { expect, test } from '@playwright/test';
import { clientAddress, expectToast, mailsTo, randomPhone, readMailCode, readSmsCode, signUpBrandByApi, unique } from './support';

// Issue 12, item 6, as a brand does it: a new e-mail is confirmed with the code mailed to it, a
// new phone with the code texted to it; until then the old ones stay.

test('a brand changes its e-mail: the new address stays pending until the mailed code confirms it', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  const brand = await signUpBrandByApi(page.request, `Mail Brand ${unique('m').slice(-4)}`);
  await page.goto('/brand/dashboard/brand-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const next = `${unique('e2e-moved')}@example.com`.toLowerCase();
  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(next);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `We sent a 6-digit code to ${next}`);

  // Still the old address, with the code box waiting.
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(brand.email);
  const code = await readMailCode(next);
  await page.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(page.locator('#code-error')).toHaveText('Invalid code. Please try again.');
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expectToast(page, `Your e-mail address is now ${next}`);
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail' })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(next);
  // The old address hears of it.
  expect((await mailsTo(brand.email)).at(-1)?.text).toMatch(/is now/);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(next);
});

test('a brand drops a pending e-mail change and keeps its address', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  const brand = await signUpBrandByApi(page.request, `Keep Brand ${unique('k').slice(-4)}`);
  await page.goto('/brand/dashboard/brand-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Email').fill(`${unique('e2e-drop')}@example.com`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep my current e-mail' }).click();
  await expectToast(page, 'E-mail change cancelled');
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(brand.email);
});

test('a brand changes its phone only after proving the new number with the texted code', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  const brand = await signUpBrandByApi(page.request, `Phone Brand ${unique('p').slice(-4)}`);
  await page.goto('/brand/dashboard/brand-profile');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(brand.phone);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  // Its own number needs nothing.
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  const next = randomPhone();
  await page.getByLabel('Phone', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Verify your new phone number with the code we text it before saving it')).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectToast(page, `Sent verification code to +91${next}`);
  await page.getByLabel('Verification Code').fill(await readSmsCode(`91${next}`));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expectToast(page, 'Phone number verified successfully!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile updated successfully');
  await page.reload();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(next);
});

test('a form saved after the access cookie ran out (a page left open) still saves, renewing the session', async ({ page, context }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await signUpBrandByApi(page.request, `Idle Brand ${unique('i').slice(-4)}`);
  await page.goto('/brand/dashboard/brand-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Address').fill('5 Station Road, Jaipur');
  // Fifteen minutes later: the access cookie is gone, the refresh cookie is not.
  await context.clearCookies({ name: 'brand_access' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile updated successfully');
  expect((await context.cookies()).some((c) => c.name === 'brand_access')).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Address')).toHaveValue('5 Station Road, Jaipur');
});
