import { expect, test } from '@playwright/test';
import { createDemoCampaign, expectToast, logInDemoBrand, signUpCreatorByApi, unique } from './support';

// Issue 15, the creator's side: "Campaigns I qualify for" on /collaborate, "Recommended for you"
// on the dashboard, and audience figures edited in place on the profile.

test('a creator keeps to the campaigns they qualify for and finds the fitting one recommended', async ({ page, request }) => {
  const tag = unique('fit').slice(-6);
  // A TikTok creator with 2,500 followers and a fitness niche (read as the Health interest).
  await signUpCreatorByApi(page.request, {
    name: `Fit Creator ${tag}`,
    emailPrefix: 'e2e-qualify',
    niche: 'Fitness',
    handles: [{ platform: 'TikTok', handle: `@fit${tag}`, followers: 2500 }],
  });
  const token = await logInDemoBrand(request);
  const fits = `Qualify Fits ${tag}`;
  const tooBig = `Qualify Too Big ${tag}`;
  const otherInterest = `Qualify Travel ${tag}`;
  await createDemoCampaign(request, token, tooBig, { platform: 'TikTok', minFollowers: '10000', maxFollowers: '40000', interest: 'Health' });
  await createDemoCampaign(request, token, otherInterest, { platform: 'TikTok', minFollowers: '1000', maxFollowers: '20000', interest: 'Travel' });
  await createDemoCampaign(request, token, fits, { platform: 'TikTok', minFollowers: '2000', maxFollowers: '20000', interest: 'Health' });

  await page.goto(`/collaborate?q=${encodeURIComponent(tag)}`);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('heading', { name: tooBig })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Search and filter campaigns' });
  await filters.getByLabel('Campaigns I qualify for').check();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/eligible=1/);
  await expect(page.getByRole('status').filter({ hasText: 'you qualify for' })).toHaveText(/2 open campaigns you qualify for/);
  await expect(results.getByRole('heading', { name: fits })).toBeVisible();
  await expect(results.getByRole('heading', { name: otherInterest })).toBeVisible();
  await expect(results.getByRole('heading', { name: tooBig })).toHaveCount(0);
  // The filter survives a reload (it is in the URL) and the box stays ticked.
  await page.reload();
  await expect(page.getByLabel('Campaigns I qualify for')).toBeChecked();
  await expect(results.getByRole('heading', { name: tooBig })).toHaveCount(0);

  // The dashboard recommends the campaign that fits both the audience and the niche, not the others.
  await page.goto('/creator/dashboard');
  const recommended = page.getByTestId('recommended');
  await expect(recommended.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  await expect(recommended.getByRole('heading', { name: fits })).toBeVisible();
  await expect(recommended.getByRole('heading', { name: otherInterest })).toHaveCount(0);
  await expect(recommended.getByRole('heading', { name: tooBig })).toHaveCount(0);

  // On a phone the card's buttons stack: none runs under another.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = recommended.getByRole('article').filter({ has: page.getByRole('heading', { name: fits }) });
  const boxes = await Promise.all(
    [card.getByRole('button', { name: /Request Participation/ }), card.getByRole('link', { name: /^View/ })].map((l) => l.boundingBox()),
  );
  const [a, b] = boxes.map((box) => box!);
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `buttons at ${JSON.stringify(boxes)}`).toBe(false);
});

test('a visitor asking for the campaigns they qualify for is told to log in as a creator', async ({ page }) => {
  await page.goto('/collaborate?eligible=1');
  await expect(page.getByRole('note')).toContainText('to see the campaigns your audience qualifies for');
  await expect(page.getByRole('link', { name: 'Log in as a creator' })).toHaveAttribute('href', /\/creator\/login\?next=/);
  await expect(page.getByLabel('Campaigns I qualify for')).toHaveCount(0);
});

test('a creator with an old handle without followers adds its figures in place and is recommended nothing until then', async ({ page }) => {
  const tag = unique('old').slice(-6);
  await signUpCreatorByApi(page.request, {
    name: `Old Handle ${tag}`,
    emailPrefix: 'e2e-oldhandle',
    niche: 'Tech reviews',
    // A spec client's sign-up: the handle carries no audience figures.
    handles: [{ platform: 'Instagram', handle: `@old${tag}` }],
  });
  await page.goto('/creator/dashboard');
  await expect(page.getByTestId('recommended')).toContainText('Add your followers to get recommendations.');

  await page.goto('/creator/dashboard/creator-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const list = page.getByRole('list', { name: 'Added social media handles' });
  await expect(list).toContainText('followers not given');
  await page.getByRole('button', { name: `Edit Instagram @old${tag}` }).click();
  await expect(page.getByLabel('Handle', { exact: true })).toHaveValue(`@old${tag}`);
  await page.getByLabel('Followers', { exact: true }).fill('4200');
  await page.getByLabel('Average views (optional)').fill('900');
  await page.getByLabel('Engagement rate in % (optional)').fill('3.5');
  await page.getByRole('button', { name: 'Save handle' }).click();
  // Edited where it was: still one handle.
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('4,200 followers · 900 avg views · 3.5% engagement');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Profile updated successfully');
  await page.reload();
  const shown = page.getByRole('list', { name: 'Social media handles' });
  await expect(shown).toContainText('4,200 followers · 900 average views · 3.5% engagement');
  await expect(shown).toContainText(/Self-reported, updated/);
});
