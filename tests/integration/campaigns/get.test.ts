import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/campaign/[id]/route';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';
import { accessCookie } from '@/lib/auth/cookies';
import { getCampaign, getOpenCampaignIds } from '@/lib/campaigns/queries';
import type { Campaign } from '@/models';

let owner: Awaited<ReturnType<typeof createBrand>>;
let otherBrand: Awaited<ReturnType<typeof createBrand>>;
let creator: Awaited<ReturnType<typeof createCreator>>;
let open: Campaign;
let closed: Campaign;

const get = (id: string, opts: { token?: string; cookies?: Record<string, string> } = {}) => call(GET, { url: `/api/campaign/${id}`, params: { id }, ...opts });

beforeAll(async () => {
  owner = await createBrand();
  otherBrand = await createBrand();
  creator = await createCreator();
  open = await createCampaign(owner.brand.id, { campaignName: 'Open One', description: 'Visible to all' });
  closed = await createCampaign(owner.brand.id, { campaignName: 'Closed One', status: 'closed' });
  await createRequest(open.id, creator.creator.id);
});

describe('GET /api/campaign/{id}', () => {
  it('shows an open campaign to anyone, with the spec fields', async () => {
    const { status, data } = await get(open.id);
    expect(status).toBe(200);
    expect(data.campaign).toMatchObject({
      _id: open.id,
      campaignName: 'Open One',
      description: 'Visible to all',
      status: 'open',
      isNew: true,
      requestCount: 1,
      campaignImage: open.campaignImage,
    });
  });

  it('shows a closed campaign to its owner, by bearer token or cookie', async () => {
    const byToken = await get(closed.id, { token: owner.accessToken });
    expect(byToken.status).toBe(200);
    expect(byToken.data.campaign).toMatchObject({ _id: closed.id, status: 'closed' });
    const byCookie = await get(closed.id, { cookies: { [accessCookie('brand')]: owner.accessToken } });
    expect(byCookie.status).toBe(200);
  });

  it.each([
    ['anonymous', () => ({})],
    ['a creator', () => ({ token: creator.accessToken })],
    ['another brand', () => ({ token: otherBrand.accessToken })],
    ['an invalid token', () => ({ token: 'not-a-token' })],
  ])('hides a closed campaign from %s (404)', async (_who, opts) => {
    const { status, data } = await get(closed.id, opts());
    expect(status).toBe(404);
    expect(data.message).toBe('Campaign not found');
  });

  it.each([
    ['an unknown id', '3f1c2a9e-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an SQL-looking id', "1' or '1'='1"],
    ['an empty id', ''],
  ])('answers 404 "Campaign not found" for %s', async (_what, id) => {
    const { status, data } = await get(id);
    expect(status).toBe(404);
    expect(data.message).toBe('Campaign not found');
  });
});

describe('campaign queries for pages', () => {
  it('getCampaign returns open and closed campaigns and null for unknown ids', async () => {
    expect((await getCampaign(open.id))?.status).toBe('open');
    expect((await getCampaign(closed.id))?.status).toBe('closed');
    expect(await getCampaign('3f1c2a9e-0000-4000-8000-000000000000')).toBeNull();
    expect(await getCampaign('nope')).toBeNull();
  });

  it('getOpenCampaignIds lists only open campaigns, bounded by the limit', async () => {
    await createCampaign(otherBrand.brand.id, { campaignName: 'Another open' });
    const ids = await getOpenCampaignIds();
    expect(ids.map((r) => r.id)).toContain(open.id);
    expect(ids.map((r) => r.id)).not.toContain(closed.id);
    expect(ids).toHaveLength(2);
    expect(ids[0].updatedAt).toBeInstanceOf(Date);
    expect(await getOpenCampaignIds(1)).toHaveLength(1);
  });
});
