import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { INTERESTS } from '../../lib/list-values.mjs';
import { clientAddress, createDemoCampaign, demo, expectToast, logInDemoBrand, randomPhone, readMailCode, unique } from './support';

// /collaborate, the campaign pages and /collab-details, on the seeded demo campaigns.
// Other specs may add campaigns to the same server, so assertions name seeded campaigns
// rather than counting the whole list.

test.use({ viewport: { width: 1280, height: 900 } });

const NOT_CREATOR = 'Failed to send participation request. You are not signed up as a creator.';

const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const card = (page: Page, name: string) => page.getByRole('article', { name });
/** A seeded campaign's card, found as a visitor would once other tests' newer campaigns fill the first page: by its name. */
async function findCard(page: Page, name: string) {
  await page.goto(`/collaborate?q=${encodeURIComponent(name)}`);
  return card(page, name);
}
const filters = (page: Page) => page.getByRole('search', { name: 'Search and filter campaigns' });

async function search(page: Page, fields: { q?: string; platform?: string; interest?: string; minFollowers?: string; maxFollowers?: string }) {
  const form = filters(page);
  if (fields.q !== undefined) await form.getByRole('searchbox', { name: 'Search' }).fill(fields.q);
  if (fields.platform !== undefined) await form.getByLabel('Platform').selectOption(fields.platform);
  if (fields.interest !== undefined) await form.getByLabel('Interest').selectOption(fields.interest);
  if (fields.minFollowers !== undefined) await form.getByLabel('Followers from').selectOption(fields.minFollowers);
  if (fields.maxFollowers !== undefined) await form.getByLabel('Followers up to').selectOption(fields.maxFollowers);
  await form.getByRole('button', { name: 'Search' }).click();
}

test('lists open campaigns as cards with image, NEW badge, platform, interest, name, brand, incentives and actions', async ({ page }) => {
  await page.goto('/collaborate');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Collaborations' })).toBeVisible();
  await expect(cardTitles(page).first()).toBeVisible();
  // Seeded campaigns, found by name: other tests' new campaigns come first on the whole list.
  const chai = await findCard(page, 'Monsoon Masala Chai Launch');
  await expect(chai.locator('img')).toHaveAttribute('src', /^\/_next\/image\?url=%2Fuploads%2F/);
  await expect(chai.getByText('NEW', { exact: true })).toBeVisible(); // posted a day ago
  await expect(chai.getByText('Instagram', { exact: true })).toBeVisible();
  await expect(chai.getByText('Health', { exact: true })).toBeVisible();
  await expect(chai.getByText('Chai & Co')).toBeVisible();
  await expect(chai.getByText('₹6,000 per reel + free hamper')).toBeVisible();
  await expect(chai.getByText('2K–40K')).toBeVisible();
  await expect(chai.getByRole('button', { name: 'Request Participation' })).toBeVisible();
  await expect(chai.getByRole('link', { name: 'View Monsoon Masala Chai Launch' })).toHaveAttribute('href', /^\/campaigns\/[0-9a-f-]{36}$/);
  // Posted 30 days ago: no NEW badge.
  const workout = await findCard(page, 'Home Workout Series');
  await expect(workout).toBeVisible();
  await expect(workout.getByText('NEW', { exact: true })).toHaveCount(0);
});

