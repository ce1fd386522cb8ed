import 'server-only';
import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { AppError, badRequest, conflict, notFound } from '@/lib/errors';
import { queueWanted } from '@/lib/mail/wanted';
import { hit } from '@/lib/rate-limit';
import type { Actor } from '@/lib/auth/tokens';
import { createNotification, markAlertsRead, markCollaborationAlertsRead } from '@/lib/notifications/service';
import { publish } from '@/lib/realtime/bus';
import { invalidatePages, pageTags } from '@/lib/page-cache/invalidate';
import { refreshJobsCompleted } from '@/lib/trust/service';
import { toCampaignJson } from '@/lib/campaigns/serialize';
import { deliverableNames } from '@/lib/campaigns/messages';
import { removeUpload, saveImage } from '@/lib/storage/images';
import { isUuid } from '@/lib/uuid';
import { showsTracking, trackingUrl } from '@/lib/tracking/links';
import { assertFundedForWork, onCancel, onComplete, onGoLive } from '@/lib/payments/service';
import {
  brands,
  campaigns,
  collaborationEvents,
  contentSubmissions,
  creators,
  messages,
  participationRequests,
  postMetricReports,
  type Campaign,
  type CollaborationStatus,
  type ParticipationRequest,
  type PostLink,
  type PostMetrics,
  type Role,
} from '@/models';
import { collaborationEventMail } from './mail';
import { noteUnreadMessage } from './unread-mail';
import { nextStatus, threadIsOpen, type Move } from './machine';
import {
  CANCELLED,
  COLLABORATION_NOT_FOUND,
  COMPLETED,
  EVENT_LABEL,
  MESSAGE_SENT,
  METRICS_REPORTS_MAX,
  METRICS_UPDATED,
  REVIEWED,
  SUBMITTED,
  THREAD_CLOSED,
  WENT_LIVE,
} from './messages';
import { encodeListCursor, hasFigure, type CollaborationListQuery, type MessageListQuery } from './schemas';
import {
  toMessageJson,
  toPostMetrics,
  toSubmissionJson,
  toTimelineEntry,
  type CollaborationJson,
  type CollaborationPage,
  type MessageJson,
  type SubmissionJson,
} from './serialize';

const other = (role: Role): Role => (role === 'brand' ? 'creator' : 'brand');

/** The row filter that makes a collaboration the actor's own: anyone else's is "not found". */
export const mine = (actor: Actor) => (actor.role === 'brand' ? eq(participationRequests.brandId, actor.id) : eq(participationRequests.creatorId, actor.id));

/** Everything a step needs to know and to tell: the job, its campaign and both sides' names and addresses. */
type Context = {
  row: ParticipationRequest;
  campaign: Campaign;
  brand: { name: string; email: string; brandName: string };
  creator: { name: string; email: string };
};

/** What a step leaves to do once its transaction has committed. */
/** The mail a step leaves to send once committed, with its recipient's id (whose e-mail preferences decide). */
/** What a step does once committed: its e-mail (queued in the step), and the creator whose public page (trust signals) it changed. */
type AfterCommit = { mail?: Parameters<typeof collaborationEventMail>[0] & { toId: string }; creatorPage?: string };

/** Loads the actor's own collaboration, its row locked against concurrent steps. */
export async function lockOwn(tx: Tx, actor: Actor, id: string): Promise<Context> {
  if (!isUuid(id)) throw notFound(COLLABORATION_NOT_FOUND);
  const [found] = await tx
    .select({
      row: participationRequests,
      campaign: campaigns,
      brand: { name: brands.name, email: brands.email, brandName: brands.brandName },
      creator: { name: creators.name, email: creators.email },
    })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(brands, eq(brands.id, participationRequests.brandId))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(and(eq(participationRequests.id, id), mine(actor)))
    .for('no key update', { of: participationRequests });
  if (!found) throw notFound(COLLABORATION_NOT_FOUND);
  return found;
}

/** The name each side is known by to the other. */
const nameOf = (ctx: Context, role: Role) => (role === 'brand' ? ctx.campaign.brandName : ctx.creator.name);

