import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  createDemoCampaign,
  demo,
  demoImage,
  dropFileOn,
  expectToast,
  logInDemoBrand,
  mailsTo,
  sendMessage,
  signUpBrandByApi,
  signUpCreatorByApi,
  thread,
  unique,
} from './support';

// The whole job in two browsers, brand and creator, each on its own collaboration page: the
// thread and every status change arrive live (no reload), and both timelines and the outbox tell it.

/** The job's campaign: two deliverables and a fee, so the brief and the live links have something to show. */
const createCampaign = (request: APIRequestContext, token: string, campaignName: string) =>
  createDemoCampaign(request, token, campaignName, {
    description: 'A collaboration end to end.',
    deliverables: JSON.stringify([
      { platform: 'Instagram', kind: 'reel', count: 1 },
      { platform: 'Instagram', kind: 'story', count: 1 },
    ]),
    feeInr: '5000',
  });

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const nextStep = (page: Page) => page.getByTestId('next-step');

test('request, a question answered live, approval, v1, changes, v2, approval, live link, completion: both sides see it as it happens', async ({ browser }) => {
  test.setTimeout(120_000);
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('Collab journey');
  const campaignId = await createCampaign(brand.request, token, campaignName);

  const creator = await newPage(browser);
  const who = await signUpCreatorByApi(creator.request, { name: `Ravi ${unique('e2e')}`, emailPrefix: 'e2e-collab', niche: 'Health' });
  await creator.goto(`/campaigns/${campaignId}`);
  await creator
    .getByRole('button', { name: /I'm Interested|Request Participation|^Request$/ })
    .first()
    .click();
  await expectToast(creator, 'Participation request sent successfully!');

  // The creator finds the job in Collaborations; the brand opens it from its own list.
  await creator.goto('/creator/dashboard/collaborations');
  await creator.getByTestId('collaboration-row').filter({ hasText: campaignName }).click();
  await expect(creator.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  await expect(nextStep(creator)).toHaveText('Waiting for the brand to decide');
  // The brief travels with the job.
  const brief = creator.getByRole('region', { name: 'Brief' });
  await expect(brief).toContainText('₹5,000 per creator');
  await expect(brief).toContainText('1 × Instagram reel');
  await expect(brief).toContainText('1 × Instagram story');
  const id = creator.url().split('/').at(-1)!;

  // The brand opens the job from its requests page, before deciding.
  await brand.goto('/brand/dashboard/notifications');
  await brand
    .getByTestId('campaign-requests')
    .filter({ hasText: campaignName })
    .getByTestId('requested-creator')
    .filter({ hasText: who.name })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(brand).toHaveURL(new RegExp(`/brand/dashboard/collaborations/${id}$`));
  await expect(nextStep(brand)).toHaveText('Approve or decline the request');

  // A question before approval arrives on the brand's open page; the answer on the creator's.
  await sendMessage(creator, 'Is a 30 second reel fine? See https://example.com/ref');
  await expect(thread(brand).getByTestId('message').filter({ hasText: 'Is a 30 second reel fine?' })).toBeVisible();
  await expect(thread(brand).getByRole('link', { name: 'https://example.com/ref' })).toHaveAttribute('rel', /noopener/);
  // The brand's page is open, so the creator's message shows as seen.
  await expect(thread(creator).getByTestId('message').filter({ hasText: 'Is a 30 second reel fine?' })).toContainText('Seen');
  await sendMessage(brand, 'Yes, 30 seconds is perfect.');
  await expect(thread(creator).getByTestId('message').filter({ hasText: 'Yes, 30 seconds is perfect.' })).toBeVisible();

  // Approval: the creator's page moves on by itself.
  await brand.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(brand, 'Influencer approved successfully!');
  await expect(nextStep(creator)).toHaveText('Submit your content for review');

  // A paid job is funded before the creator submits (tests/e2e/payments.spec.ts clicks through it; here the API pays).
  const checkout = await brand.request.post(`/api/collaborations/${id}/payment`, { headers: { authorization: `Bearer ${token}` } });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { orderId } = ((await checkout.json()) as { checkout: { orderId: string } }).checkout;
  const paid = await brand.request.post(`/api/payments/local/${orderId}/capture`, { headers: { authorization: `Bearer ${token}` } });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(creator.getByTestId('payment-status')).toHaveText('Funded — ₹5,000 is held for you until the job is complete');

  // Version 1 with two images.
  await creator.getByLabel('Caption').fill('Monsoon mornings with Chai & Co');
  await creator.getByLabel(/^Images/).setInputFiles([demoImage('one.webp'), demoImage('two.webp')]);
  await creator.getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(creator, 'Content submitted for review');
  await expect(nextStep(brand)).toHaveText('Review the submitted content');

  // Changes asked for, with a comment (an empty one is refused next to the field).
  await brand.getByRole('button', { name: 'Request changes' }).click();
  await expect(brand.getByText('Say what should change')).toBeVisible();
  await brand.getByLabel('Comment').fill('Show the pack in the first second');
  await brand.getByRole('button', { name: 'Request changes' }).click();
  await expectToast(brand, 'Changes requested');
  await expect(nextStep(creator)).toHaveText('Make the changes and submit again');
  await expect(creator.getByTestId('submission').filter({ hasText: 'Version 1' })).toContainText('Show the pack in the first second');

  // The next version's form opens with what the brand asked, and starts from version 1's caption.
  const asked = creator.getByTestId('changes-asked');
  await expect(asked).toContainText('Changes requested on version 1');
  await expect(asked).toContainText('Show the pack in the first second');
  await expect(creator.getByLabel('Caption')).toHaveValue('Monsoon mornings with Chai & Co');

  // Version 2 as a draft video link.
  await creator.getByLabel('Caption').fill('Take two, pack first');
  await creator.getByLabel(/draft video/).fill('https://drive.example.com/take-two');
  await creator.getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(creator, 'Content submitted for review');
  await expect(brand.getByRole('heading', { name: 'Review version 2' })).toBeVisible();
  // Approve and Request changes sit beside the version under review on a laptop, below it on a
  // phone; both within the screen.
  const underReview = brand.getByRole('region', { name: 'Version 2 to review' });
  const version2 = underReview.getByTestId('submission');
  await expect(version2).toContainText('Take two, pack first');
  for (const width of [1280, 1024, 375]) {
    await brand.setViewportSize({ width, height: 800 });
    await underReview.scrollIntoViewIfNeeded();
    const [text, approve, changes] = [
      (await version2.boundingBox())!,
      (await underReview.getByRole('button', { name: 'Approve content' }).boundingBox())!,
      (await underReview.getByRole('button', { name: 'Request changes' }).boundingBox())!,
    ];
    for (const b of [approve, changes]) {
      expect(b.x + b.width, `at ${width} px`).toBeLessThanOrEqual(width);
      if (width >= 1024) {
        expect(b.x, `at ${width} px`).toBeGreaterThanOrEqual(text.x + text.width);
        expect(b.y, `at ${width} px`).toBeLessThan(text.y + 400);
      } else expect(b.y, `at ${width} px`).toBeGreaterThan(text.y + text.height);
    }
  }
  await brand.setViewportSize({ width: 1280, height: 720 });
  await brand.getByLabel('Comment').fill('Lovely');
  await brand.getByRole('button', { name: 'Approve content' }).click();
  await expectToast(brand, 'Content approved');

  // Live: the link and the first figures.
  await expect(nextStep(creator)).toHaveText('Post it and share the live link');
  // One link is enough to go live (the brief asks for a reel and a story); the story's is added, and a third field left empty is dropped.
  await expect(creator.getByLabel(/^Another live post link/)).toHaveCount(0);
  await creator.getByLabel('Live post link', { exact: true }).fill('https://www.instagram.com/reel/abc123');
  // Each link may name the piece of the brief it is for.
  await expect(creator.getByLabel('For (optional)').locator('option')).toHaveText(['Not named', 'Reel 1', 'Story 1']);
  await creator.getByLabel('For (optional)').selectOption('Reel 1');
  await creator.getByRole('button', { name: 'Add another link' }).click();
  await expect(creator.getByLabel('Another live post link 2 (optional)')).toBeFocused();
  await creator.getByLabel('Another live post link 2 (optional)').fill('https://www.instagram.com/stories/chaico/1');
  await creator.getByLabel('Link 2 is for (optional)').selectOption('Story 1');
  await creator.getByRole('button', { name: 'Add another link' }).click();
  await creator.getByLabel('Views').fill('5400');
  await creator.getByRole('button', { name: 'Share live post' }).click();
  await expectToast(creator, 'Live post shared');
  await expect(brand.getByRole('link', { name: 'https://www.instagram.com/reel/abc123' })).toBeVisible();
  const livePosts = brand.getByRole('region', { name: 'Live posts' }).getByRole('listitem');
  await expect(livePosts).toHaveText(['Reel 1: https://www.instagram.com/reel/abc123', 'Story 1: https://www.instagram.com/stories/chaico/1']);
  await expect(brand.getByTestId('post-metrics')).toContainText('5,400');
  await expect(brand.getByTestId('post-metrics')).toContainText('Self-reported by the creator on');

  // A week on, the creator updates the figures; both sides keep every report with its date.
  const figures = creator.getByTestId('post-metrics');
  await figures.getByLabel('Views').fill('12000');
  await figures.getByLabel('Likes').fill('640');
  await figures.getByRole('button', { name: 'Save figures' }).click();
  await expectToast(creator, 'Figures updated');
  await expect(figures.getByRole('definition').first()).toHaveText('12,000');
  await brand.reload();
  await expect(brand.getByTestId('post-metrics').getByRole('definition').first()).toHaveText('12,000');
  await brand.getByText('All 2 reports').click();
  const history = brand.getByRole('table', { name: 'Self-reported figures of the live post, oldest first' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('5,400');
  await expect(history.getByRole('row').nth(2)).toContainText('12,000');
  await expect(history.getByRole('row').nth(2)).toContainText('IST');

  // Completion, after a confirmation.
  await brand.getByRole('button', { name: 'Mark complete' }).click();
  await brand.getByRole('dialog').getByRole('button', { name: 'Mark complete' }).click();
  await expectToast(brand, 'Collaboration completed');
  await expect(creator.getByTestId('next-step')).toHaveText('Done');

  // Both timelines tell the whole job.
  const steps = [
    'asked to join',
    'approved the request',
    'submitted content',
    'asked for changes',
    'approved the content',
    'shared the live post',
    'marked the job complete',
  ];
  for (const page of [brand, creator]) {
    await page.reload();
    for (const s of steps) await expect(page.getByTestId('timeline')).toContainText(s);
  }
  await expect(brand.getByTestId('thread').getByTestId('message')).toHaveCount(2);

  // The outbox: one mail per step, each to the side that did not act.
  const toCreator = (await mailsTo(who.email)).map((m) => m.subject);
  expect(toCreator).toEqual(
    expect.arrayContaining([
      `You're in: Test Kitchen Co approved you for ${campaignName}`,
      `Test Kitchen Co asked for changes: ${campaignName}`,
      `Test Kitchen Co approved the content: ${campaignName}`,
      `Test Kitchen Co marked the job complete: ${campaignName}`,
    ]),
  );
  const toBrand = (await mailsTo(demo.brand.email)).map((m) => m.subject).filter((s) => s.endsWith(campaignName));
  expect(toBrand).toEqual([
    // The campaign's first request of the hour is mailed at once.
    `${who.name} asked to join ${campaignName}`,
    `${who.name} submitted content: ${campaignName}`,
    `${who.name} submitted content: ${campaignName}`,
    `${who.name} shared the live post: ${campaignName}`,
  ]);
});

test('the navigation badge counts unread messages live, and a phone shows the thread below the job', async ({ browser }) => {
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('Badge');
  const campaignId = await createCampaign(brand.request, token, campaignName);
  const creatorContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const creator = await creatorContext.newPage();
  await signUpCreatorByApi(creator.request, { name: `Meera ${unique('e2e')}`, emailPrefix: 'e2e-badge', niche: 'Health' });
  const asked = await creator.request.post(`/api/campaign/${campaignId}/request`);
  expect(asked.status()).toBe(201);
  const id = ((await asked.json()) as { request: { _id: string } }).request._id;

  await brand.goto('/brand/dashboard');
  // The dashboard's Messages section carries the live count.
  const messagesLink = brand.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Messages/ });
  const badge = messagesLink.getByTestId('unread-messages');
  await expect(badge).toHaveCount(0);
  await creator.goto(`/creator/dashboard/collaborations/${id}`);
  await sendMessage(creator, 'Hello from a phone');
  await expect(badge).toHaveText(/^1/);
  // On a phone the thread comes after the job's cards, within the screen's width.
  const box = await creator.getByTestId('thread').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  const next = await creator.getByTestId('next-step').boundingBox();
  expect(box!.y).toBeGreaterThan(next!.y);
  // A bar at the top leads to each part and stays in view while the page scrolls to it.
  const sections = creator.getByRole('navigation', { name: 'Sections of this collaboration' });
  await expect(sections.getByRole('link')).toHaveText(['Next step', 'Messages', 'Content', 'Brief']);
  await sections.getByRole('link', { name: 'Brief' }).click();
  await expect(creator.getByRole('heading', { name: 'Brief' })).toBeInViewport();
  await expect(sections).toBeInViewport();
  await sections.getByRole('link', { name: 'Messages' }).click();
  await expect(thread(creator)).toBeInViewport();
  // The list shows the unread message on its job; opening it clears the badge.
  await brand.goto('/brand/dashboard/collaborations?status=requested');
  const row = brand.getByTestId('collaboration-row').filter({ hasText: campaignName });
  await expect(row).toContainText('1 unread');
  await expect(row).toContainText('Approve or decline the request');
  await row.click();
  await expect(brand).toHaveURL(new RegExp(`/brand/dashboard/collaborations/${id}$`));
  await expect(thread(brand).getByTestId('message').filter({ hasText: 'Hello from a phone' })).toBeVisible();
  await expect(badge).toHaveCount(0);
});

test('a collaboration page holds one event stream, which brings both the thread and the navigation badge live', async ({ browser }) => {
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('One stream');
  const campaignId = await createCampaign(brand.request, token, campaignName);
  const otherCampaignId = await createCampaign(brand.request, token, unique('Other job'));
  const creator = await newPage(browser);
  await signUpCreatorByApi(creator.request, { name: `Isha ${unique('e2e')}`, emailPrefix: 'e2e-one-stream', niche: 'Health' });
  const ask = async (campaign: string) => {
    const asked = await creator.request.post(`/api/campaign/${campaign}/request`);
    expect(asked.status()).toBe(201);
    return ((await asked.json()) as { request: { _id: string } }).request._id;
  };
  const id = await ask(campaignId);
  const otherId = await ask(otherCampaignId);
  const post = async (collaboration: string, text: string) =>
    expect((await creator.request.post(`/api/collaborations/${collaboration}/messages`, { data: { text } })).status()).toBe(201);

  // The demo brand's unread count before this job's messages (another spec may have left one).
  const unread = async () => ((await (await brand.request.get('/api/collaborations/unread?as=brand')).json()) as { unread: number }).unread;
  const before = await unread();

  // Every event stream the brand's tab asks for (EventSource sends Accept: text/event-stream).
  const isStream = (accept: string | undefined) => accept === 'text/event-stream';
  const streams: string[] = [];
  brand.on('request', (r) => {
    if (isStream(r.headers()['accept'])) streams.push(r.url());
  });
  const opened = brand.waitForResponse((r) => isStream(r.request().headers()['accept']));
  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  await expect(brand.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  expect((await opened).status()).toBe(200);

  // This job's message arrives in the thread...
  await post(id, 'Does the brief allow a voice-over?');
  await expect(thread(brand).getByTestId('message').filter({ hasText: 'Does the brief allow a voice-over?' })).toBeVisible();
  // ...and is seen, as the page is open. Then two in another job light the navigation badge, on
  // the same stream (two, so that no count shown for this job's message can pass for theirs).
  await expect.poll(unread).toBe(before);
  const badge = brand
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /^Messages/ })
    .getByTestId('unread-messages');
  await post(otherId, 'And for the other job: a reel or a story?');
  await post(otherId, 'Either is fine by me.');
  await expect(badge).toHaveText(new RegExp(`^${before + 2} unread`));
  await expect(thread(brand).getByTestId('message')).toHaveCount(1);
  // Read, so that no later spec finds the demo brand with a message unread.
  expect((await brand.request.post(`/api/collaborations/${otherId}/messages/read`)).status()).toBe(200);

  expect(streams).toHaveLength(1);
  expect(new URL(streams[0]).pathname).toBe('/api/events');
  expect(new URL(streams[0]).searchParams.get('collaboration')).toBe(id);
});

test('images dropped on the composer: a file that is not an image is refused in plain words, too many are explained, an image goes with the message', async ({
  browser,
}) => {
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignId = await createCampaign(brand.request, token, unique('Drop'));
  const creator = await newPage(browser);
  await signUpCreatorByApi(creator.request, { name: `Dia ${unique('e2e')}`, emailPrefix: 'e2e-drop', niche: 'Health' });
  const asked = await creator.request.post(`/api/campaign/${campaignId}/request`);
  expect(asked.status()).toBe(201);
  const id = ((await asked.json()) as { request: { _id: string } }).request._id;
  await creator.goto(`/creator/dashboard/collaborations/${id}`);
  await sendMessage(creator, 'A question first.');

  const zone = creator.getByTestId('composer');
  await expect(zone).toContainText('or drop images here');
  await dropFileOn(zone, { name: 'brief.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.4').toString('base64') });
  await expect(zone.getByRole('alert')).toHaveText('“brief.pdf” is not a JPEG, PNG, WebP, GIF or AVIF image. Please choose one of those.');
  const image = { name: 'moodboard.webp', type: 'image/webp', base64: fs.readFileSync('public/demo/campaign-3.webp').toString('base64') };
  await dropFileOn(zone, image);
  await expect(zone.getByRole('alert')).toHaveCount(0);
  await expect(zone).toContainText('moodboard.webp');
  for (let i = 0; i < 3; i++) await dropFileOn(zone, { ...image, name: `more-${i}.webp` });
  await expect(zone).toContainText('more-2.webp');
  await dropFileOn(zone, { ...image, name: 'fifth.webp' });
  await expect(zone.getByRole('alert')).toHaveText('A message carries at most 4 images: remove some first, or send these in another message.');
  await expect(zone).not.toContainText('fifth.webp');

  await sendMessage(creator, 'Here is my moodboard.');
  await expect(zone).not.toContainText('moodboard.webp');
  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  const sent = thread(brand).getByTestId('message').filter({ hasText: 'Here is my moodboard.' });
  await expect(sent.getByRole('img', { name: 'Attached image' })).toHaveCount(4);
});

/** Opens a collaboration's page in this browser: the HTTP status and the page as shown. */
async function openCollaboration(page: Page, role: 'brand' | 'creator', id: string) {
  const res = await page.goto(`/${role}/dashboard/collaborations/${id}`);
  return res!.status();
}

/** The dashboard's 404 for a collaboration: inside the frame, in words about a collaboration, with the way back. */
async function expectCollaborationNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Collaboration not found' })).toBeVisible();
  await expect(page.getByText('This collaboration does not exist, or it is not one of yours.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).first()).toBeAttached();
  await expect(page.getByText(/campaign may be closed/)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
}

test("an unknown collaboration, or another account's, answers 404 inside the dashboard, in words about a collaboration", async ({ browser }) => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignId = await createDemoCampaign(brand.request, token, unique('Not yours'));
  const creator = await newPage(browser);
  await signUpCreatorByApi(creator.request, { name: `Owner ${unique('e2e')}`, emailPrefix: 'e2e-404-owner', niche: 'Health' });
  const asked = await creator.request.post(`/api/campaign/${campaignId}/request`, { data: {} });
  expect(asked.status(), await asked.text()).toBe(201);
  const id = ((await asked.json()) as { request: { _id: string } }).request._id;

  // Its own brand and creator see it.
  expect(await openCollaboration(brand, 'brand', id)).toBe(200);
  await expect(nextStep(brand)).toHaveText('Approve or decline the request');
  expect(await openCollaboration(creator, 'creator', id)).toBe(200);
  await expect(nextStep(creator)).toHaveText('Waiting for the brand to decide');

  // An unknown id, for either role: a real 404, inside the frame.
  expect(await openCollaboration(brand, 'brand', unknown)).toBe(404);
  await expectCollaborationNotFound(brand);
  await brand.getByRole('link', { name: 'Your collaborations' }).click();
  await expect(brand).toHaveURL(/\/brand\/dashboard\/collaborations$/);
  expect(await openCollaboration(creator, 'creator', unknown)).toBe(404);
  await expectCollaborationNotFound(creator);
  // Not an id at all.
  expect(await openCollaboration(creator, 'creator', 'not-an-id')).toBe(404);
  await expectCollaborationNotFound(creator);

  // Another brand and another creator get the same 404 for a job that exists: nothing says it does.
  const otherBrand = await newPage(browser);
  await signUpBrandByApi(otherBrand.request, `Other Brand ${unique('o').slice(-4)}`);
  expect(await openCollaboration(otherBrand, 'brand', id)).toBe(404);
  await expectCollaborationNotFound(otherBrand);
  await expect(otherBrand.getByText('Not yours')).toHaveCount(0);
  const otherCreator = await newPage(browser);
  await signUpCreatorByApi(otherCreator.request, { name: `Other ${unique('e2e')}`, emailPrefix: 'e2e-404-other', niche: 'Health' });
  expect(await openCollaboration(otherCreator, 'creator', id)).toBe(404);
  await expectCollaborationNotFound(otherCreator);
  await expect(otherCreator.getByText('Not yours')).toHaveCount(0);
});
