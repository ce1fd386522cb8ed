import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';

// The public face: landing page links, carousels, header and mobile menu, search, 404, SEO.

const SHOTS = 'test-results/screenshots';

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });
const carousel = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * Loads every image (lazy ones too, even in carousel slides out of view) and waits until all have
 * decoded. The scroll down the page brings every carousel to life (HydrateOnView), which renders
 * its pictures afresh: they are made eager after that, until none is left loading.
 */
async function settleImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  // A carousel the scroll passed before the page had hydrated is brought into view until it lives.
  await page.waitForFunction(() => {
    const waiting = Array.from(document.querySelectorAll('[data-carousel]')).filter((c) => !c.hasAttribute('data-hydrated'));
    waiting[0]?.scrollIntoView();
    return waiting.length === 0;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    return Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0);
  });
}

/** Watches the scripts the page fetches: `fetched()` says whether swiper's code was among them. */
function watchSwiper(page: Page) {
  const scripts: Promise<boolean>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(
      res.text().then(
        (code) => code.includes('swiper-slide-active'),
        () => false,
      ),
    );
  });
  return { fetched: async () => (await Promise.all(scripts)).some(Boolean) };
}

/** Drags across `target` with the mouse (Swiper takes mouse drags as swipes): `direction` -1 leftwards, to the next slide. */
async function swipe(page: Page, target: Locator, direction: -1 | 1) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2 - (direction * box.width) / 4;
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(from + (direction * box.width) / 2, y, { steps: 8 });
  await page.mouse.up();
}

async function hrefs(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
}

