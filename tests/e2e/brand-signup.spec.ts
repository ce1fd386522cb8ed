import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clientAddress, demo, expectToast, randomPhone, readMailCode, readSmsCode, unique } from './support';

const logo = path.join(process.cwd(), 'public/demo/campaign-3.webp');

/** A brand signed up through the API (phone verified through the local provider); the session cookies are not kept. */
async function signUpBrandByApi(request: APIRequestContext, brandName: string) {
  const email = `${unique('e2e-api-brand')}@example.com`.toLowerCase();
  const phone = randomPhone();
  const headers = clientAddress();
  expect((await request.post('/api/phone/send-code', { data: { phone }, headers })).ok()).toBe(true);
  const code = await readSmsCode(`91${phone}`);
  expect((await request.post(`/auth/numberVerification?phone=${phone}`, { data: { code }, headers })).ok()).toBe(true);
  const res = await request.post('/api/brand/signup', {
    headers,
    multipart: {
      name: 'Phone Owner',
      email,
      password: 'secret123',
      phone,
      brandName,
      companyType: 'Private',
      gstNo: '27AAPFU0939F1ZV',
      brandLogo: { name: 'logo.webp', mimeType: 'image/webp', buffer: fs.readFileSync(logo) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, phone };
}

async function verifyPhoneStep(page: Page, phone: string) {
  await expect(page.getByRole('heading', { name: 'Phone Verification' })).toBeVisible();
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectToast(page, `Sent verification code to +91${phone}`);
  const code = await readSmsCode(`91${phone}`);
  await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid verification code. Please try again.').first()).toBeVisible();
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Phone number verified successfully!');
}

test('a brand signs up in three steps, signs out, logs in again and edits its profile', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  const email = `${unique('e2e-brand')}@example.com`.toLowerCase();
  const phone = randomPhone();
  const brandName = `Masala Labs ${unique('m').slice(-5)}`;

  await page.goto('/brand/signup');
  await expect(page.getByRole('heading', { name: 'Step 1: Basic Info' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/brand/login');

  // Step 1: the spec's messages under the fields.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Full Name').fill('Asha Verma');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 2: an empty phone is refused; then the code texted to the SMS outbox.
  await expect(page.getByRole('heading', { name: 'Phone Verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid phone number!').first()).toBeVisible();
  // Back keeps what step 1 collected.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Verma');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await verifyPhoneStep(page, phone);

  // Step 3: required fields, the GST check, the logo preview, then Complete Signup.
  await expect(page.getByRole('heading', { name: 'Additional Info' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page.getByText('Brand Name is required')).toBeVisible();
  await expect(page.getByText('Brand Logo is required')).toBeVisible();
  await expect(page.getByText('Company Type is required')).toBeVisible();
  await expect(page.getByText('GST Number is required')).toBeVisible();
  await page.getByLabel('Brand Name').fill(brandName);
  await page.getByLabel('Brand Logo').setInputFiles(logo);
  await expect(page.getByRole('img', { name: 'Brand logo preview' })).toBeVisible();
  await page.getByLabel('Company Type').selectOption('LLP');
  await page.getByLabel('GST Number').fill('27AAPFU0939F1ZW');
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page.getByText('GST number check digit is wrong')).toBeVisible();
  await page.getByLabel('GST Number').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expectToast(page, 'Signup complete');
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${brandName}!` })).toBeVisible();
  await expect(page.getByText('No activity yet.')).toBeVisible();

  // Sign out signs the brand out.
  await page.getByRole('button', { name: brandName }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/brand/dashboard');
  await expect(page).toHaveURL(/\/brand\/signup$/);

  // Log in at /brand/login: a wrong password first, then the right one.
  await page.goto('/brand/login?next=/brand/dashboard/brand-profile');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful');
  await expect(page).toHaveURL(/\/brand\/dashboard\/brand-profile$/);

  // The profile: read-only until the edit icon, then Save; survives a reload.
  await expect(page.getByRole('heading', { name: brandName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expectToast(page, 'Profile fetched successfully');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Phone')).toHaveValue(`+91${phone}`);
  await expect(page.getByLabel('Brand Name')).toBeDisabled();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Brand Name')).toBeEnabled();
  const renamed = `${brandName} India`;
  await page.getByLabel('Brand Name').fill(renamed);
  await page.getByLabel('Address').fill('22 MI Road, Jaipur');
  await page.getByLabel('Brand Logo').setInputFiles(path.join(process.cwd(), 'public/demo/campaign-4.webp'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(page.getByLabel('Brand Name')).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Brand Name')).toHaveValue(renamed);
  await expect(page.getByLabel('Address')).toHaveValue('22 MI Road, Jaipur');
  await expect(page.getByRole('img', { name: `${renamed} logo` })).toBeVisible();
  // The header follows the new name.
  await expect(page.getByRole('button', { name: renamed })).toBeVisible();
});

test('/login sends a creator to the creator dashboard and a brand with a verified phone to the brand dashboard', async ({ page, context }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email Address').fill(demo.creator.email);
  await page.getByLabel('Password').fill(demo.creator.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful');
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  // A brand signed up through the API, then /login with its phone and the texted code.
  await context.clearCookies();
  const { email, phone } = await signUpBrandByApi(page.request, 'Phone Brand');
  await context.clearCookies();

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter verification code or remove phone number')).toBeVisible();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expectToast(page, `Sent verification code to +91${phone}`);
  const code = await readSmsCode(`91${phone}`);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expectToast(page, 'Phone number verified successfully!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Phone Brand!' })).toBeVisible();
});

test('the sign-up chooser on /login leads to both sign-ups', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Dont have an account? Sign up' }).click();
  await expect(page.getByRole('link', { name: 'Sign up as a brand' })).toHaveAttribute('href', '/brand/signup');
  await page.getByRole('link', { name: 'Sign up as a creator' }).click();
  await expect(page).toHaveURL(/\/creator\/signup$/);
});

test('the sign-up backdrop changes every 5 seconds, and stays still for reduced motion', async ({ browser }) => {
  const moving = await browser.newPage();
  await moving.goto('/brand/signup');
  const backdrop = moving.getByTestId('signup-backdrop');
  const first = await backdrop.getAttribute('data-src');
  await expect(backdrop).not.toHaveAttribute('data-src', first!, { timeout: 7000 });
  await moving.close();

  const still = await browser.newPage({ reducedMotion: 'reduce' });
  await still.goto('/brand/signup');
  const initial = await still.getByTestId('signup-backdrop').getAttribute('data-src');
  await still.waitForTimeout(6000);
  await expect(still.getByTestId('signup-backdrop')).toHaveAttribute('data-src', initial!);
  await still.close();
});

test('a brand resets a forgotten password with the mailed code', async ({ page, context }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  const { email } = await signUpBrandByApi(page.request, 'Forgetful Foods');
  await context.clearCookies();
  await page.goto('/brand/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?role=brand$/);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText(/If an account exists for that e-mail/)).toBeVisible();
  const code = await readMailCode(email);
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByLabel('New Password').fill('fresh-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset. Please log in with your new password.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('fresh-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Forgetful Foods!' })).toBeVisible();
});

test('a password reset on another device signs this browser out at once', async ({ page, context, browser }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  const { email } = await signUpBrandByApi(page.request, 'Two Device Teas');
  await context.clearCookies();
  await page.goto('/brand/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Two Device Teas!' })).toBeVisible();

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: clientAddress() });
  expect((await other.request.post('/api/auth/password-reset/request', { data: { role: 'brand', email } })).ok()).toBe(true);
  const code = await readMailCode(email);
  const done = await other.request.post('/api/auth/password-reset/confirm', { data: { role: 'brand', email, code, password: 'other-device-pass' } });
  expect(done.status(), await done.text()).toBe(200);
  await other.close();

  // This browser's access cookie is still unexpired, but the session ended with the reset.
  await page.goto('/brand/dashboard/notifications');
  await expect(page).toHaveURL(/\/brand\/signup$/);
  const api = await page.request.get('/api/brand/profile');
  expect(api.status()).toBe(401);
});
