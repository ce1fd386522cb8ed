import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createDemoCampaign, expectToast, logInDemoBrand, mailsTo, signUpCreatorByApi, unique } from './support';

/** Signs a new creator up through the API, in this browser context (the session cookies stick). */
const signUpCreator = (request: APIRequestContext, name: string) => signUpCreatorByApi(request, { name, emailPrefix: 'e2e-creator', niche: 'Tech' });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The creator clicks the campaign page's request button, as a person would. */
async function askToJoin(page: Page, campaignId: string) {
  await page.goto(`/campaigns/${campaignId}`);
  await page
    .getByRole('button', { name: /I'm Interested|Request Participation|^Request$/ })
    .first()
    .click();
  await expectToast(page, 'Participation request sent successfully!');
}

function requestRow(page: Page, campaignName: string, creatorName: string) {
  return page.getByTestId('campaign-requests').filter({ hasText: campaignName }).getByTestId('requested-creator').filter({ hasText: creatorName });
}

test('a creator asks to join; the brand sees the request, opens the profile and approves; the creator sees Approved and gets the e-mail', async ({
  browser,
}) => {
  const brandPage = await newPage(browser);
  const token = await logInDemoBrand(brandPage.request);
  const campaignName = unique('Approve journey');
  const campaignId = await createDemoCampaign(brandPage.request, token, campaignName);

  const creatorPage = await newPage(browser);
  const creator = await signUpCreator(creatorPage.request, `Asha ${unique('e2e')}`);
  await askToJoin(creatorPage, campaignId);
  // The same button does not ask twice.
  await expect(creatorPage.getByRole('button', { name: 'Requested' }).first()).toBeDisabled();

  await brandPage.goto('/brand/dashboard/notifications');
  const row = requestRow(brandPage, campaignName, creator.name);
  await expect(row).toBeVisible();
  await expect(row).toContainText(creator.email);
  // The brand's own activity feed has the in-app notification, unread.
  const activity = brandPage
    .getByRole('list', { name: 'Recent activity' })
    .getByTestId('notification')
    .filter({ hasText: `${creator.name} asked to join ${campaignName}` });
  await expect(activity).toHaveAttribute('data-read', 'false');

  const viewMore = row.getByRole('link', { name: /View More/ });
  await expect(viewMore).toHaveAttribute('href', `/creator-details?id=${creator.id}`);
  await viewMore.click();
  await expect(brandPage).toHaveURL(new RegExp(`/creator-details\\?id=${creator.id}$`));
  await expect(brandPage.getByText(creator.name).first()).toBeVisible();
  await brandPage.goBack();

  await requestRow(brandPage, campaignName, creator.name)
    .getByRole('button', { name: /Approve/ })
    .click();
  await expectToast(brandPage, 'Influencer approved successfully!');
  await expect(requestRow(brandPage, campaignName, creator.name)).toHaveCount(0);
  // Decided requests stay gone after a reload.
  await brandPage.reload();
  await expect(brandPage.getByRole('heading', { name: 'Requests to join your campaigns' })).toBeVisible();
  await expect(brandPage.getByTestId('campaign-requests').filter({ hasText: campaignName })).toHaveCount(0);

  await creatorPage.goto('/creator/dashboard/notifications');
  await expect(creatorPage.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expectToast(creatorPage, 'Notifications fetched successfully');
  const note = creatorPage.getByTestId('notification').filter({ hasText: campaignName });
  await expect(note).toContainText('Approved');
  await expect(note).toHaveAttribute('data-read', 'false');
  // The approval leads to the job (the collaboration), not to the public campaign page.
  await expect(note.getByRole('link', { name: 'Open collaboration' })).toHaveAttribute('href', /^\/creator\/dashboard\/collaborations\/[0-9a-f-]{36}$/);
  await expect(note.getByRole('link', { name: 'View campaign' })).toHaveCount(0);
  await creatorPage.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(note).toHaveAttribute('data-read', 'true');
  await creatorPage.reload();
  await expect(creatorPage.getByTestId('notification').filter({ hasText: campaignName })).toHaveAttribute('data-read', 'true');

  await creatorPage.goto('/creator/dashboard');
  await expect(creatorPage.getByTestId('requests-approved')).toContainText(campaignName);
  await expect(creatorPage.getByTestId('count-approved')).toContainText('1');
  // The approved request opens its collaboration.
  await creatorPage
    .getByTestId('requests-approved')
    .getByRole('link', { name: `Open job for ${campaignName}` })
    .click();
  await expect(creatorPage.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  await expect(creatorPage.getByTestId('next-step')).toHaveText('Submit your content for review');

  const mails = (await mailsTo(creator.email)).filter((m) => m.text.includes(campaignName) || m.subject.includes(campaignName));
  expect(mails).toHaveLength(1);
  expect(`${mails[0].subject}\n${mails[0].text}`).toMatch(/approved your request/);
});

test('a second creator is declined after a confirmation, with a reason they read', async ({ browser }) => {
  const brandPage = await newPage(browser);
  const token = await logInDemoBrand(brandPage.request);
  const campaignName = unique('Decline journey');
  const campaignId = await createDemoCampaign(brandPage.request, token, campaignName);

  const creatorPage = await newPage(browser);
  const creator = await signUpCreator(creatorPage.request, `Ravi ${unique('e2e')}`);
  await askToJoin(creatorPage, campaignId);

  await brandPage.goto('/brand/dashboard/notifications');
  const decline = requestRow(brandPage, campaignName, creator.name).getByRole('button', { name: /Decline/ });
  // Decline asks first; Escape leaves everything as it was.
  await decline.click();
  const dialog = brandPage.getByRole('dialog', { name: `Decline ${creator.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason (optional)')).toBeFocused();
  await brandPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(requestRow(brandPage, campaignName, creator.name)).toHaveCount(1);

  const reason = 'We are looking for creators in Pune this time.';
  await decline.click();
  await dialog.getByLabel('Reason (optional)').fill(reason);
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  // Our page names the creator (the API keeps the spec's "Influencer declined successfully!").
  await expectToast(brandPage, `Declined ${creator.name}`);
  await expect(requestRow(brandPage, campaignName, creator.name)).toHaveCount(0);

  await creatorPage.goto('/creator/dashboard/notifications');
  const note = creatorPage.getByTestId('notification').filter({ hasText: campaignName });
  await expect(note).toContainText('Rejected');
  await expect(note).toContainText(reason);
  await creatorPage.goto('/creator/dashboard');
  await expect(creatorPage.getByTestId('requests-declined')).toContainText(campaignName);
  const mails = (await mailsTo(creator.email)).filter((m) => m.text.includes(campaignName) || m.subject.includes(campaignName));
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain(`Their reason: "${reason}"`);
});

test('a creator withdraws a pending request from the dashboard and may ask again', async ({ browser }) => {
  const brandPage = await newPage(browser);
  const token = await logInDemoBrand(brandPage.request);
  const campaignName = unique('Withdraw journey');
  const campaignId = await createDemoCampaign(brandPage.request, token, campaignName);

  const page = await newPage(browser);
  await signUpCreator(page.request, `Meera ${unique('e2e')}`);
  await askToJoin(page, campaignId);

  await page.goto('/creator/dashboard');
  const pending = page.getByTestId('requests-pending');
  await expect(pending).toContainText(campaignName);
  // The confirmation is our own dialog: Escape keeps the request, the dialog's button withdraws it.
  await pending.getByRole('button', { name: /Withdraw/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw your request?' });
  await expect(confirm).toContainText(campaignName);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(pending).toContainText(campaignName);
  await pending.getByRole('button', { name: /Withdraw/ }).click();
  await confirm.getByRole('button', { name: 'Withdraw request' }).click();
  await expectToast(page, 'Request withdrawn');
  await expect(page.getByTestId('my-requests')).not.toContainText(campaignName);

  await askToJoin(page, campaignId);
});

test('a visitor clicking the request button is told they are not a creator and sent to creator signup with a way back', async ({ browser, request }) => {
  const campaignId = await createDemoCampaign(request, await logInDemoBrand(request), unique('Visitor journey'));
  // A signed-in brand is told it needs a creator account without leaving (campaign-owner.spec.ts).
  const page = await newPage(browser);
  await page.goto(`/campaigns/${campaignId}`);
  await page
    .getByRole('button', { name: /I'm Interested|Request Participation|^Request$/ })
    .first()
    .click();
  await expectToast(page, 'Failed to send participation request. You are not signed up as a creator.');
  await expect(page).toHaveURL(new RegExp(`/creator/signup\\?next=${encodeURIComponent(`/campaigns/${campaignId}`)}$`));
});

test('empty states: a new creator has no notifications and no requests', async ({ browser }) => {
  const page = await newPage(browser);
  await signUpCreator(page.request, `Nora ${unique('e2e')}`);
  await page.goto('/creator/dashboard/notifications');
  await expect(page.getByText('No notifications found')).toBeVisible();
  await page.goto('/creator/dashboard');
  await expect(page.getByTestId('my-requests')).toContainText('You have not asked to join a campaign yet.');
  await expect(page.getByTestId('my-requests').getByRole('link', { name: 'Find campaigns to join' })).toHaveAttribute('href', '/collaborate');
});

test('a server message on the brand notifications fetch shows as a toast and replaces the content', async ({ browser }) => {
  const page = await newPage(browser);
  await logInDemoBrand(page.request);
  await page.route('**/api/campaign/notifications', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Service temporarily unavailable, please try again shortly' }),
    }),
  );
  await page.goto('/brand/dashboard/notifications');
  await expectToast(page, 'Service temporarily unavailable, please try again shortly');
  await expect(page.getByRole('alert').filter({ hasText: 'Service temporarily unavailable, please try again shortly' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requests to join your campaigns' })).toHaveCount(0);

  // A network failure reads "Failed to fetch notifications"; Try again recovers once the server answers.
  await page.unroute('**/api/campaign/notifications');
  await page.route('**/api/campaign/notifications', (route) => route.abort());
  await page.reload();
  await expectToast(page, 'Failed to fetch notifications');
  await page.unroute('**/api/campaign/notifications');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Requests to join your campaigns' })).toBeVisible();
});

test('the creator sees "Error fetching notifications" when the notifications cannot be fetched', async ({ browser }) => {
  const page = await newPage(browser);
  await signUpCreator(page.request, `Ira ${unique('e2e')}`);
  // The page reads every kind of notification from the activity feed.
  await page.route('**/api/creator/activity', (route) => route.abort());
  await page.goto('/creator/dashboard/notifications');
  await expectToast(page, 'Error fetching notifications');
  await page.unroute('**/api/creator/activity');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No notifications found')).toBeVisible();
});

test('a creator outside the follower range is told why on the campaign page and the card, and the API refuses with the same reason', async ({ browser }) => {
  const brandPage = await newPage(browser);
  const token = await logInDemoBrand(brandPage.request);
  const campaignName = unique('Too small');
  const campaignId = await createDemoCampaign(brandPage.request, token, campaignName);

  const creatorPage = await newPage(browser);
  await signUpCreatorByApi(creatorPage.request, {
    name: `Tiny ${unique('e2e')}`,
    emailPrefix: 'e2e-small',
    niche: 'Tech',
    handles: [{ platform: 'Instagram', handle: '@tiny', followers: 420 }],
  });
  const reason = 'This campaign is for Instagram creators with 1,000-20,000 followers; your Instagram shows 420.';
  await creatorPage.goto(`/campaigns/${campaignId}`);
  await expect(creatorPage.getByText(reason)).toBeVisible();
  await expect(creatorPage.getByRole('button', { name: "I'm Interested" })).toHaveCount(0);
  await expect(creatorPage.getByRole('link', { name: 'Update your followers on your profile' })).toHaveAttribute('href', '/creator/dashboard/creator-profile');

  // The card in the list says the same.
  await creatorPage.goto(`/collaborate?q=${encodeURIComponent(campaignName)}`);
  const card = creatorPage.getByRole('article').filter({ hasText: campaignName });
  await expect(card).toContainText(reason);

  // The API (with the same session) refuses, and nothing reaches the brand.
  const res = await creatorPage.request.post(`/api/campaign/${campaignId}/request`, { data: {} });
  expect(res.status()).toBe(422);
  expect(await res.json()).toEqual({ code: 'not_eligible', message: reason });

  // Their own profile shows the audience as self-reported, dated, with a link to the platform.
  await creatorPage.goto('/creator/dashboard/creator-profile');
  await expect(creatorPage.getByRole('region', { name: 'Your audience' })).toContainText('420 followers');
  await expect(creatorPage.getByRole('region', { name: 'Your audience' })).toContainText('Self-reported, updated');
  await creatorPage.getByRole('link', { name: '@tiny on Instagram (opens in a new tab)' }).waitFor();
  await expect(creatorPage.getByRole('link', { name: '@tiny on Instagram (opens in a new tab)' })).toHaveAttribute('href', 'https://www.instagram.com/tiny');
});

test('a creator asks to join with a short pitch; the brand reads it, as plain text, on the request and in its notification', async ({ browser }) => {
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('Pitched');
  const campaignId = await createDemoCampaign(brand.request, token, campaignName);
  const creator = await newPage(browser);
  const who = await signUpCreator(creator.request, `Pia ${unique('e2e')}`);

  await creator.goto(`/campaigns/${campaignId}`);
  await creator.getByRole('button', { name: 'Add a pitch' }).click();
  const dialog = creator.getByRole('dialog', { name: `Ask to join ${campaignName}` });
  const pitch = 'I film <b>monsoon</b> recipes & my audience is in Pune.';
  const field = dialog.getByLabel('Your pitch (optional)');
  await field.fill('x'.repeat(600));
  // The field holds 500 characters at most, and says so.
  await expect(field).toHaveValue('x'.repeat(500));
  await expect(dialog).toContainText('500/500');
  await field.fill(pitch);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expectToast(creator, 'Participation request sent successfully!');
  await expect(dialog).toBeHidden();
  await expect(creator.getByRole('button', { name: 'Requested' })).toBeVisible();

  await brand.goto('/brand/dashboard/notifications');
  const card = brand.getByTestId('campaign-requests').filter({ hasText: campaignName }).getByTestId('requested-creator').filter({ hasText: who.name });
  // Shown as typed: the markup is text, not a bold word.
  await expect(card.getByTestId('request-pitch')).toHaveText(`${who.name} wrote: ${pitch}`);
  await expect(card.getByTestId('request-pitch').locator('b')).toHaveCount(0);
  await expect(brand.getByTestId('notification').filter({ hasText: `${who.name} asked to join ${campaignName}: “${pitch}”` })).toBeVisible();
});
