import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { POST as reportRoute } from '@/app/api/reports/route';
import { sendMessage } from '@/lib/collaborations/service';
import { userReports } from '@/models';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator } from '../../helpers/factories';
import { collaborationIn, UNKNOWN_ID } from '../collaborations/support';

const report = (token: string | undefined, json: unknown) => call(reportRoute, { token, json });
const reportsOf = async (itemId: string) => (await getDb()).select().from(userReports).where(eq(userReports.itemId, itemId));

describe('reports from users', () => {
  it('a creator reports a campaign once while open: 201, then 409; the campaign is stored as they saw it', async () => {
    const { brand } = await createBrand();
    const campaign = await createCampaign(brand.id, { campaignName: 'Free iPhones', brandName: 'Totally Real', description: 'Send us ₹999 to join' });
    const { accessToken } = await createCreator();
    const first = await report(accessToken, { kind: 'campaign', id: campaign.id, reason: 'scam', details: '  Asks creators for money  ' });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      message: 'Thank you. Our team will look at your report.',
      report: { kind: 'campaign', id: campaign.id, reason: 'scam', details: 'Asks creators for money' },
    });
    // The brand edits the campaign afterwards: the report keeps what the reporter saw.
    await (await getDb()).execute(sql`update campaigns set campaign_name = 'Innocent Picks', description = 'Nothing to see' where id = ${campaign.id}`);
    const [stored] = await reportsOf(campaign.id);
    expect(stored).toMatchObject({
      reporterRole: 'creator',
      ownerRole: 'brand',
      ownerId: brand.id,
      outcome: null,
      snapshot: { title: 'Free iPhones', name: 'Totally Real', text: 'Send us ₹999 to join' },
    });

    const second = await report(accessToken, { kind: 'campaign', id: campaign.id, reason: 'spam', details: '' });
    expect(second.status).toBe(409);
    expect(second.data).toMatchObject({ code: 'conflict', message: 'You have already reported this. Our team is looking at it.' });
    expect(await reportsOf(campaign.id)).toHaveLength(1);

    // Another account may report the same item.
    const other = await createBrand();
    expect((await report(other.accessToken, { kind: 'campaign', id: campaign.id, reason: 'spam' })).status).toBe(201);
    expect(await reportsOf(campaign.id)).toHaveLength(2);
  });

  it('nobody reports their own item: their campaign, their page, their message', async () => {
    const job = await collaborationIn('active');
    const own = await report(job.brand.accessToken, { kind: 'campaign', id: job.campaign.id, reason: 'spam' });
    expect(own.status).toBe(403);
    expect(own.data).toMatchObject({ code: 'forbidden', message: 'You cannot report your own account or content' });
    expect((await report(job.creator.accessToken, { kind: 'creator', id: job.creator.creator.id, reason: 'spam' })).status).toBe(403);
    const { sent } = await sendMessage({ role: 'brand', id: job.brand.brand.id }, job.id, { text: 'Hello', attachments: [] });
    expect((await report(job.brand.accessToken, { kind: 'message', id: sent._id, reason: 'offensive' })).status).toBe(403);
    expect(await reportsOf(job.campaign.id)).toHaveLength(0);
    expect(await reportsOf(sent._id)).toHaveLength(0);
  });

  it('a message only by a party to its thread; unknown items and closed campaigns are 404; anonymous is 401', async () => {
    const job = await collaborationIn('active');
    const { sent } = await sendMessage({ role: 'creator', id: job.creator.creator.id }, job.id, { text: 'Pay me on UPI, not here', attachments: [] });
    const stranger = await createBrand();
    const strangerCreator = await createCreator();
    for (const token of [stranger.accessToken, strangerCreator.accessToken]) {
      const res = await report(token, { kind: 'message', id: sent._id, reason: 'scam' });
      expect(res.status).toBe(404);
      expect(res.data).toMatchObject({ code: 'not_found', message: 'Message not found' });
    }
    const ok = await report(job.brand.accessToken, { kind: 'message', id: sent._id, reason: 'scam', details: 'Outside payment' });
    expect(ok.status).toBe(201);
    const [stored] = await reportsOf(sent._id);
    expect(stored).toMatchObject({
      ownerRole: 'creator',
      ownerId: job.creator.creator.id,
      snapshot: { author: 'Ravi Kumar', text: 'Pay me on UPI, not here' },
    });

    for (const kind of ['campaign', 'creator', 'message']) {
      expect((await report(stranger.accessToken, { kind, id: UNKNOWN_ID, reason: 'spam' })).status).toBe(404);
      expect((await report(stranger.accessToken, { kind, id: 'not-a-uuid', reason: 'spam' })).status).toBe(404);
    }
    const closed = await createCampaign(job.brand.brand.id, { status: 'closed' });
    expect((await report(stranger.accessToken, { kind: 'campaign', id: closed.id, reason: 'spam' })).status).toBe(404);
    // Hidden by an operator, or a suspended creator: gone from the public, so not reportable.
    const hidden = await createCampaign(job.brand.brand.id);
    await (await getDb()).execute(sql`update campaigns set hidden_at = now(), hidden_reason = 'Scam' where id = ${hidden.id}`);
    expect((await report(stranger.accessToken, { kind: 'campaign', id: hidden.id, reason: 'spam' })).status).toBe(404);
    const gone = await createCreator();
    await (await getDb()).execute(sql`update creators set suspended_at = now(), suspended_reason = 'Spam' where id = ${gone.creator.id}`);
    expect((await report(stranger.accessToken, { kind: 'creator', id: gone.creator.id, reason: 'spam' })).status).toBe(404);
    expect((await report(undefined, { kind: 'campaign', id: job.campaign.id, reason: 'spam' })).status).toBe(401);
  });

  it('a brand reports a creator page with the name and bio as they were', async () => {
    const { creator } = await createCreator({ name: 'Fake Celebrity', bio: 'Official account (not really)' });
    const { accessToken } = await createBrand();
    const res = await report(accessToken, { kind: 'creator', id: creator.id, reason: 'impersonation', details: 'Not the real one' });
    expect(res.status).toBe(201);
    const [stored] = await reportsOf(creator.id);
    expect(stored).toMatchObject({
      ownerRole: 'creator',
      ownerId: creator.id,
      reason: 'impersonation',
      snapshot: { name: 'Fake Celebrity', text: 'Official account (not really)' },
    });
  });

  it('bad input is a 400 with the field, and nothing is stored', async () => {
    const { accessToken } = await createBrand();
    const { creator } = await createCreator();
    const bad = [
      { kind: 'brand', id: creator.id, reason: 'spam' },
      { kind: 'creator', id: creator.id, reason: 'boring' },
      { kind: 'creator', id: creator.id },
      { kind: 'creator', id: creator.id, reason: 'other', details: 'x'.repeat(1001) },
      { kind: 'creator', reason: 'spam' },
    ];
    for (const json of bad) {
      const res = await report(accessToken, json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.data.message).toMatch(/\S/);
    }
    expect(await reportsOf(creator.id)).toHaveLength(0);
  });

  it('20 reports a day per account, then 429 with Retry-After', async () => {
    const { accessToken, brand } = await createBrand();
    const creatorsToReport = await Promise.all(Array.from({ length: 21 }, () => createCreator()));
    for (const c of creatorsToReport.slice(0, 20)) expect((await report(accessToken, { kind: 'creator', id: c.creator.id, reason: 'spam' })).status).toBe(201);
    const over = await report(accessToken, { kind: 'creator', id: creatorsToReport[20]!.creator.id, reason: 'spam' });
    expect(over.status).toBe(429);
    expect(over.data).toMatchObject({ code: 'rate_limited', message: 'You can send at most 20 reports a day. Please try again tomorrow.' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const db = await getDb();
    const mine = await db
      .select()
      .from(userReports)
      .where(and(eq(userReports.reporterRole, 'brand'), eq(userReports.reporterId, brand.id)));
    expect(mine).toHaveLength(20);
    // A report older than a day no longer counts.
    await db.execute(sql`update user_reports set created_at = now() - interval '25 hours' where id = ${mine[0]!.id}`);
    expect((await report(accessToken, { kind: 'creator', id: creatorsToReport[20]!.creator.id, reason: 'spam' })).status).toBe(201);
  });
});
