import { expect, test, type Browser, type Page } from '@playwright/test';
import { createDemoCampaign, expectToast, joinApproved, lateScripts, logInDemoBrand, signUpCreatorByApi, unique, untilHydrated, writeReview } from './support';

// Double-blind reviews after a job: the job is completed through the API, then each side reviews
// the other on the job's page. The creator's review stays hidden from the brand until the brand's
// is in; then both show: the creator's public page carries the brand's review, the brand's
// campaign page its rating.

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A job between the demo brand and a new creator, delivered, live and completed through the API. */
async function completedJob(browser: Browser) {
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const auth = { authorization: `Bearer ${token}` };
  const campaignId = await createDemoCampaign(brand.request, token, unique('Reviewed job'));
  const creator = await newPage(browser);
  const who = await signUpCreatorByApi(creator.request, { name: `Tara ${unique('rv')}`, emailPrefix: 'e2e-review', niche: 'Health' });
  const id = await joinApproved(creator.request, brand.request, token, campaignId, who.id);
  const submitted = await creator.request.post(`/api/collaborations/${id}/submissions`, {
    multipart: { caption: 'v1', draftUrl: 'https://drive.example.com/rv1' },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const submissionId = ((await submitted.json()) as { submission: { _id: string } }).submission._id;
  const approved = await brand.request.post(`/api/collaborations/${id}/submissions/${submissionId}/review`, { headers: auth, data: { decision: 'approve' } });
  expect(approved.status(), await approved.text()).toBe(200);
  expect((await creator.request.post(`/api/collaborations/${id}/live`, { data: { postUrls: ['https://www.instagram.com/p/reviewed/'] } })).status()).toBe(200);
  expect((await brand.request.post(`/api/collaborations/${id}/complete`, { headers: auth })).status()).toBe(200);

  return { brand, creator, who, campaignId, id };
}

test('both sides review a completed job; neither review shows until both are in', async ({ browser }) => {
  test.setTimeout(120_000);
  const { brand, creator, who, campaignId, id } = await completedJob(browser);
  // The creator reviews first, choosing the stars with the keyboard.
  await creator.goto(`/creator/dashboard/collaborations/${id}`);
  await expect(creator.getByRole('heading', { name: 'Review Test Kitchen Co' })).toBeVisible();
  await creator.getByRole('radio', { name: '1 star', exact: true }).focus();
  for (let i = 0; i < 3; i++) await creator.keyboard.press('ArrowRight');
  await expect(creator.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await creator.getByLabel('Your review').fill('Clear brief and quick answers');
  await creator.getByRole('button', { name: 'Send review' }).click();
  await expectToast(creator, 'Review saved');
  await expect(creator.getByTestId('review-in').first()).toHaveText(
    /^Your review is in\. It shows once Test Kitchen Co has reviewed you too, or on \d{1,2} \w{3} \d{4}\.$/,
  );

  // Nothing shows yet on the creator's page or the campaign's (both cached: a review coming into view refreshes them).
  await creator.goto(`/creators/${who.id}`);
  await expect(creator.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet.');
  await creator.goto(`/campaigns/${campaignId}`);
  await expect(creator.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(creator.getByTestId('rating')).toHaveText('Rated by creators: New');

  // The brand does not see it yet.
  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  await expect(brand.getByRole('heading', { name: `Review ${who.name}` })).toBeVisible();
  await expect(brand.getByText('Clear brief and quick answers')).toHaveCount(0);
  await writeReview(brand, 5, 'Lovely reel, on time');
  await brand.reload();
  await expect(brand.getByRole('article', { name: `Review by ${who.name}` })).toContainText('Clear brief and quick answers');

  // Both in: the creator's public page shows the brand's review; the creator sees it on the job too.
  await creator.goto(`/creators/${who.id}`);
  const reviews = creator.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('article', { name: 'Review by Test Kitchen Co' })).toContainText('Lovely reel, on time');
  await expect(reviews.getByTestId('rating')).toHaveText('New');
  await creator.goto(`/creator/dashboard/collaborations/${id}`);
  await expect(creator.getByRole('article', { name: 'Review by Test Kitchen Co' })).toContainText('Lovely reel, on time');
  // The brand's campaign page now carries its rating (one review: "New").
  await creator.goto(`/campaigns/${campaignId}`);
  await expect(creator.getByTestId('rating')).toHaveText('Rated by creators: New');
});

// Seen in CI on a busy machine: a star chosen before the page had come to life was dropped when it
// did (React set the controlled radio back), and "Send review" answered "Choose from 1 to 5 stars".
test('a star chosen before the page has come to life is kept and sent', async ({ browser }) => {
  const { creator, id } = await completedJob(browser);
  // The scripts come late, as on a slow connection: the server's form shows first.
  await lateScripts(creator);
  await creator.goto(`/creator/dashboard/collaborations/${id}`, { waitUntil: 'commit' });
  await creator.getByRole('radio', { name: '4 stars', exact: true }).check();
  await creator.getByLabel('Your review').fill('Chosen while the page was loading');
  await untilHydrated(creator, '#review-text');
  await expect(creator.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await creator.getByRole('button', { name: 'Send review' }).click();
  await expectToast(creator, 'Review saved');
});
