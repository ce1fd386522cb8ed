import { describe, expect, it } from 'vitest';
import { GET as creatorList } from '@/app/api/creator/notifications/route';
import { GET as creatorActivity } from '@/app/api/creator/activity/route';
import { POST as creatorRead } from '@/app/api/creator/notifications/read/route';
import { GET as brandList } from '@/app/api/brand/notifications/route';
import { POST as brandRead } from '@/app/api/brand/notifications/read/route';
import { POST as requestJoin } from '@/app/api/campaign/[id]/request/route';
import { POST as approve } from '@/app/api/campaign/[id]/approve/route';
import { POST as decline } from '@/app/api/campaign/[id]/decline/route';
import { call } from '@/tests/helpers/http';
import { createBrand, createCampaign, createCreator, createNotification, minutesAgo } from '@/tests/helpers/factories';
import { notificationsOf, requestsOf } from './support';

const requestsOfCampaign = async (campaignId: string, creatorId: string) => (await requestsOf(campaignId)).filter((r) => r.creatorId === creatorId);

type Note = { _id: string; type: string; message: string; date: string; read: boolean; campaignId: string | null };
type ListBody = { notifications: Note[]; unread: number };

/** A brand, a campaign, two creators: one approved, one declined, through the real endpoints. */
async function world() {
  const owner = await createBrand();
  const campaign = await createCampaign(owner.brand.id, { campaignName: 'Launch Week', brandName: 'Acme' });
  const yes = await createCreator({ name: 'Yash' });
  const no = await createCreator({ name: 'Nora' });
  for (const c of [yes, no]) {
    expect((await call(requestJoin, { method: 'POST', token: c.accessToken, params: { id: campaign.id } })).status).toBe(201);
  }
  const decide = (h: typeof approve, id: string) =>
    call(h, { method: 'POST', token: owner.accessToken, params: { id: campaign.id }, json: { influencerId: id } });
  expect((await decide(approve, yes.creator.id)).status).toBe(200);
  expect((await decide(decline, no.creator.id)).status).toBe(200);
  return { owner, campaign, yes, no };
}

describe('GET /api/creator/notifications', () => {
  it("answers the creator's own notifications with the spec fields, and the unread count", async () => {
    const w = await world();
    const res = await call(creatorList, { token: w.yes.accessToken });
    expect(res.status).toBe(200);
    const body = res.data as unknown as ListBody;
    expect(body.unread).toBe(1);
    expect(body.notifications).toHaveLength(1);
    expect(body.notifications[0]).toEqual({
      _id: expect.any(String),
      type: 'approval',
      message: 'Acme approved your request to join Launch Week',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      read: false,
      campaignId: w.campaign.id,
    });
    const theirs = (await call(creatorList, { token: w.no.accessToken })).data as unknown as ListBody;
    expect(theirs.notifications.map((n) => n.type)).toEqual(['rejection']);
  });

  it('lists newest first', async () => {
    const me = await createCreator();
    // Inserted out of order: the list orders by when each was made, not by insertion.
    for (const [message, minutes] of [
      ['second', 2],
      ['third', 1],
      ['first', 3],
    ] as const) {
      await createNotification({ role: 'creator', id: me.creator.id }, { message, createdAt: minutesAgo(minutes) });
    }
    const body = (await call(creatorList, { token: me.accessToken })).data as unknown as ListBody;
    expect(body.notifications.map((n) => n.message)).toEqual(['third', 'second', 'first']);
  });

  it.each([
    ['anonymous', undefined],
    ['a brand', 'brand'],
  ])('refuses %s with 401', async (_who, who) => {
    const b = await createBrand();
    const res = await call(creatorList, { token: who ? b.accessToken : undefined });
    expect(res.status).toBe(401);
    expect(res.data.notifications).toBeUndefined();
  });
});

