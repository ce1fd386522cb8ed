import 'server-only';
import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { conflict, notFound } from '@/lib/errors';
import type { Actor } from '@/lib/auth/tokens';
import { isUuid } from '@/lib/uuid';
import { enqueue, QUEUE } from '@/lib/jobs';
import { invalidatePages, pageTags } from '@/lib/page-cache/invalidate';
import { announceReply, announceReviews, refreshRatings } from '@/lib/trust/service';
import { lockOwn, mine } from '@/lib/collaborations/service';
import { COLLABORATION_NOT_FOUND } from '@/lib/collaborations/messages';
import { encodeListCursor } from '@/lib/collaborations/schemas';
import { brands, campaigns, collaborationEvents, creators, participationRequests, payments, reviews, type Review, type Role } from '@/models';
import {
  ALREADY_REPLIED,
  ALREADY_REVIEWED,
  NOT_REVIEWABLE_YET,
  RATING_MIN_REVIEWS,
  REPLY_SAVED,
  REVIEW_NOT_FOUND,
  REVIEW_SAVED,
  REVIEW_WINDOW_DAYS,
  REVIEW_WINDOW_OVER,
} from './messages';
import type { ReviewBody, ReviewListQuery } from './schemas';
import type { RatingJson, ReviewJson, ReviewPage, ReviewState } from './serialize';

const DAY_MS = 24 * 60 * 60 * 1000;
const other = (role: Role): Role => (role === 'brand' ? 'creator' : 'brand');

export type ReviewPublishJob = { collaborationId: string; creatorId: string; brandId: string };

/** Reviews of a job came into view: the creator's page and the brand's campaign pages (its rating) are rendered again on every server. */
async function refreshPages(creatorId: string, brandId: string): Promise<void> {
  const db = await getDb();
  const open = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.brandId, brandId));
  await invalidatePages([...pageTags.creator(creatorId), ...open.flatMap((c) => pageTags.campaign(c.id))]);
}

/** A visible review: both sides wrote one, or the window is over. */
const visible = sql`${reviews.publishAt} <= now()`;

/** When the review window of a job opened: its completion, or the release of its money after a dispute; null while neither. */
async function windowOpenedAt(tx: Executor, collaborationId: string, stage: string): Promise<Date | null> {
  if (stage === 'completed') {
    const [done] = await tx
      .select({ at: collaborationEvents.createdAt })
      .from(collaborationEvents)
      .where(and(eq(collaborationEvents.collaborationId, collaborationId), eq(collaborationEvents.kind, 'completed')))
      .orderBy(desc(collaborationEvents.createdAt))
      .limit(1);
    if (done) return done.at;
  }
  const [settled] = await tx
    .select({ at: payments.releasedAt })
    .from(payments)
    .where(and(eq(payments.collaborationId, collaborationId), sql`${payments.disputedAt} is not null`, inArray(payments.status, ['released', 'paid_out'])))
    .limit(1);
  return settled?.at ?? null;
}

