import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createDemoCampaign, expectToast, logInDemoBrand, signUpBrandByApi, signUpCreatorByApi, unique } from './support';

// Issue 18: the campaign side of "who is signed in" (Manage for the owner, a brand's or a lapsed
// creator's click on Request, the state chips' contrast), the follower filter's meaning, and a
// campaign page opened from the list starting at its top. Each at a phone's and a laptop's width.

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

const REQUEST = /I'm Interested|Request Participation|^Request$/;

async function pageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

const listOf = (name: string) => `/collaborate?q=${encodeURIComponent(name)}`;

/** WCAG contrast of the element's text on its own (opaque) background, refusing a faded element. */
async function contrastOf(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) < 1) return 0;
    }
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    let bg = rgb(getComputedStyle(el).backgroundColor);
    for (let node = el.parentElement; (bg[3] ?? 1) === 0 && node; node = node.parentElement) bg = rgb(getComputedStyle(node).backgroundColor);
    const fg = rgb(getComputedStyle(el).color);
    const lum = ([r, g, b]: number[]) =>
      [r, g, b].map((c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test('the owning brand sees Manage (edit, requests) on its campaign’s card and page instead of a request button', async ({ browser }) => {
      const page = await pageAt(browser, viewport);
      const name = unique('Owner manage');
      const id = await createDemoCampaign(page.request, await logInDemoBrand(page.request), name);

      await page.goto(`/campaigns/${id}`);
      const main = page.getByRole('main');
      const manage = main.getByRole('group', { name: 'Your campaign' });
      await expect(manage.getByRole('link', { name: /^Manage/ })).toHaveAttribute('href', `/brand/dashboard/campaign-setting?edit=${id}`);
      await expect(manage.getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/brand/dashboard/notifications');
      await expect(main.getByText('This is your campaign.')).toBeVisible();
      await expect(main.getByRole('button', { name: REQUEST })).toHaveCount(0);
      // The spec's /collab-details address shows the same campaign, and the same Manage.
      await page.goto(`/collab-details?id=${id}`);
      await expect(main.getByRole('group', { name: 'Your campaign' }).getByRole('link', { name: /^Manage/ })).toBeVisible();
      await expect(main.getByRole('button', { name: REQUEST })).toHaveCount(0);

      await page.goto(listOf(name));
      const card = page.getByRole('article', { name });
      await expect(card.getByRole('link', { name: /^Manage/ })).toBeVisible();
      await expect(card.getByRole('button', { name: REQUEST })).toHaveCount(0);
      // Every control of the card stays inside it.
      const [cardBox, requestsBox] = [await card.boundingBox(), await card.getByRole('link', { name: 'Requests' }).boundingBox()];
      expect(requestsBox!.x + requestsBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);

      await card.getByRole('link', { name: /^Manage/ }).click();
      await expect(page).toHaveURL(`/brand/dashboard/campaign-setting?edit=${id}`);
    });

    test('another brand clicking Request is told it needs a creator account, with a link to creator sign-up, and stays on the page', async ({
      browser,
      request,
    }) => {
      const id = await createDemoCampaign(request, await logInDemoBrand(request), unique('Other brand'));
      const page = await pageAt(browser, viewport);
      await signUpBrandByApi(page.request, unique('Rival Brand'));
      await page.goto(`/campaigns/${id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('group', { name: 'Your campaign' })).toHaveCount(0);
      await main.getByRole('button', { name: REQUEST }).click();
      await expectToast(page, 'Only creators can ask to join campaigns, and you are signed in as a brand.');
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'signed in as a brand' });
      await expect(toast.getByRole('link', { name: 'Create a creator account' })).toHaveAttribute(
        'href',
        `/creator/signup?next=${encodeURIComponent(`/campaigns/${id}`)}`,
      );
      await page.waitForTimeout(500);
      await expect(page).toHaveURL(`/campaigns/${id}`);
    });

    test('a creator whose session ran out (refresh included) is sent to creator login, not sign-up, and comes back', async ({ browser, request }) => {
      const id = await createDemoCampaign(request, await logInDemoBrand(request), unique('Lapsed creator'));
      const page = await pageAt(browser, viewport);
      await signUpCreatorByApi(page.request, { name: `Lapsed ${unique('c').slice(-6)}`, emailPrefix: 'e2e-lapsed', niche: 'Tech' });
      await page.goto(`/campaigns/${id}`);
      await expect(page.getByRole('main').getByText('You qualify for this campaign.')).toBeVisible();
      // Both cookies of the session run out; the browser still remembers it had a creator session.
      await page.context().clearCookies({ name: 'creator_access' });
      await page.context().clearCookies({ name: 'creator_refresh' });
      await page.getByRole('main').getByRole('button', { name: REQUEST }).click();
      await expectToast(page, 'Your session has ended. Log in to send your request.');
      await expect(page).toHaveURL(`/creator/login?next=${encodeURIComponent(`/campaigns/${id}`)}`);

      // Signing out forgets it: the same browser is a visitor again, sent to sign up. (A new tab:
      // this one remembers the click above, to send the request once the creator is back.)
      const tab = await page.context().newPage();
      await signUpCreatorByApi(tab.request, { name: `Leaver ${unique('c').slice(-6)}`, emailPrefix: 'e2e-lapsed', niche: 'Tech' });
      expect((await tab.request.post('/api/session/logout?role=creator', { data: {} })).ok()).toBe(true);
      await tab.goto(`/campaigns/${id}`);
      await tab.getByRole('main').getByRole('button', { name: REQUEST }).click();
      await expect(tab).toHaveURL(new RegExp(`/creator/signup\\?next=${encodeURIComponent(`/campaigns/${id}`)}$`));
    });

    test('Requested on the page and the card reads at 4.5:1 or more, not a faded button', async ({ browser, request }) => {
      const name = unique('Contrast');
      const id = await createDemoCampaign(request, await logInDemoBrand(request), name);
      const page = await pageAt(browser, viewport);
      await signUpCreatorByApi(page.request, { name: `Chip ${unique('c').slice(-6)}`, emailPrefix: 'e2e-chip', niche: 'Tech' });
      await page.goto(`/campaigns/${id}`);
      await page.getByRole('main').getByRole('button', { name: REQUEST }).click();
      const onPage = page.getByRole('main').getByRole('button', { name: 'Requested' });
      await expect(onPage).toBeDisabled();
      expect(await contrastOf(onPage)).toBeGreaterThanOrEqual(4.5);

      await page.goto(listOf(name));
      const onCard = page.getByRole('article', { name }).getByRole('button', { name: 'Requested' });
      await expect(onCard).toBeDisabled();
      expect(await contrastOf(onCard)).toBeGreaterThanOrEqual(4.5);
    });

    test('the follower filter says it is the creator’s size, and a range entered backwards is explained and answered swapped', async ({ browser }) => {
      const page = await pageAt(browser, viewport);
      await page.goto('/collaborate');
      // On a phone the filters wait behind "Filters (n)" (collaborate.spec.ts): opened on each page.
      const openFilters = async () => {
        const disclosure = page.getByTestId('filter-disclosure').locator('summary');
        if (await disclosure.isVisible()) await disclosure.click();
      };
      await openFilters();
      const form = page.getByRole('search', { name: 'Search and filter campaigns' });
      const sizes = form.getByRole('group', { name: 'Your followers' });
      await expect(sizes).toHaveAccessibleDescription('Campaigns whose follower range fits a creator of this size');
      await expect(sizes.getByText('Campaigns whose follower range fits a creator of this size')).toBeVisible();
      await form.getByLabel('Followers from').selectOption('20000');
      await form.getByLabel('Followers up to').selectOption('5000');
      await form.getByRole('button', { name: 'Search' }).click();

      await expect(page.getByRole('note').filter({ hasText: '‘From’ is above ‘Up to’' })).toHaveText(
        '‘From’ is above ‘Up to’: showing campaigns for 5K–20K followers.',
      );
      await expect(
        page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: /open campaign/ }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      // The fields show the range as answered, so searching again asks it the right way round.
      await openFilters();
      await expect(form.getByLabel('Followers from')).toHaveValue('5000');
      await expect(form.getByLabel('Followers up to')).toHaveValue('20000');
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/minFollowers=5000&maxFollowers=20000/);
      await expect(page.getByRole('note').filter({ hasText: '‘From’ is above ‘Up to’' })).toHaveCount(0);
    });

    test('a campaign page opened from the list starts at its top with the back link clear of the sticky header', async ({ browser }) => {
      const page = await pageAt(browser, viewport);
      for (const offset of [20, 50, 400]) {
        await page.goto('/collaborate');
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), offset);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(offset);
        // Clicked where it is, without Playwright scrolling it into view first.
        const view = page.getByRole('main').getByRole('article').first().getByRole('link', { name: /^View/ });
        await view.evaluate((a: HTMLAnchorElement) => a.click());
        await expect(page).toHaveURL(/\/campaigns\//);
        const back = page.getByRole('link', { name: 'All campaigns' });
        await expect(back).toBeVisible();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        const header = await page.locator('header').first().boundingBox();
        const link = await back.boundingBox();
        expect(link!.y, `scrolled ${offset}px before opening`).toBeGreaterThanOrEqual(header!.y + header!.height);
      }
    });
  });
}
