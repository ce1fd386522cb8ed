import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATCH, DELETE, GET as GET_ONE } from '@/app/api/campaign/[id]/route';
import { POST as CLOSE } from '@/app/api/campaign/[id]/close/route';
import { POST as REOPEN } from '@/app/api/campaign/[id]/reopen/route';
import { POST as CREATE } from '@/app/api/campaign/create/route';
import { GET as LIST } from '@/app/api/campaign/route';
import { GET as BRAND_LIST } from '@/app/api/brand/campaigns/route';
import { call, pngFile } from '../../helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { campaigns, type Campaign } from '@/models';

type Brand = Awaited<ReturnType<typeof createBrand>>;
let owner: Brand;
let other: Brand;
let creator: Awaited<ReturnType<typeof createCreator>>;
let campaign: Campaign;

const UNKNOWN = '3f1c2a9e-0000-4000-8000-000000000000';
const publicIds = async () => ((await call(LIST, { url: '/api/campaign?limit=50' })).data.campaigns as { _id: string }[]).map((c) => c._id);
async function stored(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}
const uploads = () => (fs.existsSync(env().UPLOADS_DIR) ? fs.readdirSync(env().UPLOADS_DIR) : []);

beforeEach(async () => {
  owner = await createBrand();
  other = await createBrand();
  creator = await createCreator();
  campaign = await createCampaign(owner.brand.id, { campaignName: 'Original', minFollowers: 2000, maxFollowers: 40000 });
});

describe('PATCH /api/campaign/{id}', () => {
  it('lets the owner edit fields with JSON', async () => {
    const { status, data } = await call(PATCH, {
      method: 'PATCH',
      params: { id: campaign.id },
      token: owner.accessToken,
      json: { campaignName: ' Renamed ', incentives: 'Free product', maxFollowers: 100000 },
    });
    expect(status).toBe(200);
    expect(data.campaign).toMatchObject({ _id: campaign.id, campaignName: 'Renamed', incentives: 'Free product', maxFollowers: 100000, minFollowers: 2000 });
    const row = await stored(campaign.id);
    expect(row.campaignName).toBe('Renamed');
    expect(row.description).toBe(campaign.description);
    expect(row.updatedAt.getTime()).toBeGreaterThan(campaign.updatedAt.getTime());
  });

  it('lets the owner edit with multipart and replace the image, removing the old file', async () => {
    const created = await call(CREATE, {
      token: owner.accessToken,
      form: (() => {
        const f = new FormData();
        for (const [k, v] of Object.entries({
          campaignName: 'With image',
          brandName: 'B',
          interest: 'Fashion',
          platform: 'TikTok',
          minFollowers: '1000',
          maxFollowers: '20000',
          incentives: 'i',
          description: 'd',
        }))
          f.append(k, v);
        f.append('campaignImage', pngFile());
        return f;
      })(),
    });
    expect(created.status).toBe(201);
    const c = created.data.campaign as { _id: string; campaignImage: string };
    const oldName = path.basename(c.campaignImage);
    expect(uploads()).toContain(oldName);

    const f = new FormData();
    f.append('campaignName', 'New cover');
    f.append('campaignImage', pngFile('next.png'));
    const { status, data } = await call(PATCH, { method: 'PATCH', params: { id: c._id }, token: owner.accessToken, form: f });
    expect(status).toBe(200);
    const updated = data.campaign as { campaignName: string; campaignImage: string };
    expect(updated.campaignName).toBe('New cover');
    expect(updated.campaignImage).not.toBe(c.campaignImage);
    expect(uploads()).toContain(path.basename(updated.campaignImage));
    expect(uploads()).not.toContain(oldName);
  });

  it('keeps the image when the multipart edit sends an empty file input', async () => {
    const f = new FormData();
    f.append('incentives', 'More money');
    f.append('campaignImage', new File([], '', { type: 'application/octet-stream' }));
    const { status, data } = await call(PATCH, { method: 'PATCH', params: { id: campaign.id }, token: owner.accessToken, form: f });
    expect(status).toBe(200);
    expect(data.campaign).toMatchObject({ incentives: 'More money', campaignImage: campaign.campaignImage });
  });

  it.each([
    ['anonymous', () => ({}), 401, 'Please sign in'],
    ['a creator', () => ({ token: creator.accessToken }), 401, 'Invalid or expired token'],
    ['another brand', () => ({ token: other.accessToken }), 404, 'Campaign not found'],
  ])('refuses %s and changes nothing', async (_who, opts, expected, message) => {
    const { status, data } = await call(PATCH, { method: 'PATCH', params: { id: campaign.id }, json: { campaignName: 'Hijacked' }, ...opts() });
    expect(status).toBe(expected);
    expect(data.message).toBe(message);
    expect((await stored(campaign.id)).campaignName).toBe('Original');
  });

  it.each([
    ['a blank name', { campaignName: '  ' }, 'This field is required'],
    ['a wrong type', { minFollowers: 'many' }, 'This field is required'],
    ['an unknown platform', { platform: 'MySpace' }, 'This field is required'],
    ['followers past 10 crore', { maxFollowers: 200_000_000 }, 'Enter a number of followers'],
  ])('answers 400 for %s and changes nothing', async (_case, json, message) => {
    const { status, data } = await call(PATCH, { method: 'PATCH', params: { id: campaign.id }, token: owner.accessToken, json });
    expect(status).toBe(400);
    expect(data.message).toContain(message);
    expect(await stored(campaign.id)).toEqual(campaign);
  });

  it('checks min ≤ max against the stored range when only one side changes', async () => {
    // Rows written before the option lists existed may hold any range; the service still guards it.
    const db = await getDb();
    await db.update(campaigns).set({ minFollowers: 500, maxFollowers: 1000 }).where(eq(campaigns.id, campaign.id));
    const { status, data } = await call(PATCH, { method: 'PATCH', params: { id: campaign.id }, token: owner.accessToken, json: { minFollowers: 2000 } });
    expect(status).toBe(400);
    expect(data.message).toBe('Minimum followers must not exceed maximum followers');
    expect((await stored(campaign.id)).minFollowers).toBe(500);
  });

  it.each([
    ['malformed JSON', { raw: '{"campaignName":', headers: { 'content-type': 'application/json' } }, 400, 'Malformed JSON body'],
    ['an XML content type', { raw: '<a/>', headers: { 'content-type': 'application/xml' } }, 415, 'Expected application/json'],
  ])('answers %s with a 4xx message', async (_case, opts, expected, message) => {
    const { status, data } = await call(PATCH, { method: 'PATCH', params: { id: campaign.id }, token: owner.accessToken, ...opts });
    expect(status).toBe(expected);
    expect(data.message).toBe(message);
  });

  it('refuses a non-image file as the new image and keeps the old one', async () => {
    const f = new FormData();
    f.append('campaignImage', new File(['not an image'], 'x.png', { type: 'image/png' }));
    const before = uploads().length;
    const { status } = await call(PATCH, { method: 'PATCH', params: { id: campaign.id }, token: owner.accessToken, form: f });
    expect(status).toBe(415);
    expect((await stored(campaign.id)).campaignImage).toBe(campaign.campaignImage);
    expect(uploads().length).toBe(before);
  });

  it.each([UNKNOWN, 'not-a-uuid'])('answers 404 for campaign id %s', async (id) => {
    const { status, data } = await call(PATCH, { method: 'PATCH', params: { id }, token: owner.accessToken, json: { campaignName: 'x' } });
    expect(status).toBe(404);
    expect(data.message).toBe('Campaign not found');
  });
});

