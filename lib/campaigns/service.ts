import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { badRequest, notFound, unauthorized } from '@/lib/errors';
import { removeUpload, saveImage } from '@/lib/storage/images';
import { hit } from '@/lib/rate-limit';
import { recordDestinationChange } from '@/lib/collaborations/destination';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { brands, campaigns, creators, participationRequests, type Campaign, type CampaignStatus, type CollaborationStatus, type NewCampaign } from '@/models';
import { CONTENT_DUE_BEFORE_APPLY, FOLLOWER_RANGE_MESSAGE, IMAGE_REQUIRED } from './messages';
import { isChosenFile, type CampaignFields, type CampaignUpdate } from './schemas';
import { toCampaignJson, type CampaignJson } from './serialize';
import { isCampaignId } from './queries';
import { invalidateCampaignLists } from './list-cache';
import { destinationHostKey } from './destination';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
/** A brand sees at most this many of its own campaigns in the dashboard list. */
const BRAND_CAMPAIGNS_LIMIT = 200;

export type RequestCounts = { pending: number; approved: number; declined: number; total: number };
/** An approved creator of a campaign, with the collaboration where the brand reaches them. */
export type RosterEntry = { collaborationId: string; creatorId: string; name: string; profilePicture: string | null; status: CollaborationStatus };
/**
 * `takenDown`: CollabMarket hid the campaign from the public (lib/moderation), with its reason; null
 * while it is listed. The brand's own list says so on the campaign.
 */
export type BrandCampaignJson = CampaignJson & { requestCounts: RequestCounts; roster: RosterEntry[]; takenDown: { reason: string } | null };

/** How many approved creators each campaign of the list names (the rest are counted in requestCounts.approved). */
const ROSTER_SHOWN = 8;

const BRANDS_ONLY = 'Only brands can manage campaigns';

/** Changes of a campaign's destination host a day: each one e-mails every creator with an open job. */
const DESTINATION_CHANGES = {
  max: 10,
  windowSeconds: 24 * 3600,
  message: 'The destination link’s site was changed too often today. Please try again tomorrow.',
};

/** The brand's own campaign; anyone else's (or an unknown id) is simply not found. */
async function ownCampaign(actor: Actor, id: string): Promise<Campaign> {
  requireRole(actor, 'brand', BRANDS_ONLY);
  if (!isCampaignId(id)) throw notFound(CAMPAIGN_NOT_FOUND);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(campaigns)
    // A package order's brief (kind `order`) is no campaign of the brand's to edit, close or reopen.
    .where(and(eq(campaigns.id, id), eq(campaigns.brandId, actor.id), eq(campaigns.kind, 'campaign')))
    .limit(1);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/** Saves an image, runs `write`, and removes the image again if the write fails: no row without its file. */
async function withImage<T>(actor: Actor, image: File, write: (path: string) => Promise<T>): Promise<T> {
  const path = await saveImage(image, 'Campaign image', `brand:${actor.id}`);
  try {
    return await write(path);
  } catch (err) {
    await removeUpload(path).catch(() => {});
    throw err;
  }
}

/** Creates an open campaign for the signed-in brand; the image is required. */
export async function createCampaign(actor: Actor | null, fields: CampaignFields, image: unknown): Promise<CampaignJson> {
  requireRole(actor, 'brand', BRANDS_ONLY);
  if (!isChosenFile(image)) throw badRequest(IMAGE_REQUIRED, { campaignImage: IMAGE_REQUIRED });
  const db = await getDb();
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, actor.id)).limit(1);
  // A valid token for a deleted account: the session is meaningless.
  if (!brand) throw unauthorized();
  const row = await withImage(actor, image, async (campaignImage) => {
    const [created] = await db
      .insert(campaigns)
      .values({
        ...(pickFields(fields) as CampaignColumns & Pick<NewCampaign, (typeof SPEC_FIELDS)[number]>),
        brandId: actor.id,
        campaignImage,
        status: 'open',
      })
      .returning();
    return created;
  });
  await invalidateCampaignLists();
  return toCampaignJson(row);
}

