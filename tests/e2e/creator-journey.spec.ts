import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clientAddress, demo, dropFileOn, expectToast, randomPhone, readMailCode, signUpCreatorByApi, unique } from './support';

const photo = path.join(process.cwd(), 'public/demo/campaign-2.webp');

/** Signs a creator up through the API in this browser context (the session cookies stick). */
async function signUpByApi(request: APIRequestContext, name: string) {
  return (await signUpCreatorByApi(request, { name, emailPrefix: 'e2e-profile', niche: 'Food' })).email;
}

async function seriousViolations(page: Page) {
  // Toasts are left out: they fade in and out, and axe reads a half-faded one as low contrast.
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a creator signs up with the mailed code, lands on the dashboard, signs out and logs in again', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  const email = `${unique('e2e-journey')}@example.com`.toLowerCase();
  const name = `Kavya ${unique('k').slice(-5)}`;

  await page.goto('/creator/signup');
  await expect(page.getByRole('heading', { name: 'Creator sign up' })).toBeVisible();
  // Step 1: a wrong address is caught next to the field, and the error clears on typing.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Request OTP' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await page.getByRole('button', { name: 'Request OTP' }).click();
  await expectToast(page, 'OTP sent successfully!');

  // Step 2: the code, read from the mail as a person would.
  const code = await readMailCode(email);
  await page.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectToast(page, /OTP verification failed: Invalid code/);
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectToast(page, 'OTP verified successfully!');

  // Step 3: the full form.
  await expect(page.getByText(`Verified: ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Phone', { exact: true }).fill(randomPhone());
  await page.getByLabel('Niche', { exact: true }).fill('Food and travel');
  await page.getByLabel('Platform', { exact: true }).selectOption('YouTube');
  await page.getByLabel('Handle', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Added social media handles' })).toHaveCount(0);
  await page.getByLabel('Handle', { exact: true }).fill('  KavyaCooks  ');
  // Followers are required with each handle.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Enter the followers of this handle as a whole number, such as 18500, 18,500 or 18.5k.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Added social media handles' })).toHaveCount(0);
  // Counts as people write them; only what cannot be read is refused.
  await page.getByLabel('Followers', { exact: true }).fill('12kk');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Enter the followers of this handle as a whole number, such as 18500, 18,500 or 18.5k.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Added social media handles' })).toHaveCount(0);
  await page.getByLabel('Followers', { exact: true }).fill('18.5k');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Added social media handles' })).toContainText('YouTube KavyaCooks · 18,500 followers');
  // A file that is not an image is refused at once; a right one is previewed.
  await page.getByLabel('Profile Picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('“notes.txt” is not a JPEG, PNG, WebP, GIF or AVIF image. Please choose one of those.')).toBeVisible();
  await page.getByLabel('Profile Picture').setInputFiles(photo);
  await expect(page.getByText(/is not a JPEG, PNG, WebP, GIF or AVIF image/)).toHaveCount(0);
  await expect(page.getByAltText('Preview of your profile picture')).toBeVisible();
  // A second handle typed but not added: half-typed, sign-up says what is pending; complete, it counts as added.
  await page.getByLabel('Platform', { exact: true }).selectOption('Instagram');
  await page.getByLabel('Handle', { exact: true }).fill('kavya.eats');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('Finish or clear the handle you started: Enter the followers of this handle as a whole number, such as 18500, 18,500 or 18.5k.'),
  ).toBeVisible();
  await page.getByLabel('Followers', { exact: true }).fill('4,500');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expectToast(page, 'Signup successful!');
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
  const handles = (
    (await (await page.request.get('/api/creator/profile')).json()) as { socialMediaHandles: { platform: string; handle: string; followers: number }[] }
  ).socialMediaHandles;
  expect(handles.map((h) => [h.platform, h.handle, h.followers])).toEqual([
    ['YouTube', 'KavyaCooks', 18500],
    ['Instagram', 'kavya.eats', 4500],
  ]);

  // Sign out from the profile menu.
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectToast(page, 'Signed out');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/creator/dashboard');
  await expect(page).toHaveURL(/\/creator\/signup$/);

  // A wrong password, then the right one.
  await page.goto('/creator/login');
  await logIn(page, email, 'wrong-password');
  await expectToast(page, 'Incorrect e-mail or password');
  // One message: the toast; no banner repeating it above the form.
  await expect(page.locator('form .form-error')).toHaveCount(0);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful');
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
});

test('an address without an account is answered like a wrong password, and the sign-up link is at hand', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await page.goto('/creator/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await logIn(page, `${unique('nobody')}@example.com`, 'secret123');
  await expectToast(page, 'Incorrect e-mail or password');
  // One message: the toast; no banner repeating it above the form.
  await expect(page.locator('form .form-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/creator\/login$/);
  await page.getByRole('link', { name: 'Sign up as a creator' }).click();
  await expect(page).toHaveURL(/\/creator\/signup$/);
  await expect(page.getByRole('button', { name: 'Request OTP' })).toBeVisible();
});

test('login honours a same-site next and ignores another site', async ({ page }) => {
  const email = await signUpByApi(page.request, 'Next Person');
  await page.request.post('/api/session/logout?role=creator');
  await page.setExtraHTTPHeaders(clientAddress());
  await page.goto('/creator/login?next=/creator/dashboard/creator-profile');
  await logIn(page, email, 'secret123');
  await expect(page).toHaveURL(/\/creator\/dashboard\/creator-profile$/);
  await page.request.post('/api/session/logout?role=creator');
  await page.goto('/creator/login?next=//evil.example/steal');
  await logIn(page, email, 'secret123');
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
});

test('a creator edits the profile (tags, city, new photo) and sees it saved after a reload', async ({ page }) => {
  const name = `Ravi ${unique('r').slice(-5)}`;
  await signUpByApi(page.request, name);
  await page.goto('/creator/dashboard/creator-profile');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/Last loaded/)).toBeVisible();

  // Read-only until the edit icon.
  const city = page.getByLabel('Location');
  await expect(city).toBeDisabled();
  // The niche given at sign-up, and each handle with its followers, linking to the platform.
  await expect(page.getByLabel('Niche')).toHaveValue('Food');
  const handles = page.getByRole('region', { name: 'Your audience' }).getByRole('list', { name: 'Social media handles' });
  const handle = `@${name.replace(/\W+/g, '').toLowerCase()}`;
  await expect(handles.getByRole('listitem').filter({ hasText: 'Instagram' })).toContainText('12,000 followers');
  await expect(handles.getByRole('link', { name: `${handle} on Instagram (opens in a new tab)` })).toHaveAttribute(
    'href',
    `https://www.instagram.com/${handle.slice(1)}`,
  );
  await expect(page.getByRole('button', { name: 'Travel' })).toBeDisabled();
  await expect(page.getByLabel('Phone (only visible to users you are negotiating collaborations with)')).toBeDisabled();
  // The editor opens with the name focused; a bad value is told next to its field, and Cancel keeps what was saved.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Profile Name')).toBeFocused();
  await page.getByLabel('Profile Name').fill('   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('Profile Name')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByLabel('Profile Name')).toBeDisabled();
  await expect(page.getByLabel('Profile Name')).toHaveValue(name);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(city).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Refresh profile' })).toBeDisabled();
  await page.getByRole('button', { name: 'Travel' }).click();
  await page.getByRole('button', { name: 'Food' }).click();
  await expect(page.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'true');
  await city.fill('Kochi');
  await page.getByLabel('Niche').fill('Travel and food');
  // A limited field shows how much is used, and says how much is left near the end instead of cutting text unseen.
  const bioCounter = page.locator('#profile-bio-count');
  await page.getByLabel('Bio').fill('x'.repeat(995));
  await expect(bioCounter).toContainText('5 characters left');
  await page.getByLabel('Bio').fill('Slow travel and street food.');
  await expect(bioCounter).toHaveText('28/1000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(city).toBeDisabled();
  await expect(city).toHaveValue('Kochi');
  await expect(page.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'true');

  // A new photo, previewed, then uploaded.
  await expect(page.getByRole('img', { name: `${name} has no photo yet` })).toBeVisible();
  await page.getByLabel('Choose a new profile photo').setInputFiles(photo);
  await expect(page.getByAltText('Preview of your new photo')).toBeVisible();
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByRole('button', { name: 'Update photo' })).toBeVisible();
  const img = page.getByAltText(`Photo of ${name}`);
  await expect(img).toHaveAttribute('src', /\/uploads\/[a-f0-9]{32}\.webp$/);
  const firstSrc = await img.getAttribute('src');

  // The refresh control reloads from the server.
  await page.getByRole('button', { name: 'Refresh profile' }).click();
  await expectToast(page, 'Profile fetched successfully');

  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Kochi');
  await expect(page.getByLabel('Niche')).toHaveValue('Travel and food');
  await expect(page.getByLabel('Bio')).toHaveValue('Slow travel and street food.');
  await expect(page.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Tech' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Kochi', { exact: true })).toBeVisible();
  await expect(page.getByAltText(`Photo of ${name}`)).toHaveAttribute('src', firstSrc!);
  const served = await page.request.get(firstSrc!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(fs.existsSync(photo)).toBe(true);

  // A second photo replaces the first file.
  await page.getByLabel('Choose a new profile photo').setInputFiles(path.join(process.cwd(), 'public/demo/campaign-3.webp'));
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByAltText(`Photo of ${name}`)).not.toHaveAttribute('src', firstSrc!);
  expect((await page.request.get(firstSrc!)).status()).toBe(404);

  // A photo can be dropped on the photo area too: a non-image is refused in plain words, an image previewed.
  const area = page.getByTestId('photo-drop');
  await dropFileOn(area, { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('hello').toString('base64') });
  await expect(area.getByRole('alert')).toContainText('“notes.txt” is not');
  await dropFileOn(area, { name: 'me.webp', type: 'image/webp', base64: fs.readFileSync(photo).toString('base64') });
  await expect(page.getByAltText('Preview of your new photo')).toBeVisible();
  await expect(area.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByRole('button', { name: 'Update photo' })).toBeVisible();
});

