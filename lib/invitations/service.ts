import 'server-only';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { AppError, conflict, notFound } from '@/lib/errors';
import { queueWanted } from '@/lib/mail/wanted';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { createNotification, dropUnreadAlerts, markAlertsRead } from '@/lib/notifications/service';
import { publish } from '@/lib/realtime/bus';
import { deadlinePassed } from '@/lib/campaigns/deadline';
import { takingApplications } from '@/lib/campaigns/queries';
import { applicationsClosedOn } from '@/lib/campaigns/messages';
import { CAMPAIGN_CLOSED } from '@/lib/participation/messages';
import { CAMPAIGN_TAKEN_DOWN } from '@/lib/moderation/messages';
import { collaborationEventMail } from '@/lib/collaborations/mail';
import {
  brands,
  campaigns,
  collaborationEvents,
  creatorMutes,
  creators,
  invitations,
  participationRequests,
  shortlistMembers,
  shortlists,
  type Invitation,
  type SocialHandle,
} from '@/models';
import { invitationMail } from './mail';
import {
  ALREADY_INVITED,
  ALREADY_ON_CAMPAIGN,
  BRAND_MUTED,
  BRAND_NOT_FOUND,
  BRAND_UNMUTED,
  CREATOR_NOT_FOUND,
  DAILY_INVITATIONS,
  INVITATION_ACCEPTED,
  INVITATION_DECLINED,
  INVITATION_NOT_FOUND,
  INVITATION_SENT,
  INVITATION_WITHDRAWN,
  NOT_ACCEPTING,
  SHORTLIST_NOT_FOUND,
  YOU_ARE_ON_CAMPAIGN,
  batchTooLarge,
  brandWarning,
  dailyLimitReached,
  notAnswerable,
} from './messages';
import {
  shownStatus,
  toBrandInvitation,
  toCreatorInvitation,
  type BrandInvitationJson,
  type CreatorInvitationJson,
  type MutedBrandJson,
  type ShortlistInviteSummary,
} from './serialize';

type CreatorActor = Actor & { role: 'creator' };
type BrandActor = Actor & { role: 'brand' };

/** The campaign columns invitations need (cards, rules, e-mails). */
const campaignCols = {
  id: campaigns.id,
  brandId: campaigns.brandId,
  brandName: campaigns.brandName,
  campaignName: campaigns.campaignName,
  status: campaigns.status,
  hiddenAt: campaigns.hiddenAt,
  applyBy: campaigns.applyBy,
  platform: campaigns.platform,
  minFollowers: campaigns.minFollowers,
  maxFollowers: campaigns.maxFollowers,
  feePaise: campaigns.feePaise,
  incentives: campaigns.incentives,
  campaignImage: campaigns.campaignImage,
};
type CampaignRow = { [K in keyof typeof campaignCols]: (typeof campaigns.$inferSelect)[K] };

type Invitee = { id: string; name: string; email: string; profilePicture: string | null; handles: SocialHandle[] };
const inviteeCols = {
  id: creators.id,
  name: creators.name,
  email: creators.email,
  profilePicture: creators.profilePicture,
  handles: creators.socialMediaHandles,
};

/**
 * One of the brand's own campaigns that still takes creators. FOR SHARE: a concurrent close waits
 * for the invitation to commit. Another brand's campaign is answered like a missing one.
 */
async function openOwnCampaign(tx: Tx, actor: BrandActor, campaignId: string): Promise<CampaignRow> {
  const [campaign] = await tx
    .select(campaignCols)
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, actor.id)))
    .for('share');
  if (!campaign) throw notFound('Campaign not found');
  if (campaign.hiddenAt) throw conflict(CAMPAIGN_TAKEN_DOWN);
  if (campaign.status !== 'open') throw conflict(CAMPAIGN_CLOSED);
  if (deadlinePassed(campaign.applyBy)) throw conflict(applicationsClosedOn(campaign.applyBy!));
  return campaign;
}