const closesAt = (opened: Date) => new Date(opened.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

type Named = { review: Review; brandName: string; creatorName: string };

function toReviewJson({ review: r, brandName, creatorName }: Named): ReviewJson {
  return {
    _id: r.id,
    collaborationId: r.collaborationId,
    authorRole: r.authorRole,
    author: r.authorRole === 'brand' ? { _id: r.brandId, name: brandName } : { _id: r.creatorId, name: creatorName },
    stars: r.stars,
    text: r.text,
    reply: r.reply !== null && r.repliedAt ? { text: r.reply, createdAt: r.repliedAt.toISOString() } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

const namedSelect = { review: reviews, brandName: campaigns.brandName, creatorName: creators.name };
const named = (db: Executor) =>
  db
    .select(namedSelect)
    .from(reviews)
    .innerJoin(participationRequests, eq(participationRequests.id, reviews.collaborationId))
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(creators, eq(creators.id, reviews.creatorId));

/**
 * One side reviews the other after the job: once, within the window. The second review of a job
 * publishes both at once (and the creator's page is fresh on every server); a first review waits
 * for the other side or the window's end, when a queued job refreshes the page.
 */
export async function writeReview(actor: Actor, collaborationId: string, body: ReviewBody): Promise<{ message: string; review: ReviewJson; showsAt: string }> {
  const db = await getDb();
  const done = await db.transaction(async (tx: Tx) => {
    const ctx = await lockOwn(tx, actor, collaborationId);
    const opened = await windowOpenedAt(tx, ctx.row.id, ctx.row.stage);
    if (!opened) throw conflict(NOT_REVIEWABLE_YET);
    const deadline = closesAt(opened);
    if (deadline.getTime() <= Date.now()) throw conflict(REVIEW_WINDOW_OVER);
    const side = actor.role as Role;
    const all = await tx.select({ authorRole: reviews.authorRole }).from(reviews).where(eq(reviews.collaborationId, ctx.row.id));
    if (all.some((r) => r.authorRole === side)) throw conflict(ALREADY_REVIEWED);
    const theirs = all.some((r) => r.authorRole === other(side));
    const [review] = await tx
      .insert(reviews)
      .values({
        collaborationId: ctx.row.id,
        authorRole: side,
        brandId: ctx.row.brandId,
        creatorId: ctx.row.creatorId,
        stars: body.stars,
        text: body.text,
        publishAt: theirs ? sql`now()` : deadline,
      })
      .returning();
    if (theirs) {
      await tx
        .update(reviews)
        .set({ publishAt: sql`now()` })
        .where(and(eq(reviews.collaborationId, ctx.row.id), ne(reviews.authorRole, side)));
      // Both show now: the ratings cards read count them, and both sides are told (once).
      await refreshRatings(tx, { creatorId: ctx.row.creatorId, brandId: ctx.row.brandId });
      await announceReviews(tx, ctx.row.id);
    } else {
      const job: ReviewPublishJob = { collaborationId: ctx.row.id, creatorId: ctx.row.creatorId, brandId: ctx.row.brandId };
      await enqueue(tx, QUEUE.reviewPublish, job, { key: `review-publish:${ctx.row.id}`, startAfter: deadline });
    }
    return { review: review!, theirs, brandName: ctx.campaign.brandName, creatorName: ctx.creator.name };
  });
  if (done.theirs) await refreshPages(done.review.creatorId, done.review.brandId);
  return {
    message: REVIEW_SAVED,
    review: toReviewJson({ review: done.review, brandName: done.brandName, creatorName: done.creatorName }),
    showsAt: done.review.publishAt.toISOString(),
  };
}

/** The `review-publish` job, at a window's end: the reviews written in it show now, so the pages showing them are rendered again. */
export async function publishDueReviews(job: ReviewPublishJob): Promise<'refreshed'> {
  const db = await getDb();
  await db.transaction(async (tx: Tx) => {
    await refreshRatings(tx, { creatorId: job.creatorId, brandId: job.brandId });
    // Told once: nothing is left to announce when both reviews came in before the deadline.
    await announceReviews(tx, job.collaborationId);
  });
  await refreshPages(job.creatorId, job.brandId);
  return 'refreshed';
}

/** The one reviewed answers a visible review, once, publicly. Anyone else (and a review not yet shown) is "not found". */
export async function replyToReview(actor: Actor, reviewId: string, text: string): Promise<{ message: string; review: ReviewJson }> {
  if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  const db = await getDb();
  const reviewed = actor.role === 'brand' ? eq(reviews.brandId, actor.id) : eq(reviews.creatorId, actor.id);
  const mineToAnswer = and(eq(reviews.id, reviewId), reviewed, eq(reviews.authorRole, other(actor.role as Role)), visible);
  const updated = await db.transaction(async (tx: Tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ reply: text, repliedAt: sql`now()` })
      .where(and(mineToAnswer, isNull(reviews.reply)))
      .returning({ id: reviews.id });
    // The author hears of the answer (in the app and by e-mail), with it or not at all.
    if (row) await announceReply(tx, row.id);
    return row;
  });
  if (!updated) {
    const [found] = await db.select({ id: reviews.id }).from(reviews).where(mineToAnswer).limit(1);
    throw found ? conflict(ALREADY_REPLIED) : notFound(REVIEW_NOT_FOUND);
  }
  const [row] = await named(db).where(eq(reviews.id, reviewId)).limit(1);
  // The creator's page shows replies; a brand's reply shows nowhere cached.
  if (row!.review.authorRole === 'brand') await invalidatePages(pageTags.creator(row!.review.creatorId));
  return { message: REPLY_SAVED, review: toReviewJson(row!) };
}

async function ratingOf(db: Executor, where: SQL | undefined): Promise<RatingJson> {
  const [r] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`round(avg(${reviews.stars}), 1)::text` })
    .from(reviews)
    .where(where);
  const count = Number(r?.count ?? 0);
  return { count, average: count >= RATING_MIN_REVIEWS && r?.average ? Number(r.average) : null };
}