test('the sign-up steps 2 and 3, with errors showing, have no serious accessibility violation', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await page.setViewportSize({ width: 375, height: 812 });
  const email = `${unique('e2e-a11y')}@example.com`.toLowerCase();
  await page.goto('/creator/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Request OTP' }).click();
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please enter the OTP')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('OTP').fill(await readMailCode(email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Phone is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('anyone sees a creator’s public profile; a brand also sees the phone once the creator asks to join; /creator-details asks others to log in as a brand', async ({
  page,
  browser,
}) => {
  await page.goto('/creator-details');
  await expect(page.getByRole('heading', { name: 'No creator data available' })).toBeVisible();

  // A fresh creator, in a context of their own.
  const creatorContext = await browser.newContext();
  const name = `Meera ${unique('m').slice(-5)}`;
  await signUpByApi(creatorContext.request, name);
  const me = (await (await creatorContext.request.get('/api/creator/profile')).json()) as { _id: string; phone: string; email: string };

  // Anonymous: the public profile (cached, the same for everyone), never the phone or the e-mail,
  // and a brand login for what brands can do here.
  await page.goto(`/creators/${me._id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Brand login' })).toHaveAttribute('href', `/brand/login?next=${encodeURIComponent(`/creators/${me._id}`)}`);
  await expect(page.getByText(me.phone)).toHaveCount(0);
  await expect(page.getByText(me.email)).toHaveCount(0);
  expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  // /creator-details (the spec's address) still asks for a brand login.
  await page.goto(`/creator-details?id=${me._id}`);
  await expect(page.getByRole('heading', { name: 'Creator profiles are for brands' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // The demo brand: the profile, without the phone.
  expect((await page.request.post('/api/brand/login', { data: demo.brand })).ok()).toBe(true);
  await page.goto(`/creator-details?id=${me._id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Today:/)).toBeVisible();
  await expect(page.getByText('Visible once this creator asks to join one of your campaigns.')).toBeVisible();
  await expect(page.getByText(me.phone)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The creator asks to join one of the demo brand's campaigns: now the brand sees the phone.
  // A seeded campaign by name: other specs create campaigns for the same brand in parallel.
  const { campaigns } = (await (await page.request.get('/api/campaign?limit=50')).json()) as {
    campaigns: Array<{ _id: string; brandName: string; campaignName: string }>;
  };
  const mine = campaigns.find((c) => c.brandName === 'Chai & Co' && c.campaignName === 'Office Chai Break Challenge');
  expect(mine, 'a demo brand campaign').toBeTruthy();
  const asked = await creatorContext.request.post(`/api/campaign/${mine!._id}/request`);
  expect(asked.status(), await asked.text()).toBe(201);
  await page.getByRole('button', { name: 'Refresh creator profile' }).click();
  await expect(page.getByRole('link', { name: me.phone })).toBeVisible();
  await page.goto(`/creators/${me._id}`);
  await expect(page.getByRole('link', { name: me.phone })).toBeVisible();

  // An unknown creator is a 404.
  await page.goto('/creators/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await creatorContext.close();
});