describe('closing and reopening', () => {
  it('closing takes the campaign off the public list and the public page; reopening brings it back', async () => {
    expect(await publicIds()).toContain(campaign.id);
    const closed = await call(CLOSE, { method: 'POST', params: { id: campaign.id }, token: owner.accessToken });
    expect(closed.status).toBe(200);
    expect(closed.data.campaign).toMatchObject({ status: 'closed' });
    expect(await publicIds()).not.toContain(campaign.id);
    expect((await call(GET_ONE, { params: { id: campaign.id } })).status).toBe(404);
    expect((await call(GET_ONE, { params: { id: campaign.id }, token: owner.accessToken })).status).toBe(200);

    const again = await call(CLOSE, { method: 'POST', params: { id: campaign.id }, token: owner.accessToken });
    expect(again.status).toBe(200);

    const reopened = await call(REOPEN, { method: 'POST', params: { id: campaign.id }, token: owner.accessToken });
    expect(reopened.status).toBe(200);
    expect(reopened.data.campaign).toMatchObject({ status: 'open' });
    expect(await publicIds()).toContain(campaign.id);
  });

  it('DELETE closes the campaign and keeps its row', async () => {
    const { status, data } = await call(DELETE, { method: 'DELETE', params: { id: campaign.id }, token: owner.accessToken });
    expect(status).toBe(200);
    expect(data.campaign).toMatchObject({ status: 'closed' });
    expect((await stored(campaign.id)).status).toBe('closed');
    expect(await publicIds()).not.toContain(campaign.id);
  });

  const actions = [
    ['close', CLOSE, 'POST'],
    ['reopen', REOPEN, 'POST'],
    ['DELETE', DELETE, 'DELETE'],
  ] as const;
  const refusals = [
    ['anonymous', () => ({}), 401],
    ['a creator', () => ({ token: creator.accessToken }), 401],
    ['another brand', () => ({ token: other.accessToken }), 404],
  ] as const;
  it.each(actions.flatMap(([name, handler, method]) => refusals.map(([who, opts, expected]) => [name, who, handler, method, opts, expected] as const)))(
    '%s is refused for %s and changes nothing',
    async (_name, _who, handler, method, opts, expected) => {
      const db = await getDb();
      if (_name === 'reopen') await db.update(campaigns).set({ status: 'closed' }).where(eq(campaigns.id, campaign.id));
      const before = (await stored(campaign.id)).status;
      const { status, data } = await call(handler, { method, params: { id: campaign.id }, ...opts() });
      expect(status).toBe(expected);
      expect(typeof data.message).toBe('string');
      expect((await stored(campaign.id)).status).toBe(before);
    },
  );

  it.each([UNKNOWN, 'not-a-uuid'])('close answers 404 for campaign id %s', async (id) => {
    const { status, data } = await call(CLOSE, { method: 'POST', params: { id }, token: owner.accessToken });
    expect(status).toBe(404);
    expect(data.message).toBe('Campaign not found');
  });
});

