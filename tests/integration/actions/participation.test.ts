import { describe, expect, it } from 'vitest';
import { markBrandNotificationsReadAction, markCreatorNotificationsReadAction } from '@/lib/notifications/actions';
import { decideRequestAction, requestParticipationAction, withdrawRequestAction } from '@/lib/participation/actions';
import { ALREADY_DECIDED, ALREADY_REQUESTED, CAMPAIGN_CLOSED, REQUEST_SENT, REQUEST_WITHDRAWN, decisionMessage } from '@/lib/participation/messages';
import { callAction, sessionCookies } from '../../helpers/actions';
import { revalidated } from '../../helpers/action-request';
import { createBrand, createCampaign, createCreator, createNotification, createRequest } from '../../helpers/factories';
import { outboxMails } from '../../helpers/outbox';
import { drainJobs } from '@/lib/jobs/workers';
import { notificationsOf, requestsOf, UNKNOWN_ID } from '../participation/support';

// The request, withdraw, approve/decline and mark-read buttons: the same services as
// POST /api/campaign/{id}/request, DELETE /api/creator/requests/{id},
// POST /api/campaign/{id}/approve|decline and POST /api/{role}/notifications/read.

type Loose = (input: Record<string, unknown>) => Promise<never>;
const as = (role: 'brand' | 'creator', account: { accessToken: string; refreshToken?: string }) => ({ cookies: sessionCookies(role, account) });

async function setup() {
  const owner = await createBrand();
  const campaign = await createCampaign(owner.brand.id, { campaignName: 'Monsoon Picks', brandName: 'Acme Foods' });
  const creator = await createCreator({ name: 'Ravi Kumar' });
  return { owner, campaign, creator };
}

describe('requestParticipationAction', () => {
  it("asks to join as the signed-in creator, notifies the brand, and refreshes the creator's dashboard", async () => {
    const s = await setup();
    const before = revalidated.length;
    const res = await callAction(requestParticipationAction, { campaignId: s.campaign.id }, as('creator', s.creator));
    expect(res.status).toBe(200);
    expect((res.data as { message: string }).message).toBe(REQUEST_SENT);
    expect((await requestsOf(s.campaign.id)).map((r) => [r.creatorId, r.status])).toEqual([[s.creator.creator.id, 'pending']]);
    expect((await notificationsOf('brand', s.owner.brand.id)).map((n) => n.type)).toEqual(['request']);
    expect(revalidated.slice(before)).toContain('/creator/dashboard');
  });

  it('asking twice answers 409 with the reason; a closed campaign takes no request', async () => {
    const s = await setup();
    await callAction(requestParticipationAction, { campaignId: s.campaign.id }, as('creator', s.creator));
    const again = await callAction(requestParticipationAction, { campaignId: s.campaign.id }, as('creator', s.creator));
    expect([again.status, again.message]).toEqual([409, ALREADY_REQUESTED]);
    const closed = await createCampaign(s.owner.brand.id, { status: 'closed' });
    const refused = await callAction(requestParticipationAction, { campaignId: closed.id }, as('creator', s.creator));
    expect([refused.status, refused.message]).toEqual([409, CAMPAIGN_CLOSED]);
    expect(await requestsOf(closed.id)).toEqual([]);
  });

  it('a visitor or a brand gets 401 (the button then sends them to creator sign-up); nothing is stored', async () => {
    const s = await setup();
    expect((await callAction(requestParticipationAction, { campaignId: s.campaign.id })).status).toBe(401);
    const brand = await callAction(requestParticipationAction, { campaignId: s.campaign.id }, as('brand', s.owner));
    expect([brand.status, brand.message]).toEqual([401, 'Please sign in as a creator']);
    expect(await requestsOf(s.campaign.id)).toEqual([]);
  });

  it("carries the creator's pitch to the request and the brand's notification; over 500 characters it is refused", async () => {
    const s = await setup();
    const long = await callAction(requestParticipationAction, { campaignId: s.campaign.id, pitch: 'y'.repeat(501) }, as('creator', s.creator));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.validationErrors)).toContain('The pitch must be at most 500 characters');
    expect(await requestsOf(s.campaign.id)).toEqual([]);
    const res = await callAction(requestParticipationAction, { campaignId: s.campaign.id, pitch: ' Reels every Friday ' }, as('creator', s.creator));
    expect(res.status).toBe(200);
    expect((await requestsOf(s.campaign.id)).map((r) => r.pitch)).toEqual(['Reels every Friday']);
    expect((await notificationsOf('brand', s.owner.brand.id))[0]!.message).toMatch(/: “Reels every Friday”$/);
  });

  it('bad input: a malformed id is a validation error, an unknown one is not found', async () => {
    const s = await setup();
    const run = requestParticipationAction as unknown as Loose;
    for (const input of [{}, { campaignId: 'x' }, { campaignId: 42 }]) expect((await callAction(run, input, as('creator', s.creator))).status).toBe(400);
    expect((await callAction(run, { campaignId: UNKNOWN_ID }, as('creator', s.creator))).status).toBe(404);
  });
});

