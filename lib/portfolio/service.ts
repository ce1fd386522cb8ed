import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { badRequest, conflict, isUniqueViolation, notFound } from '@/lib/errors';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { invalidatePages, pageTags } from '@/lib/page-cache/invalidate';
import { copyUpload, removeUpload, saveImage } from '@/lib/storage/images';
import { assertPublicCreator, CREATOR_NOT_FOUND, lockCreator } from '@/lib/creators/rows';
import { isUuid } from '@/lib/uuid';
import { campaigns, contentSubmissions, participationRequests, portfolioItems, type PortfolioItem } from '@/models';
import {
  MAX_PORTFOLIO_CAPTION,
  MAX_PORTFOLIO_ITEMS,
  PORTFOLIO_ADDED,
  PORTFOLIO_DELETED,
  PORTFOLIO_FULL,
  PORTFOLIO_ITEM_NOT_FOUND,
  PORTFOLIO_JOB_ADDED_ALREADY,
  PORTFOLIO_JOB_NOT_DONE,
  PORTFOLIO_JOB_NOTHING,
  PORTFOLIO_NOT_ALLOWED,
  PORTFOLIO_ORDER_MESSAGE,
  PORTFOLIO_REORDERED,
  PORTFOLIO_UPDATED,
  PORTFOLIO_URL_MESSAGE,
} from './messages';
import { postPlatform } from './platforms';
import type { PortfolioJsonInput, PortfolioUpdate } from './schemas';
import { toPortfolioItemJson, type PortfolioItemJson } from './serialize';

// A creator's portfolio (issue 35): up to MAX_PORTFOLIO_ITEMS images and posts, in the creator's
// order. Changes of one creator's portfolio run one at a time (the creator's row is locked), so
// the limit and the order hold; each refreshes the cached public page on every server.

const COLLABORATION_NOT_FOUND = 'Collaboration not found';
const ONLY_CREATORS = 'Only creators have a portfolio';

type Added = { message: string; item: PortfolioItemJson };
type Listed = { items: PortfolioItemJson[] };

async function listOf(tx: Tx, creatorId: string): Promise<PortfolioItem[]> {
  return tx
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.creatorId, creatorId))
    .orderBy(asc(portfolioItems.position), asc(portfolioItems.createdAt), asc(portfolioItems.id));
}

async function ownItem(tx: Tx, creatorId: string, id: string): Promise<PortfolioItem> {
  if (!isUuid(id)) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.creatorId, creatorId)));
  if (!row) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
  return row;
}

async function countOf(tx: Tx, creatorId: string): Promise<number> {
  const [{ n }] = (await tx.select({ n: count() }).from(portfolioItems).where(eq(portfolioItems.creatorId, creatorId))) as [{ n: number }];
  return Number(n);
}

/** Positions 0..n-1 in the list's order, whatever earlier deletes and moves left. */
async function renumber(tx: Tx, list: PortfolioItem[]): Promise<PortfolioItem[]> {
  for (const [position, item] of list.entries()) {
    if (item.position !== position) await tx.update(portfolioItems).set({ position }).where(eq(portfolioItems.id, item.id));
    item.position = position;
  }
  return list;
}

/** Runs a change of the creator's portfolio: locked, then the public page refreshed on every server. */
async function change<T>(actor: Actor | null, work: (tx: Tx, creatorId: string) => Promise<T>): Promise<T> {
  requireRole(actor, 'creator', ONLY_CREATORS);
  const db = await getDb();
  const out = await db.transaction(async (tx) => {
    await lockCreator(tx, actor.id);
    return work(tx, actor.id);
  });
  await invalidatePages(pageTags.creator(actor.id));
  return out;
}

/** Inserts an item at the end of the list (409 past MAX_PORTFOLIO_ITEMS). */
async function append(tx: Tx, creatorId: string, values: Omit<typeof portfolioItems.$inferInsert, 'creatorId' | 'position'>): Promise<PortfolioItem> {
  const n = await countOf(tx, creatorId);
  if (n >= MAX_PORTFOLIO_ITEMS) throw conflict(PORTFOLIO_FULL);
  const [row] = await tx
    .insert(portfolioItems)
    .values({ ...values, creatorId, position: n })
    .returning();
  return row!;
}

/** The creator's own portfolio, in their order. */
export async function listOwnPortfolio(actor: Actor | null): Promise<Listed> {
  requireRole(actor, 'creator', ONLY_CREATORS);
  const db = await getDb();
  const rows = await db.transaction((tx) => listOf(tx, actor.id));
  return { items: rows.map(toPortfolioItemJson) };
}