const EVENT_KIND: Record<Move, string> = {
  approve: 'approved',
  decline: 'declined',
  submit: 'submitted',
  request_changes: 'changes_requested',
  approve_content: 'content_approved',
  go_live: 'live',
  complete: 'completed',
  cancel: 'cancelled',
};

/**
 * Takes one step of the machine inside the caller's transaction: checks role and state, moves
 * the row (only from the state it was read in), writes the timeline entry, notifies the other
 * side in the app and on every server's streams, and returns the e-mail to send after commit.
 */
export async function applyMove(
  tx: Tx,
  actor: Actor,
  ctx: Context,
  move: Move,
  opts: {
    patch?: Partial<typeof participationRequests.$inferInsert>;
    detail?: string | null;
    /** Addresses the e-mail lists as links, one a line with the deliverable each is for (the live posts), instead of quoting the detail. */
    links?: PostLink[];
    /** The in-app notification's type and text when the spec fixes them (approval, rejection). */
    notification?: { type: string; message: string };
  } = {},
): Promise<{ row: ParticipationRequest; after: AfterCommit }> {
  const to = nextStatus(move, actor.role, ctx.row.stage);
  const [row] = await tx
    .update(participationRequests)
    .set({ ...opts.patch, stage: to, updatedAt: sql`now()` })
    .where(and(eq(participationRequests.id, ctx.row.id), eq(participationRequests.stage, ctx.row.stage)))
    .returning();
  if (!row) throw conflict('This collaboration changed meanwhile. Reload and try again.');
  const kind = EVENT_KIND[move];
  const detail = opts.detail || null;
  await tx.insert(collaborationEvents).values({ collaborationId: row.id, actorRole: actor.role, actorId: actor.id, kind, detail });
  const recipient = other(actor.role);
  const sentence = `${nameOf(ctx, actor.role)} ${EVENT_LABEL[kind]} on ${ctx.campaign.campaignName}.`;
  await createNotification(tx, {
    recipientRole: recipient,
    recipientId: recipient === 'brand' ? row.brandId : row.creatorId,
    type: opts.notification?.type ?? 'collaboration',
    message: opts.notification?.message ?? sentence.slice(0, -1),
    campaignId: row.campaignId,
    actorId: actor.id,
    collaborationId: row.id,
  });
  // Acting on the job deals with what the actor was told about it (a version to review, changes
  // asked for…): those alerts are no longer new, so the badges fall.
  await markCollaborationAlertsRead(tx, actor, row.id);
  // The brand's "asked to join" alert (about the campaign, not yet the job) has been answered by this decision.
  if (move === 'approve' || move === 'decline') {
    await markAlertsRead(tx, { recipientRole: 'brand', recipientId: row.brandId, type: 'request', campaignId: row.campaignId, actorId: row.creatorId });
  }
  await publish(tx, { t: 'status', c: row.id, b: row.brandId, r: row.creatorId, status: to });
  // Trust signals (lib/trust): a finished job counts on the creator's cards; a version handed in
  // may change the on-time rate. Either way the creator's public page is rendered again.
  if (move === 'complete') await refreshJobsCompleted(tx, row.creatorId);
  const creatorPage = move === 'complete' || move === 'submit' ? row.creatorId : undefined;
  const to_ = recipient === 'brand' ? { email: ctx.brand.email, name: ctx.brand.name } : ctx.creator;
  return {
    row,
    after: {
      mail: {
        to: to_.email,
        toName: to_.name,
        toRole: recipient,
        toId: recipient === 'brand' ? row.brandId : row.creatorId,
        collaborationId: row.id,
        subject: `${nameOf(ctx, actor.role)} ${EVENT_LABEL[kind]}: ${ctx.campaign.campaignName}`,
        sentence,
        ...(opts.links ? { links: opts.links } : { detail }),
      },
      creatorPage,
    },
  };
}

/** Queues what a step has to send, in the step's transaction; a mail failure is retried by the queue and never undoes the step. */
async function queueAfter(tx: Tx, after: AfterCommit): Promise<void> {
  if (!after.mail) return;
  const { toRole, toId, collaborationId } = after.mail;
  await queueWanted(tx, { role: toRole, id: toId }, 'collaborations', collaborationEventMail(after.mail), { collaborationId });
}