describe('withdrawRequestAction', () => {
  it("withdraws the creator's own pending request", async () => {
    const s = await setup();
    const request = await createRequest(s.campaign.id, s.creator.creator.id);
    const res = await callAction(withdrawRequestAction, { requestId: request.id }, as('creator', s.creator));
    expect([res.status, (res.data as { message: string }).message]).toEqual([200, REQUEST_WITHDRAWN]);
    expect(await requestsOf(s.campaign.id)).toEqual([]);
  });

  it("another creator's request is not found, a decided one cannot be withdrawn; both stay", async () => {
    const s = await setup();
    const other = await createCreator();
    const theirs = await createRequest(s.campaign.id, other.creator.id);
    expect((await callAction(withdrawRequestAction, { requestId: theirs.id }, as('creator', s.creator))).status).toBe(404);
    const decided = await createRequest(s.campaign.id, s.creator.creator.id, 'approved');
    expect((await callAction(withdrawRequestAction, { requestId: decided.id }, as('creator', s.creator))).status).toBe(409);
    expect((await requestsOf(s.campaign.id)).length).toBe(2);
    expect((await callAction(withdrawRequestAction, { requestId: theirs.id }, as('brand', s.owner))).status).toBe(401);
  });
});

describe('decideRequestAction', () => {
  it.each(['approved', 'declined'] as const)('%s: the request is decided, the creator notified and mailed', async (decision) => {
    const s = await setup();
    await createRequest(s.campaign.id, s.creator.creator.id);
    await drainJobs();
    const mails = outboxMails().length;
    const res = await callAction(decideRequestAction, { campaignId: s.campaign.id, influencerId: s.creator.creator.id, decision }, as('brand', s.owner));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: decisionMessage[decision] });
    expect((await requestsOf(s.campaign.id))[0].status).toBe(decision);
    expect((await notificationsOf('creator', s.creator.creator.id)).map((n) => n.type)).toEqual([decision === 'approved' ? 'approval' : 'rejection']);
    await drainJobs();
    expect(outboxMails().length).toBe(mails + 1);
  });

  it('a decline may carry a reason the creator reads; an approval ignores one; over 500 characters is refused', async () => {
    const s = await setup();
    await createRequest(s.campaign.id, s.creator.creator.id);
    const input = { campaignId: s.campaign.id, influencerId: s.creator.creator.id, decision: 'declined' as const };
    const long = await callAction(decideRequestAction, { ...input, reason: 'z'.repeat(501) }, as('brand', s.owner));
    expect(long.status).toBe(400);
    expect((await requestsOf(s.campaign.id))[0].status).toBe('pending');
    const res = await callAction(decideRequestAction, { ...input, reason: 'Our budget went to video this month.' }, as('brand', s.owner));
    expect(res.status, JSON.stringify(res)).toBe(200);
    const [note] = await notificationsOf('creator', s.creator.creator.id);
    expect(note.message).toContain('“Our budget went to video this month.”');

    const other = await createCreator();
    await createRequest(s.campaign.id, other.creator.id);
    const approved = await callAction(
      decideRequestAction,
      { campaignId: s.campaign.id, influencerId: other.creator.id, decision: 'approved', reason: 'Not shown' },
      as('brand', s.owner),
    );
    expect(approved.status).toBe(200);
    expect((await notificationsOf('creator', other.creator.id))[0].message).not.toContain('Not shown');
  });

  it("a second decision answers 409; another brand's campaign is not found and stays pending", async () => {
    const s = await setup();
    await createRequest(s.campaign.id, s.creator.creator.id);
    const input = { campaignId: s.campaign.id, influencerId: s.creator.creator.id, decision: 'approved' as const };
    const other = await createBrand();
    const foreign = await callAction(decideRequestAction, input, as('brand', other));
    expect([foreign.status, foreign.message]).toEqual([404, 'Campaign not found']);
    expect((await requestsOf(s.campaign.id))[0].status).toBe('pending');
    await callAction(decideRequestAction, input, as('brand', s.owner));
    const again = await callAction(decideRequestAction, { ...input, decision: 'declined' }, as('brand', s.owner));
    expect([again.status, again.message]).toEqual([409, ALREADY_DECIDED]);
    expect((await requestsOf(s.campaign.id))[0].status).toBe('approved');
  });

  it('refuses creators and visitors (401), and bad input (400), deciding nothing', async () => {
    const s = await setup();
    await createRequest(s.campaign.id, s.creator.creator.id);
    const input = { campaignId: s.campaign.id, influencerId: s.creator.creator.id, decision: 'approved' };
    const run = decideRequestAction as unknown as Loose;
    expect((await callAction(run, input, as('creator', s.creator))).status).toBe(401);
    expect((await callAction(run, input)).status).toBe(401);
    for (const bad of [{ ...input, decision: 'maybe' }, { ...input, influencerId: 'x' }, { decision: 'approved' }]) {
      expect((await callAction(run, bad, as('brand', s.owner))).status).toBe(400);
    }
    expect((await requestsOf(s.campaign.id))[0].status).toBe('pending');
  });
});