test.describe('landing page links', () => {
  test.use({ viewport: desktop });

  test('the header offers Home, Contacts, Collaborate and Brand and Creator dropdowns with the role routes', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Contacts', exact: true })).toHaveAttribute('href', '/#contacts');
    await expect(nav.getByRole('link', { name: 'Collaborate', exact: true })).toHaveAttribute('href', '/collaborate');

    for (const role of ['brand', 'creator'] as const) {
      const label = role === 'brand' ? 'Brand' : 'Creator';
      const toggle = nav.locator('summary', { hasText: label });
      await toggle.click();
      const menu = nav.locator('details[open] ul');
      await expect(menu).toBeVisible();
      expect(await hrefs(menu.getByRole('link'))).toEqual([`/${role}/dashboard`, `/${role}/signup`, `/${role}/login`, '/#contacts']);
      await expect(menu.getByRole('link')).toHaveText(['Home', 'Sign Up', 'Login', 'Contacts'].map((t) => new RegExp(`^${t}`)));
      // Escape closes the dropdown and gives focus back to its toggle.
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    }
  });

  test('a dropdown link navigates: Brand → Sign Up opens the brand signup', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).locator('summary', { hasText: 'Brand' }).click();
    await mainNav(page)
      .getByRole('link', { name: /^Sign Up/ })
      .click();
    await expect(page).toHaveURL(/\/brand\/signup$/);
  });

  test('every hero slide has "I am brand" to /brand/dashboard and "I am creator" to /creator/dashboard', async ({ page }) => {
    await page.goto('/');
    const hero = carousel(page, 'Highlights');
    await expect(hero.getByRole('group')).toHaveCount(5);
    const brand = hero.locator('a', { hasText: 'I am brand' });
    const creator = hero.locator('a', { hasText: 'I am creator' });
    await expect(brand).toHaveCount(5);
    await expect(creator).toHaveCount(5);
    expect(new Set(await hrefs(brand))).toEqual(new Set(['/brand/dashboard']));
    expect(new Set(await hrefs(creator))).toEqual(new Set(['/creator/dashboard']));
    // A visitor without an account who clicks "I am creator" ends on creator signup.
    await hero.getByRole('link', { name: 'I am creator' }).first().click();
    await expect(page).toHaveURL(/\/creator\/signup$/);
  });

  test('Brands Products has five feature blocks whose Browse buttons lead somewhere real', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Everything a campaign needs, in one place' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Brand Collaboration',
      'Get invitations to collab',
      'Engage with brands directly',
      'Organise and Manage easily',
      'In Depth Reporting',
    ]);
    const browse = section.getByRole('link', { name: /^Browse/ });
    expect(await hrefs(browse)).toEqual([
      '/brand/dashboard/campaign-setting',
      '/creator/signup',
      '/collaborate',
      '/brand/dashboard/notifications',
      '/brand/dashboard',
    ]);
    await section.getByRole('link', { name: 'Browse Engage with brands directly' }).click();
    await expect(page).toHaveURL(/\/collaborate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Collaborations' })).toBeVisible();
  });

  test('the welcome cards For Brands and For Creators each link Learn More to their dashboard', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    await expect(about.getByRole('heading', { name: 'For Brands' })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'For Creators' })).toBeVisible();
    await expect(about.getByRole('link', { name: 'Learn More for brands' })).toHaveAttribute('href', '/brand/dashboard');
    await expect(about.getByRole('link', { name: 'Learn More for creators' })).toHaveAttribute('href', '/creator/dashboard');
  });

  test('reviews show two brand reviews with readable star ratings and three creator reviews', async ({ page }) => {
    await page.goto('/');
    const reviews = page.locator('#blog');
    await expect(reviews.getByRole('img', { name: /^Rated \d out of 5 stars$/ })).toHaveCount(2);
    await expect(reviews.getByRole('img', { name: /^Reviewed on / })).toHaveCount(2);
    await expect(reviews.locator('time')).toHaveCount(2);
    await expect(reviews.getByText(/^@[\w.]+$/)).toHaveCount(3);
    // The quotation marks come from CSS (the page's bytes stay ASCII), and still show.
    const quote = reviews.locator('blockquote p').first();
    expect(await quote.evaluate((p) => [getComputedStyle(p, '::before').content, getComputedStyle(p, '::after').content])).toEqual(['"\u201c"', '"\u201d"']);
  });

  test('the footer has Important and Quick Links, the Jaipur address, a phone, three named social links and Visit our Instagram', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    expect(await hrefs(quick.getByRole('link'))).toEqual(['/', '/#about', '/#contact', '/#blog']);
    await expect(quick.getByRole('link')).toHaveText(['Home', 'About', 'Contact', 'Blog']);
    const important = footer.getByRole('navigation', { name: 'Important Links' });
    expect((await hrefs(important.getByRole('link'))).slice(0, 4)).toEqual(['/', '/#about', '/#contact', '/#blog']);
    await expect(footer.getByText('Made in Jaipur').first()).toBeVisible();
    const copyright = footer.getByText(/^\d{4} CollabMarket\. Made in Jaipur, India\.$/);
    expect(await copyright.evaluate((p) => getComputedStyle(p, '::before').content)).toBe('"\u00a9\u00a0"');
    const contacts = footer.locator('#contacts');
    await expect(contacts.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    await expect(contacts.locator('address')).toContainText('Jaipur');
    await expect(contacts.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
    for (const name of ['CollabMarket on Instagram', 'CollabMarket on Facebook', 'CollabMarket on Twitter']) {
      await expect(contacts.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(contacts.getByRole('link', { name: 'Visit our Instagram' })).toHaveAttribute('href', /instagram\.com/);
  });

  test('the in-page anchors #about, #contact, #blog and #contacts exist, and Contacts scrolls to the footer contacts', async ({ page }) => {
    await page.goto('/');
    for (const id of ['about', 'contact', 'blog', 'contacts']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await mainNav(page).getByRole('link', { name: 'Contacts', exact: true }).click();
    await expect(page).toHaveURL(/\/#contacts$/);
    await expect(page.locator('#contacts')).toBeInViewport();
  });

  test("no link on the landing page is dead (a dashboard sends visitors to its signup, a page inside it to the role's login)", async ({ page, request }) => {
    await page.goto('/');
    const all = await page.locator('a[href]').evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).href));
    const internal = [...new Set(all.filter((h) => h.startsWith(baseURL)).map((h) => h.split('#')[0]))];
    expect(internal.length).toBeGreaterThan(10);
    for (const url of internal) {
      const res = await request.get(url);
      expect(res.status(), url).toBeLessThan(400);
      const path = new URL(url).pathname;
      const dashboard = /^\/(brand|creator)\/dashboard(\/.+)?/.exec(path);
      if (dashboard) expect(new URL(res.url()).pathname, url).toBe(`/${dashboard[1]}/${dashboard[2] && dashboard[2] !== '/' ? 'login' : 'signup'}`);
    }
    // External links are only the social profiles, opened in a new tab.
    const external = all.filter((h) => !h.startsWith(baseURL) && /^https?:/.test(h));
    for (const h of external) expect(h).toMatch(/^https:\/\/(www\.)?(instagram\.com|facebook\.com|x\.com)\//);
  });

  test('no request leaves the host while the landing page loads', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(baseURL) && !url.startsWith('data:')) outside.push(url);
    });
    await page.goto('/');
    await settleImages(page);
    expect(outside).toEqual([]);
  });
});