/** One step on the actor's own collaboration and its e-mail, in one transaction. */
async function step<T>(actor: Actor, id: string, work: (tx: Tx, ctx: Context) => Promise<{ result: T; after: AfterCommit }>): Promise<T> {
  const db = await getDb();
  let creatorPage: string | undefined;
  const result = await db.transaction(async (tx) => {
    const { result, after } = await work(tx, await lockOwn(tx, actor, id));
    await queueAfter(tx, after);
    creatorPage = after.creatorPage;
    return result;
  });
  // After the commit, so no server renders the page again from what was not yet written.
  if (creatorPage) await invalidatePages(pageTags.creator(creatorPage));
  return result;
}

/** Saves uploaded images first (files outside the transaction), removing them again if the step fails. */
async function withImages<T>(files: File[], label: string, owner: string, work: (paths: string[]) => Promise<T>): Promise<T> {
  const paths: string[] = [];
  try {
    for (const f of files) paths.push(await saveImage(f, label, owner));
    return await work(paths);
  } catch (err) {
    await Promise.all(paths.map((p) => removeUpload(p).catch(() => {})));
    throw err;
  }
}

/** The creator hands in a version of the content (v1, v2...): caption, images and/or a draft link. */
export async function submitContent(
  actor: Actor,
  id: string,
  input: { caption: string; images: File[]; draftUrl?: string },
): Promise<{ message: string; submission: SubmissionJson }> {
  await hit(`submission:${actor.role}:${actor.id}`, { max: 30, windowSeconds: 3600, message: 'Too many versions submitted. Please wait and try again.' });
  // Checked before any image is decoded: a refused step costs no upload work.
  await step(actor, id, async (tx, ctx) => {
    nextStatus('submit', actor.role, ctx.row.stage);
    await assertFundedForWork(tx, ctx);
    return { result: null, after: {} };
  });
  return withImages(input.images, 'A content image', `${actor.role}:${actor.id}`, (images) =>
    step(actor, id, async (tx, ctx) => {
      nextStatus('submit', actor.role, ctx.row.stage);
      await assertFundedForWork(tx, ctx);
      const [{ n }] = await tx
        .select({ n: sql<number>`coalesce(max(${contentSubmissions.version}), 0)::int` })
        .from(contentSubmissions)
        .where(eq(contentSubmissions.collaborationId, ctx.row.id));
      const [submission] = await tx
        .insert(contentSubmissions)
        .values({ collaborationId: ctx.row.id, version: Number(n) + 1, caption: input.caption, images, draftUrl: input.draftUrl ?? null })
        .returning();
      const { after } = await applyMove(tx, actor, ctx, 'submit', { detail: `Version ${submission.version}` });
      return { result: { message: SUBMITTED, submission: toSubmissionJson(submission) }, after };
    }),
  );
}

/** The brand reviews the latest version: approve it, or ask for changes with a comment kept on that version. */
export async function reviewSubmission(
  actor: Actor,
  id: string,
  submissionId: string,
  input: { decision: 'approve' | 'changes'; comment: string },
): Promise<{ message: string; submission: SubmissionJson }> {
  return step(actor, id, async (tx, ctx) => {
    const move: Move = input.decision === 'approve' ? 'approve_content' : 'request_changes';
    nextStatus(move, actor.role, ctx.row.stage);
    const [latest] = await tx
      .select()
      .from(contentSubmissions)
      .where(eq(contentSubmissions.collaborationId, ctx.row.id))
      .orderBy(desc(contentSubmissions.version))
      .limit(1);
    if (!latest || latest.id !== submissionId) {
      const [exists] = await tx
        .select({ id: contentSubmissions.id })
        .from(contentSubmissions)
        .where(and(eq(contentSubmissions.id, submissionId), eq(contentSubmissions.collaborationId, ctx.row.id)));
      if (!exists) throw notFound('Submission not found');
      throw conflict('Only the latest version can be reviewed');
    }
    const [submission] = await tx
      .update(contentSubmissions)
      .set({ reviewDecision: input.decision, reviewComment: input.comment || null, reviewedAt: sql`now()` })
      .where(and(eq(contentSubmissions.id, latest.id), isNull(contentSubmissions.reviewedAt)))
      .returning();
    if (!submission) throw conflict('This version was already reviewed');
    const { after } = await applyMove(tx, actor, ctx, move, { detail: input.comment || null });
    return { result: { message: REVIEWED[input.decision], submission: toSubmissionJson(submission) }, after };
  });
}

