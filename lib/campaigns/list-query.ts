import { campaignListQuerySchema, type CampaignListQuery } from '@/lib/campaigns/schemas';
import { LIST_API_KEYS, LIST_QUERY, LIST_QUERY_KEYS, QUALIFY_KEY, type ListApiKey } from '@/lib/campaigns/list-query-space.mjs';
import { ALL_VIEW, PAGE_VIEW_PREFIX, filterView, filterViewParams } from '@/lib/page-cache/collaborate-views.mjs';

export type RawSearchParams = Record<string, string | string[] | undefined>;

/**
 * The page's query: the public list's, plus `eligible` ("Campaigns I qualify for"), which the page
 * turns into the signed-in creator's audience on the server. It is never part of the public API.
 */
export type PageQuery = CampaignListQuery & { eligible: boolean };

// The parameters, their order and their defaults: lib/campaigns/list-query-space.mjs.
export { FOLLOWER_STEPS } from '@/lib/campaigns/list-query-space.mjs';

/**
 * The page's URL → the list query. Empty fields (an unset select) are dropped, and a value the
 * schema refuses (platform=Foo, page=-1) is ignored rather than failing the whole page. Unlike
 * the API, the page hides campaigns whose application deadline has passed unless `open=0`.
 */
export function parseListQuery(raw: RawSearchParams): PageQuery {
  const q = parseKnown(raw);
  const v = raw[QUALIFY_KEY];
  const eligible = Array.isArray(v) ? v[0] : v;
  return { ...q, open: q.open ?? true, eligible: eligible?.trim() === '1' };
}

function parseKnown(raw: RawSearchParams): CampaignListQuery {
  const input: Partial<Record<ListApiKey, string>> = {};
  for (const key of LIST_API_KEYS) {
    const v = raw[key];
    const value = (Array.isArray(v) ? v[0] : v)?.trim();
    if (value) input[key] = value;
  }
  for (let attempt = 0; attempt < LIST_API_KEYS.length; attempt++) {
    const parsed = campaignListQuerySchema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[issue.path[0] as ListApiKey];
  }
  return campaignListQuerySchema.parse({});
}

/**
 * The follower filter is the creator's size: campaigns whose range fits a creator with between
 * `minFollowers` and `maxFollowers`. Entered backwards ("from" above "up to"), the list answers the
 * range the right way round and the page says so (the page's address keeps what was asked).
 */
export function orderFollowerRange(q: PageQuery): { query: PageQuery; swapped: boolean } {
  const { minFollowers: from, maxFollowers: upTo } = q;
  if (from === undefined || upTo === undefined || from <= upTo) return { query: q, swapped: false };
  return { query: { ...q, minFollowers: upTo, maxFollowers: from }, swapped: true };
}

/**
 * The query as URL parameters: only what differs from the defaults, so shared links stay short, in
 * the query space's order (canonical: the cached pages' addresses are made from it).
 */
function queryParams(q: PageQuery, override: Partial<PageQuery> = {}): URLSearchParams {
  const merged: Partial<Record<string, unknown>> = { ...q, ...override };
  const params = new URLSearchParams();
  for (const key of LIST_QUERY_KEYS) {
    const value = merged[key];
    if (value === undefined || value === '') continue;
    const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
    if (text !== (LIST_QUERY[key] as { default?: string }).default) params.set(key, text);
  }
  return params;
}

export function collaborateHref(q: PageQuery, override: Partial<PageQuery> = {}, base: ListBase = '/collaborate'): string {
  const s = queryParams(q, override).toString();
  return s ? `${base}?${s}` : base;
}

/** Where the campaign list lives: the public page, or Discover inside the creator dashboard. */
export type ListBase = '/collaborate' | '/creator/dashboard/discover';

/** How many searches and filters narrow the list (the phone's "Filters (n)"). */
export function activeFilterCount(q: PageQuery): number {
  return [
    q.eligible,
    q.q,
    q.platform,
    q.interest,
    q.minFollowers !== undefined,
    q.maxFollowers !== undefined,
    q.minFee !== undefined,
    q.maxFee !== undefined,
    q.open === false,
  ].filter(Boolean).length;
}

/** True when any search or filter narrows the list. */
export function isFiltered(q: PageQuery): boolean {
  return Boolean(
    q.eligible ||
    q.q ||
    q.platform ||
    q.interest ||
    q.minFollowers !== undefined ||
    q.maxFollowers !== undefined ||
    q.minFee !== undefined ||
    q.maxFee !== undefined ||
    q.open === false,
  );
}

export { ALL_VIEW };

// The view travels as one path segment in base64url: Next.js hands a route parameter over still
// percent-encoded on some paths (and RSC requests) and decoded on others, and base64url has nothing to decode.
function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The page cache keeps one entry per distinct list, so proxy.ts rewrites `/collaborate?…` to
 * `/collaborate/<view>`: the query in canonical form (defaults dropped, fixed order, values the
 * schema refuses ignored), plus the creator's audience (`aud`) when they ask for "Campaigns I qualify for".
 */
export function collaborateView(raw: URLSearchParams, audience?: string): string {
  const params = queryParams(parseListQuery(Object.fromEntries(raw)));
  if (params.get(QUALIFY_KEY) && audience) params.set('aud', audience);
  const s = params.toString();
  if (!s) return ALL_VIEW;
  // A page of the whole list, and the selects alone: the addresses next.config.mjs rewrites those
  // queries to without the proxy.
  const keys = [...params.keys()];
  if (keys.join() === 'page') return `${PAGE_VIEW_PREFIX}${params.get('page')}`;
  if (keys.every((k) => k === 'platform' || k === 'interest' || k === 'page')) {
    return filterView(params.get('platform') ?? undefined, params.get('interest') ?? undefined, Number(params.get('page') ?? 1));
  }
  return toBase64Url(s);
}

/** `collaborateView`'s result, as the page's route parameter, back into URL parameters (with `aud`); anything else is the whole list. */
export function viewParams(view: string): Record<string, string> {
  const page = view.startsWith(PAGE_VIEW_PREFIX) ? view.slice(PAGE_VIEW_PREFIX.length) : null;
  if (page !== null) return /^[1-9]\d{0,4}$/.test(page) ? { page } : {};
  const filters = filterViewParams(view);
  if (filters) return filters;
  const query = view === ALL_VIEW ? null : fromBase64Url(view);
  return query ? Object.fromEntries(new URLSearchParams(query)) : {};
}

type ListTotals = { total: number; totalPages: number; totalIsCapped: boolean; closeMatches: boolean };

/** The results line: "120+ open campaigns for “chai” · page 2 of 10+", or what a close-spelling search found. */
export function resultSummary(result: ListTotals, q: PageQuery, forAudience: boolean): string {
  const { total, totalPages, totalIsCapped } = result;
  if (total === 0) return 'No campaigns found';
  const plus = totalIsCapped ? '+' : '';
  const what = `${total}${plus} open ${total === 1 ? 'campaign' : 'campaigns'}${forAudience ? ' you qualify for' : ''}`;
  const where = totalPages > 1 ? ` · page ${Math.min(q.page, totalPages)} of ${totalPages}${plus}` : '';
  if (result.closeMatches) return `Nothing matches “${q.q}” exactly. ${what} with a close spelling${where}`;
  return `${what}${q.q ? ` for “${q.q}”` : ''}${where}`;
}
