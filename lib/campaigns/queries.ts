import 'server-only';
import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike, getDb, type Executor } from '@/lib/db';
import { NEW_BADGE_DAYS } from '@/lib/constants';
import { campaigns, type Campaign } from '@/models';
import { todayInIndia } from './deadline';
import { toCampaignJson, type CampaignJson } from './serialize';
import { encodeCursor, UNPAGED_LIST_LIMIT, type CampaignListQuery } from './schemas';
import type { StatedAudience } from '@/lib/participation/eligibility';

/** The most one list read returns: the API's unpaged answer (a page asks for at most 50). */
const MAX_LIST_LIMIT = UNPAGED_LIST_LIMIT;
import { isUuid } from '@/lib/uuid';

// Public reads: no auth, no actor. Callers decide what a closed campaign means for them.

/** A campaign as lists show it: the spec's JSON plus the NEW badge and how many creators asked to join. */
export type CampaignListItem = CampaignJson & { isNew: boolean; requestCount: number };

export type CampaignPage = {
  campaigns: CampaignListItem[];
  page: number;
  limit: number;
  /** Matching campaigns, counted up to countCap(page, limit) (see totalIsCapped). */
  total: number;
  totalPages: number;
  /** True when more campaigns match than were counted: `total` is then a floor ("120+"). */
  totalIsCapped: boolean;
  /**
   * Pass as `after` for the campaigns that follow this page, or null at the end. With `after`,
   * the answer is page 1 of what follows the cursor, and its totals count from there; reading
   * deep this way costs the same at any depth, where `page=N` skips N-1 pages of rows.
   */
  nextCursor: string | null;
  /** True when no campaign had every searched word and these have close spellings of them ("protien" finds "protein"). */
  closeMatches: boolean;
};

/**
 * Counting every match costs time in proportion to the data, and a search among 100k campaigns
 * may match tens of thousands. A list only needs to know which pages to offer next, so the count
 * stops at the end of the block of PAGES_AHEAD pages the reader is in: pages 1-10 all say "120+"
 * (the total does not change as the visitor pages), page 11 counts on to 240. Its cost depends on
 * how deep the reader is, not on how many campaigns exist.
 */
export const PAGES_AHEAD = 10;

export function countCap(page: number, limit: number): number {
  return Math.ceil(Math.max(page, 1) / PAGES_AHEAD) * PAGES_AHEAD * limit;
}

/** The most words a search matches on (the rest of a pasted paragraph is ignored). */
const MAX_SEARCH_WORDS = 8;
/** Words this long or longer may match a close spelling when nothing has them exactly. */
const CLOSE_MATCH_MIN_LENGTH = 5;
/** pg_trgm's word similarity a close spelling needs ("protien" ~ "protein" is 0.5). */
const CLOSE_MATCH_THRESHOLD = 0.45;

/** A search's words, lower-cased and without repeats: each must be somewhere in the campaign's name, brand or description. */
function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sitemap never asks for more than this many campaign ids. */
const SITEMAP_LIMIT = 5000;

export function isCampaignId(id: unknown): id is string {
  return isUuid(id);
}

/** True when the campaign was posted within NEW_BADGE_DAYS of `now`. */
function isNewCampaign(createdAt: Date | string, now = Date.now()): boolean {
  return now - new Date(createdAt).getTime() < NEW_BADGE_DAYS * DAY_MS;
}

// Must stay exactly the expression of the pg_trgm GIN index in drizzle/0001_search.sql.
const searchText = sql`lower(${campaigns.campaignName} || ' ' || ${campaigns.brandName} || ' ' || ${campaigns.description})`;

// A correlated count, run only for the rows of one page (uses participation_campaign_status_idx).
// Spelled out because drizzle leaves columns unqualified in single-table selects.
const requestCount = sql<number>`(select count(*) from "participation_requests" "pr" where "pr"."campaign_id" = "campaigns"."id")::int`;

/** Campaigns the public may see: not hidden by an operator, and their brand not suspended (lib/moderation). */
export function listedCampaign(): SQL<boolean> {
  return sql<boolean>`(${campaigns.hiddenAt} is null and ${campaigns.brandSuspendedAt} is null)`;
}

/** Campaigns whose application deadline has not passed: an inclusive day in India time, or none. */
export function takingApplications(): SQL {
  return or(isNull(campaigns.applyBy), gte(campaigns.applyBy, todayInIndia()))!;
}

/**
 * The list query plus what the server derives for a signed-in creator (never read from a URL):
 * `audience`, only campaigns one of the creator's handles qualifies for (platform and follower
 * range, the rule of lib/participation/eligibility.ts); `interests`, any of these interests.
 */
export type CampaignFilter = CampaignListQuery & { audience?: StatedAudience; interests?: readonly string[] };

/** Campaigns whose platform and follower range take one of the stated handles (none stated: none). */
function fitsAudience(audience: StatedAudience): SQL {
  const fits = audience.map((a) => and(eq(campaigns.platform, a.platform), lte(campaigns.minFollowers, a.followers), gte(campaigns.maxFollowers, a.followers)));
  return fits.length > 0 ? or(...fits)! : sql`false`;
}

/**
 * Every word somewhere in the name, brand or description ("fitfuel protein" finds FitFuel's
 * "Protein Breakfast Week"); with `close`, a long word may also be a close spelling of a word
 * there (pg_trgm's `<%`, which the same trigram index answers).
 */
function searchMatch(words: string[], close: boolean): SQL[] {
  return words.map((w) => {
    const exact = sql`${searchText} like ${`%${escapeLike(w)}%`}`;
    return close && w.length >= CLOSE_MATCH_MIN_LENGTH ? or(exact, sql`${w} <% ${searchText}`)! : exact;
  });
}