/**
 * The creator shares the live post: one link is enough to go live, more (one per piece of the
 * brief, say) are welcome; and optionally their figures (self-reported).
 */
export async function goLive(
  actor: Actor,
  id: string,
  input: { postUrls: PostLink[]; metrics?: { views?: number; likes?: number; comments?: number } },
): Promise<{ message: string }> {
  return step(actor, id, async (tx, ctx) => {
    nextStatus('go_live', actor.role, ctx.row.stage);
    // A deliverable named must be one of the brief's pieces ("Reel 1"); said next to its link.
    const names = new Set(deliverableNames(ctx.campaign.deliverables));
    const unknown = input.postUrls.findIndex((l) => l.deliverable !== null && !names.has(l.deliverable));
    if (unknown >= 0) {
      const message = names.size ? `Pick one of the brief's deliverables: ${[...names].join(', ')}` : 'This brief lists no deliverables to name';
      throw badRequest(message, { [`postUrls.${unknown}.deliverable`]: message });
    }
    // A link shared twice counts once (the first naming it wins).
    const links = input.postUrls.filter((l, i) => input.postUrls.findIndex((o) => o.url === l.url) === i);
    const urls = links.map((l) => l.url);
    const m = input.metrics;
    const report =
      m && hasFigure(m) ? await insertMetricsReport(tx, ctx.row.id, { views: m.views ?? null, likes: m.likes ?? null, comments: m.comments ?? null }) : null;
    const { after } = await applyMove(tx, actor, ctx, 'go_live', {
      patch: { postUrls: urls, postLinks: links, metrics: report },
      detail: urls.join('\n'),
      links,
    });
    await onGoLive(tx, ctx.row.id);
    return { result: { message: WENT_LIVE }, after };
  });
}

/** Stores one report of the post's figures (dated by the database) and returns it. */
async function insertMetricsReport(tx: Tx, collaborationId: string, figures: Omit<PostMetrics, 'reportedAt'>): Promise<PostMetrics> {
  const [report] = await tx
    .insert(postMetricReports)
    .values({ collaborationId, ...figures })
    .returning();
  return toPostMetrics(report);
}

/**
 * The creator updates the live post's figures (self-reported) once it is live, and after the job
 * is complete. Each report is kept with its date; a figure left out keeps its last value.
 */
export async function reportMetrics(
  actor: Actor,
  id: string,
  input: { views?: number; likes?: number; comments?: number },
): Promise<{ message: string; metrics: PostMetrics }> {
  return step(actor, id, async (tx, ctx) => {
    if (actor.role !== 'creator') throw new AppError('forbidden', "Only the creator can report the post's figures");
    if (ctx.row.stage !== 'live' && ctx.row.stage !== 'completed') throw conflict('You can report figures once the post is live');
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(postMetricReports)
      .where(eq(postMetricReports.collaborationId, ctx.row.id));
    if (Number(n) >= METRICS_REPORTS_MAX) throw new AppError('unprocessable', `At most ${METRICS_REPORTS_MAX} reports of the figures per collaboration`);
    const last = ctx.row.metrics;
    const metrics = await insertMetricsReport(tx, ctx.row.id, {
      views: input.views ?? last?.views ?? null,
      likes: input.likes ?? last?.likes ?? null,
      comments: input.comments ?? last?.comments ?? null,
    });
    await tx
      .update(participationRequests)
      .set({ metrics, updatedAt: sql`now()` })
      .where(eq(participationRequests.id, ctx.row.id));
    await publish(tx, { t: 'status', c: ctx.row.id, b: ctx.row.brandId, r: ctx.row.creatorId, status: ctx.row.stage });
    return { result: { message: METRICS_UPDATED, metrics }, after: {} };
  });
}

