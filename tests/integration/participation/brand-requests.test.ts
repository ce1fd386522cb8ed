import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/campaign/notifications/route';
import { call } from '@/tests/helpers/http';
import { createBrand, createCampaign, createCreator, createRequest, minutesAgo } from '@/tests/helpers/factories';

type View = {
  campaigns: (Record<string, unknown> & {
    _id: string;
    campaignName: string;
    requestedCreators: {
      _id: string;
      name: string;
      email: string;
      city: string;
      tags: string[];
      profilePicture: string | null;
      requestId: string;
      requestedAt: string;
      pitch: string | null;
    }[];
  })[];
};

describe('GET /api/campaign/notifications', () => {
  it("lists only the brand's own campaigns that have pending requests, each with its pending creators", async () => {
    const me = await createBrand();
    const rival = await createBrand();
    const [older, newer, quiet, decidedOnly] = [
      await createCampaign(me.brand.id, { campaignName: 'Older', createdAt: minutesAgo(60) }),
      await createCampaign(me.brand.id, { campaignName: 'Newer', createdAt: minutesAgo(30) }),
      await createCampaign(me.brand.id, { campaignName: 'Quiet' }),
      await createCampaign(me.brand.id, { campaignName: 'Decided only' }),
    ];
    const theirs = await createCampaign(rival.brand.id, { campaignName: 'Theirs' });
    const asha = await createCreator({ name: 'Asha', city: 'Pune', tags: ['Food', 'Travel'], profilePicture: 'uploads/asha.png' });
    const ravi = await createCreator({ name: 'Ravi' });
    const meera = await createCreator({ name: 'Meera' });
    const r1 = await createRequest(older.id, asha.creator.id, 'pending', { createdAt: minutesAgo(3), pitch: 'Pune food reels <3' });
    await createRequest(older.id, ravi.creator.id, 'pending', { createdAt: minutesAgo(2) });
    await createRequest(older.id, meera.creator.id, 'approved');
    await createRequest(newer.id, meera.creator.id);
    await createRequest(decidedOnly.id, ravi.creator.id, 'declined');
    await createRequest(theirs.id, asha.creator.id);

    const res = await call(GET, { token: me.accessToken });
    expect(res.status).toBe(200);
    const view = res.data as unknown as View;
    expect(view.campaigns.map((c) => c.campaignName)).toEqual(['Newer', 'Older']);
    const o = view.campaigns[1];
    expect(o).toMatchObject({ _id: older.id, brandId: me.brand.id, campaignImage: older.campaignImage, status: 'open' });
    expect(o.requestedCreators.map((c) => c.name)).toEqual(['Asha', 'Ravi']);
    expect(o.requestedCreators[0]).toEqual({
      _id: asha.creator.id,
      name: 'Asha',
      email: asha.creator.email,
      city: 'Pune',
      tags: ['Food', 'Travel'],
      profilePicture: 'uploads/asha.png',
      requestId: r1.id,
      requestedAt: r1.createdAt.toISOString(),
      pitch: 'Pune food reels <3',
      platformFollowers: 5000,
    });
    expect(o.requestedCreators[1]!.pitch).toBeNull();
    // The phone number is not part of this view.
    expect(JSON.stringify(view)).not.toContain('+91');
    expect(view.campaigns.map((c) => c._id)).not.toContain(quiet.id);
  });

  it('answers an empty list when nothing is pending', async () => {
    const me = await createBrand();
    await createCampaign(me.brand.id);
    const res = await call(GET, { token: me.accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ campaigns: [] });
  });

  it('works with the brand session cookie', async () => {
    const me = await createBrand();
    const res = await call(GET, { cookies: { brand_access: me.accessToken } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['anonymous', 401, 'none'],
    ['a creator', 401, 'creator'],
    ['an expired-looking token', 401, 'garbage'],
  ] as const)('refuses %s with %i', async (_who, status, who) => {
    const c = await createCreator();
    const token = who === 'creator' ? c.accessToken : who === 'garbage' ? 'eyJhbGciOiJub25lIn0.e30.' : undefined;
    const res = await call(GET, { token });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(res.data.campaigns).toBeUndefined();
  });
});
