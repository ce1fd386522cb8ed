import { beforeEach, describe, expect, it } from 'vitest';
import { POST as accept } from '@/app/api/invitations/[id]/accept/route';
import { POST as decline } from '@/app/api/invitations/[id]/decline/route';
import { POST as withdraw } from '@/app/api/invitations/[id]/withdraw/route';
import { GET as getCollaboration } from '@/app/api/collaborations/[id]/route';
import { GET as listCollaborations } from '@/app/api/collaborations/route';
import { POST as invite } from '@/app/api/campaign/[id]/invitations/route';
import { call } from '@/tests/helpers/http';
import { mailsTo } from '@/tests/helpers/outbox';
import { createBrand, createCampaign, createCreator, createInvitation, createRequest } from '@/tests/helpers/factories';
import { requestsOf } from '../participation/support';
import { dayFromNow, invitationRow, notificationsOf, UNKNOWN_ID } from './support';

async function setup() {
  const brand = await createBrand({ brandName: 'Acme Foods' });
  const campaign = await createCampaign(brand.brand.id, {
    campaignName: 'Monsoon Picks',
    brandName: 'Acme Foods',
    // Outside this creator's audience: the brand chose them, so accepting is not refused for it.
    minFollowers: 50_000,
    maxFollowers: 90_000,
    applyBy: dayFromNow(3),
  });
  const creator = await createCreator({ name: 'Ravi Kumar' });
  const invitation = await createInvitation(campaign.id, creator.creator.id, { note: 'Loved your reel' });
  return { brand, campaign, creator, invitation };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const act = (handler: typeof accept, id: string, token?: string, json?: unknown) => call(handler, { method: 'POST', token, params: { id }, json });

describe('POST /api/invitations/{id}/accept', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  it('makes exactly one active collaboration, at once, that both sides open by the same id', async () => {
    const res = await act(accept, s.invitation.id, s.creator.accessToken);
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Invitation accepted: your collaboration is active');
    const id = res.data.collaborationId as string;
    const rows = await requestsOf(s.campaign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, creatorId: s.creator.creator.id, brandId: s.brand.brand.id, stage: 'active', status: 'approved' });
    expect(rows[0].decidedAt).not.toBeNull();
    expect(await invitationRow(s.invitation.id)).toMatchObject({ status: 'accepted', collaborationId: id });
    for (const token of [s.creator.accessToken, s.brand.accessToken]) {
      const seen = await call(getCollaboration, { token, params: { id } });
      expect(seen.status).toBe(200);
      const job = seen.data.collaboration as { timeline: { kind: string; detail: string | null; actor: { role: string } }[] };
      expect(job).toMatchObject({ _id: id, status: 'active', campaign: { _id: s.campaign.id } });
      expect(job.timeline.map((e) => [e.actor.role, e.kind, e.detail])).toEqual([
        ['brand', 'invited', 'Loved your reel'],
        ['creator', 'accepted', null],
      ]);
      const list = await call(listCollaborations, { token, url: '/api/collaborations?status=active' });
      expect((list.data.collaborations as { _id: string }[]).map((c) => c._id)).toContain(id);
    }
  });

  it('tells the brand in the app and by e-mail, with a link to the collaboration', async () => {
    const res = await act(accept, s.invitation.id, s.creator.accessToken);
    const told = await notificationsOf('brand', s.brand.brand.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'invitation', message: 'Ravi Kumar accepted your invitation to Monsoon Picks', actorId: s.creator.creator.id });
    const [mail] = await mailsTo(s.brand.brand.email);
    expect(mail.subject).toBe('Ravi Kumar accepted your invitation: Monsoon Picks');
    expect(mail.text).toContain(`http://localhost:3000/brand/dashboard/collaborations/${res.data.collaborationId}`);
  });

  it('answers a second accept with 409, and parallel accepts make one collaboration', async () => {
    const results = await Promise.all([0, 1, 2].map(() => act(accept, s.invitation.id, s.creator.accessToken)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.status === 409)!.data.message).toBe('You already accepted this invitation');
    expect(await requestsOf(s.campaign.id)).toHaveLength(1);
  });

  it('refuses when the creator meanwhile asked to join the campaign (409), leaving the invitation pending', async () => {
    await createRequest(s.campaign.id, s.creator.creator.id);
    const res = await act(accept, s.invitation.id, s.creator.accessToken);
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('You already asked to join or work on this campaign');
    expect((await invitationRow(s.invitation.id)).status).toBe('pending');
    expect(await requestsOf(s.campaign.id)).toHaveLength(1);
  });

  it.each([
    ['withdrawn', { status: 'withdrawn' as const }, {}, 'The brand withdrew this invitation'],
    ['declined', { status: 'declined' as const }, {}, 'You already declined this invitation'],
    ['past the deadline', {}, { applyBy: '2026-01-05' }, 'This invitation expired on 5 Jan 2026'],
    ['on a closed campaign', {}, { status: 'closed' as const }, 'This invitation expired: the campaign is closed'],
  ])('refuses an invitation %s with 409 and a clear message, making nothing', async (_n, inv, campaignOver, message) => {
    const campaign = await createCampaign(s.brand.brand.id, campaignOver);
    const invitation = await createInvitation(campaign.id, s.creator.creator.id, inv);
    const res = await act(accept, invitation.id, s.creator.accessToken);
    expect(res.status).toBe(409);
    expect(res.data.message).toBe(message);
    expect(await requestsOf(campaign.id)).toHaveLength(0);
  });

  it('answers another creator’s invitation and an unknown one with 404; brands and anonymous with 401', async () => {
    const other = await createCreator();
    for (const res of [await act(accept, s.invitation.id, other.accessToken), await act(accept, UNKNOWN_ID, s.creator.accessToken)]) {
      expect(res.status).toBe(404);
      expect(res.data.message).toBe('Invitation not found');
    }
    expect((await act(accept, s.invitation.id, s.brand.accessToken)).status).toBe(401);
    expect((await act(accept, s.invitation.id)).status).toBe(401);
    expect((await act(accept, 'not-an-id', s.creator.accessToken)).status).toBe(400);
    expect((await invitationRow(s.invitation.id)).status).toBe('pending');
    expect(await requestsOf(s.campaign.id)).toHaveLength(0);
  });
});