/**
 * How many invitations the brand may still send in the rolling 24 hours, counted from the table.
 * The lock on the brand's row makes a parallel burst take turns, so no burst passes the limit
 * (NO KEY UPDATE: the invitations' foreign keys to the brand do not wait on it).
 */
async function allowance(tx: Tx, brandId: string): Promise<{ left: number; retryAfterSeconds: number }> {
  await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('no key update');
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      wait: sql<number | null>`ceil(extract(epoch from (min(${invitations.createdAt}) + interval '24 hours' - now())))::int`,
    })
    .from(invitations)
    .where(and(eq(invitations.brandId, brandId), sql`${invitations.createdAt} > now() - interval '24 hours'`));
  return { left: Math.max(0, DAILY_INVITATIONS - Number(row?.n ?? 0)), retryAfterSeconds: Math.max(1, Number(row?.wait ?? 1)) };
}

type Blocker = 'muted' | 'invited' | 'on_campaign';
const SKIP_REASON: Record<Blocker, string> = {
  muted: 'Not accepting invitations from you',
  invited: 'Already invited to this campaign',
  on_campaign: 'Already asked to join or works on this campaign',
};

/** Why some of these creators cannot be invited to this campaign: muted the brand, invited already, or on it already. */
async function blockers(tx: Tx, brandId: string, campaignId: string, creatorIds: string[]): Promise<Map<string, Blocker>> {
  const out = new Map<string, Blocker>();
  if (creatorIds.length === 0) return out;
  // One after the other: a transaction has one connection (pg would queue them, warning).
  const muted = await tx
    .select({ id: creatorMutes.creatorId })
    .from(creatorMutes)
    .where(and(eq(creatorMutes.brandId, brandId), inArray(creatorMutes.creatorId, creatorIds)));
  const invited = await tx
    .select({ id: invitations.creatorId })
    .from(invitations)
    .where(and(eq(invitations.campaignId, campaignId), eq(invitations.status, 'pending'), inArray(invitations.creatorId, creatorIds)));
  const onCampaign = await tx
    .select({ id: participationRequests.creatorId })
    .from(participationRequests)
    .where(and(eq(participationRequests.campaignId, campaignId), inArray(participationRequests.creatorId, creatorIds)));
  for (const r of onCampaign) out.set(r.id, 'on_campaign');
  for (const r of invited) out.set(r.id, 'invited');
  for (const r of muted) out.set(r.id, 'muted');
  return out;
}

const blockerError = (b: Blocker) =>
  b === 'muted' ? new AppError('forbidden', NOT_ACCEPTING) : conflict(b === 'invited' ? ALREADY_INVITED : ALREADY_ON_CAMPAIGN);

/**
 * Inserts the invitations and tells each creator in the app, inside the caller's transaction.
 * The partial unique index decides between racing invitations: a loser gets no row.
 */
async function insertInvitations(tx: Tx, campaign: CampaignRow, invitees: Invitee[], note: string): Promise<Invitation[]> {
  if (invitees.length === 0) return [];
  const rows = await tx
    .insert(invitations)
    .values(invitees.map((c) => ({ campaignId: campaign.id, brandId: campaign.brandId, creatorId: c.id, note })))
    .onConflictDoNothing()
    .returning();
  for (const row of rows) {
    await createNotification(tx, {
      recipientRole: 'creator',
      recipientId: row.creatorId,
      type: 'invitation',
      message: `${campaign.brandName} invited you to ${campaign.campaignName}`,
      campaignId: campaign.id,
      actorId: campaign.brandId,
    });
  }
  return rows;
}

/** Queues the invitation e-mails in the invitations' transaction; a mail failure is retried by the queue and the invitation stands. */
async function mailInvitees(tx: Tx, campaign: CampaignRow, invitees: Invitee[], note: string): Promise<void> {
  for (const c of invitees) {
    await queueWanted(
      tx,
      { role: 'creator', id: c.id },
      'invitations',
      invitationMail({
        to: c.email,
        creatorName: c.name,
        brandName: campaign.brandName,
        campaignId: campaign.id,
        campaignName: campaign.campaignName,
        feeInr: campaign.feePaise === null ? null : campaign.feePaise / 100,
        incentives: campaign.incentives,
        applyBy: campaign.applyBy,
        note,
      }),
      { campaignId: campaign.id, creatorId: c.id },
    );
  }
}

