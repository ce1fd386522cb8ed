import { expect, test, type Page } from '@playwright/test';
import { createDemoCampaign, demo, expectToast, logInDemoBrand, signUpCreatorByApi, unique } from './support';

// The spec's own client signs creators up with handles {platform, handle} and no followers, reads
// GET /api/creator/notifications expecting approvals and rejections only, and shows the seeded
// accounts' pictures. Security round 3 found each of these broken; this walks them in the browser.

/** Every picture of ours on the page loaded (no broken or empty image). */
async function expectPicturesLoaded(page: Page, alt: RegExp) {
  const img = page.getByRole('img', { name: alt }).first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test("a creator signed up as the spec's client does (no followers) asks to join; the brand sees 'audience not stated', approves; the spec feed keeps to approvals", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const brand = await (await browser.newContext()).newPage();
  const token = await logInDemoBrand(brand.request);
  const campaign = unique('Spec contract');
  const other = unique('Spec invite');
  const campaignId = await createDemoCampaign(brand.request, token, campaign);
  const otherId = await createDemoCampaign(brand.request, token, other);

  const creator = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  const name = `Spec ${unique('creator')}`;
  const who = await signUpCreatorByApi(creator.request, {
    name,
    emailPrefix: 'e2e-spec',
    niche: 'Food',
    handles: [{ platform: 'Instagram', handle: '@spec' }],
  });

  // The campaign page lets them ask, and says what the brand will see.
  await creator.goto(`/campaigns/${campaignId}`);
  await expect(creator.getByText('You may ask to join.')).toBeVisible();
  await expect(creator.getByText(/you have not stated your Instagram followers/)).toBeVisible();
  await creator.getByRole('button', { name: "I'm Interested" }).click();
  await expectToast(creator, 'Participation request sent successfully!');

  // The brand's requests: the creator, with "Audience not stated"; approve.
  await brand.goto('/brand/dashboard/notifications');
  const row = brand.getByTestId('requested-creator').filter({ hasText: name });
  await expect(row.getByTestId('request-audience')).toHaveText('Audience not stated');
  // The card lays out by its own width: at laptop and desktop widths the name reads on one line
  // (it was about one character wide beside the sidebar at 1024-1920 px).
  for (const width of [1024, 1280, 1920, 375]) {
    await brand.setViewportSize({ width, height: 800 });
    const nameBox = await row
      .getByRole('paragraph')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .boundingBox();
    expect(nameBox!.width, `the name's width at ${width} px`).toBeGreaterThan(120);
  }
  await brand.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(brand, 'Influencer approved successfully!');

  // An invitation too: a kind the spec's client does not know.
  const invited = await brand.request.post(`/api/campaign/${otherId}/invitations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { creatorId: who.id, note: 'Join our spec launch' },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  // Our page shows every kind, each with its own label; the spec's endpoint only approvals and rejections.
  await creator.goto('/creator/dashboard/notifications');
  const items = creator.getByTestId('notification');
  await expect(items.filter({ hasText: other })).toContainText('Invitation');
  await expect(items.filter({ hasText: `approved your request to join ${campaign}` })).toContainText('Approved');
  await expect(items.filter({ hasText: 'Rejected' })).toHaveCount(0);
  const spec = (await (await creator.request.get('/api/creator/notifications')).json()) as { notifications: { type: string }[] };
  expect(spec.notifications.map((n) => n.type)).toEqual(['approval']);
  const every = (await (await creator.request.get('/api/creator/activity')).json()) as { notifications: { type: string }[] };
  expect(every.notifications.map((n) => n.type)).toEqual(expect.arrayContaining(['approval', 'invitation']));
  // The approval leads to the collaboration, not to the public campaign page.
  const approval = items.filter({ hasText: `approved your request to join ${campaign}` });
  await expect(approval.getByRole('link', { name: 'View campaign' })).toHaveCount(0);
  await approval.getByRole('link', { name: 'Open collaboration' }).click();
  await expect(creator).toHaveURL(/\/creator\/dashboard\/collaborations\/[0-9a-f-]{36}$/);
  await expect(creator.getByRole('heading', { level: 1, name: campaign })).toBeVisible();
});

test('the demo accounts show their pictures: the brand its logo, the creator a photo on the profile and on the public page', async ({ page, browser }) => {
  await logInDemoBrand(page.request);
  await page.goto('/brand/dashboard/brand-profile');
  await expectPicturesLoaded(page, /Chai & Co logo/);

  const creator = await (await browser.newContext()).newPage();
  const res = await creator.request.post('/api/creator/login', { data: demo.creator });
  expect(res.ok()).toBe(true);
  const { Creator } = (await res.json()) as { Creator: { _id: string } };
  const profile = (await (await creator.request.get('/api/creator/profile')).json()) as { profilePicture: string | null };
  expect(profile.profilePicture).toMatch(/^uploads\//);
  const picture = await creator.request.get(`/${profile.profilePicture}`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/webp');
  await creator.goto('/creator/dashboard/creator-profile');
  await expectPicturesLoaded(creator, /Photo of Priya Sharma/);
  await creator.goto(`/creators/${Creator._id}`);
  await expectPicturesLoaded(creator, /Priya Sharma/);
});