test('search and filters narrow the seeded campaigns and are kept in the URL', async ({ page }) => {
  await page.goto('/collaborate');
  await search(page, { q: 'chai' });
  await expect(page).toHaveURL(/\/collaborate\?q=chai$/); // empty filters stay out of the URL
  await expect(card(page, 'Monsoon Masala Chai Launch')).toBeVisible();
  await expect(card(page, 'Office Chai Break Challenge')).toBeVisible();
  await expect(card(page, 'Festive Kurta Lookbook')).toHaveCount(0);

  await search(page, { platform: 'YouTube' });
  await expect(page).toHaveURL(/\/collaborate\?q=chai&platform=YouTube$/);
  // Named, not counted: campaign-setting.spec posts YouTube campaigns as the demo brand (Chai & Co) meanwhile.
  await expect(card(page, 'Office Chai Break Challenge')).toBeVisible();
  await expect(card(page, 'Monsoon Masala Chai Launch')).toHaveCount(0);

  // The URL alone restores the search: a shared link shows the same list and the same choices.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(card(other, 'Office Chai Break Challenge')).toBeVisible();
  await expect(card(other, 'Monsoon Masala Chai Launch')).toHaveCount(0);
  await expect(filters(other).getByRole('searchbox', { name: 'Search' })).toHaveValue('chai');
  await expect(filters(other).getByLabel('Platform')).toHaveValue('YouTube');
  await other.close();

  await page.goto('/collaborate');
  await search(page, { interest: 'Travel' });
  await expect(page).toHaveURL(/interest=Travel/);
  await expect(card(page, 'Hidden Rajasthan Weekends')).toBeVisible();
  await expect(card(page, 'Monsoon Masala Chai Launch')).toHaveCount(0);
  for (const article of await page.getByRole('main').getByRole('article').all()) await expect(article.getByText('Travel', { exact: true })).toBeVisible();

  // Follower range: campaigns whose range overlaps 100K and more.
  await page.goto('/collaborate');
  await search(page, { minFollowers: '100000' });
  await expect(page).toHaveURL(/minFollowers=100000/);
  await expect(card(page, 'Home Workout Series')).toBeVisible(); // 8K–160K
  await expect(card(page, 'Hidden Rajasthan Weekends')).toBeVisible(); // 5K–120K
  await expect(card(page, 'Streetwear Drop Teasers')).toHaveCount(0); // 1K–20K

  await page.goto('/collaborate');
  await search(page, { maxFollowers: '2000', platform: 'Twitter' });
  await expect(page).toHaveURL(/maxFollowers=2000/);
  await expect(card(page, 'Gadget Packing List')).toBeVisible(); // Twitter, 1K–20K
  await expect(card(page, 'Hidden Rajasthan Weekends')).toHaveCount(0);
});

test('search matches words across the brand and the campaign, and forgives a typo', async ({ page }) => {
  await page.goto('/collaborate');
  await search(page, { q: 'fitfuel protein' });
  await expect(card(page, 'Protein Breakfast Week')).toBeVisible();
  await expect(card(page, 'Home Workout Series')).toHaveCount(0); // FitFuel's too, but no "protein"
  await expect(page.getByRole('status').filter({ hasText: 'for “fitfuel protein”' })).toBeVisible();

  await search(page, { q: 'protien' });
  await expect(card(page, 'Protein Breakfast Week')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Nothing matches “protien” exactly\. \d+ open campaigns? with a close spelling/ })).toBeVisible();
});

test('an empty result says so', async ({ page }) => {
  await page.goto('/collaborate');
  await search(page, { q: `nothing-like-${unique('x')}` });
  await expect(page.getByText('No campaigns match your search')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await page.getByRole('link', { name: 'Show all campaigns' }).click();
  await expect(page).toHaveURL(/\/collaborate$/);
  await expect(filters(page).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(cardTitles(page).first()).toBeVisible();
});

test('a bad value in the URL is ignored rather than breaking the page', async ({ page }) => {
  const res = await page.goto('/collaborate?platform=Myspace&page=-4&minFollowers=lots');
  expect(res?.status()).toBe(200);
  // The whole list's first page, as without them.
  await expect(filters(page).getByLabel('Platform')).toHaveValue('');
  await expect(cardTitles(page).first()).toBeVisible();
  await expect(page.getByText('This page is past the end of the results.')).toHaveCount(0);
});

test('pagination walks through the results without repeats and keeps the filters', async ({ page }) => {
  // Seeded: two YouTube campaigns about Health (other specs post Instagram ones, which would shift pages).
  await page.goto('/collaborate?platform=YouTube&interest=Health&limit=1');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const first = await cardTitles(page).allTextContents();
  expect(first).toHaveLength(1);
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/interest=Health/);
  await expect(page).toHaveURL(/platform=YouTube/);
  await expect(page).toHaveURL(/limit=1/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const second = await cardTitles(page).allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((t) => first.includes(t))).toEqual([]);
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/collaborate\?platform=YouTube&interest=Health&limit=1$/);
  await expect(cardTitles(page)).toHaveText(first);
});

test('one list of fifteen interests: the filter offers them all, and a Food campaign is found under Food', async ({ page }) => {
  const token = await logInDemoBrand(page.request);
  const name = unique('Street food trail');
  await createDemoCampaign(page.request, token, name, { interest: 'Food' });
  await page.goto('/collaborate');
  const interest = filters(page).getByLabel('Interest');
  const offered = await interest.locator('option').allTextContents();
  expect(INTERESTS).toHaveLength(15);
  for (const i of INTERESTS) expect(offered, i).toContain(i);
  await interest.selectOption('Food');
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/interest=Food/);
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, 'Monsoon Masala Chai Launch')).toHaveCount(0);
});