/** The owning brand invites one creator to one of its open campaigns, with an optional note. */
export async function inviteCreator(
  actor: BrandActor,
  campaignId: string,
  input: { creatorId: string; note?: string },
): Promise<{ message: string; invitation: BrandInvitationJson; warning: string | null }> {
  requireRole(actor, 'brand');
  const note = (input.note ?? '').trim();
  const db = await getDb();
  const { row, campaign, creator } = await db.transaction(async (tx) => {
    // The brand's row first, then the campaign's: every invitation takes its locks in this order.
    const { left, retryAfterSeconds } = await allowance(tx, actor.id);
    const campaign = await openOwnCampaign(tx, actor, campaignId);
    // A suspended creator is answered like a missing one (lib/moderation).
    const [creator] = await tx
      .select(inviteeCols)
      .from(creators)
      .where(and(eq(creators.id, input.creatorId), isNull(creators.suspendedAt)));
    if (!creator) throw notFound(CREATOR_NOT_FOUND);
    const blocked = (await blockers(tx, actor.id, campaignId, [creator.id])).get(creator.id);
    if (blocked) throw blockerError(blocked);
    if (left < 1) throw new AppError('rate_limited', dailyLimitReached(), undefined, retryAfterSeconds);
    const [row] = await insertInvitations(tx, campaign, [creator], note);
    if (!row) throw conflict(ALREADY_INVITED);
    await mailInvitees(tx, campaign, [creator], note);
    return { row, campaign, creator };
  });
  return { message: INVITATION_SENT, invitation: toBrandInvitation(row, campaign, creator), warning: brandWarning(campaign, creator.handles) };
}

/**
 * The owning brand invites every creator of one of its shortlists to one of its open campaigns,
 * each by the same rules as one invitation. The daily limit holds for the whole batch: a batch
 * larger than what is left is refused whole, saying how many are left.
 */
export async function inviteShortlist(actor: BrandActor, shortlistId: string, campaignId: string, noteIn = ''): Promise<ShortlistInviteSummary> {
  requireRole(actor, 'brand');
  const note = noteIn.trim();
  const db = await getDb();
  const { campaign, name, members, blocked, rows } = await db.transaction(async (tx) => {
    const [list] = await tx
      .select({ name: shortlists.name })
      .from(shortlists)
      .where(and(eq(shortlists.id, shortlistId), eq(shortlists.brandId, actor.id)));
    if (!list) throw notFound(SHORTLIST_NOT_FOUND);
    const { left, retryAfterSeconds } = await allowance(tx, actor.id);
    const campaign = await openOwnCampaign(tx, actor, campaignId);
    const members = await tx
      .select(inviteeCols)
      .from(shortlistMembers)
      .innerJoin(creators, eq(creators.id, shortlistMembers.creatorId))
      .where(and(eq(shortlistMembers.shortlistId, shortlistId), isNull(creators.suspendedAt)))
      .orderBy(asc(shortlistMembers.addedAt), asc(creators.id));
    const blocked = await blockers(
      tx,
      actor.id,
      campaignId,
      members.map((m) => m.id),
    );
    const todo = members.filter((m) => !blocked.has(m.id));
    if (todo.length > left) throw new AppError('rate_limited', batchTooLarge(left, todo.length), undefined, retryAfterSeconds);
    const rows = await insertInvitations(tx, campaign, todo, note);
    const done = new Set(rows.map((r) => r.creatorId));
    await mailInvitees(
      tx,
      campaign,
      members.filter((m) => done.has(m.id)),
      note,
    );
    return { campaign, name: list.name, members, blocked, rows };
  });
  const done = new Set(rows.map((r) => r.creatorId));
  const invitees = members.filter((m) => done.has(m.id));
  const skipped = members.filter((m) => !done.has(m.id)).map((m) => ({ creatorId: m.id, name: m.name, reason: SKIP_REASON[blocked.get(m.id) ?? 'invited'] }));
  const warnings = invitees.flatMap((m) => {
    const warning = brandWarning(campaign, m.handles);
    return warning ? [{ creatorId: m.id, name: m.name, warning }] : [];
  });
  const n = invitees.length;
  const message =
    members.length === 0
      ? `“${name}” has no creators to invite`
      : `Invited ${n} creator${n === 1 ? '' : 's'} from “${name}” to ${campaign.campaignName}` + (skipped.length ? `; ${skipped.length} skipped` : '');
  return { message, invited: n, skipped, warnings };
}

