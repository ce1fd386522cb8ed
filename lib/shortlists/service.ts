import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { AppError, conflict, isUniqueViolation, notFound, unauthorized } from '@/lib/errors';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { isUuid } from '@/lib/uuid';
import { brands, creators, shortlistMembers, shortlists, type Shortlist } from '@/models';
import {
  CREATOR_NOT_FOUND,
  MAX_MEMBERS,
  MAX_SHORTLISTS,
  SHORTLIST_FULL,
  SHORTLIST_NOT_FOUND,
  TOO_MANY_SHORTLISTS,
  nameTaken,
  removedFrom,
  savedTo,
  shortlistCreated,
  shortlistDeleted,
  shortlistRenamed,
} from './messages';
import type { SaveCreatorInput } from './schemas';
import { creatorCardColumns } from '@/lib/creators/queries';
import { toShortlistMemberJson, toShortlistSummaryJson, type ShortlistChoice, type ShortlistJson, type ShortlistSummaryJson } from './serialize';

type BrandActor = Actor & { role: 'brand' };

const ONLY_BRANDS = 'Only brands keep shortlists';
// A suspended creator stays on the lists that saved them (reinstated, they are back) but is shown in
// none and counted in no size, as in the directory (lib/moderation).
const memberCount = count(creators.id);
const notSuspended = isNull(creators.suspendedAt);

/** The brand's lists with their sizes, the most recently changed first. */
export async function listShortlists(actor: Actor | null): Promise<{ shortlists: ShortlistSummaryJson[] }> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  const db = await getDb();
  const rows = await db
    .select({ list: shortlists, members: memberCount })
    .from(shortlists)
    .leftJoin(shortlistMembers, eq(shortlistMembers.shortlistId, shortlists.id))
    .leftJoin(creators, and(eq(creators.id, shortlistMembers.creatorId), notSuspended))
    .where(eq(shortlists.brandId, actor.id))
    .groupBy(shortlists.id)
    .orderBy(desc(shortlists.updatedAt), desc(shortlists.id));
  return { shortlists: rows.map((r) => toShortlistSummaryJson(r.list, r.members)) };
}

/** One of the brand's lists with its creators (public profile fields only), the latest added first. */
export async function getShortlist(actor: Actor | null, id: string): Promise<ShortlistJson> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  const db = await getDb();
  const list = await ownList(db, actor, id);
  const rows = await db
    .select({ addedAt: shortlistMembers.addedAt, ...creatorCardColumns })
    .from(shortlistMembers)
    .innerJoin(creators, eq(creators.id, shortlistMembers.creatorId))
    .where(and(eq(shortlistMembers.shortlistId, list.id), notSuspended))
    .orderBy(desc(shortlistMembers.addedAt), asc(creators.name));
  return { ...toShortlistSummaryJson(list, rows.length), members: rows.map((r) => toShortlistMemberJson(r, r.addedAt)) };
}

/** The brand's lists as the save menu offers them for one creator: which already hold them. */
export async function shortlistChoices(actor: Actor | null, creatorId: string): Promise<ShortlistChoice[]> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  const [{ shortlists: lists }, saved] = await Promise.all([listShortlists(actor), savedIn(actor, [creatorId])]);
  const mine = new Set(saved[creatorId] ?? []);
  return lists.map((l) => ({ _id: l._id, name: l.name, hasCreator: mine.has(l._id) }));
}

/** For each of these creators, the ids of the brand's lists that hold them (for a page of many creators). */
export async function savedIn(actor: Actor | null, creatorIds: string[]): Promise<Record<string, string[]>> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  const ids = [...new Set(creatorIds.filter(isUuid))];
  if (ids.length === 0) return {};
  const db = await getDb();
  const rows = await db
    .select({ creatorId: shortlistMembers.creatorId, shortlistId: shortlistMembers.shortlistId })
    .from(shortlistMembers)
    .innerJoin(shortlists, eq(shortlists.id, shortlistMembers.shortlistId))
    .where(and(eq(shortlists.brandId, actor.id), inArray(shortlistMembers.creatorId, ids)));
  const out: Record<string, string[]> = {};
  for (const r of rows) (out[r.creatorId] ??= []).push(r.shortlistId);
  return out;
}