/**
 * Anyone: a creator's portfolio, in their order (404 for an unknown creator). The one place the
 * public side asks whether the creator may be shown: a suspended creator answers 404 here too.
 */
export async function listPublicPortfolio(creatorId: string): Promise<Listed> {
  if (!isUuid(creatorId)) throw notFound(CREATOR_NOT_FOUND);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertPublicCreator(tx, creatorId);
    return { items: (await listOf(tx, creatorId)).map(toPortfolioItemJson) };
  });
}

/** Adds a post on a known platform. */
export async function addPortfolioLink(actor: Actor | null, input: { url: string; caption?: string }): Promise<Added> {
  const platform = postPlatform(input.url);
  // The schema checked it; a caller past the schema still cannot store another site.
  if (!platform) throw badRequest(PORTFOLIO_URL_MESSAGE, { url: PORTFOLIO_URL_MESSAGE });
  return change(actor, async (tx, creatorId) => {
    const row = await append(tx, creatorId, { kind: 'link', url: input.url.trim(), platform, caption: input.caption ?? '' });
    return { message: PORTFOLIO_ADDED, item: toPortfolioItemJson(row) };
  });
}

/** Adds an uploaded image: checked, re-encoded and stored like every upload (lib/storage/images.ts). */
export async function addPortfolioImage(actor: Actor | null, input: { file: File; caption?: string }): Promise<Added> {
  requireRole(actor, 'creator', ONLY_CREATORS);
  // Full already: refused before any decoding.
  const db = await getDb();
  if ((await db.transaction((tx) => countOf(tx, actor.id))) >= MAX_PORTFOLIO_ITEMS) throw conflict(PORTFOLIO_FULL);
  const image = await saveImage(input.file, 'The image', `creator:${actor.id}`);
  try {
    return await change(actor, async (tx, creatorId) => {
      const row = await append(tx, creatorId, { kind: 'image', image, caption: input.caption ?? '' });
      return { message: PORTFOLIO_ADDED, item: toPortfolioItemJson(row) };
    });
  } catch (err) {
    await removeUpload(image).catch(() => {});
    throw err;
  }
}

/** What a completed job offers the portfolio: its approved image, else its live post on a known platform. */
type JobWork = { image: string } | { url: string; platform: string };

async function jobOf(tx: Tx, creatorId: string, collaborationId: string) {
  if (!isUuid(collaborationId)) throw notFound(COLLABORATION_NOT_FOUND);
  const [job] = await tx
    .select({
      id: participationRequests.id,
      stage: participationRequests.stage,
      allowed: participationRequests.portfolioAllowed,
      postLinks: participationRequests.postLinks,
      campaignName: campaigns.campaignName,
      brandName: campaigns.brandName,
    })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .where(and(eq(participationRequests.id, collaborationId), eq(participationRequests.creatorId, creatorId)));
  if (!job) throw notFound(COLLABORATION_NOT_FOUND);
  return job;
}

async function workOf(tx: Tx, job: { id: string; postLinks: { url: string }[] }): Promise<JobWork | null> {
  const [approved] = await tx
    .select({ images: contentSubmissions.images })
    .from(contentSubmissions)
    .where(and(eq(contentSubmissions.collaborationId, job.id), eq(contentSubmissions.reviewDecision, 'approve')))
    .orderBy(desc(contentSubmissions.version))
    .limit(1);
  if (approved?.images[0]) return { image: approved.images[0] };
  for (const link of job.postLinks) {
    const platform = postPlatform(link.url);
    if (platform) return { url: link.url, platform };
  }
  return null;
}

/** The job page's "Add to portfolio": whether the brand allowed it and whether it is in already. */
export async function portfolioStateOfJob(actor: Actor, collaborationId: string): Promise<{ allowed: boolean; added: boolean }> {
  if (actor.role !== 'creator' || !isUuid(collaborationId)) return { allowed: false, added: false };
  const db = await getDb();
  const [row] = await db
    .select({ allowed: participationRequests.portfolioAllowed, stage: participationRequests.stage, item: portfolioItems.id })
    .from(participationRequests)
    .leftJoin(portfolioItems, and(eq(portfolioItems.collaborationId, participationRequests.id), eq(portfolioItems.creatorId, actor.id)))
    .where(and(eq(participationRequests.id, collaborationId), eq(participationRequests.creatorId, actor.id)));
  return { allowed: Boolean(row && row.allowed && row.stage === 'completed'), added: Boolean(row?.item) };
}