/** The creator's invitations, newest first. Pending ones from a brand they muted stay hidden until they unmute it. */
export async function listCreatorInvitations(actor: CreatorActor, limit = 200): Promise<{ invitations: CreatorInvitationJson[] }> {
  requireRole(actor, 'creator');
  const db = await getDb();
  const rows = await db
    .select({
      invitation: invitations,
      campaign: campaignCols,
      brand: { brandName: campaigns.brandName, brandLogo: brands.brandLogo, ratingCount: brands.ratingCount, ratingStars: brands.ratingStars },
    })
    .from(invitations)
    .innerJoin(campaigns, eq(campaigns.id, invitations.campaignId))
    .innerJoin(brands, eq(brands.id, invitations.brandId))
    .leftJoin(creatorMutes, and(eq(creatorMutes.creatorId, invitations.creatorId), eq(creatorMutes.brandId, invitations.brandId)))
    .where(and(eq(invitations.creatorId, actor.id), or(isNull(creatorMutes.brandId), ne(invitations.status, 'pending'))))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit);
  return { invitations: rows.map((r) => toCreatorInvitation(r.invitation, r.campaign, r.brand)) };
}

/** The invitations of one of the brand's own campaigns with each one's status, newest first. */
export async function listCampaignInvitations(
  actor: BrandActor,
  campaignId: string,
): Promise<{ campaign: { _id: string; campaignName: string; status: string; applyBy: string | null }; invitations: BrandInvitationJson[] }> {
  requireRole(actor, 'brand');
  const db = await getDb();
  const [campaign] = await db
    .select(campaignCols)
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, actor.id)));
  if (!campaign) throw notFound('Campaign not found');
  const rows = await db
    .select({ invitation: invitations, creator: { name: creators.name, profilePicture: creators.profilePicture } })
    .from(invitations)
    .innerJoin(creators, eq(creators.id, invitations.creatorId))
    .where(eq(invitations.campaignId, campaignId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(500);
  return {
    campaign: { _id: campaign.id, campaignName: campaign.campaignName, status: campaign.status, applyBy: campaign.applyBy },
    invitations: rows.map((r) => toBrandInvitation(r.invitation, campaign, r.creator)),
  };
}

/** The creator's own invitation with its campaign (locked for share) and both sides' names, its row locked for the answer. */
async function lockForAnswer(tx: Tx, actor: CreatorActor, id: string) {
  const [found] = await tx
    .select({
      invitation: invitations,
      brand: { name: brands.name, email: brands.email },
      creator: { name: creators.name },
    })
    .from(invitations)
    .innerJoin(brands, eq(brands.id, invitations.brandId))
    .innerJoin(creators, eq(creators.id, invitations.creatorId))
    .where(and(eq(invitations.id, id), eq(invitations.creatorId, actor.id)))
    .for('no key update', { of: invitations });
  if (!found) throw notFound(INVITATION_NOT_FOUND);
  // FOR SHARE: a close of the campaign waits until this answer commits.
  const [campaign] = await tx.select(campaignCols).from(campaigns).where(eq(campaigns.id, found.invitation.campaignId)).for('share');
  const status = shownStatus(found.invitation.status, campaign);
  if (status !== 'pending') throw conflict(notAnswerable(status, campaign));
  return { ...found, campaign };
}

/** The invitation has been answered: its alert to the creator is no longer new (the badge falls). */
const markInvitationAlertRead = (tx: Tx, actor: CreatorActor, inv: { campaignId: string; brandId: string }) =>
  markAlertsRead(tx, { recipientRole: 'creator', recipientId: actor.id, type: 'invitation', campaignId: inv.campaignId, actorId: inv.brandId });

/**
 * The creator accepts: the collaboration starts at once, active and approved (the brand chose
 * them; no second approval and no eligibility check). Its timeline begins with the invitation.
 */
export async function acceptInvitation(actor: CreatorActor, id: string): Promise<{ message: string; collaborationId: string }> {
  requireRole(actor, 'creator');
  const db = await getDb();
  const job = await db.transaction(async (tx) => {
    const found = await lockForAnswer(tx, actor, id);
    const { invitation: inv, campaign } = found;
    const now = new Date();
    const [job] = await tx
      .insert(participationRequests)
      .values({ campaignId: inv.campaignId, creatorId: actor.id, brandId: inv.brandId, status: 'approved', stage: 'active', decidedAt: now })
      .onConflictDoNothing({ target: [participationRequests.campaignId, participationRequests.creatorId] })
      .returning();
    if (!job) throw conflict(YOU_ARE_ON_CAMPAIGN);
    await tx.insert(collaborationEvents).values([
      { collaborationId: job.id, actorRole: 'brand', actorId: inv.brandId, kind: 'invited', detail: inv.note || null, createdAt: inv.createdAt },
      { collaborationId: job.id, actorRole: 'creator', actorId: actor.id, kind: 'accepted', createdAt: now },
    ]);
    await tx.update(invitations).set({ status: 'accepted', collaborationId: job.id, decidedAt: now, updatedAt: now }).where(eq(invitations.id, inv.id));
    await markInvitationAlertRead(tx, actor, inv);
    await createNotification(tx, {
      recipientRole: 'brand',
      recipientId: inv.brandId,
      type: 'invitation',
      message: `${found.creator.name} accepted your invitation to ${campaign.campaignName}`,
      campaignId: campaign.id,
      actorId: actor.id,
    });
    await publish(tx, { t: 'status', c: job.id, b: job.brandId, r: job.creatorId, status: job.stage });
    await queueWanted(
      tx,
      { role: 'brand', id: job.brandId },
      'collaborations',
      collaborationEventMail({
        to: found.brand.email,
        toName: found.brand.name,
        toRole: 'brand',
        collaborationId: job.id,
        subject: `${found.creator.name} accepted your invitation: ${campaign.campaignName}`,
        sentence: `${found.creator.name} accepted your invitation to ${campaign.campaignName}. The collaboration is active: share the brief and wait for their content.`,
      }),
      { collaborationId: job.id },
    );
    return job;
  });
  return { message: INVITATION_ACCEPTED, collaborationId: job.id };
}

/** The creator declines, optionally saying why; the brand sees it on the campaign's invitations and in its notifications. */
export async function declineInvitation(actor: CreatorActor, id: string, input: { reason?: string } = {}): Promise<{ message: string }> {
  requireRole(actor, 'creator');
  const reason = (input.reason ?? '').trim();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { invitation: inv, campaign, creator } = await lockForAnswer(tx, actor, id);
    await tx
      .update(invitations)
      .set({ status: 'declined', declineReason: reason || null, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(invitations.id, inv.id));
    await markInvitationAlertRead(tx, actor, inv);
    await createNotification(tx, {
      recipientRole: 'brand',
      recipientId: inv.brandId,
      type: 'invitation',
      message: `${creator.name} declined your invitation to ${campaign.campaignName}${reason ? `: “${reason}”` : ''}`,
      campaignId: campaign.id,
      actorId: actor.id,
    });
  });
  return { message: INVITATION_DECLINED };
}

