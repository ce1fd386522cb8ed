import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { isValidGstin } from '@/lib/brands/gst';
import { createNotification } from '@/lib/notifications/service';
import { queueWanted } from '@/lib/mail/wanted';
import { collaborationEventMail } from '@/lib/collaborations/mail';
import { jobParties, mailOf } from '@/lib/collaborations/parties';
import { brands, creators, participationRequests, reviews, type Role } from '@/models';
import { ratingOfSummary, type BrandTrustJson, type CreatorTrustJson } from './serialize';

/** The window "Replies within N hours" looks back over, and the threads it needs before it shows. */
const REPLY_WINDOW_DAYS = 90;
const REPLY_MIN_THREADS = 3;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// --- The kept summaries (creators.rating_*, jobs_completed; brands.rating_*) ---
// Each is recomputed from its source inside the transaction that changes it, after locking the
// account's row: a concurrent change waits for the lock and then counts ours too (each statement
// of READ COMMITTED sees what committed before it began).

/** The ratings of both sides of a job, after reviews of it came into view. */
export async function refreshRatings(tx: Executor, ids: { creatorId: string; brandId: string }): Promise<void> {
  await tx.execute(sql`select 1 from ${creators} where ${creators.id} = ${ids.creatorId} for no key update`);
  await tx.execute(sql`
    update ${creators} set rating_count = r.n, rating_stars = r.s
    from (select count(*)::int as n, coalesce(sum(stars), 0)::int as s from ${reviews}
          where creator_id = ${ids.creatorId} and author_role = 'brand' and publish_at <= now()) r
    where ${creators.id} = ${ids.creatorId}`);
  await tx.execute(sql`select 1 from ${brands} where ${brands.id} = ${ids.brandId} for no key update`);
  await tx.execute(sql`
    update ${brands} set rating_count = r.n, rating_stars = r.s
    from (select count(*)::int as n, coalesce(sum(stars), 0)::int as s from ${reviews}
          where brand_id = ${ids.brandId} and author_role = 'creator' and publish_at <= now()) r
    where ${brands.id} = ${ids.brandId}`);
}