test('search and filters work without JavaScript (a plain GET form answered by the server)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/collaborate');
  await filters(page).getByRole('searchbox', { name: 'Search' }).fill('kurta');
  await filters(page).getByLabel('Platform').selectOption('Instagram');
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=kurta/);
  await expect(page).toHaveURL(/platform=Instagram/);
  await expect(cardTitles(page)).toHaveText(['Festive Kurta Lookbook']);
  // Back to the whole list: no filter in the address or the form, more than the one match shown.
  // (Which campaigns fill the first page depends on what other tests have posted meanwhile.)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collaborate' }).click();
  await expect(page).toHaveURL(/\/collaborate$/);
  await expect(filters(page).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(filters(page).getByLabel('Platform')).toHaveValue('');
  expect(await cardTitles(page).count()).toBeGreaterThan(1);
  await context.close();
});

test('a visitor opens a campaign page, asks to join and is sent to creator signup', async ({ page }) => {
  await (await findCard(page, 'Hidden Rajasthan Weekends')).getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  const campaignPath = new URL(page.url()).pathname;
  await expect(page).toHaveTitle('Hidden Rajasthan Weekends by Wanderlust Trips | CollabMarket');
  // Its own metadata, as a search engine or a link preview reads the page.
  await page.goto(campaignPath);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /lesser-known town in Rajasthan/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/uploads/`));

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Hidden Rajasthan Weekends' })).toBeVisible();
  await expect(main.getByText('Wanderlust Trips').first()).toBeVisible();
  const offer = main.getByRole('region', { name: 'What’s in the offer' });
  await expect(offer.getByText('Paid offer')).toBeVisible();
  await expect(offer.getByText('Sponsored 3-day trip + ₹12,000')).toBeVisible();
  const requirements = main.getByRole('region', { name: 'Creator Requirements' });
  await expect(requirements.getByText('Any location')).toBeVisible();
  await expect(requirements.getByText('Instagram', { exact: true })).toBeVisible();
  await expect(requirements.getByText('5K to 120K')).toBeVisible();
  await expect(main).not.toContainText('0.5%');
  const about = main.getByRole('region', { name: 'About' });
  await expect(about.getByText('Travel', { exact: true })).toBeVisible();
  await expect(about.getByText('Discover a lesser-known town in Rajasthan with us and tell its story.')).toBeVisible();

  await main.getByRole('button', { name: "I'm Interested" }).click();
  await expectToast(page, NOT_CREATOR);
  await expect(page).toHaveURL(/\/creator\/signup\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(campaignPath);

  // The visitor signs up with the mailed code, comes back to the campaign, and the request they
  // asked for is sent.
  await page.setExtraHTTPHeaders(clientAddress());
  const email = `${unique('e2e-visitor')}@example.com`.toLowerCase();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Request OTP' }).click();
  await expectToast(page, 'OTP sent successfully!');
  await page.getByLabel('OTP').fill(await readMailCode(email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectToast(page, 'OTP verified successfully!');
  await page.getByLabel('Name', { exact: true }).fill('Visiting Creator');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Phone', { exact: true }).fill(randomPhone());
  // The campaign is for Instagram creators with 5K-120K followers.
  await page.getByLabel('Platform', { exact: true }).selectOption('Instagram');
  await page.getByLabel('Handle', { exact: true }).fill('@visiting.creator');
  await page.getByLabel('Followers', { exact: true }).fill('12000');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(new RegExp(`${campaignPath}$`));
  await expectToast(page, 'Participation request sent successfully!');
  await expect(page.getByRole('main').getByRole('button', { name: 'Requested' })).toBeVisible();
  const mine = await page.request.get('/api/creator/requests');
  expect(JSON.stringify(await mine.json())).toContain('Hidden Rajasthan Weekends');
});

test('Request Participation on a card sends a visitor to creator signup with the spec toast', async ({ page }) => {
  await (await findCard(page, 'Festive Kurta Lookbook')).getByRole('button', { name: 'Request Participation' }).click();
  await expectToast(page, NOT_CREATOR);
  await expect(page).toHaveURL(/\/creator\/signup/);
});

test('a signed-in creator sees the campaigns already asked for as Requested (or the brand’s answer)', async ({ page }) => {
  const res = await page.request.post('/api/creator/login', { data: demo.creator });
  expect(res.ok(), await res.text()).toBe(true);
  // The seeded demo creator asked to join these two; the brand approved the second.
  await expect((await findCard(page, 'Festive Kurta Lookbook')).getByRole('button', { name: 'Requested' })).toBeDisabled();
  await expect((await findCard(page, 'Office Chai Break Challenge')).getByRole('button', { name: 'Approved' })).toBeDisabled();
  await expect((await findCard(page, 'Streetwear Drop Teasers')).getByRole('button', { name: 'Request Participation' })).toBeEnabled();
});

test('/collab-details shows a campaign by id, and "No campaign data" without one', async ({ page }) => {
  const href = await (await findCard(page, 'Protein Breakfast Week')).getByRole('link', { name: /^View/ }).getAttribute('href');
  const id = href!.split('/').pop()!;
  await page.goto(`/collab-details?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Protein Breakfast Week' })).toBeVisible();
  await expect(page.getByRole('button', { name: "I'm Interested" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/campaigns/${id}`);

  for (const path of ['/collab-details', '/collab-details?id=not-an-id']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'No campaign data' })).toBeVisible();
  }
});

test('a closed campaign leaves the list, its page answers 404 and the sitemap drops it', async ({ page, request }) => {
  const token = await logInDemoBrand(request);
  const name = unique('E2E closing campaign');
  const created = await request.post('/api/campaign/create', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      campaignName: name,
      brandName: 'Chai & Co',
      interest: 'Technology',
      platform: 'TikTok',
      minFollowers: '3000',
      maxFollowers: '40000',
      incentives: '₹2,500 per clip',
      description: 'A short-lived campaign for the end-to-end tests.',
      campaignImage: { name: 'c.webp', mimeType: 'image/webp', buffer: fs.readFileSync(path.join(process.cwd(), 'public/demo/campaign-2.webp')) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { campaign: { _id: string } }).campaign._id;

  await page.goto(`/collaborate?q=${encodeURIComponent(name)}`);
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name).getByRole('img')).toHaveCount(0); // decorative image, named by the heading
  expect((await page.goto(`/campaigns/${id}`))?.status()).toBe(200);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/campaigns/${id}</loc>`);

  const closed = await request.post(`/api/campaign/${id}/close`, { headers: { authorization: `Bearer ${token}` } });
  expect(closed.ok(), await closed.text()).toBe(true);

  await page.goto(`/collaborate?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No campaigns match your search')).toBeVisible();
  const res = await page.goto(`/campaigns/${id}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/campaigns/${id}</loc>`);
});

test.describe('on a 375 px phone the filters wait behind "Filters (n)", the results first', () => {
  const phone = { width: 375, height: 812 };
  const summary = (page: Page) => page.getByTestId('filter-disclosure').locator('summary');

  for (const javaScriptEnabled of [true, false]) {
    test(`/collaborate, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: phone, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/collaborate');
      await expect(summary(page)).toHaveText(/^Filters \(0\)/);
      await expect(filters(page)).toBeHidden();
      // The first result is on the first screen.
      const first = await cardTitles(page).first().boundingBox();
      expect(first!.y + first!.height).toBeLessThan(phone.height);
      await summary(page).click();
      await filters(page).getByRole('searchbox', { name: 'Search' }).fill('kurta');
      await filters(page).getByLabel('Platform').selectOption('Instagram');
      await filters(page).getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/q=kurta/);
      await expect(cardTitles(page)).toHaveText(['Festive Kurta Lookbook']);
      // Two filters on: the button counts them, and the list still comes first.
      await expect(summary(page)).toHaveText(/^Filters \(2\)/);
      await expect(filters(page)).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await context.close();
    });
  }

  test('from 641 px the filters show at once, with no button', async ({ page }) => {
    for (const width of [641, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/collaborate?platform=Instagram');
      await expect(filters(page).getByRole('searchbox', { name: 'Search' })).toBeVisible();
      await expect(summary(page)).toBeHidden();
    }
  });

  test("the creator dashboard's Discover keeps the dashboard frame, with the same list and filters", async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const res = await page.request.post('/api/creator/login', { data: demo.creator, headers: clientAddress() });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto('/creator/dashboard');
    const bar = page.getByRole('navigation', { name: 'Dashboard' });
    await bar.getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/discover$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover campaigns' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await expect(summary(page)).toHaveText(/^Filters \(0\)/);
    await expect(filters(page)).toBeHidden();
    await summary(page).click();
    await filters(page).getByRole('searchbox', { name: 'Search' }).fill('kurta');
    await filters(page).getByRole('button', { name: 'Search' }).click();
    // The search stays inside the dashboard.
    await expect(page).toHaveURL(/\/creator\/dashboard\/discover\?q=kurta$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 3, name: 'Festive Kurta Lookbook' })).toBeVisible();
    await expect(summary(page)).toHaveText(/^Filters \(1\)/);
    await expect(bar.getByRole('link', { name: 'Discover' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await context.close();
  });
});
