import { expect, test, type Page } from '@playwright/test';
import zlib from 'node:zlib';
import { clientAddress, demo, dropFileOn, expectToast, logInDemoBrand, signUpCreatorByApi, unique, type DroppedFile } from './support';

// Issue 18, "Forms and feedback": the image drop zone's refusals in plain words, one toast per
// failure (a success clears it), and the success-on-load toast brief, once, below the header.

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'laptop', width: 1280, height: 800 },
];

/** A real PNG of width × height one-bit pixels, all black: a few kilobytes however many pixels it claims. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Math.ceil(width / 8) + 1; // a filter byte, then the row's bits
  const raw = Buffer.alloc(row * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Drops a file onto the campaign form's image drop zone. */
const dropFile = (page: Page, file: DroppedFile) => dropFileOn(page.locator('.drop-zone').filter({ has: page.getByLabel('Campaign Image') }), file);

for (const vp of VIEWPORTS) {
  test(`the campaign image drop zone refuses in plain words before upload (${vp.name}, ${vp.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.setExtraHTTPHeaders(clientAddress());
    await logInDemoBrand(page.request);
    await page.goto('/brand/dashboard/campaign-setting/new');
    const input = page.getByLabel('Campaign Image');
    const zone = page.locator('.drop-zone').filter({ has: input });
    await expect(zone).toBeVisible();
    await expect(zone).toContainText('Drop an image here or choose one');
    await expect(zone).toContainText('JPEG, PNG, WebP, GIF or AVIF, up to 5 MB');
    const box = (await zone.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(vp.width);

    // Reached by the keyboard, with a focus ring on the zone.
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    expect(await zone.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

    const preview = page.getByAltText('Preview of the chosen campaign image');
    const error = page.locator('#campaignImage-error');

    // The wrong type.
    await input.setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') });
    await expect(error).toHaveText('“brief.pdf” is not a JPEG, PNG, WebP, GIF or AVIF image. Please choose one of those.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(preview).toHaveCount(0);

    // Too many bytes: said in megabytes, never in bytes.
    await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(Math.round(7.15 * 1024 * 1024)) });
    await expect(error).toHaveText('This image is 7.2 MB; the limit is 5 MB.');
    await expect(preview).toHaveCount(0);

    // Too many pixels, read from the image before upload.
    await input.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: blackPng(8000, 6000) });
    await expect(error).toHaveText('This image is 8000 × 6000 pixels (48 megapixels); the limit is 40 megapixels.');
    await expect(preview).toHaveCount(0);

    // A right one is previewed, and the message goes.
    await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: blackPng(640, 240) });
    await expect(preview).toBeVisible();
    await expect(error).toHaveCount(0);
    await expect(zone).toContainText('cover.png');

    // Dropped files go through the same checks.
    await dropFile(page, { name: 'big.webp', type: 'image/webp', size: 6 * 1024 * 1024 });
    await expect(error).toHaveText('This image is 6 MB; the limit is 5 MB.');
    await expect(preview).toHaveCount(0);
    await dropFile(page, { name: 'dropped.png', type: 'image/png', base64: blackPng(320, 120).toString('base64') });
    await expect(preview).toBeVisible();
    await expect(error).toHaveCount(0);
    await expect(zone).toContainText('dropped.png');
  });

  test(`one toast per failure, cleared by the success (${vp.name}, ${vp.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.setExtraHTTPHeaders(clientAddress());
    await page.goto('/brand/login');
    await page.getByLabel('Email').fill(demo.brand.email);
    await page.getByLabel('Password').fill('wrong-password');
    const failed = page.locator('[data-sonner-toast][data-type="error"]');
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Login' }).click();
      await expectToast(page, 'Incorrect e-mail or password');
      await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    }
    // Two refusals, one message.
    await expect(failed).toHaveCount(1);
    await page.getByLabel('Password').fill(demo.brand.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login successful');
    await expect(failed).toHaveCount(0);
  });

  test(`a success-on-load toast shows briefly, once, below the header (${vp.name}, ${vp.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.setExtraHTTPHeaders(clientAddress());
    await signUpCreatorByApi(page.request, { name: `Toast ${unique('c')}`, emailPrefix: 'toast', niche: 'Travel' });
    await page.goto('/creator/dashboard/notifications');
    const loaded = page.locator('[data-sonner-toast]').filter({ hasText: 'Notifications fetched successfully' });
    await expect(loaded).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    // Once it has slid in (sonner animates it down from the top), it sits below the header.
    await expect.poll(async () => (await loaded.boundingBox())?.y ?? 0, { timeout: 2_000 }).toBeGreaterThanOrEqual(header.y + header.height);
    const toastBox = (await loaded.boundingBox())!;
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(vp.width);
    // Brief: gone by itself within a few seconds (the default toast stays 4 s).
    await expect(loaded).toHaveCount(0, { timeout: 3_500 });
    // A reload of the same view does not tell it again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByText('No notifications found')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(loaded).toHaveCount(0);
  });
}

test('an image chosen before the page hydrated is checked once it has (a slow phone)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.setExtraHTTPHeaders(clientAddress());
  await signUpCreatorByApi(page.request, { name: `Early ${unique('c')}`, emailPrefix: 'early', niche: 'Travel' });
  // The page's scripts are held back until the file is chosen: its change event fires before React
  // listens. Its styles are not (a pending stylesheet would hold the inline scripts that show a
  // streamed part of the page too).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**', async (route) => {
    if (route.request().resourceType() === 'script') await held;
    await route.continue();
  });
  // Not waiting for the load (or DOMContentLoaded, which waits for deferred scripts): the form is in the HTML.
  await page.goto('/creator/dashboard/portfolio', { waitUntil: 'commit' });
  const input = page.getByLabel('Image', { exact: true });
  await input.setInputFiles({ name: 'early.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') });
  release();
  await expect(page.getByText('“early.pdf” is not a JPEG, PNG, WebP, GIF or AVIF image. Please choose one of those.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
});
