// @ts-check
// The addresses of the cached campaign list pages (app/(marketing)/collaborate/[view]), the
// rewrites that reach them without proxy.ts and proxy.ts's matcher for the rest, all from the
// list's query space (lib/campaigns/list-query-space.mjs). Plain JavaScript: next.config.mjs reads it too.
import { KNOWN_VALUES, LATER_PAGE_PATTERN, LIST_QUERY, LIST_QUERY_KEYS } from '../campaigns/list-query-space.mjs';

/** The list with no query. */
export const ALL_VIEW = 'all';

/** A page of the whole list, `page-2` for `?page=2`: common enough to be rewritten without the proxy. */
export const PAGE_VIEW_PREFIX = 'page-';

/**
 * The list's two selects alone (what a visitor picks first), `f-Instagram-Fashion`, `f-any-Travel-2`
 * for page 2: rewritten without the proxy too. `any` stands for a select left unset.
 */
const FILTER_VIEW_PREFIX = 'f-';
const ANY = 'any';

/**
 * The filter view of a list narrowed by platform and/or interest only, on `page`.
 * @param {string | undefined} platform
 * @param {string | undefined} interest
 * @param {number} [page]
 * @returns {string}
 */
export function filterView(platform, interest, page = 1) {
  return `${FILTER_VIEW_PREFIX}${platform ?? ANY}-${interest ?? ANY}${page > 1 ? `-${page}` : ''}`;
}

/**
 * A filter view's query, or null for any other address.
 * @param {string} view
 * @returns {Record<string, string> | null}
 */
export function filterViewParams(view) {
  const m = /^f-([A-Za-z]+)-([A-Za-z]+)(?:-([1-9]\d{0,4}))?$/.exec(view);
  if (!m) return null;
  /** @type {Record<string, string>} */
  const params = {};
  if (m[1] !== ANY) params.platform = m[1];
  if (m[2] !== ANY) params.interest = m[2];
  if (m[3]) params.page = m[3];
  return params;
}

/**
 * @typedef {{ type: 'query', key: string, value?: string }} QueryCondition
 * @typedef {{ source: string, has?: QueryCondition[], missing?: QueryCondition[], destination: string }} Rewrite
 */

/** @type {(key: string, value?: string) => QueryCondition} */
const query = (key, value) => ({ type: 'query', key, ...(value ? { value } : {}) });
/** @type {(...keys: string[]) => QueryCondition[]} */
const missingBut = (...keys) => LIST_QUERY_KEYS.filter((key) => !keys.includes(key)).map((key) => query(key));

/**
 * next.config.mjs's rewrites for /collaborate, each straight to its cached page:
 * - platform and/or interest with one of the selects' own values, alone or with a page;
 * - `?page=N` alone;
 * - the bare list (and anything else that reaches this far, e.g. `?page=1` or `?utm_source=x`).
 * Every other query goes through proxy.ts, whose matcher lists the other keys (and platform and
 * interest with a value not offered), to its canonical view: the same addresses for the same lists.
 * @returns {Rewrite[]}
 */
export function collaborateRewrites() {
  /** @type {('platform' | 'interest')[][]} */
  const selects = [['platform'], ['interest'], ['platform', 'interest']];
  /** @type {Rewrite[]} */
  const filters = selects.flatMap((keys) => {
    const has = keys.map((key) => query(key, `(?<${key}>${KNOWN_VALUES[key]})`));
    const view = filterView(keys.includes('platform') ? ':platform' : undefined, keys.includes('interest') ? ':interest' : undefined);
    const missing = missingBut(...keys, 'page');
    return [
      { source: '/collaborate', has: [...has, query('page', `(?<page>${LATER_PAGE_PATTERN})`)], missing, destination: `/collaborate/${view}-:page` },
      { source: '/collaborate', has, missing, destination: `/collaborate/${view}` },
    ];
  });
  return [
    ...filters,
    {
      source: '/collaborate',
      has: [query('page', `(?<page>${LATER_PAGE_PATTERN})`)],
      missing: missingBut('page'),
      destination: `/collaborate/${PAGE_VIEW_PREFIX}:page`,
    },
    { source: '/collaborate', destination: `/collaborate/${ALL_VIEW}` },
  ];
}

/**
 * @typedef {{ source: string, has: QueryCondition[] }} MatcherEntry
 */

/**
 * proxy.ts's matcher entries for /collaborate: every query the rewrites above do not send to a
 * cached page. Each key the list reads but `page` (which the rewrites take alone or with the
 * selects), and a select's key only with a value the select does not offer. proxy.ts holds them
 * written out (Next.js reads its matcher at build time): `npm run gen` writes them there
 * (scripts/gen.ts), and tests/integration/core/generated.test.ts fails when that copy is stale.
 * @returns {MatcherEntry[]}
 */
export function proxyMatcher() {
  return LIST_QUERY_KEYS.filter((key) => key !== 'page').map((key) => {
    const param = /** @type {import('../campaigns/list-query-space.mjs').ListQueryParam} */ (LIST_QUERY[key]);
    return { source: '/collaborate', has: [query(key, param.values ? `(?!(?:${param.values.join('|')})$).*` : undefined)] };
  });
}

/**
 * The rewrites as the front (lib/page-cache/front.mjs) evaluates them: patterns compiled once.
 * @type {{ has: { key: string, pattern: RegExp | null }[], missing: string[], destination: string }[] | undefined}
 */
let compiledRewrites;

/** The list keys whose presence sends a query to proxy.ts or to the bare list (all but `page`). */
const OWN_KEYS = LIST_QUERY_KEYS.filter((key) => key !== 'page');

/**
 * The cached page a `/collaborate` query is rewritten to by the rules above (`/collaborate/page-2`),
 * or null where that is not certain without Next.js (a key given twice, a query for proxy.ts, an
 * empty value): those requests go the usual way. The same rules, so the same page as Next.js picks.
 * @param {URLSearchParams} params
 * @returns {string | null}
 */
export function rewrittenListPath(params) {
  compiledRewrites ??= collaborateRewrites().map((rule) => ({
    has: (rule.has ?? []).map(({ key, value }) => ({ key, pattern: value === undefined ? null : new RegExp(`^(?:${value})$`) })),
    missing: (rule.missing ?? []).map(({ key }) => key),
    destination: rule.destination,
  }));
  for (const key of LIST_QUERY_KEYS) if (params.getAll(key).length > 1) return null;
  for (const rule of compiledRewrites) {
    /** @type {Record<string, string>} */
    const groups = {};
    let matches = rule.has.every(({ key, pattern }) => {
      const value = params.get(key);
      const m = value ? pattern?.exec(value) : null;
      if (m?.groups) Object.assign(groups, m.groups);
      return Boolean(value) && (pattern === null || m !== null);
    });
    matches &&= !rule.missing.some((key) => params.has(key));
    // The bare list's rule takes anything left, but only Next.js knows whether proxy.ts took it first.
    if (matches && rule.has.length === 0 && rule.missing.length === 0) matches = !OWN_KEYS.some((key) => params.has(key));
    if (matches) return rule.destination.replace(/:(\w+)/g, (_, name) => groups[name]);
  }
  return null;
}