/** The brand confirms the job is done. */
/** What the brand says when completing: whether the creator may show the work in their portfolio. */
type CompleteInput = { portfolioAllowed?: boolean };

export async function completeCollaboration(actor: Actor, id: string, input: CompleteInput = {}): Promise<{ message: string }> {
  return step(actor, id, async (tx, ctx) => {
    nextStatus('complete', actor.role, ctx.row.stage);
    // Held money goes to the creator in the same transaction (refused while in dispute).
    await onComplete(tx, ctx.row.id);
    // The brand's "The creator may show this work in their portfolio" (issue 35).
    const { after } = await applyMove(tx, actor, ctx, 'complete', { patch: { portfolioAllowed: input.portfolioAllowed === true } });
    return { result: { message: COMPLETED }, after };
  });
}

/** Either side ends an open job, with a reason the other side sees. */
export async function cancelCollaboration(actor: Actor, id: string, reason: string): Promise<{ message: string }> {
  return step(actor, id, async (tx, ctx) => {
    if (ctx.row.stage === 'requested') {
      throw conflict(
        actor.role === 'creator'
          ? 'A request that is not approved yet is withdrawn, not cancelled'
          : 'A request that is not approved yet is declined, not cancelled',
      );
    }
    nextStatus('cancel', actor.role, ctx.row.stage);
    // Held money goes back to the brand in full before the post is live (after, a dispute is the way).
    await onCancel(tx, ctx);
    const { after } = await applyMove(tx, actor, ctx, 'cancel', { patch: { cancelledBy: actor.role, cancelReason: reason }, detail: reason });
    return { result: { message: CANCELLED }, after };
  });
}

// --- Messages ---

/** Sends a message in the thread (text and/or images); the other side's streams get it at once. */
export async function sendMessage(actor: Actor, id: string, input: { text: string; attachments: File[] }): Promise<{ message: string; sent: MessageJson }> {
  await hit(`message:${actor.role}:${actor.id}`, { max: 30, windowSeconds: 60, message: 'You are sending messages too fast. Please wait a moment.' });
  const send = (attachments: string[]) =>
    step(actor, id, async (tx, ctx) => {
      if (!threadIsOpen(ctx.row.stage)) throw conflict(THREAD_CLOSED);
      const [row] = await tx
        .insert(messages)
        .values({ collaborationId: ctx.row.id, senderRole: actor.role, senderId: actor.id, text: input.text, attachments })
        .returning();
      await tx
        .update(participationRequests)
        .set({ updatedAt: sql`now()` })
        .where(eq(participationRequests.id, ctx.row.id));
      await publish(tx, { t: 'message', c: ctx.row.id, b: ctx.row.brandId, r: ctx.row.creatorId, id: row.id, s: actor.role });
      // Still unread after UNREAD_MAIL_MINUTES, it is e-mailed (with the messages that follow it).
      await noteUnreadMessage(tx, { collaborationId: ctx.row.id, recipient: other(actor.role), seq: row.seq });
      // The creator's first answer in a thread may change "Replies within N hours" on their public page.
      const firstAnswer =
        actor.role === 'creator' &&
        (
          await tx
            .select({ id: messages.id })
            .from(messages)
            .where(and(eq(messages.collaborationId, ctx.row.id), eq(messages.senderRole, 'creator'), ne(messages.id, row.id)))
            .limit(1)
        ).length === 0;
      return { result: { message: MESSAGE_SENT, sent: toMessageJson(row) }, after: firstAnswer ? { creatorPage: ctx.row.creatorId } : {} };
    });
  if (input.attachments.length === 0) return send([]);
  // A closed thread refuses before any image is decoded.
  await step(actor, id, async (_tx, ctx) => {
    if (!threadIsOpen(ctx.row.stage)) throw conflict(THREAD_CLOSED);
    return { result: null, after: {} };
  });
  return withImages(input.attachments, 'An attached image', `${actor.role}:${actor.id}`, send);
}

