import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { findAccountByEmail } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { AppError, badRequest, conflict, notFound, unauthorized } from '@/lib/errors';
import { log } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { queueWanted } from '@/lib/mail/wanted';
import { hit } from '@/lib/rate-limit';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { createNotification, dropUnreadAlerts } from '@/lib/notifications/service';
import { campaigns, collaborationEvents, creators, packageOrders, participationRequests } from '@/models';
import { applyMove, lockOwn } from '@/lib/collaborations/service';
import { publish } from '@/lib/realtime/bus';
import { deadlinePassed } from '@/lib/campaigns/deadline';
import { listedCampaign } from '@/lib/campaigns/queries';
import { applicationsClosedOn } from '@/lib/campaigns/messages';
import { AUDIENCE_NOT_STATED, eligibility } from './eligibility';
import { noteRequest } from './digest';
import { decisionMail, orderConfirmationMail } from './mail';
import { toRequestJson, type RequestJson } from './serialize';
import {
  ALREADY_DECIDED,
  ALREADY_REQUESTED,
  CAMPAIGN_CLOSED,
  NO_APPROVED_CREATOR,
  REQUEST_SENT,
  REQUEST_WITHDRAWN,
  MAX_PITCH,
  PITCH_TOO_LONG,
  decisionMessage,
  type Decision,
} from './messages';

type CreatorActor = Actor & { role: 'creator' };
type BrandActor = Actor & { role: 'brand' };

/** Keeps a notification's text short: the pitch's first words. */
const excerpt = (text: string, max = 120) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * A creator asks to join an open campaign, optionally with a short pitch (stored with the request,
 * quoted in the brand's notification); the brand is notified in the same transaction.
 */
export async function requestParticipation(
  actor: CreatorActor,
  campaignId: string,
  input: { pitch?: string } = {},
): Promise<{ message: string; request: RequestJson }> {
  requireRole(actor, 'creator');
  const pitch = input.pitch?.trim() ?? '';
  if (pitch.length > MAX_PITCH) throw badRequest(PITCH_TOO_LONG, { pitch: PITCH_TOO_LONG });
  const db = await getDb();
  const request = await db.transaction(async (tx) => {
    // FOR SHARE: a concurrent close of the campaign waits for this request to commit (or sees it).
    const [campaign] = await tx
      .select({
        id: campaigns.id,
        brandId: campaigns.brandId,
        campaignName: campaigns.campaignName,
        status: campaigns.status,
        applyBy: campaigns.applyBy,
        platform: campaigns.platform,
        minFollowers: campaigns.minFollowers,
        maxFollowers: campaigns.maxFollowers,
        listed: listedCampaign(),
      })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
      .for('share');
    // A campaign CollabMarket hid (or whose brand it suspended) is answered like a missing one.
    if (!campaign || !campaign.listed) throw notFound('Campaign not found');
    if (campaign.status !== 'open') throw conflict(CAMPAIGN_CLOSED);
    if (deadlinePassed(campaign.applyBy)) throw conflict(applicationsClosedOn(campaign.applyBy!));
    const [creator] = await tx.select({ name: creators.name, handles: creators.socialMediaHandles }).from(creators).where(eq(creators.id, actor.id));
    if (!creator) throw unauthorized('Your creator account no longer exists');
    const verdict = eligibility(campaign, creator.handles);
    if (!verdict.ok) throw new AppError('not_eligible', verdict.reason);
    const unstated = verdict.stated ? '' : ` (${AUDIENCE_NOT_STATED})`;
    // The unique index decides between parallel requests; losers get no row instead of an error.
    const [row] = await tx
      .insert(participationRequests)
      .values({ campaignId, creatorId: actor.id, brandId: campaign.brandId, pitch: pitch || null })
      .onConflictDoNothing({ target: [participationRequests.campaignId, participationRequests.creatorId] })
      .returning();
    if (!row) throw conflict(ALREADY_REQUESTED);
    await tx.insert(collaborationEvents).values({ collaborationId: row.id, actorRole: 'creator', actorId: actor.id, kind: 'requested' });
    await publish(tx, { t: 'status', c: row.id, b: row.brandId, r: row.creatorId, status: row.stage });
    await createNotification(tx, {
      recipientRole: 'brand',
      recipientId: campaign.brandId,
      type: 'request',
      message: `${creator.name} asked to join ${campaign.campaignName}${unstated}${pitch ? `: “${excerpt(pitch)}”` : ''}`,
      campaignId,
      actorId: actor.id,
    });
    await noteRequest(tx, campaignId);
    return row;
  });
  return { message: REQUEST_SENT, request: toRequestJson(request) };
}

/** A creator withdraws one of their own pending requests (the row is deleted, so they may ask again). */
export async function withdrawRequest(actor: CreatorActor, requestId: string): Promise<{ message: string }> {
  requireRole(actor, 'creator');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const mine = and(eq(participationRequests.id, requestId), eq(participationRequests.creatorId, actor.id));
    const [gone] = await tx
      .delete(participationRequests)
      // A package order is paid: the creator answers it (accept or decline, which refunds), never withdraws it.
      .where(
        and(
          mine,
          eq(participationRequests.status, 'pending'),
          sql`not exists (select 1 from ${packageOrders} where ${packageOrders.collaborationId} = ${participationRequests.id})`,
        ),
      )
      .returning();
    if (!gone) {
      const [exists] = await tx.select({ status: participationRequests.status }).from(participationRequests).where(mine);
      if (!exists) throw notFound('Request not found');
      throw conflict('Only a pending request can be withdrawn');
    }
    // The brand no longer needs the unread "asked to join" alert for a request that is gone.
    await dropUnreadAlerts(tx, { recipientRole: 'brand', type: 'request', campaignId: gone.campaignId, actorId: actor.id });
  });
  return { message: REQUEST_WITHDRAWN };
}

