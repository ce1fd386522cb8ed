import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/creator/requests/route';
import { DELETE } from '@/app/api/creator/requests/[id]/route';
import { POST as requestJoin } from '@/app/api/campaign/[id]/request/route';
import { call } from '@/tests/helpers/http';
import { createBrand, createCampaign, createCreator, createRequest, minutesAgo } from '@/tests/helpers/factories';
import { notificationsOf, requestsOf, UNKNOWN_ID } from './support';

type MyRequestsBody = {
  requests: { _id: string; status: string; campaign: { _id: string; campaignName: string; brandName: string; campaignImage: string; status: string } }[];
  counts: { pending: number; approved: number; declined: number };
};

describe('GET /api/creator/requests', () => {
  it("lists the creator's own requests newest first, with campaign summary and counts per status", async () => {
    const { brand } = await createBrand();
    const me = await createCreator();
    const other = await createCreator();
    const [a, b, c] = await Promise.all([
      createCampaign(brand.id, { campaignName: 'A', brandName: 'Acme' }),
      createCampaign(brand.id, { campaignName: 'B', brandName: 'Acme' }),
      createCampaign(brand.id, { campaignName: 'C', brandName: 'Acme', status: 'closed' }),
    ]);
    await createRequest(a.id, me.creator.id, 'approved', { createdAt: minutesAgo(3) });
    await createRequest(b.id, me.creator.id, 'pending', { createdAt: minutesAgo(2) });
    await createRequest(c.id, me.creator.id, 'declined', { createdAt: minutesAgo(1) });
    await createRequest(a.id, other.creator.id, 'pending');

    const res = await call(GET, { token: me.accessToken });
    expect(res.status).toBe(200);
    const body = res.data as unknown as MyRequestsBody;
    expect(body.counts).toEqual({ pending: 1, approved: 1, declined: 1 });
    expect(body.requests.map((r) => [r.campaign.campaignName, r.status])).toEqual([
      ['C', 'declined'],
      ['B', 'pending'],
      ['A', 'approved'],
    ]);
    expect(body.requests[0].campaign).toMatchObject({ _id: c.id, brandName: 'Acme', campaignImage: c.campaignImage, status: 'closed' });
  });

  it('answers an empty list and zero counts for a creator with no requests', async () => {
    const me = await createCreator();
    const res = await call(GET, { token: me.accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ requests: [], counts: { pending: 0, approved: 0, declined: 0 } });
  });

  it.each([
    ['anonymous', 401, () => ({})],
    ['a brand', 401, (t: { brand: string }) => ({ token: t.brand })],
  ])('refuses %s with %i', async (_who, status, auth) => {
    const { accessToken } = await createBrand();
    const res = await call(GET, auth({ brand: accessToken }));
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
  });
});

describe('DELETE /api/creator/requests/{id} (withdraw)', () => {
  async function setup() {
    const owner = await createBrand();
    const campaign = await createCampaign(owner.brand.id);
    const me = await createCreator();
    const joined = await call(requestJoin, { method: 'POST', token: me.accessToken, params: { id: campaign.id } });
    const requestId = (joined.data.request as { _id: string })._id;
    return { owner, campaign, me, requestId };
  }

  it("withdraws the creator's own pending request, clears the brand's unread alert, and allows asking again", async () => {
    const { owner, campaign, me, requestId } = await setup();
    expect(await notificationsOf('brand', owner.brand.id)).toHaveLength(1);
    const res = await call(DELETE, { method: 'DELETE', token: me.accessToken, params: { id: requestId } });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Request withdrawn');
    expect(await requestsOf(campaign.id)).toHaveLength(0);
    expect(await notificationsOf('brand', owner.brand.id)).toHaveLength(0);
    const again = await call(requestJoin, { method: 'POST', token: me.accessToken, params: { id: campaign.id } });
    expect(again.status).toBe(201);
  });

  it.each([
    ['anonymous', 401, 'Please sign in'],
    ['the brand', 401, 'Invalid or expired token'],
    ['another creator', 404, 'Request not found'],
  ])('refuses %s with %i and keeps the request', async (who, status, message) => {
    const { owner, campaign, requestId } = await setup();
    const stranger = await createCreator();
    const token = who === 'the brand' ? owner.accessToken : who === 'another creator' ? stranger.accessToken : undefined;
    const res = await call(DELETE, { method: 'DELETE', token, params: { id: requestId } });
    expect(res.status).toBe(status);
    expect(res.data.message).toBe(message);
    expect(await requestsOf(campaign.id)).toHaveLength(1);
  });

  it.each([['approved' as const], ['declined' as const]])('refuses to withdraw an %s request with 409', async (status) => {
    const { brand } = await createBrand();
    const campaign = await createCampaign(brand.id);
    const me = await createCreator();
    const row = await createRequest(campaign.id, me.creator.id, status);
    const res = await call(DELETE, { method: 'DELETE', token: me.accessToken, params: { id: row.id } });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('Only a pending request can be withdrawn');
    expect((await requestsOf(campaign.id))[0].status).toBe(status);
  });

  it.each([
    ['an unknown id', 404, UNKNOWN_ID, 'Request not found'],
    ['a non-uuid id', 400, 'nope', 'id: Unknown request'],
  ])('answers %s with %i', async (_name, status, id, message) => {
    const me = await createCreator();
    const res = await call(DELETE, { method: 'DELETE', token: me.accessToken, params: { id } });
    expect(res.status).toBe(status);
    expect(res.data.message).toBe(message);
  });

  it('refuses a cookie-authenticated withdraw from another site', async () => {
    const { campaign, me, requestId } = await setup();
    const res = await call(DELETE, {
      method: 'DELETE',
      cookies: { creator_access: me.accessToken },
      headers: { 'sec-fetch-site': 'cross-site' },
      params: { id: requestId },
    });
    expect(res.status).toBe(403);
    expect(await requestsOf(campaign.id)).toHaveLength(1);
  });
});
