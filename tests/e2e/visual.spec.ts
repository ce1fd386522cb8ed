import { expect, test, type Page } from '@playwright/test';
import { VISUAL_CLOCK_AT } from '../helpers/visual-clock';
import { layoutProblems } from './layout-check';
import { SCREENS, storageStatePath } from './visual-pages';

// Every public page and both roles' dashboards on the seeded demo data, on the visual tests' own
// server (playwright.config.ts: seeded afresh, its clock started at VISUAL_CLOCK_AT, touched by
// no other spec): at 375, 1024 and 1280 px the layout check (tests/e2e/layout-check.ts), and at
// 375 and 1280 px a screenshot compared with its baseline in visual.spec.ts-snapshots/.
// After an intended change of look: `npx playwright test visual --update-snapshots`, then review
// the new pictures before committing them.

/** Phone, small laptop, laptop. Tall enough to show the first one or two screens of a page. */
const WIDTHS = [
  { width: 375, height: 1000, screenshot: true },
  { width: 1024, height: 800, screenshot: false },
  { width: 1280, height: 800, screenshot: true },
];

/** The browser's "now": a few minutes after the server's clock started, as if just after the seed. */
const BROWSER_NOW = new Date(Date.parse(VISUAL_CLOCK_AT) + 5 * 60_000);

/** The page as a person sees it once it has settled: data fetched, fonts and the pictures on screen loaded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = Array.from(document.images).filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && r.width > 0;
    });
    // A picture that never arrives is the screenshot's to show (as missing), not a reason to hang.
    const atMost = (ms: number) => new Promise((done) => setTimeout(done, ms));
    const loaded = Promise.all(
      onScreen.map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    ).then(() => Promise.all(onScreen.map((img) => img.decode().catch(() => null))));
    await Promise.race([loaded, atMost(10_000)]);
  });
}

/**
 * What differs from run to run by design, covered in the screenshot: the server's own address (a
 * tracked link, an API base URL: its port is each run's E2E_PORT) and a promo code (its suffix is
 * random, made by the database).
 */
async function volatileParts(page: Page, extra: string[] = []) {
  await page.evaluate((host) => {
    const volatile = (text: string) => text.includes(host) || /^[A-Z0-9]{1,8}-[A-Z0-9]{6}$/.test(text.trim());
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && volatile(n.textContent ?? ''));
      if (own || (el instanceof HTMLInputElement && volatile(el.value))) el.setAttribute('data-visual-mask', '');
    }
  }, new URL(page.url()).host);
  return [page.locator('[data-visual-mask]'), ...extra.map((selector) => page.locator(selector))];
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    if (screen.as) test.use({ storageState: storageStatePath(screen.as) });

    for (const { width, height, screenshot } of WIDTHS) {
      test(`${screen.name} at ${width} px${screenshot ? ' looks as before' : ''} and its layout holds`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.clock.setFixedTime(BROWSER_NOW);
        const res = await page.goto(screen.path);
        expect(res?.status(), `${screen.path} answered`).toBe(200);
        // A signed-in page that sent the visitor to a login page would compare the wrong screen.
        expect(new URL(page.url()).pathname).toBe(screen.path);
        await settle(page);
        const problems = await layoutProblems(page);
        expect.soft(problems, `layout of ${screen.name} (${screen.path}) at ${width} px:\n${problems.join('\n')}`).toEqual([]);
        if (screenshot) await expect(page).toHaveScreenshot(`${screen.name}-${width}.png`, { mask: await volatileParts(page, screen.mask) });
      });
    }
  });
}

test('the pages are drawn in the font the baselines were made with', async ({ page }) => {
  // The site's font stack is the system's (app/globals.css): on Debian 12 with its Chromium that is
  // DejaVu Sans (fonts-dejavu-core, which the chromium package brings). Elsewhere every screenshot
  // would differ; this says why at once.
  await page.goto('/login');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(
    fonts.map((f) => f.familyName),
    'the baselines in visual.spec.ts-snapshots/ were made with DejaVu Sans: install fonts-dejavu-core, or make new baselines on this machine (docs/testing.md)',
  ).toEqual(['DejaVu Sans']);
});

test.describe('the layout check', () => {
  test('names each squeezed text, element past the edge and pair of overlapping controls; finds nothing on a sound page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.setContent(`
      <main style="margin:0;font:16px sans-serif">
        <section class="cards"><div style="display:flex"><img alt="" style="width:330px;height:40px;flex:none"><p class="name" style="min-width:0">Priya Sharma</p></div></section>
        <table class="report" style="width:600px"><tr><td>Clicks</td></tr></table>
        <div class="actions" style="position:relative;height:40px"><a href="/a" style="position:absolute;left:0;width:160px">View campaign</a><button style="position:absolute;left:100px;width:160px">Request</button></div>
        <div style="overflow-x:auto"><table style="width:900px"><tr><td>A wide table that scrolls inside its box</td></tr></table></div>
        <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Visually hidden words</span>
      </main>`);
    const problems = await layoutProblems(page);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^text squeezed to \d+ px wide: main > section\.cards > div > p\.name "Priya Sharma"/);
    expect(problems[1]).toMatch(/^wider than the 375 px viewport: main > table\.report(:nth-of-type\(1\))? "Clicks", 600×/);
    expect(problems[2]).toMatch(
      /^controls overlap by 60×\d+ px .*: main > div\.actions(:nth-of-type\(1\))? > a "View campaign" and main > div\.actions(:nth-of-type\(1\))? > button "Request"/,
    );

    await page.setContent(
      `<main><p>Priya Sharma</p><div style="overflow-x:auto"><table style="width:900px"><tr><td>Wide, scrolling inside</td></tr></table></div><a href="/a">One</a> <button>Two</button></main>`,
    );
    expect(await layoutProblems(page)).toEqual([]);
  });
});