/** The actor's own collaboration row (unlocked), or 404. */
async function own(actor: Actor, id: string): Promise<ParticipationRequest> {
  if (!isUuid(id)) throw notFound(COLLABORATION_NOT_FOUND);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(participationRequests)
    .where(and(eq(participationRequests.id, id), mine(actor)))
    .limit(1);
  if (!row) throw notFound(COLLABORATION_NOT_FOUND);
  return row;
}

/**
 * A page of the thread, oldest first: the newest `limit` messages by default, those after a
 * cursor (catching up) or before one (scrolling back). Each is one range of messages_thread_idx,
 * so the first and the last page of a long thread cost the same.
 */
export async function listMessages(
  actor: Actor,
  id: string,
  q: MessageListQuery,
): Promise<{ messages: MessageJson[]; nextCursor: string | null; prevCursor: string | null }> {
  const row = await own(actor, id);
  const db = await getDb();
  const thread = eq(messages.collaborationId, row.id);
  const limit = q.limit;
  if (q.after !== undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(and(thread, gt(messages.seq, q.after)))
      .orderBy(asc(messages.seq))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return {
      messages: page.map(toMessageJson),
      nextCursor: rows.length > limit ? String(page.at(-1)!.seq) : null,
      prevCursor: page.length ? String(page[0].seq) : null,
    };
  }
  const rows = await db
    .select()
    .from(messages)
    .where(q.before !== undefined ? and(thread, lt(messages.seq, q.before)) : thread)
    .orderBy(desc(messages.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  return {
    messages: page.map(toMessageJson),
    nextCursor: null,
    prevCursor: rows.length > limit ? String(page[0].seq) : null,
  };
}

/** Marks the other side's messages in this thread as seen; their sender's page shows "Seen". */
export async function markThreadSeen(actor: Actor, id: string): Promise<{ seen: number }> {
  const row = await own(actor, id);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const seen = await tx
      .update(messages)
      .set({ seenAt: sql`now()` })
      .where(and(eq(messages.collaborationId, row.id), eq(messages.senderRole, other(actor.role)), isNull(messages.seenAt)))
      .returning({ id: messages.id });
    if (seen.length > 0) await publish(tx, { t: 'seen', c: row.id, b: row.brandId, r: row.creatorId, by: actor.role });
    return { seen: seen.length };
  });
}

/** Unread messages of one thread for `role`: those the other side sent that are not seen. */
const unreadIn = (role: Role) =>
  sql<number>`(select count(*) from ${messages} where ${messages.collaborationId} = ${participationRequests.id} and ${messages.senderRole} = ${other(role)} and ${messages.seenAt} is null)::int`;

/**
 * Messages the other side sent in the actor's collaborations that the actor has not seen: the
 * navigation badge, and one of the dashboard overview's numbers (lib/dashboard/overview.ts).
 */
export const unreadMessagesQuery = (actor: Actor) =>
  sql`select count(*) from ${messages} join ${participationRequests} on ${participationRequests.id} = ${messages.collaborationId}
      where ${and(mine(actor), eq(messages.senderRole, other(actor.role)), isNull(messages.seenAt))}`;

/** Unread messages across all of the actor's collaborations (the navigation badge). */
export async function countUnreadMessages(actor: Actor): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`(${unreadMessagesQuery(actor)})::int` }).from(sql`(select 1) as one`);
  return Number(row?.n ?? 0);
}

// --- Reads ---