function listWhere(q: CampaignFilter, close = false): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(campaigns.status, 'open'), listedCampaign()];
  conds.push(...searchMatch(searchWords(q.q), close));
  if (q.platform) conds.push(eq(campaigns.platform, q.platform));
  if (q.interest) conds.push(eq(campaigns.interest, q.interest));
  if (q.interests?.length) conds.push(inArray(campaigns.interest, [...q.interests]));
  if (q.audience) conds.push(fitsAudience(q.audience));
  // A campaign's follower range matches the creator's range when the two overlap.
  if (q.minFollowers !== undefined) conds.push(gte(campaigns.maxFollowers, q.minFollowers));
  if (q.maxFollowers !== undefined) conds.push(lte(campaigns.minFollowers, q.maxFollowers));
  // Fees are stored in paise; "product only" (null) is free, so it can meet a maximum but never a minimum.
  if (q.minFee !== undefined) conds.push(gte(campaigns.feePaise, q.minFee * 100));
  if (q.maxFee !== undefined) conds.push(or(isNull(campaigns.feePaise), lte(campaigns.feePaise, q.maxFee * 100)));
  if (q.open) conds.push(takingApplications());
  // Rows after the cursor in list order (newest first), as one range of campaigns_open_created_idx.
  if (q.after) conds.push(sql`(${campaigns.createdAt}, ${campaigns.id}) < (${q.after.createdAt}::timestamptz, ${q.after.id}::uuid)`);
  return and(...conds);
}

function toListItem(row: Campaign & { requestCount: number }, now: number): CampaignListItem {
  const { requestCount: n, ...campaign } = row;
  return { ...toCampaignJson(campaign), isNew: isNewCampaign(campaign.createdAt, now), requestCount: Number(n) };
}

/** One page of open campaigns, newest first, filtered and searched as the query says. */
export async function listOpenCampaigns(query: CampaignFilter): Promise<CampaignPage> {
  const db = await getDb();
  const exact = await listPage(query, db, false);
  const typo = exact.total === 0 && !query.after && searchWords(query.q).some((w) => w.length >= CLOSE_MATCH_MIN_LENGTH);
  if (!typo) return exact;
  // Nothing has every word as typed: try close spellings, with the similarity set for this read only.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${CLOSE_MATCH_THRESHOLD}`));
    return listPage(query, tx, true);
  });
}

async function listPage(query: CampaignFilter, db: Executor, close: boolean): Promise<CampaignPage> {
  const limit = Math.min(Math.max(query.limit ?? 12, 1), MAX_LIST_LIMIT);
  const page = query.after ? 1 : Math.max(query.page ?? 1, 1);
  const where = listWhere(query, close);
  const cap = countCap(page, limit);
  const rowsQuery = db
    .select({ campaign: campaigns, requestCount, cursorTime: sql<string>`${campaigns.createdAt}::text` })
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const totalsQuery = db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(campaigns)
      .where(where)
      .limit(cap + 1)
      .as('capped'),
  );
  // In a transaction (the close-spelling read) both go over its one connection: one after the
  // other, as pg would queue them anyway (warning that the client is already executing a query).
  const [rows, [totals]] = close ? [await rowsQuery, await totalsQuery] : await Promise.all([rowsQuery, totalsQuery]);
  const counted = Number(totals?.n ?? 0);
  const totalIsCapped = counted > cap;
  const total = Math.min(counted, cap);
  const now = Date.now();
  const last = rows.at(-1);
  const more = rows.length === limit && counted > page * limit;
  return {
    campaigns: rows.map((r) => toListItem({ ...r.campaign, requestCount: r.requestCount }, now)),
    page,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
    totalIsCapped,
    nextCursor: more && last ? encodeCursor({ createdAt: last.cursorTime, id: last.campaign.id }) : null,
    closeMatches: close && rows.length > 0,
  };
}

/** Why the public may not see a campaign: hidden by an operator (with the reason), or its brand suspended. */
type Unlisted = { hiddenReason: string | null; brandSuspended: boolean };

/**
 * One campaign by id, open or closed; null for unknown or malformed ids. `unlisted` is set when
 * the public may not see it (lib/moderation): callers answer as for a missing one (410 on its page).
 */
export async function getCampaign(id: string): Promise<(CampaignListItem & { unlisted: Unlisted | null }) | null> {
  if (!isCampaignId(id)) return null;
  const db = await getDb();
  // A package order's brief (kind `order`) is private to its brand and creator: no campaign page.
  const [row] = await db
    .select({ campaign: campaigns, requestCount })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.kind, 'campaign')))
    .limit(1);
  if (!row) return null;
  const { hiddenAt, hiddenReason, brandSuspendedAt } = row.campaign;
  const unlisted = hiddenAt || brandSuspendedAt ? { hiddenReason: hiddenAt ? hiddenReason : null, brandSuspended: brandSuspendedAt !== null } : null;
  return { ...toListItem({ ...row.campaign, requestCount: row.requestCount }, Date.now()), unlisted };
}

/** The campaign as the API and its page show it (whether it is listed is not theirs to tell). */
export function withoutUnlisted(found: CampaignListItem & { unlisted: Unlisted | null }): CampaignListItem {
  const { unlisted, ...campaign } = found;
  void unlisted;
  return campaign;
}

/** Ids of open campaigns for the sitemap, newest first, at most `limit` (≤ SITEMAP_LIMIT). */
export async function getOpenCampaignIds(limit = SITEMAP_LIMIT): Promise<{ id: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ id: campaigns.id, updatedAt: campaigns.updatedAt })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'open'), listedCampaign()))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(Math.min(Math.max(limit, 1), SITEMAP_LIMIT));
}
