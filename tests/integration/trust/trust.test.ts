import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { GET as creatorRoute } from '@/app/api/creators/[id]/route';
import { GET as directoryRoute } from '@/app/api/creators/route';
import { GET as campaignRoute } from '@/app/api/campaign/[id]/route';
import { GET as invitationsRoute } from '@/app/api/creator/invitations/route';
import { POST as replyRoute } from '@/app/api/reviews/[id]/reply/route';
import { completeCollaboration, sendMessage, submitContent } from '@/lib/collaborations/service';
import { pageCacheState } from '@/lib/page-cache/handler.mjs';
import { pageTags } from '@/lib/page-cache/invalidate';
import { publishDueReviews, writeReview } from '@/lib/reviews/service';
import { creatorTrust } from '@/lib/trust/service';
import { contentSubmissions, creators, messages, notifications, packageOrders, reviews } from '@/models';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator, createInvitation } from '../../helpers/factories';
import { jobIn } from '../collaborations/support';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A thread on a new campaign of `brandId` with `creatorId`: the brand asks `askedHoursAgo`, the creator answers `replyAfterHours` later (or never). */
async function thread(brandId: string, creatorId: string, askedHoursAgo: number, replyAfterHours: number | null) {
  const campaign = await createCampaign(brandId);
  const { id } = await jobIn(campaign.id, creatorId, 'active');
  const db = await getDb();
  const asked = ago(askedHoursAgo * HOUR);
  // A word from the creator before the brand's first message does not count as an answer.
  await db
    .insert(messages)
    .values({ collaborationId: id, senderRole: 'creator', senderId: creatorId, text: 'Hello!', createdAt: ago((askedHoursAgo + 1) * HOUR) });
  await db.insert(messages).values({ collaborationId: id, senderRole: 'brand', senderId: brandId, text: 'Can you start?', createdAt: asked });
  await db.insert(messages).values({ collaborationId: id, senderRole: 'brand', senderId: brandId, text: 'Ping', createdAt: new Date(asked.getTime() + 1000) });
  if (replyAfterHours !== null) {
    await db
      .insert(messages)
      .values({ collaborationId: id, senderRole: 'creator', senderId: creatorId, text: 'Yes', createdAt: new Date(asked.getTime() + replyAfterHours * HOUR) });
  }
  return id;
}

/** A completed job of this creator for a new campaign of the brand. */
async function completedJob(brand: Awaited<ReturnType<typeof createBrand>>, creatorId: string) {
  const campaign = await createCampaign(brand.brand.id, { campaignName: `Job ${Math.random().toString(36).slice(2, 7)}`, brandName: 'Acme Foods' });
  const { id } = await jobIn(campaign.id, creatorId, 'live');
  await completeCollaboration({ role: 'brand', id: brand.brand.id }, id);
  return { id, campaign };
}

const mailsOf = async (collaborationId: string) => {
  const db = await getDb();
  const { rows } = (await db.execute(
    sql`select data->'mail'->>'to' as "to", data->'mail'->>'subject' as subject from pgboss.job where name = 'mail' and data->'what'->>'collaborationId' = ${collaborationId} and data->'what'->>'review' is not null`,
  )) as unknown as { rows: { to: string; subject: string }[] };
  return rows;
};

const reviewNotices = async (collaborationId: string) => {
  const db = await getDb();
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.collaborationId, collaborationId), sql`${notifications.type} in ('review', 'review_reply')`));
};

