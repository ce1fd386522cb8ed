import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { clientAddress, readMailCode, readSmsCode, randomPhone, seriousViolations, signUpBrandByApi, unique } from './support';

// Trust signals (issue 35), computed from what happened: a creator with three finished jobs,
// each reviewed by both sides, three threads answered at once and a version handed in before its
// due day. Their public page shows the rating, the reply time, the on-time rate, member since and
// the checks passed; the brand's rating shows to the creator on its campaign and on an invitation.

type World = { creatorId: string; creatorName: string; campaignId: string; brandName: string; creatorContext: BrowserContext };
let world: World;

const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, status: number) {
  expect(res.status(), await res.text()).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const brandContext = await browser.newContext();
  const brand = brandContext.request;
  const brandName = unique('Trusty Teas');
  const { email } = await signUpBrandByApi(brand, brandName);
  const login = await ok(await brand.post('/api/brand/login', { data: { email, password: 'secret123' } }), 200);
  const auth = { authorization: `Bearer ${login.accessToken as string}` };

  // A creator who proved their e-mail (sign-up) and their phone (the local provider's text).
  const creatorContext = await browser.newContext();
  const creator = creatorContext.request;
  const headers = clientAddress();
  const creatorName = `Tara ${unique('trust')}`;
  const creatorEmail = `${unique('e2e-trust')}@example.com`.toLowerCase();
  const phone = randomPhone();
  expect((await creator.post('/api/creator/request-otp', { data: { email: creatorEmail }, headers })).ok()).toBe(true);
  const otp = await readMailCode(creatorEmail);
  expect((await creator.post('/api/creator/verify-otp', { data: { email: creatorEmail, otp }, headers })).ok()).toBe(true);
  const handles = JSON.stringify([{ platform: 'Instagram', handle: '@tara', followers: 12000 }]);
  const signed = await ok(
    await creator.post('/api/creator/signup', {
      headers,
      multipart: { name: creatorName, email: creatorEmail, password: 'secret123', phone, niche: 'Tea', socialMediaHandles: handles },
    }),
    201,
  );
  const creatorId = (signed.Creator as { _id: string })._id;
  expect((await creator.post('/api/phone/send-code', { data: { phone }, headers })).ok()).toBe(true);
  const code = await readSmsCode(`91${phone}`);
  expect((await creator.post(`/auth/numberVerification?phone=${phone}`, { data: { code }, headers })).ok()).toBe(true);

  const campaign = async (name: string) => {
    const made = await ok(
      await brand.post('/api/campaign/create', {
        headers: auth,
        multipart: {
          campaignName: name,
          brandName,
          interest: 'Health',
          platform: 'Instagram',
          minFollowers: '1000',
          maxFollowers: '20000',
          incentives: 'A hamper',
          description: 'Trust signals test campaign.',
          contentDueBy: dueIn(20),
          campaignImage: { name: 'c.webp', mimeType: 'image/webp', buffer: fs.readFileSync(path.join(process.cwd(), 'public/demo/campaign-1.webp')) },
        },
      }),
      201,
    );
    return (made.campaign as { _id: string })._id;
  };

  // Three jobs: the brand writes, the creator answers, hands in before the due day, goes live; the brand completes; both review.
  for (const [i, stars] of [5, 5, 4].entries()) {
    const id = await campaign(unique(`Trust job ${i + 1}`));
    const asked = await ok(await creator.post(`/api/campaign/${id}/request`, { data: {} }), 201);
    const job = (asked.request as { _id: string })._id;
    await ok(await brand.post(`/api/campaign/${id}/approve`, { headers: auth, data: { influencerId: creatorId } }), 200);
    await ok(await brand.post(`/api/collaborations/${job}/messages`, { headers: auth, data: { text: 'Welcome aboard!' } }), 201);
    await ok(await creator.post(`/api/collaborations/${job}/messages`, { data: { text: 'Thank you, starting today.' } }), 201);
    const sub = await ok(
      await creator.post(`/api/collaborations/${job}/submissions`, { multipart: { caption: 'v1', draftUrl: 'https://drive.example.com/t' } }),
      201,
    );
    const subId = (sub.submission as { _id: string })._id;
    await ok(await brand.post(`/api/collaborations/${job}/submissions/${subId}/review`, { headers: auth, data: { decision: 'approve' } }), 200);
    await ok(await creator.post(`/api/collaborations/${job}/live`, { data: { postUrls: [`https://www.instagram.com/p/trust${i}/`] } }), 200);
    await ok(await brand.post(`/api/collaborations/${job}/complete`, { headers: auth }), 200);
    await ok(await creator.post(`/api/collaborations/${job}/review`, { data: { stars: 5, text: 'Clear brief, quick payment' } }), 201);
    await ok(await brand.post(`/api/collaborations/${job}/review`, { headers: auth, data: { stars, text: 'Lovely work' } }), 201);
  }
  // A fourth campaign, open, to which the brand invites the creator.
  const campaignId = await campaign(unique('Trust invite'));
  await ok(await brand.post(`/api/campaign/${campaignId}/invitations`, { headers: auth, data: { creatorId, note: 'Join us again?' } }), 201);
  await brandContext.close();
  world = { creatorId, creatorName, campaignId, brandName, creatorContext };
});

test.afterAll(async () => {
  await world?.creatorContext.close();
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test('the creator’s page shows rating, reply time, on-time rate, member since and the checks passed', async ({ page }) => {
      await page.goto(`/creators/${world.creatorId}`);
      await expect(page.getByRole('heading', { level: 1, name: world.creatorName })).toBeVisible();
      const signals = page.getByRole('region', { name: 'Track record' });
      await expect(signals.getByTestId('rating')).toHaveText('★ 4.7 (3 reviews)');
      await expect(signals).toContainText('Replies within 1 hour');
      await expect(signals).toContainText(/Jobs completed\s*3/);
      await expect(signals).toContainText('100% of 3 jobs');
      const month = new Date().toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
      await expect(signals).toContainText('Member since');
      await expect(signals).toContainText(month);
      await expect(signals.getByRole('list', { name: 'Checks passed' })).toHaveText(/Phone verified.*E-mail verified/);
      // Nothing runs off a phone's screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a creator sees the brand’s rating on its campaign page and on an invitation', async ({ browser }) => {
      const page = await world.creatorContext.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/campaigns/${world.campaignId}`);
      const trust = page.getByTestId('brand-trust');
      await expect(trust.getByTestId('rating')).toHaveText('Rated by creators: ★ 5.0 (3 reviews)');
      await expect(trust).toContainText('GSTIN format checked');
      await expect(trust).toContainText('Phone verified');
      await expect(trust).not.toContainText('GSTIN verified');
      await page.goto('/creator/dashboard/invitations');
      const card = page.getByRole('listitem').filter({ hasText: 'Join us again?' }).first();
      await expect(card.getByTestId('brand-rating')).toHaveText('Rated by creators: ★ 5.0 (3 reviews)');
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
      expect(browser.isConnected()).toBe(true);
    });
  });
}