describe("the spec's feed and the activity feed", () => {
  it('answers only approvals and rejections on the spec endpoint (and counts only those unread); every kind on /api/creator/activity', async () => {
    const me = await createCreator();
    const kinds = ['approval', 'invitation', 'collaboration', 'rejection', 'destination_changed'];
    for (const [i, type] of kinds.entries()) {
      await createNotification({ role: 'creator', id: me.creator.id }, { type, message: type, createdAt: minutesAgo(10 - i) });
    }
    const spec = (await call(creatorList, { token: me.accessToken })).data as unknown as ListBody;
    expect(spec.notifications.map((n) => n.type)).toEqual(['rejection', 'approval']);
    expect(spec.unread).toBe(2);
    const all = await call(creatorActivity, { token: me.accessToken });
    expect(all.status).toBe(200);
    const body = all.data as unknown as ListBody;
    expect(body.notifications.map((n) => n.type)).toEqual([...kinds].reverse());
    expect(body.unread).toBe(5);
    expect(Object.keys(body.notifications[0]).sort()).toEqual(['_id', 'campaignId', 'collaborationId', 'date', 'message', 'read', 'type']);
    expect(Object.keys(spec.notifications[0]).sort()).toEqual(['_id', 'campaignId', 'date', 'message', 'read', 'type']);
  });

  it("leads a collaboration step's notification to the collaboration (activity feed only)", async () => {
    const w = await world();
    const body = (await call(creatorActivity, { token: w.yes.accessToken })).data as unknown as {
      notifications: (Note & { collaborationId: string | null })[];
    };
    const [request] = await requestsOfCampaign(w.campaign.id, w.yes.creator.id);
    expect(body.notifications.find((n) => n.type === 'approval')?.collaborationId).toBe(request.id);
    const brandSide = (await call(brandList, { token: w.owner.accessToken })).data as unknown as {
      notifications: (Note & { collaborationId: string | null })[];
    };
    expect(brandSide.notifications.filter((n) => n.type === 'request').every((n) => n.collaborationId === null)).toBe(true);
  });

  it.each([
    ['anonymous', undefined],
    ['a brand', 'brand'],
  ])('refuses %s on /api/creator/activity with 401', async (_who, who) => {
    const b = await createBrand();
    const res = await call(creatorActivity, { token: who ? b.accessToken : undefined });
    expect(res.status).toBe(401);
    expect(res.data.message).toBeTruthy();
    expect(res.data.notifications).toBeUndefined();
  });
});

describe('GET /api/brand/notifications', () => {
  it('shows the brand one "asked to join" notification per request, read once the brand decided on it', async () => {
    const w = await world();
    const res = await call(brandList, { token: w.owner.accessToken });
    expect(res.status).toBe(200);
    const body = res.data as unknown as ListBody;
    expect(body.unread).toBe(0);
    expect(body.notifications.map((n) => n.message).sort()).toEqual(['Nora asked to join Launch Week', 'Yash asked to join Launch Week']);
    expect(body.notifications.every((n) => n.type === 'request' && n.campaignId === w.campaign.id && n.read)).toBe(true);
  });

  it.each([
    ['anonymous', undefined],
    ['a creator', 'creator'],
  ])('refuses %s with 401', async (_who, who) => {
    const c = await createCreator();
    const res = await call(brandList, { token: who ? c.accessToken : undefined });
    expect(res.status).toBe(401);
  });
});