/** The brand takes back one of its pending invitations; the creator's unread alert about it goes too. */
export async function withdrawInvitation(actor: BrandActor, id: string): Promise<{ message: string }> {
  requireRole(actor, 'brand');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const mine = and(eq(invitations.id, id), eq(invitations.brandId, actor.id));
    const [gone] = await tx
      .update(invitations)
      .set({ status: 'withdrawn', decidedAt: new Date(), updatedAt: new Date() })
      .where(and(mine, eq(invitations.status, 'pending')))
      .returning();
    if (!gone) {
      const [exists] = await tx.select({ status: invitations.status }).from(invitations).where(mine);
      if (!exists) throw notFound(INVITATION_NOT_FOUND);
      throw conflict(`Only a pending invitation can be withdrawn; this one is ${exists.status}`);
    }
    await dropUnreadAlerts(tx, { recipientRole: 'creator', recipientId: gone.creatorId, type: 'invitation', campaignId: gone.campaignId, actorId: actor.id });
  });
  return { message: INVITATION_WITHDRAWN };
}

// --- Muting ---

async function brandNamed(brandId: string): Promise<{ id: string; brandName: string }> {
  const db = await getDb();
  const [brand] = await db.select({ id: brands.id, brandName: brands.brandName }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound(BRAND_NOT_FOUND);
  return brand;
}

/** The creator mutes a brand: no new invitations from it, and its pending ones are hidden (until unmuted). */
export async function muteBrand(actor: CreatorActor, brandId: string): Promise<{ message: string; brand: { _id: string; brandName: string } }> {
  requireRole(actor, 'creator');
  const brand = await brandNamed(brandId);
  const db = await getDb();
  await db.insert(creatorMutes).values({ creatorId: actor.id, brandId }).onConflictDoNothing();
  return { message: BRAND_MUTED(brand.brandName), brand: { _id: brand.id, brandName: brand.brandName } };
}

/** The creator unmutes a brand (nothing happens when it was not muted). */
export async function unmuteBrand(actor: CreatorActor, brandId: string): Promise<{ message: string; brand: { _id: string; brandName: string } }> {
  requireRole(actor, 'creator');
  const brand = await brandNamed(brandId);
  const db = await getDb();
  await db.delete(creatorMutes).where(and(eq(creatorMutes.creatorId, actor.id), eq(creatorMutes.brandId, brandId)));
  return { message: BRAND_UNMUTED(brand.brandName), brand: { _id: brand.id, brandName: brand.brandName } };
}

/** The brands the creator muted, most recent first. */
export async function listMutedBrands(actor: CreatorActor): Promise<{ brands: MutedBrandJson[] }> {
  requireRole(actor, 'creator');
  const db = await getDb();
  const rows = await db
    .select({ id: brands.id, brandName: brands.brandName, brandLogo: brands.brandLogo, mutedAt: creatorMutes.createdAt })
    .from(creatorMutes)
    .innerJoin(brands, eq(brands.id, creatorMutes.brandId))
    .where(eq(creatorMutes.creatorId, actor.id))
    .orderBy(desc(creatorMutes.createdAt))
    .limit(500);
  return { brands: rows.map((r) => ({ _id: r.id, brandName: r.brandName, brandLogo: r.brandLogo, mutedAt: r.mutedAt.toISOString() })) };
}

/** The brand's open campaigns with their audience range, for the invite dialog's select. */
export async function openCampaignsForInvites(actor: BrandActor) {
  requireRole(actor, 'brand');
  const db = await getDb();
  return (
    db
      .select({
        _id: campaigns.id,
        campaignName: campaigns.campaignName,
        platform: campaigns.platform,
        minFollowers: campaigns.minFollowers,
        maxFollowers: campaigns.maxFollowers,
      })
      .from(campaigns)
      // The deadline in SQL, before the limit: a brand's passed campaigns never crowd out open ones.
      .where(and(eq(campaigns.brandId, actor.id), eq(campaigns.status, 'open'), takingApplications()))
      .orderBy(desc(campaigns.createdAt))
      .limit(200)
  );
}
