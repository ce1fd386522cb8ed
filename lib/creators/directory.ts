import 'server-only';
import { and, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { escapeLike, getDb } from '@/lib/db';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { creatorAudiences, creators } from '@/models';
import { encodeDirectoryCursor, type DirectoryCursor, type DirectoryQuery } from './directory-schemas';
import { toDirectoryCreatorJson, type DirectoryCreatorJson } from './serialize';
import { creatorCardColumns } from './queries';

export type DirectoryPage = {
  creators: DirectoryCreatorJson[];
  /** Pass as `after` for the creators that follow this page, or null at the end. */
  nextCursor: string | null;
};

const card = {
  ...creatorCardColumns,
  createdAt: sql<string>`${creators.createdAt}::text`,
};

/**
 * The filters on the creator's own row. Text matches `search_text` (name, bio, niche, city, tags
 * and handles, lower-cased by the database) through its trigram index.
 */
function profileFilters(q: DirectoryQuery): (SQL | undefined)[] {
  return [
    // A suspended creator is in no list (lib/moderation).
    isNull(creators.suspendedAt),
    q.q ? sql`${creators.searchText} like lower(${`%${escapeLike(q.q)}%`})` : undefined,
    q.niche ? sql`${creators.niche} ilike ${`%${escapeLike(q.niche)}%`}` : undefined,
    // ILIKE without wildcards: the whole city, any case. (The planner estimates ILIKE from the
    // column's statistics, where lower() would hide them and lead it to sort every match.)
    q.city ? sql`${creators.city} ilike ${escapeLike(q.city)}` : undefined,
    // "From ₹X" at most the price: the lowest active package (kept by lib/packages/service.ts).
    q.maxPriceInr !== undefined ? lte(creators.fromPricePaise, q.maxPriceInr * 100) : undefined,
  ];
}

/**
 * One page of creators for a brand: text, niche, city, platform and follower range, most
 * followers first (on the platform asked for, else on the creator's largest audience) or newest
 * first. Each order is one walk down an index (drizzle/0005), so a page costs the same at any
 * depth and with any number of creators.
 */
export async function searchCreators(actor: Actor | null, query: DirectoryQuery): Promise<DirectoryPage> {
  requireRole(actor, 'brand', 'Only brands can search creators');
  const db = await getDb();
  const want = query.limit + 1;
  const platform = query.platform;
  // The follower count the range and the sort read: the platform's, or the largest of any.
  const followers = platform ? creatorAudiences.followers : creators.topFollowers;
  const range = [
    query.minFollowers !== undefined ? gte(followers, query.minFollowers) : undefined,
    query.maxFollowers !== undefined ? lte(followers, query.maxFollowers) : undefined,
  ];
  const filters = [...profileFilters(query), ...range];

  type Row = Awaited<ReturnType<typeof read>>[number];
  function read(where: (SQL | undefined)[], order: SQL[], n: number) {
    if (!platform) {
      return db
        .select({ ...card, followers: creators.topFollowers })
        .from(creators)
        .where(and(...filters, ...where))
        .orderBy(...order)
        .limit(n);
    }
    return db
      .select({ ...card, followers: creatorAudiences.followers })
      .from(creatorAudiences)
      .innerJoin(creators, eq(creators.id, creatorAudiences.creatorId))
      .where(and(eq(creatorAudiences.platform, platform), ...filters, ...where))
      .orderBy(...order)
      .limit(n);
  }

  let rows: Row[];
  let cursorOf: (row: Row) => DirectoryCursor;
  if (query.sort === 'newest') {
    const after = query.after?.sort === 'newest' ? query.after : undefined;
    const keyset = after ? sql`(${creators.createdAt}, ${creators.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
    rows = await read([keyset], [desc(creators.createdAt), desc(creators.id)], want);
    cursorOf = (r) => ({ sort: 'newest', createdAt: r.createdAt, id: r.id });
  } else {
    const id = platform ? creatorAudiences.creatorId : creators.id;
    const byFollowers = [sql`${followers} desc nulls last`, desc(id)];
    const byId = [desc(id)];
    const after = query.after?.sort === 'followers' ? query.after : undefined;
    // Creators who stated no count come last. A row comparison never matches NULL, so a cursor
    // among the counted reads on in two index ranges: the rest of the counted, then the uncounted.
    const nullsAllowed = query.minFollowers === undefined && query.maxFollowers === undefined;
    if (!after) rows = await read([], byFollowers, want);
    else if (after.followers === null) rows = await read([isNull(followers), sql`${id} < ${after.id}::uuid`], byId, want);
    else {
      rows = await read([sql`(${followers}, ${id}) < (${after.followers}::bigint, ${after.id}::uuid)`], byFollowers, want);
      if (rows.length < want && nullsAllowed) rows = rows.concat(await read([isNull(followers)], byId, want - rows.length));
    }
    cursorOf = (r) => ({ sort: 'followers', followers: r.followers === null ? null : Number(r.followers), id: r.id });
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    creators: page.map(toDirectoryCreatorJson),
    nextCursor: rows.length > query.limit && last ? encodeDirectoryCursor(cursorOf(last)) : null,
  };
}
