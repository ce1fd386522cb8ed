import { expect, test, type Browser, type Page } from '@playwright/test';
import { clientAddress, createDemoCampaign, seriousViolations, signUpBrandByApi, signUpCreatorByApi, unique } from './support';

// The dashboards as a workspace: the sections beside the page (a bottom bar on a phone), their
// counts, and the overview's numbers, for a fresh brand whose campaign a creator asked to join.

const sizes = [
  { name: 'laptop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 760 },
] as const;

async function freshBrandWithARequest(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  const brandName = `Shell ${unique('b')}`;
  const { email } = await signUpBrandByApi(page.request, brandName);
  const login = await page.request.post('/api/brand/login', { data: { email, password: 'secret123' } });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const campaignId = await createDemoCampaign(page.request, token, `Shell campaign ${unique('c')}`);

  const creatorContext = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const creator = await signUpCreatorByApi(creatorContext.request, { name: `Asker ${unique('c')}`, emailPrefix: 'shell', niche: 'Health' });
  expect((await creatorContext.request.post(`/api/campaign/${campaignId}/request`)).status()).toBe(201);
  await creatorContext.close();
  return { page, token, campaignId, creator };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** The words on the phone's bar or in the header that do not fit their box (cut or off screen). */
const cutWords = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.dash-nav-label, .dash-header .brand-title, .dash-header button')]
      .filter((el) => el.offsetParent !== null && (el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth))
      .map((el) => el.textContent),
  );

for (const size of sizes) {
  test(`a brand's dashboard on a ${size.name}: sections with counts, the overview's numbers, Messages`, async ({ browser }) => {
    const { page, token, campaignId, creator } = await freshBrandWithARequest(browser, size.width, size.height);
    await page.goto('/brand/dashboard');

    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByRole('link', { name: /^1 open campaign/ })).toBeVisible();
    await expect(overview.getByRole('link', { name: /^1 request to decide Review them/ })).toBeVisible();
    await expect(overview.getByRole('link', { name: /^0 active collaborations/ })).toBeVisible();
    await expect(overview.getByRole('link', { name: /^0 unread messages/ })).toBeVisible();

    await expect(nav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    // One request waits for a decision: Requests counts it (requests, not the activity card's updates).
    await expect(nav(page).getByRole('link', { name: 'Requests 1 waiting for a decision' })).toBeVisible();
    await nav(page)
      .getByRole('link', { name: /^Messages/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('No unread messages')).toBeVisible();
    await expect(nav(page).getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page');

    if (size.name === 'phone') {
      // Four sections on the bar, the rest under More; the bar stays on screen at the bottom.
      const bar = await nav(page).boundingBox();
      expect(bar!.y + bar!.height).toBeCloseTo(size.height, 0);
      await expect(nav(page).getByRole('link', { name: 'Creators' })).toBeHidden();
      // From the narrowest phone (320 px) to a large one (414 px), every word on the bar is whole;
      // Campaigns reads "Campaign" there and keeps its full name for screen readers.
      for (const width of [320, 360, 375, 414]) {
        await page.setViewportSize({ width, height: size.height });
        expect(await cutWords(page), `at ${width} px`).toEqual([]);
      }
      await expect(nav(page).getByRole('link', { name: 'Campaigns', exact: true }).locator('.dash-nav-short')).toHaveText('Campaign');
      await page.setViewportSize({ width: size.width, height: size.height });
      await nav(page).getByText('More').click();
      await nav(page).getByRole('list', { name: 'More sections' }).getByRole('link', { name: 'Creators' }).click();
    } else {
      await nav(page).getByRole('link', { name: 'Creators' }).click();
    }
    await expect(page).toHaveURL(/\/brand\/dashboard\/creators$/);
    // The sheet closed once a section was picked; opened again, it marks the current one.
    if (size.name === 'phone') {
      await expect(nav(page).getByRole('list', { name: 'More sections' })).toBeHidden();
      await nav(page).getByText('More').click();
    }
    await expect(nav(page).getByRole('link', { name: 'Creators' })).toHaveAttribute('aria-current', 'page');

    // Deciding on the request (here without opening the Requests page) answers its alert.
    const approved = await page.request.post(`/api/campaign/${campaignId}/approve`, {
      headers: { authorization: `Bearer ${token}` },
      data: { influencerId: creator.id },
    });
    expect(approved.status()).toBe(200);
    await page.goto('/brand/dashboard');
    await expect(nav(page).getByRole('link', { name: 'Requests', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' }).getByRole('link', { name: /^1 active collaboration/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The campaign names its approved creator (the roster), one click from the collaboration.
    await nav(page).getByRole('link', { name: 'Campaigns' }).click();
    const roster = page.getByRole('list', { name: 'Approved creators' });
    await roster.getByRole('link', { name: new RegExp(`^${creator.name}`) }).click();
    await expect(page).toHaveURL(/\/brand\/dashboard\/collaborations\/[0-9a-f-]{36}$/);
    if (size.name === 'phone') await nav(page).getByText('More').click();
    await expect(nav(page).getByRole('link', { name: 'Collaborations' })).toHaveAttribute('aria-current', 'page');
    await page.context().close();
  });
}

test('a creator’s dashboard on a phone: the bottom bar, invitations and the overview', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 760 }, extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  await signUpCreatorByApi(page.request, { name: `Phone ${unique('c')}`, emailPrefix: 'shellc', niche: 'Food' });
  await page.goto('/creator/dashboard');
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('link', { name: /^0 requests waiting for brands/ })).toBeVisible();
  await expect(overview.getByRole('link', { name: /^0 invitations to answer/ })).toBeVisible();
  await expect(overview.getByRole('link', { name: /^\d+% profile complete Complete it/ })).toBeVisible();

  const bar = nav(page);
  await expect(bar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Discover' })).toBeVisible();
  await bar.getByRole('link', { name: 'Invitations' }).click();
  await expect(page).toHaveURL(/\/creator\/dashboard\/invitations$/);
  await expect(bar.getByRole('link', { name: 'Invitations' })).toHaveAttribute('aria-current', 'page');
  await bar.getByText('More').click();
  await bar.getByRole('list', { name: 'More sections' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/creator\/dashboard\/creator-profile$/);
  // The sheet closes once a section is picked.
  await expect(bar.getByRole('list', { name: 'More sections' })).toBeHidden();

  // At 360 px, the narrowest phone we design for: every word on the bar and in the header is whole.
  await page.setViewportSize({ width: 360, height: 640 });
  expect(await cutWords(page)).toEqual([]);
  await expect(bar.getByRole('link', { name: /^Invitations/ })).toContainText('Invites');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
