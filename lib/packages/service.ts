import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { conflict, notFound } from '@/lib/errors';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { invalidatePages, pageTags } from '@/lib/page-cache/invalidate';
import { assertPublicCreator, CREATOR_NOT_FOUND, lockCreator } from '@/lib/creators/rows';
import { isUuid } from '@/lib/uuid';
import { creatorPackages, creators, type CreatorPackage } from '@/models';
import {
  MAX_PACKAGES,
  PACKAGE_CREATED,
  PACKAGE_DELETED,
  PACKAGE_MOVED,
  PACKAGE_NOT_FOUND,
  PACKAGE_PAUSED,
  PACKAGE_RESUMED,
  PACKAGE_UPDATED,
  PACKAGES_FULL,
} from './messages';
import type { PackageInput, PackageUpdate } from './schemas';
import { toPackageJson, type PackageJson } from './serialize';

// A creator's packages (issue 35): up to MAX_PACKAGES, in the creator's order; a paused one is
// hidden from brands. Every change keeps `creators.from_price_paise` (the lowest active price, the
// directory's "From ₹X" and its price filter) in the same transaction, and refreshes the public page.

async function refreshFromPrice(tx: Tx, creatorId: string): Promise<void> {
  await tx
    .update(creators)
    .set({
      fromPricePaise: sql`(select min(${creatorPackages.pricePaise}) from ${creatorPackages} where ${creatorPackages.creatorId} = ${creatorId} and ${creatorPackages.status} = 'active')`,
    })
    .where(eq(creators.id, creatorId));
}

async function ownPackage(tx: Tx, actor: Actor, id: string): Promise<CreatorPackage> {
  if (!isUuid(id)) throw notFound(PACKAGE_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(creatorPackages)
    .where(and(eq(creatorPackages.id, id), eq(creatorPackages.creatorId, actor.id)));
  if (!row) throw notFound(PACKAGE_NOT_FOUND);
  return row;
}

async function listOf(tx: Tx, creatorId: string, activeOnly: boolean): Promise<CreatorPackage[]> {
  return tx
    .select()
    .from(creatorPackages)
    .where(and(eq(creatorPackages.creatorId, creatorId), activeOnly ? eq(creatorPackages.status, 'active') : undefined))
    .orderBy(asc(creatorPackages.position), asc(creatorPackages.createdAt));
}

/** Runs a change of the creator's packages: locked, the "From" price kept, the public page refreshed. */
async function change<T>(actor: Actor | null, work: (tx: Tx, creatorId: string) => Promise<T>): Promise<T> {
  requireRole(actor, 'creator', 'Only creators have packages');
  const db = await getDb();
  const out = await db.transaction(async (tx) => {
    await lockCreator(tx, actor.id);
    const result = await work(tx, actor.id);
    await refreshFromPrice(tx, actor.id);
    return result;
  });
  await invalidatePages(pageTags.creator(actor.id));
  return out;
}

/** The creator's own packages, paused ones too, in their order. */
export async function listOwnPackages(actor: Actor | null): Promise<{ packages: PackageJson[] }> {
  requireRole(actor, 'creator', 'Only creators have packages');
  const db = await getDb();
  const rows = await db.transaction((tx) => listOf(tx, actor.id, false));
  return { packages: rows.map(toPackageJson) };
}

/** Anyone: a creator's active packages, in the creator's order (404 for an unknown creator). */
export async function listPublicPackages(creatorId: string): Promise<{ packages: PackageJson[] }> {
  if (!isUuid(creatorId)) throw notFound(CREATOR_NOT_FOUND);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertPublicCreator(tx, creatorId);
    return { packages: (await listOf(tx, creatorId, true)).map(toPackageJson) };
  });
}

/** Adds a package at the end of the creator's list (409 past MAX_PACKAGES). */
export async function createPackage(actor: Actor | null, input: PackageInput): Promise<{ message: string; package: PackageJson }> {
  return change(actor, async (tx, creatorId) => {
    const [{ n, last }] = (await tx
      .select({ n: count(), last: sql<number | null>`max(${creatorPackages.position})` })
      .from(creatorPackages)
      .where(eq(creatorPackages.creatorId, creatorId))) as [{ n: number; last: number | null }];
    if (Number(n) >= MAX_PACKAGES) throw conflict(PACKAGES_FULL);
    const [row] = await tx
      .insert(creatorPackages)
      .values({
        creatorId,
        position: last === null ? 0 : Number(last) + 1,
        title: input.title,
        platform: input.platform,
        deliverables: input.deliverables,
        pricePaise: input.priceInr * 100,
        deliveryDays: input.deliveryDays,
        description: input.description ?? '',
      })
      .returning();
    return { message: PACKAGE_CREATED, package: toPackageJson(row!) };
  });
}

/** Changes one of the creator's own packages (any field; `status` pauses or resumes it). */
export async function updatePackage(actor: Actor | null, id: string, input: PackageUpdate): Promise<{ message: string; package: PackageJson }> {
  return change(actor, async (tx) => {
    const current = await ownPackage(tx, actor!, id);
    const { priceInr, ...rest } = input;
    const [row] = await tx
      .update(creatorPackages)
      .set({ ...rest, ...(priceInr !== undefined ? { pricePaise: priceInr * 100 } : {}), updatedAt: new Date() })
      .where(eq(creatorPackages.id, current.id))
      .returning();
    const message = input.status && input.status !== current.status ? (input.status === 'paused' ? PACKAGE_PAUSED : PACKAGE_RESUMED) : PACKAGE_UPDATED;
    return { message, package: toPackageJson(row!) };
  });
}

/** Deletes one of the creator's own packages; orders already made from it go on. */
export async function deletePackage(actor: Actor | null, id: string): Promise<{ message: string; package: PackageJson }> {
  return change(actor, async (tx) => {
    const current = await ownPackage(tx, actor!, id);
    await tx.delete(creatorPackages).where(eq(creatorPackages.id, current.id));
    return { message: PACKAGE_DELETED, package: toPackageJson(current) };
  });
}

/** Moves one of the creator's own packages a place up or down (at the end already: nothing moves). */
export async function movePackage(actor: Actor | null, id: string, direction: 'up' | 'down'): Promise<{ message: string; packages: PackageJson[] }> {
  return change(actor, async (tx, creatorId) => {
    const current = await ownPackage(tx, actor!, id);
    const list = await listOf(tx, creatorId, false);
    const i = list.findIndex((p) => p.id === current.id);
    const j = direction === 'up' ? i - 1 : i + 1;
    if (j >= 0 && j < list.length) [list[i], list[j]] = [list[j]!, list[i]!];
    // Renumber the whole list: positions stay 0..n-1 whatever earlier deletes left.
    for (const [position, p] of list.entries()) {
      if (p.position !== position) await tx.update(creatorPackages).set({ position }).where(eq(creatorPackages.id, p.id));
      p.position = position;
    }
    return { message: PACKAGE_MOVED, packages: list.map(toPackageJson) };
  });
}