describe('trust signals', () => {
  it('"Replies within N hours": the median first answer to a brand’s first message, hidden below 3 threads and outside 90 days', async () => {
    const brand = await createBrand();
    const { creator } = await createCreator();
    await thread(brand.brand.id, creator.id, 30, 2);
    await thread(brand.brand.id, creator.id, 40, 5.5);
    // Unanswered, and older than 90 days: neither counts.
    await thread(brand.brand.id, creator.id, 20, null);
    await thread(brand.brand.id, creator.id, 91 * 24, 0.5);
    const two = await creatorTrust(creator.id);
    expect(two).toMatchObject({ replyHours: null, replyThreads: 2 });

    await thread(brand.brand.id, creator.id, 50, 9);
    const three = await creatorTrust(creator.id);
    // Median of 2, 5.5 and 9 hours: 5.5, shown rounded up.
    expect(three).toMatchObject({ replyHours: 6, replyThreads: 3 });
    const api = await call(creatorRoute, { token: brand.accessToken, params: { id: creator.id } });
    expect(api.status).toBe(200);
    expect(api.data).toMatchObject({ _id: creator.id, name: creator.name, trust: { replyHours: 6, replyThreads: 3 } });
  });

  it('on-time delivery: the first version by the campaign’s contentDueBy (India’s day) or by the package’s delivery days', async () => {
    const brand = await createBrand();
    const { creator } = await createCreator();
    const db = await getDb();
    const submit = async (id: string, at: Date, version = 1) =>
      db.insert(contentSubmissions).values({ collaborationId: id, version, caption: 'v', createdAt: at });
    // contentDueBy tomorrow, handed in now: on time; a later second version changes nothing.
    const onTime = (await jobIn((await createCampaign(brand.brand.id, { contentDueBy: day(1) })).id, creator.id, 'active')).id;
    await submit(onTime, ago(HOUR));
    await submit(onTime, new Date(), 2);
    // Due five days ago, first version now: late.
    const late = (await jobIn((await createCampaign(brand.brand.id, { contentDueBy: day(-5) })).id, creator.id, 'active')).id;
    await submit(late, ago(HOUR));
    // Orders: due the package's days after the creator accepted.
    const order = async (acceptedDaysAgo: number, deliveryDays: number) => {
      const campaign = await createCampaign(brand.brand.id, { contentDueBy: null });
      const { id } = await jobIn(campaign.id, creator.id, 'active');
      await db.insert(packageOrders).values({
        collaborationId: id,
        brandId: brand.brand.id,
        creatorId: creator.id,
        title: '1 Reel',
        pricePaise: 600_000,
        deliveryDays,
        status: 'accepted',
        expiresAt: ago(acceptedDaysAgo * 86_400_000 - 3 * 86_400_000),
        decidedAt: ago(acceptedDaysAgo * 86_400_000),
      });
      return id;
    };
    await submit(await order(2, 7), ago(HOUR));
    await submit(await order(10, 3), ago(HOUR));
    // No due date, or nothing handed in: not counted.
    await submit((await jobIn((await createCampaign(brand.brand.id, { contentDueBy: null })).id, creator.id, 'active')).id, ago(HOUR));
    await jobIn((await createCampaign(brand.brand.id, { contentDueBy: day(-3) })).id, creator.id, 'active');

    expect(await creatorTrust(creator.id)).toMatchObject({ onTimeRate: 50, onTimeJobs: 4 });
    const fresh = await createCreator();
    expect(await creatorTrust(fresh.creator.id)).toMatchObject({ onTimeRate: null, onTimeJobs: 0, jobsCompleted: 0, replyHours: null });
  });

  it('ratings: "New" below 3 published reviews, the average from 3 on, on the card, the profile JSON and the kept summary', async () => {
    const brand = await createBrand({ brandName: 'Acme Foods' });
    const { creator } = await createCreator({ name: 'Trust Tara' });
    const stars = [5, 4, 4];
    const jobs = [];
    for (const s of stars) {
      const job = await completedJob(brand, creator.id);
      jobs.push(job);
      await writeReview({ role: 'brand', id: brand.brand.id }, job.id, { stars: s, text: 'Good' });
      // The creator's review of the brand makes both show.
      await writeReview({ role: 'creator', id: creator.id }, job.id, { stars: 5, text: 'Paid fast' });
      const [row] = await (await getDb()).select().from(creators).where(eq(creators.id, creator.id));
      if (jobs.length < 3) expect({ count: row.ratingCount, jobs: row.jobsCompleted }).toEqual({ count: jobs.length, jobs: jobs.length });
      const card = await call(directoryRoute, { token: brand.accessToken, url: `/api/creators?q=${encodeURIComponent('trust tara')}` });
      const shown = (card.data.creators as { _id: string; rating: unknown; jobsCompleted: number }[]).find((c) => c._id === creator.id);
      expect(shown).toMatchObject({ rating: { count: jobs.length, average: jobs.length < 3 ? null : 4.3 }, jobsCompleted: jobs.length });
    }
    const api = await call(creatorRoute, { token: brand.accessToken, params: { id: creator.id } });
    expect(api.data).toMatchObject({ rating: { count: 3, average: 4.3 }, trust: { rating: { count: 3, average: 4.3 }, jobsCompleted: 3 } });
    const viewer = await createCreator();
    const brandSide = await call(campaignRoute, { token: viewer.accessToken, params: { id: jobs[0].campaign.id } });
    expect(brandSide.status).toBe(200);
    expect(brandSide.data).toMatchObject({ brandTrust: { rating: { count: 3, average: 5 }, gstinFormatChecked: true } });
  });

  it('a brand’s rating shows on the creator’s invitations; a bad GSTIN is not "format checked"', async () => {
    const brand = await createBrand({ gstNo: '27AAPFU0939F1ZX' });
    const { creator, accessToken } = await createCreator();
    const campaign = await createCampaign(brand.brand.id);
    await createInvitation(campaign.id, creator.id);
    const list = await call(invitationsRoute, { token: accessToken });
    expect(list.status).toBe(200);
    expect(list.data.invitations).toMatchObject([{ brand: { _id: brand.brand.id, rating: { count: 0, average: null } } }]);
    const page = await call(campaignRoute, { params: { id: campaign.id } });
    expect(page.data).toMatchObject({ brandTrust: { gstinFormatChecked: false, rating: { count: 0, average: null } } });
  });

  it('published reviews are announced once to each side (in the app and by e-mail), whether both came in or the 14 days ended', async () => {
    const brand = await createBrand();
    const { creator } = await createCreator();
    const both = await completedJob(brand, creator.id);
    await writeReview({ role: 'creator', id: creator.id }, both.id, { stars: 4, text: 'Fine' });
    expect(await reviewNotices(both.id)).toHaveLength(0);
    await writeReview({ role: 'brand', id: brand.brand.id }, both.id, { stars: 5, text: 'Great reel' });
    const job = { collaborationId: both.id, creatorId: creator.id, brandId: brand.brand.id };
    // The deadline's job runs later all the same: nothing more to say.
    await publishDueReviews(job);
    const notices = await reviewNotices(both.id);
    expect(notices.map((n) => [n.recipientRole, n.message]).sort()).toEqual([
      ['brand', `${creator.name} reviewed you: 4 of 5 stars on ${both.campaign.campaignName}`],
      ['creator', `Acme Foods reviewed you: 5 of 5 stars on ${both.campaign.campaignName}`],
    ]);
    expect((await mailsOf(both.id)).map((m) => m.to).sort()).toEqual([brand.brand.email, creator.email].sort());

    const lone = await completedJob(brand, creator.id);
    await writeReview({ role: 'brand', id: brand.brand.id }, lone.id, { stars: 3, text: 'Late' });
    const db = await getDb();
    await db
      .update(reviews)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(eq(reviews.collaborationId, lone.id));
    const loneJob = { collaborationId: lone.id, creatorId: creator.id, brandId: brand.brand.id };
    await publishDueReviews(loneJob);
    await publishDueReviews(loneJob);
    const loneNotices = await reviewNotices(lone.id);
    expect(loneNotices.map((n) => [n.recipientRole, n.message]).sort()).toEqual([
      ['brand', `Your review of ${creator.name} on ${lone.campaign.campaignName} is now published`],
      ['creator', `Acme Foods reviewed you: 3 of 5 stars on ${lone.campaign.campaignName}`],
    ]);
    expect(await mailsOf(lone.id)).toHaveLength(2);
    // The lone review counts once its window ended.
    const [row] = await db.select().from(creators).where(eq(creators.id, creator.id));
    expect({ count: row.ratingCount, stars: row.ratingStars }).toEqual({ count: 2, stars: 8 });
  });

  it('a reply tells the review’s author once', async () => {
    const brand = await createBrand();
    const made = await createCreator();
    const job = await completedJob(brand, made.creator.id);
    const byBrand = await writeReview({ role: 'brand', id: brand.brand.id }, job.id, { stars: 5, text: 'Lovely' });
    await writeReview({ role: 'creator', id: made.creator.id }, job.id, { stars: 5, text: 'Great' });
    const ok = await call(replyRoute, { token: made.accessToken, params: { id: byBrand.review._id }, json: { text: 'Thank you!' } });
    expect(ok.status).toBe(201);
    expect((await call(replyRoute, { token: made.accessToken, params: { id: byBrand.review._id }, json: { text: 'Again' } })).status).toBe(409);
    const replies = (await reviewNotices(job.id)).filter((n) => n.type === 'review_reply');
    expect(replies.map((n) => [n.recipientRole, n.recipientId, n.message])).toEqual([
      ['brand', brand.brand.id, `${made.creator.name} replied to your review on ${job.campaign.campaignName}`],
    ]);
    expect((await mailsOf(job.id)).filter((m) => m.subject.includes('replied'))).toHaveLength(1);
  });

  it('the creator’s page is forgotten on every change of a signal: a version handed in, the first answer in a thread, a completed job', async () => {
    const brand = await createBrand();
    const made = await createCreator();
    const creatorActor = { role: 'creator' as const, id: made.creator.id };
    const tag = pageTags.creator(made.creator.id)[0];
    const forgotten = () => pageCacheState().tags.get(tag) ?? 0;
    const campaign = await createCampaign(brand.brand.id);
    const { id } = await jobIn(campaign.id, made.creator.id, 'active');

    await sendMessage({ role: 'brand', id: brand.brand.id }, id, { text: 'Hi', attachments: [] });
    let before = Date.now();
    await sendMessage(creatorActor, id, { text: 'Hello', attachments: [] });
    expect(forgotten()).toBeGreaterThanOrEqual(before);
    // A second answer in the same thread changes no signal.
    const seen = forgotten();
    await sendMessage(creatorActor, id, { text: 'More', attachments: [] });
    expect(forgotten()).toBe(seen);

    before = Date.now();
    await submitContent(creatorActor, id, { caption: 'v1', images: [], draftUrl: 'https://drive.example.com/v1' });
    expect(forgotten()).toBeGreaterThanOrEqual(before);

    const live = await jobIn((await createCampaign(brand.brand.id)).id, made.creator.id, 'live');
    before = Date.now();
    await completeCollaboration({ role: 'brand', id: brand.brand.id }, live.id);
    expect(forgotten()).toBeGreaterThanOrEqual(before);
    expect(await creatorTrust(made.creator.id)).toMatchObject({ jobsCompleted: 1 });
  });
});