test.describe('carousels', () => {
  test.use({ viewport: desktop });

  test('the hero, banner and logo carousels advance on their own once in view', async ({ page }) => {
    await page.goto('/');
    for (const [name, within] of [
      ['Highlights', 9000],
      ['Creator moments', 7000],
      ['Brand logos', 5000],
    ] as const) {
      const region = carousel(page, name);
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      await expect(region).toHaveAttribute('data-active', /^[1-9]/, { timeout: within });
    }
  });

  test('the hero shows one slide at a time; the others are out of reach for keyboard and screen readers', async ({ page }) => {
    await page.goto('/');
    const hero = carousel(page, 'Highlights');
    await expect(hero).toHaveAttribute('data-hydrated', 'true');
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const active = Number(await hero.getAttribute('data-active'));
    const slides = hero.locator('.swiper-slide');
    for (let i = 0; i < 5; i++) {
      if (i === active) await expect(slides.nth(i)).not.toHaveAttribute('inert');
      else await expect(slides.nth(i)).toHaveAttribute('inert', '');
    }
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero).toHaveAttribute('data-active', String((active + 1) % 5));
  });

  test('autoplay moves the hero on its own, and stays off for visitors who prefer reduced motion', async ({ browser }) => {
    // The page's clock is ours: once the slideshow is ready, its timers fire only when the test moves time on.
    const open = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ viewport: desktop, reducedMotion });
      const page = await context.newPage();
      await page.clock.install();
      await page.goto('/');
      const hero = carousel(page, 'Highlights');
      await expect(hero).toHaveAttribute('data-hydrated', 'true');
      await expect(hero.getByRole('button', { name: reducedMotion === 'reduce' ? 'Play slideshow' : 'Pause slideshow' })).toBeVisible();
      await page.clock.pauseAt(Date.now() + 1_000);
      return { context, page, hero };
    };

    const moving = await open('no-preference');
    await moving.page.clock.runFor(12_000);
    await expect(moving.hero).not.toHaveAttribute('data-active', '0');
    await moving.context.close();

    const still = await open('reduce');
    await still.page.clock.runFor(12_000);
    await expect(still.hero).toHaveAttribute('data-active', '0');
    await still.context.close();
  });

  test('the logo carousel shows 5 logos, then 4 up to 1024 px, 3 up to 768, 2 up to 480 and 1 up to 320', async ({ page }) => {
    await page.goto('/');
    const logos = carousel(page, 'Brand logos');
    await logos.scrollIntoViewIfNeeded();
    await expect(logos).toHaveAttribute('data-ready', 'true');
    for (const [width, shown] of [
      [1280, 5],
      [1024, 4],
      [768, 3],
      [480, 2],
      [320, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(
          () =>
            logos.locator('.swiper').evaluate((el) => {
              const slide = el.querySelector('.swiper-slide') as HTMLElement;
              return Math.round(el.getBoundingClientRect().width / slide.getBoundingClientRect().width);
            }),
          { message: `logos shown at ${width}px` },
        )
        .toBe(shown);
    }
  });
});

