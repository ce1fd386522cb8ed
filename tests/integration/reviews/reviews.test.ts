import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { POST as reviewRoute } from '@/app/api/collaborations/[id]/review/route';
import { POST as replyRoute } from '@/app/api/reviews/[id]/reply/route';
import { GET as creatorReviewsRoute } from '@/app/api/creators/[id]/reviews/route';
import { GET as brandReviewsRoute } from '@/app/api/brands/[id]/reviews/route';
import { completeCollaboration } from '@/lib/collaborations/service';
import { getReviewState, publishDueReviews, writeReview } from '@/lib/reviews/service';
import { collaborationEvents, reviews } from '@/models';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator } from '../../helpers/factories';
import { collaborationIn, jobIn } from '../collaborations/support';
import { fundAsBrand, openDispute, settleDispute } from '@/lib/payments/service';
import { paidJob } from '../payments/support';

/** A job the brand has just completed, with both sides' tokens and actors. */
async function completedJob() {
  const job = await collaborationIn('live');
  const brandActor = { role: 'brand' as const, id: job.brand.brand.id };
  const creatorActor = { role: 'creator' as const, id: job.creator.creator.id };
  await completeCollaboration(brandActor, job.id);
  return { ...job, brandActor, creatorActor };
}

const review = (token: string, id: string, json: unknown) => call(reviewRoute, { token, params: { id }, json });
const creatorPage = (id: string, query = '') => call(creatorReviewsRoute, { params: { id }, url: `/api/creators/${id}/reviews${query}` });