async function reviewPage(where: SQL | undefined, q: ReviewListQuery): Promise<ReviewPage> {
  const db = await getDb();
  const conds = [where];
  if (q.after) conds.push(sql`(${reviews.createdAt}, ${reviews.id}) < (${q.after.updatedAt}::timestamptz, ${q.after.id}::uuid)`);
  const [rows, rating] = await Promise.all([
    db
      .select({ ...namedSelect, cursorTime: sql<string>`${reviews.createdAt}::text` })
      .from(reviews)
      .innerJoin(participationRequests, eq(participationRequests.id, reviews.collaborationId))
      .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
      .innerJoin(creators, eq(creators.id, reviews.creatorId))
      .where(and(...conds))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(q.limit + 1),
    ratingOf(db, where),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    reviews: page.map(toReviewJson),
    rating,
    nextCursor: rows.length > q.limit && last ? encodeListCursor({ updatedAt: last.cursorTime, id: last.review.id }) : null,
  };
}

const ofCreator = (id: string) => and(eq(reviews.creatorId, id), eq(reviews.authorRole, 'brand'), visible);
const ofBrand = (id: string) => and(eq(reviews.brandId, id), eq(reviews.authorRole, 'creator'), visible);

/** A creator's visible reviews (by brands), newest first, with their rating: public. */
export async function listCreatorReviews(creatorId: string, q: ReviewListQuery): Promise<ReviewPage> {
  const db = await getDb();
  const [found] = isUuid(creatorId) ? await db.select({ id: creators.id }).from(creators).where(eq(creators.id, creatorId)).limit(1) : [];
  if (!found) throw notFound('Creator not found');
  return reviewPage(ofCreator(creatorId), q);
}

/** A brand's visible reviews (by creators), newest first, with their rating: for signed-in accounts. */
export async function listBrandReviews(brandId: string, q: ReviewListQuery): Promise<ReviewPage> {
  const db = await getDb();
  const [found] = isUuid(brandId) ? await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1) : [];
  if (!found) throw notFound('Brand not found');
  return reviewPage(ofBrand(brandId), q);
}

/** What the job's page shows of reviews to one side: the form while the window is open, their own review and the other's once visible. */
export async function getReviewState(actor: Actor, collaborationId: string): Promise<ReviewState> {
  if (!isUuid(collaborationId)) throw notFound(COLLABORATION_NOT_FOUND);
  const db = await getDb();
  const [job] = await db
    .select({ id: participationRequests.id, stage: participationRequests.stage, brandName: campaigns.brandName, creatorName: creators.name })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(and(eq(participationRequests.id, collaborationId), mine(actor)))
    .limit(1);
  if (!job) throw notFound(COLLABORATION_NOT_FOUND);
  const side = actor.role as Role;
  const [opened, rows] = await Promise.all([windowOpenedAt(db, job.id, job.stage), db.select().from(reviews).where(eq(reviews.collaborationId, job.id))]);
  const names = { brandName: job.brandName, creatorName: job.creatorName };
  const own = rows.find((r) => r.authorRole === side);
  const theirs = rows.find((r) => r.authorRole !== side && r.publishAt.getTime() <= Date.now());
  const deadline = opened ? closesAt(opened) : null;
  return {
    otherName: side === 'brand' ? job.creatorName : job.brandName,
    closesAt: deadline?.toISOString() ?? null,
    canReview: !own && deadline !== null && deadline.getTime() > Date.now(),
    mine: own ? toReviewJson({ review: own, ...names }) : null,
    theirs: theirs ? toReviewJson({ review: theirs, ...names }) : null,
    mineShowsAt: own ? own.publishAt.toISOString() : null,
    mineShown: own !== undefined && own.publishAt.getTime() <= Date.now(),
  };
}