test.describe('what the landing page runs at load', () => {
  // A phone, with reduced motion: the hero moves only when asked, so swiper comes only when needed.
  test.use({ viewport: phone, reducedMotion: 'reduce' });

  test('swiper is not fetched at load; a carousel fetches it as it scrolls into view, then its button and a swipe move it', async ({ page }) => {
    const swiper = watchSwiper(page);
    // Hydration that keeps the server's HTML must not be a mismatch React reports (or repairs).
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto('/');
    await expect(carousel(page, 'Highlights')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const logos = carousel(page, 'Brand logos');
    // Below the fold: shown as the server sent it, not hydrated, and no swiper yet.
    await expect(logos.getByRole('img', { name: 'Nimbus' })).toBeAttached();
    expect(await logos.getAttribute('data-hydrated')).toBeNull();
    expect(await carousel(page, 'Creator moments').getAttribute('data-hydrated')).toBeNull();
    expect(await swiper.fetched()).toBe(false);

    await logos.scrollIntoViewIfNeeded();
    await expect(logos).toHaveAttribute('data-hydrated', 'true');
    await expect(logos).toHaveAttribute('data-ready', 'true');
    expect(await swiper.fetched()).toBe(true);
    await logos.getByRole('button', { name: 'Next slide' }).click();
    await expect(logos).toHaveAttribute('data-active', '1');
    await swipe(page, logos.locator('.swiper'), -1);
    await expect(logos).toHaveAttribute('data-active', '2');
    await swipe(page, logos.locator('.swiper'), 1);
    await expect(logos).toHaveAttribute('data-active', '1');
    expect(errors).toEqual([]);
  });

  test('a keyboard visitor reaching a carousel before it hydrated keeps the focus on the control it reached', async ({ page }) => {
    await page.goto('/');
    await expect(carousel(page, 'Highlights')).toHaveAttribute('data-hydrated', 'true');
    const logos = carousel(page, 'Brand logos');
    expect(await logos.getAttribute('data-hydrated')).toBeNull();
    // The focus lands on its first control (as a Tab from the link before it would put it), which
    // hydration then replaces with its live twin; the focus moves with it.
    const previous = logos.getByRole('button', { name: 'Previous slide' });
    await previous.focus();
    await expect(logos).toHaveAttribute('data-hydrated', 'true');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Tab');
    // Reduced motion (this group's setting): the slideshow waits to be played.
    await expect(logos.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
  });

  test('a swipe made before swiper has arrived moves the hero one slide, and its buttons work from the keyboard', async ({ page }) => {
    const swiper = watchSwiper(page);
    await page.goto('/');
    const hero = carousel(page, 'Highlights');
    await expect(hero).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await swiper.fetched()).toBe(false);
    // The swipe itself fetches swiper; the slide moves once it is there.
    await swipe(page, hero.getByRole('img').first(), -1);
    await expect(hero).toHaveAttribute('data-active', '1');
    await expect(hero).toHaveAttribute('data-ready', 'true');
    await hero.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(hero).toHaveAttribute('data-active', '0');
    await expect(hero.locator('.swiper-slide').nth(0)).not.toHaveAttribute('inert');
    await expect(hero.locator('.swiper-slide').nth(1)).toHaveAttribute('inert', '');
  });

  test('a client-side navigation from the landing page, then a footer link back to an anchor of it', async ({ page }) => {
    await page.goto('/');
    await expect(carousel(page, 'Highlights')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Collaborate', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Collaborations' })).toBeVisible();
    const quick = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' });
    await quick.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport();
  });
});

