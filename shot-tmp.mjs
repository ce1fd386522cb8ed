import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3199';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1280, 900], [375, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  await page.goto(base + '/brand/login');
  await page.getByLabel('Email').fill('brand@demo.collabmarket.local');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page.waitForURL(/dashboard/);
  const c2 = (await (await page.request.get(base + '/api/campaign?limit=50')).json()).campaigns.find((c) => c.campaignName === 'Office Chai Break Challenge');
  await page.goto(`${base}/brand/dashboard/campaign-setting/${c2._id}/report`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/report-${w}.png`, fullPage: true });
  if (w === 1280) {
    await page.goto(`${base}/brand/dashboard/collaborations`);
    const link = page.getByRole('link', { name: /Office Chai/ }).first();
    await link.click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/collab-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