describe.each([
  ['creator', creatorRead, creatorList],
  ['brand', brandRead, brandList],
] as const)('POST /api/%s/notifications/read', (role, read, list) => {
  async function setup() {
    const me = role === 'creator' ? await createCreator() : await createBrand();
    const someoneElse = role === 'creator' ? await createCreator() : await createBrand();
    const otherRole = role === 'creator' ? await createBrand() : await createCreator();
    const meId = 'creator' in me ? me.creator.id : me.brand.id;
    const elseId = 'creator' in someoneElse ? someoneElse.creator.id : someoneElse.brand.id;
    const otherId = 'creator' in otherRole ? otherRole.creator.id : otherRole.brand.id;
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await createNotification({ role, id: meId }, { message: `n${i}` }));
    const foreign = await createNotification({ role, id: elseId }, { message: 'not yours' });
    const crossRole = await createNotification({ role: role === 'creator' ? 'brand' : 'creator', id: otherId }, { type: 'request', message: 'other role' });
    return { me, meId, elseId, otherId, mine, foreign, crossRole };
  }

  it('marks only the given ids of my own as read', async () => {
    const s = await setup();
    const res = await call(read, { method: 'POST', token: s.me.accessToken, json: { ids: [s.mine[0].id, s.mine[1].id] } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Notifications marked as read', updated: 2 });
    const after = (await call(list, { token: s.me.accessToken })).data as unknown as ListBody;
    expect(after.unread).toBe(1);
    expect(after.notifications.find((n) => n._id === s.mine[2].id)?.read).toBe(false);
  });

  it('marks all of mine when no ids are given (empty body or {})', async () => {
    const s = await setup();
    const res = await call(read, { method: 'POST', token: s.me.accessToken, raw: '' });
    expect(res.status).toBe(200);
    expect(res.data.updated).toBe(3);
    expect((await call(read, { method: 'POST', token: s.me.accessToken, json: {} })).data.updated).toBe(0);
    expect(((await call(list, { token: s.me.accessToken })).data as unknown as ListBody).unread).toBe(0);
    expect((await notificationsOf(role, s.elseId))[0].readAt).toBeNull();
  });

  it("ignores other people's ids: their notifications stay unread", async () => {
    const s = await setup();
    const res = await call(read, { method: 'POST', token: s.me.accessToken, json: { ids: [s.foreign.id, s.crossRole.id] } });
    expect(res.status).toBe(200);
    expect(res.data.updated).toBe(0);
    expect((await notificationsOf(role, s.elseId))[0].readAt).toBeNull();
    expect((await notificationsOf(role === 'creator' ? 'brand' : 'creator', s.otherId))[0].readAt).toBeNull();
  });

  it('refuses anonymous and the other role with 401, changing nothing', async () => {
    const s = await setup();
    const other = role === 'creator' ? await createBrand() : await createCreator();
    for (const token of [undefined, other.accessToken]) {
      const res = await call(read, { method: 'POST', token, json: {} });
      expect(res.status).toBe(401);
    }
    expect((await notificationsOf(role, s.meId)).every((n) => n.readAt === null)).toBe(true);
  });

  it('refuses a cookie-authenticated call from another site', async () => {
    const s = await setup();
    const res = await call(read, { method: 'POST', cookies: { [`${role}_access`]: s.me.accessToken }, headers: { 'sec-fetch-site': 'cross-site' }, json: {} });
    expect(res.status).toBe(403);
    expect((await notificationsOf(role, s.meId)).every((n) => n.readAt === null)).toBe(true);
  });

  it.each<[string, number, RegExp, { json?: unknown; raw?: string; headers?: Record<string, string> }]>([
    ['ids that are not a list', 400, /^ids: ids must be a list of notification ids$/, { json: { ids: 'all' } }],
    ['ids that are not uuids', 400, /^ids\.0: ids must be notification ids$/, { json: { ids: ['1 or 1=1'] } }],
    ['more than 200 ids', 400, /At most 200 ids/, { json: { ids: Array.from({ length: 201 }, () => crypto.randomUUID()) } }],
    ['malformed JSON', 400, /^Malformed JSON body$/, { raw: '{"ids": [', headers: { 'content-type': 'application/json' } }],
    ['a form body', 415, /^Expected application\/json$/, { raw: 'ids=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    [
      'an oversize body',
      413,
      /^The request is too large: at most 64 KB$/,
      { raw: JSON.stringify({ ids: ['x'.repeat(70_000)] }), headers: { 'content-type': 'application/json' } },
    ],
  ])('answers %s with %i and marks nothing', async (_name, status, message, bad) => {
    const s = await setup();
    const res = await call(read, { method: 'POST', token: s.me.accessToken, ...bad });
    expect(res.status).toBe(status);
    expect(res.data.message).toMatch(message);
    expect((await notificationsOf(role, s.meId)).every((n) => n.readAt === null)).toBe(true);
  });
});