test.describe('the hero on a phone', () => {
  test.use({ viewport: phone });

  test('the hero fetches swiper when its first slide is due, not while the page loads', async ({ page }) => {
    const swiper = watchSwiper(page);
    // The page's clock is ours: the first step (4 s after the hero showed) comes when the test moves time on.
    await page.clock.install();
    await page.goto('/');
    const hero = carousel(page, 'Highlights');
    await expect(hero).toHaveAttribute('data-hydrated', 'true');
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.waitForLoadState('networkidle');
    expect(await swiper.fetched()).toBe(false);
    await page.clock.runFor(5_000);
    await expect(hero).toHaveAttribute('data-active', '1');
    expect(await swiper.fetched()).toBe(true);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: phone });

  test('opens full screen, keeps focus inside, closes with Escape and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(phone.width - 1);
    expect(box?.height).toBeGreaterThanOrEqual(phone.height - 1);
    // The same links and search box as the desktop header.
    for (const name of ['Home', 'Contacts', 'Collaborate']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Sign Up/ })).toHaveCount(2);
    await expect(menu.getByRole('searchbox', { name: 'Search campaigns' })).toBeVisible();
    // Tabbing forwards and backwards never leaves the menu.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('navigates: Collaborate opens /collaborate and the menu is closed there', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Collaborate', exact: true }).click();
    await expect(page).toHaveURL(/\/collaborate$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Collaborations' })).toBeVisible();
  });

  test('the menu search lands on /collaborate with results', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('searchbox', { name: 'Search campaigns' }).fill('kurta');
    await menu.getByRole('searchbox', { name: 'Search campaigns' }).press('Enter');
    await expect(page).toHaveURL(/\/collaborate\?q=kurta$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'Festive Kurta Lookbook' })).toBeVisible();
  });
});

test.describe('search, 404 and metadata', () => {
  test.use({ viewport: desktop });

  test('the header search lands on /collaborate with the text filled in and matching results', async ({ page }) => {
    await page.goto('/');
    const search = header(page).getByRole('searchbox', { name: 'Search campaigns' });
    await search.fill('chai');
    await header(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/collaborate\?q=chai$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Monsoon Masala Chai Launch' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Office Chai Break Challenge' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Festive Kurta Lookbook' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search' })).toHaveValue('chai');
  });

  test('unknown URLs show the 404 page with Back to Home', async ({ page }) => {
    for (const path of ['/no-such-page', '/campaigns/00000000-0000-4000-8000-000000000000', '/campaigns/not-a-campaign']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      // Inside the public header and footer.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | CollabMarket');
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  // Next.js serves prerendered pages from a JavaScript string; one character beyond ASCII makes
  // every response convert the whole page to UTF-8, which halves the landing page's throughput.
  test('the prerendered pages (landing and 404) are pure ASCII bytes', async ({ request }) => {
    for (const path of ['/', '/no-such-page']) {
      const res = await request.get(path);
      const bytes = await res.body();
      const at = bytes.findIndex((b) => b > 0x7f);
      expect(at, `${path}: first byte beyond ASCII, near "${bytes.subarray(Math.max(0, at - 60), at + 10).toString('utf8')}"`).toBe(-1);
    }
  });

  test('public pages carry their own title, description and Open Graph data', async ({ page }) => {
    const seen = new Set<string>();
    for (const path of ['/', '/collaborate', '/collab-details']) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(/CollabMarket/);
      expect(seen.has(title), `${path} has its own title`).toBe(false);
      seen.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
      // Absolute, on APP_URL (for the prerendered landing page, APP_URL as set when it was built).
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/[^/]+\/og\/collabmarket\.png$/);
    }
  });

  test('robots.txt keeps dashboards and the API out; sitemap.xml lists public pages and open campaigns', async ({ request, page }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/brand/dashboard', '/creator/dashboard', '/api']) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/collaborate</loc>`);
    await page.goto('/collaborate');
    const first = await page
      .getByRole('link', { name: /^View / })
      .first()
      .getAttribute('href');
    expect(sitemap).toContain(`<loc>${baseURL}${first}</loc>`);
  });
});

test.describe('screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`the public pages look finished at ${width} px`, async ({ browser }) => {
      // Reduced motion keeps the carousels still, so the pictures are stable.
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.goto('/collaborate');
      const campaign = await page
        .getByRole('link', { name: /^View / })
        .first()
        .getAttribute('href');
      for (const [name, path] of [
        ['landing', '/'],
        ['collaborate', '/collaborate'],
        ['campaign', campaign!],
        ['not-found', '/no-such-page'],
      ] as const) {
        await page.goto(path);
        await settleImages(page);
        // Nothing may stick out sideways on any width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
      await context.close();
    });
  }
});