describe('reviews', () => {
  it('each side reviews once; the first stays hidden until the second is in, then both show', async () => {
    const job = await completedJob();
    const first = await review(job.creator.accessToken, job.id, { stars: 4, text: 'Clear brief, paid on time' });
    expect(first.status).toBe(201);
    expect(first.data.review).toMatchObject({ stars: 4, authorRole: 'creator', author: { name: 'Ravi Kumar' }, reply: null });
    // Shown at the window's end: 14 days after completion.
    const shows = new Date(first.data.showsAt as string).getTime();
    expect(shows - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    const again = await review(job.creator.accessToken, job.id, { stars: 5, text: 'again' });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ code: 'conflict', message: 'You have already reviewed this job' });

    // Double-blind: the brand does not see the creator's review, nor does its rating count it.
    expect((await getReviewState(job.brandActor, job.id)).theirs).toBeNull();
    const hidden = await call(brandReviewsRoute, { token: job.brand.accessToken, params: { id: job.brand.brand.id } });
    expect(hidden.status).toBe(200);
    expect(hidden.data).toMatchObject({ reviews: [], rating: { count: 0, average: null } });

    const second = await review(job.brand.accessToken, job.id, { stars: 5, text: 'Great reel' });
    expect(second.status).toBe(201);
    expect(Math.abs(new Date(second.data.showsAt as string).getTime() - Date.now())).toBeLessThan(60_000);
    const brandSide = await call(brandReviewsRoute, { token: job.creator.accessToken, params: { id: job.brand.brand.id } });
    expect(brandSide.data.reviews).toMatchObject([{ stars: 4, text: 'Clear brief, paid on time', author: { name: 'Ravi Kumar' } }]);
    const creatorSide = await creatorPage(job.creator.creator.id);
    expect(creatorSide.status).toBe(200);
    expect(creatorSide.data).toMatchObject({
      reviews: [{ stars: 5, text: 'Great reel', author: { name: 'Acme Foods' } }],
      rating: { count: 1, average: null },
    });
    expect((await getReviewState(job.creatorActor, job.id)).theirs).toMatchObject({ stars: 5 });
    expect((await getReviewState(job.creatorActor, job.id)).canReview).toBe(false);
  });

  it('a lone review shows once the 14 days pass; the job at the deadline refreshes the page', async () => {
    const job = await completedJob();
    expect((await review(job.brand.accessToken, job.id, { stars: 3, text: 'Late but fine' })).status).toBe(201);
    expect((await creatorPage(job.creator.creator.id)).data.reviews).toEqual([]);
    const db = await getDb();
    const { rows } = await db.execute(sql`select start_after from pgboss.job where name = 'review-publish' and data->>'collaborationId' = ${job.id}`);
    expect(rows).toHaveLength(1);
    await db
      .update(reviews)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(eq(reviews.collaborationId, job.id));
    expect(await publishDueReviews({ collaborationId: job.id, creatorId: job.creator.creator.id, brandId: job.brand.brand.id })).toBe('refreshed');
    expect((await creatorPage(job.creator.creator.id)).data.reviews).toMatchObject([{ stars: 3, text: 'Late but fine' }]);
  });

  it('refuses a job not completed (409), one past its window (409), and anyone else’s job (404)', async () => {
    const live = await collaborationIn('live');
    const notDone = await review(live.brand.accessToken, live.id, { stars: 5, text: '' });
    expect(notDone.status).toBe(409);
    expect(notDone.data.message).toBe('You can review once the job is completed');

    const job = await completedJob();
    const stranger = await createBrand();
    expect((await review(stranger.accessToken, job.id, { stars: 5, text: 'x' })).status).toBe(404);
    const db = await getDb();
    await db
      .update(collaborationEvents)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(eq(collaborationEvents.collaborationId, job.id));
    const late = await review(job.creator.accessToken, job.id, { stars: 5, text: 'x' });
    expect(late.status).toBe(409);
    expect(late.data.message).toBe('The 14 days to review this job are over');
    expect(await db.select().from(reviews).where(eq(reviews.collaborationId, job.id))).toHaveLength(0);
  });

  it('only the one reviewed replies, once, and only to a review that shows', async () => {
    const job = await completedJob();
    const byBrand = await review(job.brand.accessToken, job.id, { stars: 5, text: 'Lovely work' });
    const id = (byBrand.data.review as { _id: string })._id;
    // Not shown yet: even the one reviewed cannot see it to answer.
    expect((await call(replyRoute, { token: job.creator.accessToken, params: { id }, json: { text: 'Thanks!' } })).status).toBe(404);
    await review(job.creator.accessToken, job.id, { stars: 4, text: 'Good brand' });
    expect((await call(replyRoute, { token: job.brand.accessToken, params: { id }, json: { text: 'Own review' } })).status).toBe(404);
    const other = await createCreator();
    expect((await call(replyRoute, { token: other.accessToken, params: { id }, json: { text: 'Not mine' } })).status).toBe(404);
    const ok = await call(replyRoute, { token: job.creator.accessToken, params: { id }, json: { text: 'Thanks!' } });
    expect(ok.status).toBe(201);
    expect(ok.data.review).toMatchObject({ reply: { text: 'Thanks!' } });
    const twice = await call(replyRoute, { token: job.creator.accessToken, params: { id }, json: { text: 'Again' } });
    expect(twice.status).toBe(409);
    expect(twice.data.message).toBe('You have already replied to this review');
    expect((await creatorPage(job.creator.creator.id)).data.reviews).toMatchObject([{ reply: { text: 'Thanks!' } }]);
  });

  it('a rating shows from three visible reviews ("New" below), and the list pages on', async () => {
    const creator = await createCreator({ name: 'Meera' });
    const stars = [5, 4, 4];
    for (const [i, s] of stars.entries()) {
      const brand = await createBrand();
      const campaign = await createCampaign(brand.brand.id, { campaignName: `Job ${i}`, brandName: `Brand ${i}` });
      const { id } = await jobIn(campaign.id, creator.creator.id, 'live');
      await completeCollaboration({ role: 'brand', id: brand.brand.id }, id);
      await writeReview({ role: 'brand', id: brand.brand.id }, id, { stars: s, text: `Review ${i}` });
      await writeReview({ role: 'creator', id: creator.creator.id }, id, { stars: 5, text: '' });
      const page = await creatorPage(creator.creator.id);
      expect(page.data.rating).toEqual(i < 2 ? { count: i + 1, average: null } : { count: 3, average: 4.3 });
    }
    const first = await creatorPage(creator.creator.id, '?limit=2');
    expect((first.data.reviews as unknown[]).length).toBe(2);
    const rest = await creatorPage(creator.creator.id, `?limit=2&after=${first.data.nextCursor as string}`);
    expect(rest.data).toMatchObject({ reviews: [{ text: 'Review 0' }], nextCursor: null });
    expect((await creatorPage(creator.creator.id, '?after=nonsense')).status).toBe(400);
    expect((await creatorPage('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('a job whose money was released after a dispute may be reviewed, though never marked complete', async () => {
    const job = await paidJob('live');
    await fundAsBrand(job.brandActor, job.id);
    const early = await review(job.creator.accessToken, job.id, { stars: 2, text: 'Stuck in dispute' });
    expect(early.status).toBe(409);
    await openDispute(job.creatorActor, job.id, 'The brand stopped answering');
    await settleDispute(job.id, { kind: 'release' });
    const ok = await review(job.creator.accessToken, job.id, { stars: 2, text: 'Slow to pay' });
    expect(ok.status).toBe(201);
  });
});