/** Adds a completed job's approved content, when the brand allowed it; the item links to the job. */
export async function addPortfolioFromJob(actor: Actor | null, collaborationId: string, caption?: string): Promise<Added> {
  requireRole(actor, 'creator', ONLY_CREATORS);
  let copied: string | null = null;
  try {
    return await change(actor, async (tx, creatorId) => {
      const job = await jobOf(tx, creatorId, collaborationId);
      if (job.stage !== 'completed') throw conflict(PORTFOLIO_JOB_NOT_DONE);
      if (!job.allowed) throw conflict(PORTFOLIO_NOT_ALLOWED);
      const [present] = await tx
        .select({ id: portfolioItems.id })
        .from(portfolioItems)
        .where(and(eq(portfolioItems.creatorId, creatorId), eq(portfolioItems.collaborationId, job.id)));
      if (present) throw conflict(PORTFOLIO_JOB_ADDED_ALREADY);
      if ((await countOf(tx, creatorId)) >= MAX_PORTFOLIO_ITEMS) throw conflict(PORTFOLIO_FULL);
      const work = await workOf(tx, job);
      if (!work) throw conflict(PORTFOLIO_JOB_NOTHING);
      const text = caption || `${job.campaignName} for ${job.brandName}`.slice(0, MAX_PORTFOLIO_CAPTION);
      let values: Parameters<typeof append>[2];
      if ('image' in work) {
        // The item owns a copy: deleting it never removes the job's own file.
        copied = await copyUpload(work.image);
        if (!copied) throw conflict(PORTFOLIO_JOB_NOTHING);
        values = { kind: 'image', image: copied, caption: text, collaborationId: job.id };
      } else values = { kind: 'link', url: work.url, platform: work.platform, caption: text, collaborationId: job.id };
      const row = await append(tx, creatorId, values);
      return { message: PORTFOLIO_ADDED, item: toPortfolioItemJson(row) };
    });
  } catch (err) {
    if (copied) await removeUpload(copied).catch(() => {});
    // Two clicks at once: the second finds the first's row.
    if (isUniqueViolation(err)) throw conflict(PORTFOLIO_JOB_ADDED_ALREADY);
    throw err;
  }
}

/** POST /api/creator/portfolio as JSON: a link, or a completed job's content. */
export async function addPortfolioItem(actor: Actor | null, input: PortfolioJsonInput): Promise<Added> {
  if (input.collaborationId !== undefined) return addPortfolioFromJob(actor, input.collaborationId, input.caption);
  return addPortfolioLink(actor, { url: input.url!, caption: input.caption });
}

/** Changes one of the creator's own items: its caption and/or its place (moved there, the others renumbered). */
export async function updatePortfolioItem(actor: Actor | null, id: string, input: PortfolioUpdate): Promise<Added> {
  return change(actor, async (tx, creatorId) => {
    const current = await ownItem(tx, creatorId, id);
    if (input.caption !== undefined) {
      await tx.update(portfolioItems).set({ caption: input.caption, updatedAt: new Date() }).where(eq(portfolioItems.id, current.id));
    }
    if (input.position !== undefined) {
      const list = (await listOf(tx, creatorId)).filter((p) => p.id !== current.id);
      list.splice(Math.min(input.position, list.length), 0, current);
      await renumber(tx, list);
    }
    const [row] = await tx.select().from(portfolioItems).where(eq(portfolioItems.id, current.id));
    return { message: PORTFOLIO_UPDATED, item: toPortfolioItemJson(row!) };
  });
}

/** Deletes one of the creator's own items (and its image file, once the delete is committed). */
export async function deletePortfolioItem(actor: Actor | null, id: string): Promise<Added> {
  const out = await change(actor, async (tx, creatorId) => {
    const current = await ownItem(tx, creatorId, id);
    await tx.delete(portfolioItems).where(eq(portfolioItems.id, current.id));
    await renumber(tx, await listOf(tx, creatorId));
    return current;
  });
  if (out.image) await removeUpload(out.image).catch(() => {});
  return { message: PORTFOLIO_DELETED, item: toPortfolioItemJson(out) };
}

/** Puts the creator's items in the order of `ids`: every item once, nothing else (400 otherwise). */
export async function reorderPortfolio(actor: Actor | null, ids: string[]): Promise<Listed & { message: string }> {
  return change(actor, async (tx, creatorId) => {
    const list = await listOf(tx, creatorId);
    const byId = new Map(list.map((p) => [p.id, p]));
    const ordered = ids.map((id) => byId.get(id));
    if (ids.length !== list.length || new Set(ids).size !== ids.length || ordered.some((p) => !p)) {
      throw badRequest(PORTFOLIO_ORDER_MESSAGE, { ids: PORTFOLIO_ORDER_MESSAGE });
    }
    await renumber(tx, ordered as PortfolioItem[]);
    return { message: PORTFOLIO_REORDERED, items: (ordered as PortfolioItem[]).map(toPortfolioItemJson) };
  });
}