type CampaignColumns = Partial<Omit<NewCampaign, 'id' | 'brandId' | 'campaignImage' | 'status' | 'createdAt' | 'updatedAt'>>;

const SPEC_FIELDS = ['campaignName', 'brandName', 'interest', 'platform', 'minFollowers', 'maxFollowers', 'incentives', 'description'] as const;
const BRIEF_FIELDS = ['deliverables', 'applyBy', 'contentDueBy', 'contentGuidelines', 'destinationUrl'] as const;

/** The columns the input gives (undefined: not given, left as it is); the fee in rupees becomes paise. */
function pickFields(f: Partial<CampaignFields>): CampaignColumns {
  const out: Record<string, unknown> = {};
  for (const key of [...SPEC_FIELDS, ...BRIEF_FIELDS]) if (f[key] !== undefined) out[key] = f[key];
  if (f.feeInr !== undefined) out.feePaise = f.feeInr === null ? null : f.feeInr * 100;
  return out as CampaignColumns;
}

/** Edits the brand's own campaign (any subset of fields, optionally a new image); others get 404. */
export async function updateCampaign(actor: Actor | null, id: string, input: CampaignUpdate, image?: unknown): Promise<CampaignJson> {
  requireRole(actor, 'brand', BRANDS_ONLY);
  const current = await ownCampaign(actor, id);
  const changes = pickFields(input);
  const min = changes.minFollowers ?? current.minFollowers;
  const max = changes.maxFollowers ?? current.maxFollowers;
  if (min > max) throw badRequest(FOLLOWER_RANGE_MESSAGE, { minFollowers: FOLLOWER_RANGE_MESSAGE });
  const applyBy = changes.applyBy === undefined ? current.applyBy : changes.applyBy;
  const contentDueBy = changes.contentDueBy === undefined ? current.contentDueBy : changes.contentDueBy;
  if (applyBy && contentDueBy && contentDueBy < applyBy) throw badRequest(CONTENT_DUE_BEFORE_APPLY, { contentDueBy: CONTENT_DUE_BEFORE_APPLY });
  const newImage = isChosenFile(image) ? image : isChosenFile(input.campaignImage) ? input.campaignImage : undefined;
  if (changes.destinationUrl !== undefined && destinationHostKey(changes.destinationUrl) !== destinationHostKey(current.destinationUrl)) {
    // Each change of host e-mails every creator with an open job: bounded, so it cannot flood them.
    await hit(`destination-host:${current.id}`, DESTINATION_CHANGES);
  }
  const db = await getDb();
  const write = (campaignImage?: string) =>
    db.transaction(async (tx) => {
      // Locked, so the host compared is the one this change replaces, even with edits racing.
      const [before] = await tx
        .select({ destinationUrl: campaigns.destinationUrl })
        .from(campaigns)
        .where(and(eq(campaigns.id, current.id), eq(campaigns.brandId, actor.id)))
        .for('no key update');
      if (!before) throw notFound(CAMPAIGN_NOT_FOUND);
      const [row] = await tx
        .update(campaigns)
        .set({ ...changes, ...(campaignImage ? { campaignImage } : {}), updatedAt: new Date() })
        .where(and(eq(campaigns.id, current.id), eq(campaigns.brandId, actor.id)))
        .returning();
      if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
      await recordDestinationChange(tx, row, before.destinationUrl);
      return row;
    });
  if (!newImage) {
    const updated = await write();
    await invalidateCampaignLists(updated.id);
    return toCampaignJson(updated);
  }
  const row = await withImage(actor, newImage, write);
  await invalidateCampaignLists(row.id);
  // The old file is no longer referenced once the new path is committed.
  if (current.campaignImage !== row.campaignImage) await removeUpload(current.campaignImage).catch(() => {});
  return toCampaignJson(row);
}

