import { test } from '@playwright/test';
import { readMailCode, unique, demo } from './support';

test('screens', async ({ page, browser }) => {
  const dir = '/tmp/creators-shots';
  for (const [w, h, tag] of [[1280, 900, 'desk'], [375, 800, 'mob']] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/creator/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.screenshot({ path: `${dir}/login-${tag}.png`, fullPage: true });
    const email = `${unique('shot')}@example.com`;
    await page.goto('/creator/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Request OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    await page.screenshot({ path: `${dir}/otp-${tag}.png`, fullPage: true });
    await page.getByLabel('OTP').fill(await readMailCode(email));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByLabel('Name', { exact: true }).waitFor();
    await page.getByLabel('Handle', { exact: true }).fill('@someone');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Profile Picture').setInputFiles('public/demo/campaign-2.webp');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.screenshot({ path: `${dir}/details-${tag}.png`, fullPage: true });
  }
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  await p.request.post('/api/creator/login', { data: demo.creator });
  for (const [w, h, tag] of [[1280, 900, 'desk'], [375, 800, 'mob']] as const) {
    await p.setViewportSize({ width: w, height: h });
    await p.goto('/creator/dashboard');
    await p.screenshot({ path: `${dir}/dash-${tag}.png`, fullPage: true });
    await p.goto('/creator/dashboard/creator-profile');
    await p.getByRole('button', { name: 'Edit profile' }).click();
    await p.screenshot({ path: `${dir}/profile-${tag}.png`, fullPage: true });
  }
  const b = await (await browser.newContext()).newPage();
  const me = await (await p.request.get('/api/creator/profile')).json();
  await b.goto(`/creators/${me._id}`);
  await b.screenshot({ path: `${dir}/public-anon.png`, fullPage: true });
  await b.request.post('/api/brand/login', { data: demo.brand });
  await b.goto(`/creators/${me._id}`);
  await b.screenshot({ path: `${dir}/public-brand.png`, fullPage: true });
  await b.setViewportSize({ width: 375, height: 800 });
  await b.goto(`/creator-details?id=${me._id}`);
  await b.screenshot({ path: `${dir}/public-brand-mob.png`, fullPage: true });
  await b.goto(`/creator-details`);
  await b.screenshot({ path: `${dir}/public-none.png`, fullPage: true });
});