/** A new, empty list; names are unique per brand whatever their case. */
export async function createShortlist(actor: Actor | null, input: { name: string }): Promise<{ message: string; shortlist: ShortlistSummaryJson }> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  const db = await getDb();
  const list = await db.transaction((tx) => insertList(tx, actor, input.name));
  return { message: shortlistCreated(list.name), shortlist: toShortlistSummaryJson(list, 0) };
}

/** Gives one of the brand's lists a new name (unique per brand, whatever the case). */
export async function renameShortlist(actor: Actor | null, id: string, input: { name: string }): Promise<{ message: string; shortlist: ShortlistSummaryJson }> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  const db = await getDb();
  const renamed = await db.transaction(async (tx) => {
    const list = await ownList(tx, actor, id, true);
    await refuseTakenName(tx, actor, input.name, 'name', list.id);
    const [row] = await tx
      .update(shortlists)
      .set({ name: input.name, updatedAt: new Date() })
      .where(eq(shortlists.id, list.id))
      .returning()
      .catch(takenName(input.name, 'name'));
    return { row, members: await countMembers(tx, list.id) };
  });
  return { message: shortlistRenamed(renamed.row.name), shortlist: toShortlistSummaryJson(renamed.row, renamed.members) };
}

/** Deletes one of the brand's lists (its creators stay, of course: only the list goes). */
export async function deleteShortlist(actor: Actor | null, id: string): Promise<{ message: string }> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  const db = await getDb();
  const [gone] = await db
    .delete(shortlists)
    .where(and(eq(shortlists.id, mustBeId(id)), eq(shortlists.brandId, actor.id)))
    .returning();
  if (!gone) throw notFound(SHORTLIST_NOT_FOUND);
  return { message: shortlistDeleted(gone.name) };
}

type MemberAnswer = { message: string; shortlist: ShortlistSummaryJson; changed: boolean };

/** Puts a creator on one of the brand's lists; saving someone already there changes nothing and is no error. */
export async function addToShortlist(actor: Actor | null, id: string, creatorId: string): Promise<MemberAnswer> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const list = await ownList(tx, actor, id, true);
    return addMember(tx, list, creatorId);
  });
}

/** Takes a creator off one of the brand's lists; one who is not on it leaves the list as it is. */
export async function removeFromShortlist(actor: Actor | null, id: string, creatorId: string): Promise<MemberAnswer> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const list = await ownList(tx, actor, id, true);
    const creator = await creatorNamed(tx, creatorId);
    const gone = await tx
      .delete(shortlistMembers)
      .where(and(eq(shortlistMembers.shortlistId, list.id), eq(shortlistMembers.creatorId, creator.id)))
      .returning({ creatorId: shortlistMembers.creatorId });
    const touched = gone.length > 0 ? await touch(tx, list) : list;
    return {
      message: removedFrom(creator.name, list.name),
      shortlist: toShortlistSummaryJson(touched, await countMembers(tx, list.id)),
      changed: gone.length > 0,
    };
  });
}

/** The save menu: a creator onto one of the brand's lists, or onto a new list made by name in the same step. */
export async function saveCreator(actor: Actor | null, input: SaveCreatorInput): Promise<MemberAnswer> {
  requireRole(actor, 'brand', ONLY_BRANDS);
  if (input.shortlistId) return addToShortlist(actor, input.shortlistId, input.creatorId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The creator first: an unknown one must not leave an empty new list behind.
    await creatorNamed(tx, input.creatorId);
    const list = await insertList(tx, actor, input.newShortlistName ?? '', 'newShortlistName');
    return addMember(tx, list, input.creatorId);
  });
}

// ---- inside the transactions

/** The brand's own list, or 404 (another brand's list is answered like a missing one); locked when it is about to change. */
async function ownList(q: Executor, actor: BrandActor, id: string, lock = false): Promise<Shortlist> {
  const query = q
    .select()
    .from(shortlists)
    .where(and(eq(shortlists.id, mustBeId(id)), eq(shortlists.brandId, actor.id)));
  const [list] = lock ? await query.for('no key update') : await query;
  if (!list) throw notFound(SHORTLIST_NOT_FOUND);
  return list;
}