/** The creator's finished jobs, after one was completed. */
export async function refreshJobsCompleted(tx: Executor, creatorId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${creators} where ${creators.id} = ${creatorId} for no key update`);
  await tx.execute(sql`
    update ${creators} set jobs_completed = (
      select count(*)::int from ${participationRequests} where creator_id = ${creatorId} and stage = 'completed')
    where ${creators.id} = ${creatorId}`);
}

// --- Announcing published reviews ---

/**
 * Tells both sides of a job, once, that its reviews show (the second review came in, or the 14
 * days passed): in the app and by e-mail (the "Collaboration updates" topic). `announced_at` makes
 * it once however often it runs: the review-publish job at the deadline finds nothing left to say
 * when both reviews were in earlier.
 */
export async function announceReviews(tx: Executor, collaborationId: string): Promise<number> {
  const shown = await tx
    .update(reviews)
    .set({ announcedAt: sql`now()` })
    .where(and(eq(reviews.collaborationId, collaborationId), isNull(reviews.announcedAt), sql`${reviews.publishAt} <= now()`))
    .returning();
  if (shown.length === 0) return 0;
  const job = await jobParties(tx, collaborationId);
  if (!job) return 0;
  const sides: Role[] = ['brand', 'creator'];
  for (const side of sides) {
    const otherName = side === 'brand' ? job.creatorName : job.brandName;
    const ofMe = shown.find((r) => r.authorRole !== side);
    const mine = shown.find((r) => r.authorRole === side);
    const sentence = ofMe
      ? `${otherName} reviewed you: ${ofMe.stars} of 5 stars on ${job.campaignName}.`
      : `Your review of ${otherName} on ${job.campaignName} is now published.`;
    if (!ofMe && !mine) continue;
    const id = side === 'brand' ? job.brandId : job.creatorId;
    await createNotification(tx, {
      recipientRole: side,
      recipientId: id,
      type: 'review',
      message: sentence.slice(0, -1),
      campaignId: job.campaignId,
      actorId: side === 'brand' ? job.creatorId : job.brandId,
      collaborationId,
    });
    const to = mailOf(job, side);
    await queueWanted(
      tx,
      { role: side, id },
      'collaborations',
      collaborationEventMail({
        to: to.email,
        toName: to.name,
        toRole: side,
        collaborationId,
        subject: ofMe ? `${otherName} reviewed you: ${job.campaignName}` : `Your review is published: ${job.campaignName}`,
        sentence,
        detail: ofMe?.text || null,
      }),
      { collaborationId, review: 'published' },
      { key: `review-published:${collaborationId}:${side}` },
    );
  }
  return shown.length;
}

/** The author of a review hears that the one reviewed answered it (in the app and by e-mail). */
export async function announceReply(tx: Executor, reviewId: string): Promise<void> {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  const job = review && (await jobParties(tx, review.collaborationId));
  if (!review || !job) return;
  const author = review.authorRole;
  const replier = author === 'brand' ? job.creatorName : job.brandName;
  const id = author === 'brand' ? review.brandId : review.creatorId;
  const sentence = `${replier} replied to your review on ${job.campaignName}.`;
  await createNotification(tx, {
    recipientRole: author,
    recipientId: id,
    type: 'review_reply',
    message: sentence.slice(0, -1),
    campaignId: job.campaignId,
    actorId: author === 'brand' ? review.creatorId : review.brandId,
    collaborationId: review.collaborationId,
  });
  const to = mailOf(job, author);
  await queueWanted(
    tx,
    { role: author, id },
    'collaborations',
    collaborationEventMail({
      to: to.email,
      toName: to.name,
      toRole: author,
      collaborationId: review.collaborationId,
      subject: `${replier} replied to your review: ${job.campaignName}`,
      sentence,
      detail: review.reply,
    }),
    { collaborationId: review.collaborationId, review: 'reply' },
    { key: `review-reply:${reviewId}` },
  );
}

// --- Reading the signals ---

type AccountRow = { created_at: string; phone_verified: boolean; email_verified: boolean };

/** Whether a phone was proven through the phone provider and an address through an e-mailed code (by anyone holding them: the same number and mailbox). */
const proven = (table: 'creators' | 'brands', role: Role) => sql`
  exists (select 1 from phone_verifications pv where pv.phone = a.phone and pv.verified_at is not null) as phone_verified,
  exists (select 1 from email_codes ec where ec.email = lower(a.email) and ec.role = ${role}
          and ec.verified_at is not null and ec.consumed_at is not null) as email_verified,
  to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
  from ${sql.raw(table)} a`;

/**
 * A creator's trust signals, or null for an unknown creator: one round of small reads for one
 * creator (their own threads and jobs, through participation_creator_created_idx and each
 * thread's messages_thread_idx); the public page is cached, so this runs once per change.
 */
export async function creatorTrust(creatorId: string, db?: Executor): Promise<CreatorTrustJson | null> {
  const ex = db ?? (await getDb());
  const [account, summary, replies, onTime] = await Promise.all([
    ex.execute(sql`select ${proven('creators', 'creator')} where a.id = ${creatorId}`).then((r) => rowsOf<AccountRow>(r)[0]),
    ex
      .select({ ratingCount: creators.ratingCount, ratingStars: creators.ratingStars, jobsCompleted: creators.jobsCompleted })
      .from(creators)
      .where(eq(creators.id, creatorId))
      .limit(1)
      .then((r) => r[0]),
    ex
      .execute(
        sql`
        with asked as (
          select m.collaboration_id, min(m.created_at) as at
          from participation_requests p
          join messages m on m.collaboration_id = p.id and m.sender_role = 'brand'
          where p.creator_id = ${creatorId}
          group by m.collaboration_id
        ), answered as (
          select a.at, (select min(r.created_at) from messages r
                        where r.collaboration_id = a.collaboration_id and r.sender_role = 'creator' and r.created_at >= a.at) as replied
          from asked a
          where a.at > now() - make_interval(days => ${REPLY_WINDOW_DAYS})
        )
        select count(*)::int as threads,
               (percentile_cont(0.5) within group (order by extract(epoch from replied - at)))::float8 as median_seconds
        from answered where replied is not null`,
      )
      .then((r) => rowsOf<{ threads: number; median_seconds: number | null }>(r)[0]),
    ex
      .execute(
        sql`
        select count(*)::int as jobs, count(*) filter (where first_at <= due)::int as on_time from (
          select (select min(s.created_at) from content_submissions s where s.collaboration_id = p.id) as first_at,
                 case when o.decided_at is not null then o.decided_at + make_interval(days => o.delivery_days)
                      when c.content_due_by is not null
                        -- a due day holds until it ends in India (lib/campaigns/deadline.ts)
                        then ((c.content_due_by + 1)::timestamp - interval '5 hours 30 minutes') at time zone 'UTC'
                 end as due
          from participation_requests p
          join campaigns c on c.id = p.campaign_id
          left join package_orders o on o.collaboration_id = p.id and o.status = 'accepted'
          where p.creator_id = ${creatorId}
        ) j where first_at is not null and due is not null`,
      )
      .then((r) => rowsOf<{ jobs: number; on_time: number }>(r)[0]),
  ]);
  if (!account || !summary) return null;
  const threads = Number(replies?.threads ?? 0);
  const median = replies?.median_seconds === null || replies?.median_seconds === undefined ? null : Number(replies.median_seconds);
  const jobs = Number(onTime?.jobs ?? 0);
  return {
    rating: ratingOfSummary(summary.ratingCount, summary.ratingStars),
    replyHours: threads >= REPLY_MIN_THREADS && median !== null ? Math.max(1, Math.ceil(median / 3600)) : null,
    replyThreads: threads,
    jobsCompleted: summary.jobsCompleted,
    onTimeRate: jobs > 0 ? Math.round((Number(onTime!.on_time) * 100) / jobs) : null,
    onTimeJobs: jobs,
    memberSince: account.created_at,
    phoneVerified: Boolean(account.phone_verified),
    emailVerified: Boolean(account.email_verified),
  };
}

/** What creators see of a brand's trust, or null for an unknown brand. */
export async function brandTrust(brandId: string, db?: Executor): Promise<BrandTrustJson | null> {
  const ex = db ?? (await getDb());
  const [[account], [row]] = await Promise.all([
    ex.execute(sql`select ${proven('brands', 'brand')} where a.id = ${brandId}`).then((r) => rowsOf<AccountRow>(r)),
    ex.select({ ratingCount: brands.ratingCount, ratingStars: brands.ratingStars, gstNo: brands.gstNo }).from(brands).where(eq(brands.id, brandId)).limit(1),
  ]);
  if (!account || !row) return null;
  return {
    rating: ratingOfSummary(row.ratingCount, row.ratingStars),
    memberSince: account.created_at,
    phoneVerified: Boolean(account.phone_verified),
    emailVerified: Boolean(account.email_verified),
    gstinFormatChecked: isValidGstin(row.gstNo),
  };
}