describe('POST /api/invitations/{id}/decline', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  it('declines with a reason the brand reads', async () => {
    const res = await act(decline, s.invitation.id, s.creator.accessToken, { reason: '  Booked that month  ' });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Invitation declined');
    expect(await invitationRow(s.invitation.id)).toMatchObject({ status: 'declined', declineReason: 'Booked that month' });
    const [told] = await notificationsOf('brand', s.brand.brand.id);
    expect(told.message).toBe('Ravi Kumar declined your invitation to Monsoon Picks: “Booked that month”');
    expect(await requestsOf(s.campaign.id)).toHaveLength(0);
  });

  it('declines without a reason, even with no body', async () => {
    const res = await call(decline, { method: 'POST', token: s.creator.accessToken, params: { id: s.invitation.id } });
    expect(res.status).toBe(200);
    expect(await invitationRow(s.invitation.id)).toMatchObject({ status: 'declined', declineReason: null });
  });

  it('refuses a reason over 500 characters (400) and a second answer (409)', async () => {
    const long = await act(decline, s.invitation.id, s.creator.accessToken, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.data.fields).toHaveProperty('reason');
    expect((await invitationRow(s.invitation.id)).status).toBe('pending');
    await act(decline, s.invitation.id, s.creator.accessToken, {});
    const again = await act(accept, s.invitation.id, s.creator.accessToken);
    expect(again.status).toBe(409);
    expect(again.data.message).toBe('You already declined this invitation');
  });

  it('answers another creator with 404', async () => {
    const other = await createCreator();
    expect((await act(decline, s.invitation.id, other.accessToken, {})).status).toBe(404);
    expect((await invitationRow(s.invitation.id)).status).toBe('pending');
  });
});

describe('POST /api/invitations/{id}/withdraw', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  it('the brand withdraws a pending invitation: the creator’s unread alert goes, and they cannot accept it', async () => {
    const sent = await call(invite, {
      method: 'POST',
      token: s.brand.accessToken,
      params: { id: (await createCampaign(s.brand.brand.id)).id },
      json: { creatorId: s.creator.creator.id },
    });
    const id = (sent.data.invitation as { _id: string })._id;
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(1);
    const res = await act(withdraw, id, s.brand.accessToken);
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Invitation withdrawn');
    expect((await invitationRow(id)).status).toBe('withdrawn');
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(0);
    const late = await act(accept, id, s.creator.accessToken);
    expect(late.status).toBe(409);
    expect(late.data.message).toBe('The brand withdrew this invitation');
  });

  it('refuses an answered invitation (409), another brand’s (404), and creators (401)', async () => {
    await act(decline, s.invitation.id, s.creator.accessToken, {});
    const res = await act(withdraw, s.invitation.id, s.brand.accessToken);
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('Only a pending invitation can be withdrawn; this one is declined');
    const fresh = await createInvitation((await createCampaign(s.brand.brand.id)).id, s.creator.creator.id);
    const other = await createBrand();
    expect((await act(withdraw, fresh.id, other.accessToken)).status).toBe(404);
    expect((await act(withdraw, fresh.id, s.creator.accessToken)).status).toBe(401);
    expect((await invitationRow(fresh.id)).status).toBe('pending');
  });
});
