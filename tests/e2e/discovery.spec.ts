import { expect, test } from '@playwright/test';
import { createDemoCampaign, expectToast, logInDemoBrand, seriousViolations, signUpCreatorByApi, unique } from './support';

// Issue 15's whole journey: a brand finds a creator on Find creators by platform and follower
// range, invites them from the result, saves them to a shortlist; the creator, on a phone, accepts,
// and both sides open the same active collaboration.

test('a brand finds a creator by platform and range and invites them from the result; the creator accepts on a phone; both open the same collaboration', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = unique('disc').slice(-6);
  const creator = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  // Signed up first: the phone's session is the last sign-up's (the creator below).
  const outside = await signUpCreatorByApi(creator.request, {
    name: `Nikhil Outside ${tag}`,
    emailPrefix: 'e2e-discover',
    niche: `Street food ${tag}`,
    handles: [{ platform: 'TikTok', handle: `@nikhil${tag}`, followers: 8_000 }],
  });
  // 33,300 TikTok followers: inside the campaign's 10,000-40,000 range and the 30,000-40,000 search below; the creator above is outside both.
  const who = await signUpCreatorByApi(creator.request, {
    name: `Kavya Discover ${tag}`,
    emailPrefix: 'e2e-discover',
    niche: `Street food ${tag}`,
    handles: [
      { platform: 'TikTok', handle: `@kavya${tag}`, followers: 33_300 },
      { platform: 'Instagram', handle: `@kavya${tag}`, followers: 2_000 },
    ],
  });

  const brand = await (await browser.newContext()).newPage();
  const token = await logInDemoBrand(brand.request);
  const campaignName = `Discovery Snack Drop ${tag}`;
  await createDemoCampaign(brand.request, token, campaignName, { platform: 'TikTok', minFollowers: '10000', maxFollowers: '40000' });

  // Find creators: TikTok, 30,000-40,000 followers, this run's niche.
  await brand.goto('/brand/dashboard/creators');
  const search = brand.getByRole('search', { name: 'Search and filter creators' });
  await search.getByLabel('Niche').fill(`Street food ${tag}`);
  await search.getByLabel('Platform').selectOption('TikTok');
  await search.getByLabel('Followers from').fill('30000');
  await search.getByLabel('Followers up to').fill('40000');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(brand).toHaveURL(/platform=TikTok/);
  const cards = brand.getByTestId('creator-card');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([who.name]);
  await expect(brand.getByRole('link', { name: outside.name })).toHaveCount(0);
  const card = cards.filter({ hasText: who.name });
  await expect(card).toContainText('33,300 followers');

  // Invite from the result, with a note.
  await card.getByRole('button', { name: /^Invite to a campaign/ }).click();
  const dialog = brand.getByRole('dialog');
  await dialog.getByLabel('Campaign').selectOption({ label: campaignName });
  await dialog.getByLabel(/^Note/).fill('Your street food clips are exactly our audience');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(brand, 'Invitation sent');
  await expect(dialog).toBeHidden();
  // A second invitation to the same campaign is refused while the first is open.
  await card.getByRole('button', { name: /^Invite to a campaign/ }).click();
  await dialog.getByLabel('Campaign').selectOption({ label: campaignName });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(/already invited/i)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Keep them on a shortlist too, from the same card.
  await card.getByRole('button', { name: /^Save/ }).click();
  const save = brand.getByRole('dialog');
  await save.getByLabel(/New list/i).fill(`Snack creators ${tag}`);
  await save.getByRole('button', { name: /Create and save/ }).click();
  await expectToast(brand, `${who.name} saved to “Snack creators ${tag}”`);
  await save.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByRole('button', { name: /Saved to 1 list/ })).toBeVisible();
  expect(await seriousViolations(brand), 'Find creators with actions').toEqual([]);

  // The creator, on a phone: the dashboard says there is a new invitation; accept it.
  await creator.goto('/creator/dashboard');
  // The campaign fits this creator's TikTok audience, but it waits in the invitations: not recommended too.
  await expect(creator.getByTestId('recommended').getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  await expect(creator.getByTestId('recommended').getByRole('heading', { name: campaignName })).toHaveCount(0);
  await creator.getByRole('link', { name: 'Invitations (1 new)' }).click();
  const invitation = creator.locator('li[data-invitation-id]').filter({ hasText: campaignName });
  await expect(invitation).toContainText('Your street food clips are exactly our audience');
  await invitation.getByRole('button', { name: /^Accept/ }).click();
  await expect(creator).toHaveURL(/\/creator\/dashboard\/collaborations\/[0-9a-f-]{36}$/);
  const id = creator.url().split('/').at(-1)!;
  await expect(creator.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  expect(await creator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The brand opens the same collaboration, active, with this creator.
  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  await expect(brand.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  await expect(brand.getByRole('main')).toContainText(who.name);
  const api = await brand.request.get(`/api/collaborations/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(api.status()).toBe(200);
  expect(((await api.json()) as { collaboration: { status: string } }).collaboration.status).toBe('active');
});
