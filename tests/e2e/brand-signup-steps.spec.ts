import { expect, test, type Page } from '@playwright/test';
import { clientAddress, demo, expectToast, randomPhone, readSmsCode, unique } from './support';

// The wizard's step lives in the address: the browser's Back and Forward move between steps and
// keep what was typed, the password aside (kept in memory only, never in storage or history).

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
];

const stepOne = (page: Page) => page.getByRole('heading', { name: 'Step 1: Basic Info' });
const stepTwo = (page: Page) => page.getByRole('heading', { name: 'Phone Verification' });
const stepThree = (page: Page) => page.getByRole('heading', { name: 'Additional Info' });

/** Everything the page keeps about this tab outside its memory: its session storage and its history entry's state. */
const keptOutsideMemory = (page: Page) => page.evaluate(() => JSON.stringify({ storage: { ...sessionStorage }, history: window.history.state ?? null }));

for (const size of SIZES) {
  test(`on a ${size.name} (${size.width}px), Back and Forward move between the steps and keep the fields, not the password`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.setExtraHTTPHeaders(clientAddress());
    const email = `${unique('e2e-steps')}@example.com`.toLowerCase();
    const password = `pw-${unique('x')}`;

    // A deep link to a later step without step 1 done opens step 1.
    await page.goto('/brand/signup?step=3');
    await expect(stepOne(page)).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/signup\?step=1$/);

    // The taken address is refused at step 1, before the phone.
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByLabel('Email Address').fill(demo.brand.email.toUpperCase());
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectToast(page, 'Email already exists, please login');
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Email already exists, please login');
    await expect(stepOne(page)).toBeVisible();
    await expect(stepTwo(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/brand\/signup\?step=1$/);

    // A free address goes on to the phone step, at ?step=2.
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(stepTwo(page)).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/signup\?step=2$/);
    const phone = randomPhone();
    await page.getByLabel('Phone Number').fill(phone);
    expect(await keptOutsideMemory(page)).not.toContain(password);

    // The browser's Back: step 1 with the name and e-mail, the password asked again.
    await page.goBack();
    await expect(stepOne(page)).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/signup\?step=1$/);
    await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('');

    // Forward: the phone step again, with the number typed.
    await page.goForward();
    await expect(stepTwo(page)).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/signup\?step=2$/);
    await expect(page.getByLabel('Phone Number')).toHaveValue(phone);

    // The wizard's own Back goes back in history too, so Forward still returns.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepOne(page)).toBeVisible();
    await page.goForward();
    await expect(stepTwo(page)).toBeVisible();

    // On to step 3; its fields survive Back and Forward as well.
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, `Sent verification code to +91${phone}`);
    await page.getByLabel('Verification Code').fill(await readSmsCode(`91${phone}`));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(stepThree(page)).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/signup\?step=3$/);
    await page.getByLabel('Brand Name').fill('Filter Kaapi Co');
    await page.getByLabel('GST Number').fill('27AAPFU0939F1ZV');
    await page.goBack();
    await expect(stepTwo(page)).toBeVisible();
    await page.goForward();
    await expect(stepThree(page)).toBeVisible();
    await expect(page.getByLabel('Brand Name')).toHaveValue('Filter Kaapi Co');
    expect(await keptOutsideMemory(page)).not.toContain(password);

    // The password was emptied by going back to step 1: Complete Signup asks for it there.
    await page.getByLabel('Brand Logo').setInputFiles('public/demo/campaign-3.webp');
    await page.getByLabel('Company Type').selectOption('Private');
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    await expect(stepOne(page)).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/Please enter your password again/);

    // Opening the page again in this tab (a reload, a link) keeps the fields in its storage, not the password, and starts at step 1.
    await page.goto('/brand/signup?step=2');
    await expect(stepOne(page)).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/signup\?step=1$/);
    await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('');
    expect(await keptOutsideMemory(page)).not.toContain(password);
  });
}