async function setStatus(actor: Actor | null, id: string, status: CampaignStatus): Promise<CampaignJson> {
  requireRole(actor, 'brand', BRANDS_ONLY);
  const current = await ownCampaign(actor, id);
  if (current.status === status) return toCampaignJson(current);
  const db = await getDb();
  const [row] = await db
    .update(campaigns)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(campaigns.id, current.id), eq(campaigns.brandId, actor.id)))
    .returning();
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  await invalidateCampaignLists(row.id);
  return toCampaignJson(row);
}

/** Closes the brand's own campaign: it leaves the public list and takes no new requests. */
export function closeCampaign(actor: Actor | null, id: string): Promise<CampaignJson> {
  return setStatus(actor, id, 'closed');
}

/** Reopens the brand's own closed campaign. */
export function reopenCampaign(actor: Actor | null, id: string): Promise<CampaignJson> {
  return setStatus(actor, id, 'open');
}

/** The brand's own campaigns (open and closed), newest first, each with its request counts by status. */
export async function listBrandCampaigns(actor: Actor | null): Promise<BrandCampaignJson[]> {
  requireRole(actor, 'brand', BRANDS_ONLY);
  const db = await getDb();
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.brandId, actor.id), eq(campaigns.kind, 'campaign')))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(BRAND_CAMPAIGNS_LIMIT);
  if (rows.length === 0) return [];
  // One grouped query for every campaign's counts (no N+1).
  const counts = await db
    .select({ campaignId: participationRequests.campaignId, status: participationRequests.status, n: sql<number>`count(*)::int` })
    .from(participationRequests)
    .where(
      inArray(
        participationRequests.campaignId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(participationRequests.campaignId, participationRequests.status);
  const byCampaign = new Map<string, RequestCounts>();
  for (const c of counts) {
    const entry = byCampaign.get(c.campaignId) ?? { pending: 0, approved: 0, declined: 0, total: 0 };
    entry[c.status] += Number(c.n);
    entry.total += Number(c.n);
    byCampaign.set(c.campaignId, entry);
  }
  const rosters = await rosterOf(rows.map((r) => r.id));
  return rows.map((r) => ({
    ...toCampaignJson(r),
    requestCounts: byCampaign.get(r.id) ?? { pending: 0, approved: 0, declined: 0, total: 0 },
    roster: rosters.get(r.id) ?? [],
    takenDown: r.hiddenAt ? { reason: r.hiddenReason ?? '' } : null,
  }));
}

/** Each campaign's approved creators, earliest approved first, at most ROSTER_SHOWN per campaign (one query). */
async function rosterOf(campaignIds: string[]): Promise<Map<string, RosterEntry[]>> {
  const db = await getDb();
  const ranked = db
    .select({
      campaignId: participationRequests.campaignId,
      collaborationId: sql<string>`${participationRequests.id}`.as('collaboration_id'),
      creatorId: creators.id,
      name: creators.name,
      profilePicture: creators.profilePicture,
      status: participationRequests.stage,
      decidedAt: participationRequests.decidedAt,
      rank: sql<number>`row_number() over (partition by ${participationRequests.campaignId} order by ${participationRequests.decidedAt}, ${participationRequests.id})`.as(
        'rank',
      ),
    })
    .from(participationRequests)
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(and(inArray(participationRequests.campaignId, campaignIds), eq(participationRequests.status, 'approved')))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${ROSTER_SHOWN}`)
    .orderBy(ranked.campaignId, ranked.rank);
  const out = new Map<string, RosterEntry[]>();
  for (const r of rows) {
    const list = out.get(r.campaignId) ?? [];
    list.push({ collaborationId: r.collaborationId, creatorId: r.creatorId, name: r.name, profilePicture: r.profilePicture, status: r.status });
    out.set(r.campaignId, list);
  }
  return out;
}