function mustBeId(id: string): string {
  if (!isUuid(id)) throw notFound(SHORTLIST_NOT_FOUND);
  return id;
}

async function creatorNamed(tx: Tx, creatorId: string): Promise<{ id: string; name: string }> {
  if (!isUuid(creatorId)) throw notFound(CREATOR_NOT_FOUND);
  const [creator] = await tx
    .select({ id: creators.id, name: creators.name })
    .from(creators)
    .where(and(eq(creators.id, creatorId), notSuspended));
  if (!creator) throw notFound(CREATOR_NOT_FOUND);
  return creator;
}

/** A list's size as shown (its creators not suspended). */
async function countMembers(tx: Tx, shortlistId: string): Promise<number> {
  return (await countMembersBoth(tx, shortlistId)).shown;
}

/** Every member (what the limit counts: a suspended creator still holds a place) and those shown. */
async function countMembersBoth(tx: Tx, shortlistId: string): Promise<{ all: number; shown: number }> {
  const [row] = await tx
    .select({ all: count(), shown: count(creators.id) })
    .from(shortlistMembers)
    .leftJoin(creators, and(eq(creators.id, shortlistMembers.creatorId), notSuspended))
    .where(eq(shortlistMembers.shortlistId, shortlistId));
  return row;
}

async function touch(tx: Tx, list: Shortlist): Promise<Shortlist> {
  const [row] = await tx.update(shortlists).set({ updatedAt: new Date() }).where(eq(shortlists.id, list.id)).returning();
  return row;
}

/** The form field a taken name is shown under: `name`, or the save menu's `newShortlistName`. */
type NameField = 'name' | 'newShortlistName';
const nameConflict = (name: string, field: NameField) => new AppError('conflict', nameTaken(name), { [field]: nameTaken(name) });

const takenName = (name: string, field: NameField) => (err: unknown) => {
  if (isUniqueViolation(err)) throw nameConflict(name, field);
  throw err;
};

async function refuseTakenName(tx: Tx, actor: BrandActor, name: string, field: NameField, exceptId?: string) {
  const [taken] = await tx
    .select({ name: shortlists.name })
    .from(shortlists)
    .where(and(eq(shortlists.brandId, actor.id), sql`lower(${shortlists.name}) = lower(${name})`, exceptId ? ne(shortlists.id, exceptId) : undefined));
  if (taken) throw nameConflict(taken.name, field);
}

async function insertList(tx: Tx, actor: BrandActor, name: string, field: NameField = 'name'): Promise<Shortlist> {
  // The brand's row lock makes its creations take turns, so the count below cannot be raced past the limit.
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, actor.id)).for('no key update');
  if (!brand) throw unauthorized('Your brand account no longer exists');
  await refuseTakenName(tx, actor, name, field);
  const [{ n }] = await tx.select({ n: count() }).from(shortlists).where(eq(shortlists.brandId, actor.id));
  if (n >= MAX_SHORTLISTS) throw conflict(TOO_MANY_SHORTLISTS);
  const [list] = await tx.insert(shortlists).values({ brandId: actor.id, name }).returning().catch(takenName(name, field));
  return list;
}

/** Adds the creator to a list the caller owns and has locked. */
async function addMember(tx: Tx, list: Shortlist, creatorId: string): Promise<MemberAnswer> {
  const creator = await creatorNamed(tx, creatorId);
  const members = await countMembersBoth(tx, list.id);
  const [added] = await tx
    .insert(shortlistMembers)
    .values({ shortlistId: list.id, creatorId: creator.id })
    .onConflictDoNothing()
    .returning({ creatorId: shortlistMembers.creatorId });
  if (added && members.all >= MAX_MEMBERS) throw conflict(SHORTLIST_FULL);
  const touched = added ? await touch(tx, list) : list;
  return { message: savedTo(creator.name, list.name), shortlist: toShortlistSummaryJson(touched, members.shown + (added ? 1 : 0)), changed: Boolean(added) };
}