/** The actor's collaborations, most recent activity first, optionally of one status; keyset-paged. */
export async function listCollaborations(actor: Actor, q: CollaborationListQuery): Promise<CollaborationPage> {
  const db = await getDb();
  const conds = [mine(actor)];
  if (q.status) conds.push(eq(participationRequests.stage, q.status));
  if (q.unread) conds.push(sql`${unreadIn(actor.role)} > 0`);
  if (q.after) conds.push(sql`(${participationRequests.updatedAt}, ${participationRequests.id}) < (${q.after.updatedAt}::timestamptz, ${q.after.id}::uuid)`);
  const rows = await db
    .select({
      id: participationRequests.id,
      status: participationRequests.stage,
      updatedAt: participationRequests.updatedAt,
      cursorTime: sql<string>`${participationRequests.updatedAt}::text`,
      campaignId: campaigns.id,
      campaignName: campaigns.campaignName,
      campaignKind: campaigns.kind,
      brandId: brands.id,
      brandName: campaigns.brandName,
      brandLogo: brands.brandLogo,
      creatorId: creators.id,
      creatorName: creators.name,
      profilePicture: creators.profilePicture,
      unread: unreadIn(actor.role),
    })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(brands, eq(brands.id, participationRequests.brandId))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(and(...conds))
    .orderBy(desc(participationRequests.updatedAt), desc(participationRequests.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    collaborations: page.map((r) => ({
      _id: r.id,
      status: r.status,
      campaign: { _id: r.campaignId, campaignName: r.campaignName },
      brand: { _id: r.brandId, brandName: r.brandName, brandLogo: r.brandLogo },
      creator: { _id: r.creatorId, name: r.creatorName, profilePicture: r.profilePicture },
      order: r.campaignKind === 'order',
      unread: Number(r.unread),
      updatedAt: r.updatedAt.toISOString(),
    })),
    nextCursor: rows.length > q.limit && last ? encodeListCursor({ updatedAt: last.cursorTime, id: last.id }) : null,
  };
}

/** One of the actor's collaborations with its brief, versions, timeline and unread count. */
export async function getCollaboration(actor: Actor, id: string): Promise<CollaborationJson> {
  if (!isUuid(id)) throw notFound(COLLABORATION_NOT_FOUND);
  const db = await getDb();
  const [found] = await db
    .select({
      row: participationRequests,
      campaign: campaigns,
      brandLogo: brands.brandLogo,
      creator: { name: creators.name, profilePicture: creators.profilePicture, city: creators.city },
      unread: unreadIn(actor.role),
    })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(brands, eq(brands.id, participationRequests.brandId))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(and(eq(participationRequests.id, id), mine(actor)))
    .limit(1);
  if (!found) throw notFound(COLLABORATION_NOT_FOUND);
  const { row, campaign, creator } = found;
  const [submissions, events, metricReports] = await Promise.all([
    db.select().from(contentSubmissions).where(eq(contentSubmissions.collaborationId, row.id)).orderBy(asc(contentSubmissions.version)),
    db.select().from(collaborationEvents).where(eq(collaborationEvents.collaborationId, row.id)).orderBy(asc(collaborationEvents.createdAt)).limit(500),
    db
      .select()
      .from(postMetricReports)
      .where(eq(postMetricReports.collaborationId, row.id))
      .orderBy(asc(postMetricReports.reportedAt))
      .limit(METRICS_REPORTS_MAX),
  ]);
  const names = { brand: campaign.brandName, creator: creator.name };
  return {
    _id: row.id,
    status: row.stage,
    campaign: toCampaignJson(campaign),
    brand: { _id: row.brandId, brandName: campaign.brandName, brandLogo: found.brandLogo },
    creator: { _id: row.creatorId, name: creator.name, profilePicture: creator.profilePicture, city: creator.city },
    submissions: submissions.map(toSubmissionJson),
    timeline: events.map((e) => toTimelineEntry(e, names)),
    postUrls: row.postUrls,
    // Rows written with their links alone (post_urls, as before 0014) read as unnamed links.
    postLinks: row.postLinks.length > 0 ? row.postLinks : row.postUrls.map((url) => ({ url, deliverable: null })),
    metrics: row.metrics,
    metricsHistory: metricReports.map(toPostMetrics),
    cancelled: row.cancelledBy ? { by: row.cancelledBy, reason: row.cancelReason ?? '' } : null,
    unread: Number(found.unread),
    trackingUrl: showsTracking(row.stage) && campaign.destinationUrl ? trackingUrl(row.linkCode) : null,
    promoCode: showsTracking(row.stage) ? row.promoCode : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A message by id for the streams (one read per server per message), or null once deleted. */
export async function messageById(id: string): Promise<MessageJson | null> {
  const db = await getDb();
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row ? toMessageJson(row) : null;
}

/** True when the actor may watch this collaboration's stream (their own). */
export async function canWatch(actor: Actor, id: string): Promise<CollaborationStatus> {
  return (await own(actor, id)).stage;
}