/**
 * The owning brand approves or declines a pending request. The conditional UPDATE, the creator's
 * notification and the queued e-mail commit together, so racing decisions yield one outcome; a
 * mail failure is retried by the queue and never undoes the decision.
 */
/** Approves or declines a pending request; a decline may say why (`reason`), which the creator reads in the notification, the e-mail and the timeline. */
export async function decide(actor: BrandActor, campaignId: string, influencerId: string, decision: Decision, reason?: string): Promise<{ message: string }> {
  requireRole(actor, 'brand');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, actor.id), eq(campaigns.kind, 'campaign')));
    // Another brand's campaign is answered exactly like a missing one (and a package order is the creator's to answer).
    if (!campaign) throw notFound('Campaign not found');
    const [request] = await tx
      .select({ id: participationRequests.id })
      .from(participationRequests)
      .where(and(eq(participationRequests.campaignId, campaignId), eq(participationRequests.creatorId, influencerId)));
    if (!request) throw notFound('No request from this creator on this campaign');
    // The row lock makes racing decisions take turns: the second one sees the first's outcome.
    const ctx = await lockOwn(tx, actor, request.id);
    if (ctx.row.status !== 'pending') throw conflict(ALREADY_DECIDED);
    const verb = decision === 'approved' ? 'approved' : 'declined';
    const note = decision === 'declined' && reason ? reason : null;
    const sentence = `${ctx.campaign.brandName} ${verb} your request to join ${ctx.campaign.campaignName}`;
    await applyMove(tx, actor, ctx, decision === 'approved' ? 'approve' : 'decline', {
      patch: { status: decision, decidedAt: new Date() },
      // The reason is the decline's step detail: the collaboration's timeline shows it to both sides.
      detail: note,
      notification: {
        type: decision === 'approved' ? 'approval' : 'rejection',
        message: note ? `${sentence}: “${note}”` : sentence,
      },
    });
    // The creator's e-mail commits with the decision (the creator may have turned it off).
    await queueWanted(
      tx,
      { role: 'creator', id: ctx.row.creatorId },
      'decisions',
      decisionMail({
        to: ctx.creator.email,
        creatorName: ctx.creator.name,
        campaignId,
        collaborationId: ctx.row.id,
        campaignName: ctx.campaign.campaignName,
        brandName: ctx.campaign.brandName,
        decision,
        reason: decision === 'declined' ? reason : undefined,
      }),
      { campaignId, creatorId: influencerId, decision },
    );
  });
  return { message: decisionMessage[decision] };
}

/**
 * `POST /api/campaign/send-order-confirmation-email`: mails a creator approved on one of this
 * brand's campaigns, and nobody else (no open relay). Rate-limited per brand.
 */
export async function sendOrderConfirmation(actor: BrandActor, customerEmail: string): Promise<{ message: string }> {
  requireRole(actor, 'brand');
  await hit(`order-confirmation:${actor.id}`, { max: 20, windowSeconds: 3600, message: 'Too many e-mails sent. Please wait and try again.' });
  const creator = await findAccountByEmail('creator', customerEmail);
  const db = await getDb();
  const approvals = creator
    ? await db
        .select({ campaignName: campaigns.campaignName, brandName: campaigns.brandName })
        .from(participationRequests)
        .innerJoin(campaigns, and(eq(campaigns.id, participationRequests.campaignId), eq(campaigns.brandId, actor.id)))
        .where(and(eq(participationRequests.creatorId, creator.id), eq(participationRequests.status, 'approved')))
        .orderBy(desc(participationRequests.decidedAt))
        .limit(20)
    : [];
  const first = approvals[0];
  if (!creator || !first) throw notFound(NO_APPROVED_CREATOR);
  try {
    await sendMail(
      orderConfirmationMail({ to: creator.email, creatorName: creator.name, brandName: first.brandName, campaignNames: approvals.map((r) => r.campaignName) }),
    );
  } catch (err) {
    log.error({ err: String(err) }, 'order confirmation mail failed');
    throw new AppError('unavailable', 'Failed to send email');
  }
  return { message: 'Email sent successfully!' };
}
