// The addresses of the cached campaign list pages (app/(marketing)/collaborate/[view]). Plain
// JavaScript: next.config.mjs reads it too.

/** Every query parameter the campaign list page reads (components/collaborate/list-query.ts); others (utm_…) are ignored. */
export const LIST_QUERY_KEYS = ['q', 'platform', 'interest', 'minFollowers', 'maxFollowers', 'minFee', 'maxFee', 'open', 'page', 'limit', 'eligible'];

/** The list with no query. */
export const ALL_VIEW = 'all';

/** A page of the whole list, `page-2` for `?page=2`: common enough to be rewritten without the proxy. */
export const PAGE_VIEW_PREFIX = 'page-';

/**
 * next.config.mjs's rewrites for /collaborate: the bare list and `?page=N` alone (N from 2 to 10000,
 * what the list schema takes; any other value is the first page) go straight to their cached page.
 * Every other query goes through proxy.ts, whose matcher lists the other keys, to its canonical view.
 */
export function collaborateRewrites() {
  const otherKeys = LIST_QUERY_KEYS.filter((key) => key !== 'page').map((key) => ({ type: 'query', key }));
  return [
    {
      source: '/collaborate',
      has: [{ type: 'query', key: 'page', value: '(?<page>[2-9]|[1-9]\\d{1,3}|10000)' }],
      missing: otherKeys,
      destination: `/collaborate/${PAGE_VIEW_PREFIX}:page`,
    },
    { source: '/collaborate', destination: `/collaborate/${ALL_VIEW}` },
  ];
}