describe('GET /api/brand/campaigns', () => {
  it("lists the brand's own campaigns, open and closed, newest first, with request counts by status", async () => {
    const closed = await createCampaign(owner.brand.id, { campaignName: 'Closed later', status: 'closed' });
    await createCampaign(other.brand.id, { campaignName: 'Not mine' });
    const c2 = await createCreator();
    const c3 = await createCreator();
    await createRequest(campaign.id, creator.creator.id, 'pending');
    await createRequest(campaign.id, c2.creator.id, 'approved');
    await createRequest(campaign.id, c3.creator.id, 'declined');
    await createRequest(closed.id, creator.creator.id, 'pending');

    const { status, data, headers } = await call(BRAND_LIST, { token: owner.accessToken });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/no-store/);
    const list = data.campaigns as { _id: string; campaignName: string; status: string; requestCounts: object }[];
    expect(list.map((c) => c.campaignName)).toEqual(['Closed later', 'Original']);
    expect(list[0]).toMatchObject({ status: 'closed', requestCounts: { pending: 1, approved: 0, declined: 0, total: 1 } });
    expect(list[1]).toMatchObject({ status: 'open', requestCounts: { pending: 1, approved: 1, declined: 1, total: 3 } });
  });

  it('names each campaign’s approved creators (the roster), earliest approved first, at most eight, with their collaboration', async () => {
    const approved = await Promise.all(Array.from({ length: 10 }, (_, i) => createCreator({ name: `Roster ${i}` })));
    const decided = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));
    const rows = [];
    for (const [i, c] of approved.entries()) rows.push(await createRequest(campaign.id, c.creator.id, 'approved', { decidedAt: decided(i) }));
    await createRequest(campaign.id, creator.creator.id, 'pending');
    const declined = await createCreator();
    await createRequest(campaign.id, declined.creator.id, 'declined');

    const { data } = await call(BRAND_LIST, { token: owner.accessToken });
    const [mine] = data.campaigns as {
      requestCounts: { approved: number };
      roster: { collaborationId: string; creatorId: string; name: string; status: string }[];
    }[];
    expect(mine!.requestCounts.approved).toBe(10);
    expect(mine!.roster.map((r) => r.name)).toEqual(['Roster 0', 'Roster 1', 'Roster 2', 'Roster 3', 'Roster 4', 'Roster 5', 'Roster 6', 'Roster 7']);
    expect(mine!.roster[0]).toEqual({
      collaborationId: rows[0]!.id,
      creatorId: approved[0]!.creator.id,
      name: 'Roster 0',
      profilePicture: null,
      status: 'active',
    });
  });

  it('is empty for a brand without campaigns', async () => {
    const fresh = await createBrand();
    const { status, data } = await call(BRAND_LIST, { token: fresh.accessToken });
    expect(status).toBe(200);
    expect(data.campaigns).toEqual([]);
  });

  it.each([
    ['anonymous', () => ({}), 401],
    ['a creator', () => ({ token: creator.accessToken }), 401],
  ])('refuses %s', async (_who, opts, expected) => {
    const { status, data } = await call(BRAND_LIST, opts());
    expect(status).toBe(expected);
    expect(typeof data.message).toBe('string');
  });
});
