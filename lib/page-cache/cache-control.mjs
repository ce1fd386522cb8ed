// @ts-check
// How long a public page is fresh: our servers render it again in the background after
// PAGE_REVALIDATE_SECONDS (page files export it as `revalidate`; Next.js wants a literal there), and
// a CDN or any shared cache may keep it as long, then serve it stale for up to
// PAGE_STALE_SECONDS more while it asks us again. Browsers always ask again (max-age=0) and get a
// 304 when nothing changed. Our own servers also forget a page at once when its data changes.

export const PAGE_REVALIDATE_SECONDS = 10;
export const PAGE_STALE_SECONDS = 300;

/** The Cache-Control of the public page addresses (next.config.mjs); Next.js sends the same terms for rewritten ones. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_REVALIDATE_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
