import { campaignListQuerySchema, type CampaignListQuery } from '@/lib/campaigns/schemas';

export type RawSearchParams = Record<string, string | string[] | undefined>;

/**
 * The page's query: the public list's, plus `eligible` ("Campaigns I qualify for"), which the page
 * turns into the signed-in creator's audience on the server. It is never part of the public API.
 */
export type PageQuery = CampaignListQuery & { eligible: boolean };

const KEYS = ['q', 'platform', 'interest', 'minFollowers', 'maxFollowers', 'minFee', 'maxFee', 'open', 'page', 'limit'] as const;
type Key = (typeof KEYS)[number];

/** Follower counts offered by the range filter (any other count in the URL still works). */
export const FOLLOWER_STEPS = [1000, 2000, 5000, 10000, 20000, 50000, 100000, 150000, 200000];

/**
 * The page's URL → the list query. Empty fields (an unset select) are dropped, and a value the
 * schema refuses (platform=Foo, page=-1) is ignored rather than failing the whole page. Unlike
 * the API, the page hides campaigns whose application deadline has passed unless `open=0`.
 */
export function parseListQuery(raw: RawSearchParams): PageQuery {
  const q = parseKnown(raw);
  const eligible = Array.isArray(raw.eligible) ? raw.eligible[0] : raw.eligible;
  return { ...q, open: q.open ?? true, eligible: eligible?.trim() === '1' };
}

function parseKnown(raw: RawSearchParams): CampaignListQuery {
  const input: Partial<Record<Key, string>> = {};
  for (const key of KEYS) {
    const v = raw[key];
    const value = (Array.isArray(v) ? v[0] : v)?.trim();
    if (value) input[key] = value;
  }
  for (let attempt = 0; attempt < KEYS.length; attempt++) {
    const parsed = campaignListQuerySchema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[issue.path[0] as Key];
  }
  return campaignListQuerySchema.parse({});
}

/** The query as URL parameters: only what differs from the defaults, so shared links stay short. */
function queryParams(q: PageQuery, override: Partial<PageQuery> = {}): URLSearchParams {
  const merged = { ...q, ...override };
  const defaults = campaignListQuerySchema.parse({});
  const params = new URLSearchParams();
  if (merged.q) params.set('q', merged.q);
  if (merged.platform) params.set('platform', merged.platform);
  if (merged.interest) params.set('interest', merged.interest);
  if (merged.minFollowers !== undefined) params.set('minFollowers', String(merged.minFollowers));
  if (merged.maxFollowers !== undefined) params.set('maxFollowers', String(merged.maxFollowers));
  if (merged.minFee !== undefined) params.set('minFee', String(merged.minFee));
  if (merged.maxFee !== undefined) params.set('maxFee', String(merged.maxFee));
  if (merged.open === false) params.set('open', '0');
  if (merged.eligible) params.set('eligible', '1');
  if (merged.limit !== defaults.limit) params.set('limit', String(merged.limit));
  if (merged.page > 1) params.set('page', String(merged.page));
  return params;
}

export function collaborateHref(q: PageQuery, override: Partial<PageQuery> = {}): string {
  const s = queryParams(q, override).toString();
  return s ? `/collaborate?${s}` : '/collaborate';
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