describe('mark notifications read', () => {
  it("marks the given ids, or all, of the caller's own notifications; another account's stay unread", async () => {
    const s = await setup();
    const mine = [
      await createNotification({ role: 'creator', id: s.creator.creator.id }),
      await createNotification({ role: 'creator', id: s.creator.creator.id }),
    ];
    const other = await createCreator();
    const theirs = await createNotification({ role: 'creator', id: other.creator.id });
    const one = await callAction(markCreatorNotificationsReadAction, { ids: [mine[0].id, theirs.id] }, as('creator', s.creator));
    expect(one.data).toEqual({ updated: 1 });
    const all = await callAction(markCreatorNotificationsReadAction, {}, as('creator', s.creator));
    expect(all.data).toEqual({ updated: 1 });
    expect((await notificationsOf('creator', other.creator.id))[0].readAt).toBeNull();
    const brandNote = await createNotification({ role: 'brand', id: s.owner.brand.id }, { type: 'request' });
    expect((await callAction(markBrandNotificationsReadAction, { ids: [brandNote.id] }, as('brand', s.owner))).data).toEqual({ updated: 1 });
  });

  it('each role reads its own: the other role and visitors get 401; bad ids are a validation error', async () => {
    const s = await setup();
    expect((await callAction(markCreatorNotificationsReadAction, {}, as('brand', s.owner))).status).toBe(401);
    expect((await callAction(markBrandNotificationsReadAction, {}, as('creator', s.creator))).status).toBe(401);
    expect((await callAction(markBrandNotificationsReadAction, {})).status).toBe(401);
    const run = markCreatorNotificationsReadAction as unknown as Loose;
    expect((await callAction(run, { ids: ['x'] }, as('creator', s.creator))).status).toBe(400);
    expect((await callAction(run, { ids: Array.from({ length: 201 }, () => UNKNOWN_ID) }, as('creator', s.creator))).status).toBe(400);
  });
});
