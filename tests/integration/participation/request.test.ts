import { beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/campaign/[id]/request/route';
import { call } from '@/tests/helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '@/tests/helpers/factories';
import { notificationsOf, requestsOf, UNKNOWN_ID } from './support';

type Setup = Awaited<ReturnType<typeof setup>>;

async function setup() {
  const owner = await createBrand();
  const campaign = await createCampaign(owner.brand.id, { campaignName: 'Summer Glow' });
  const creator = await createCreator({ name: 'Asha Verma' });
  return { owner, campaign, creator };
}

describe('POST /api/campaign/{id}/request', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  it('creates a pending request and answers 201 with the spec message', async () => {
    const res = await call(POST, { method: 'POST', token: s.creator.accessToken, params: { id: s.campaign.id } });
    expect(res.status).toBe(201);
    expect(res.data.message).toBe('Participation request sent successfully!');
    expect(res.data.request).toMatchObject({ campaignId: s.campaign.id, creatorId: s.creator.creator.id, status: 'pending', decidedAt: null });
    const rows = await requestsOf(s.campaign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ creatorId: s.creator.creator.id, status: 'pending' });
  });

  it("notifies the campaign's brand in the same transaction", async () => {
    await call(POST, { method: 'POST', token: s.creator.accessToken, params: { id: s.campaign.id } });
    const mine = await notificationsOf('brand', s.owner.brand.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'request',
      message: 'Asha Verma asked to join Summer Glow',
      campaignId: s.campaign.id,
      actorId: s.creator.creator.id,
      readAt: null,
    });
  });

  describe('eligibility (422, nothing stored)', () => {
    const campaignFor = (over: Parameters<typeof createCampaign>[1] = {}) =>
      createCampaign(s.owner.brand.id, { platform: 'Instagram', minFollowers: 10_000, maxFollowers: 40_000, ...over });
    const WANTED = 'This campaign is for Instagram creators with 10,000-40,000 followers';

    it.each([
      ['below the range', [{ platform: 'Instagram', handle: '@a', followers: 4200 }], `${WANTED}; your Instagram shows 4,200.`],
      ['above the range', [{ platform: 'Instagram', handle: '@a', followers: 50_000 }], `${WANTED}; your Instagram shows 50,000.`],
      [
        'whose stated handle is outside even beside one without figures',
        [
          { platform: 'Instagram', handle: '@a' },
          { platform: 'Instagram', handle: '@b', followers: 90 },
        ],
        `${WANTED}; your Instagram shows 90.`,
      ],
    ])('refuses a creator %s with the exact reason', async (_name, handles, message) => {
      const campaign = await campaignFor();
      const creator = await createCreator({ socialMediaHandles: handles });
      const res = await call(POST, { method: 'POST', token: creator.accessToken, params: { id: campaign.id } });
      expect(res.status).toBe(422);
      expect(res.data).toEqual({ code: 'not_eligible', message });
      expect(await requestsOf(campaign.id)).toHaveLength(0);
      expect(await notificationsOf('brand', s.owner.brand.id)).toHaveLength(0);
    });

    // The spec's client signs creators up with {platform, handle} only: they may ask, and the brand is told.
    it.each([
      ['with no handle', []],
      ['with a handle on another platform only', [{ platform: 'YouTube', handle: 'a', followers: 20_000 }]],
      ["with the spec client's handle (no followers)", [{ platform: 'Instagram', handle: '@a' }]],
    ])('lets a creator %s ask, audience not stated', async (_name, handles) => {
      const campaign = await campaignFor({ campaignName: 'Monsoon Edit' });
      const creator = await createCreator({ name: 'Ravi Unstated', socialMediaHandles: handles });
      const res = await call(POST, { method: 'POST', token: creator.accessToken, params: { id: campaign.id } });
      expect(res.status).toBe(201);
      expect(await requestsOf(campaign.id)).toHaveLength(1);
      const mine = await notificationsOf('brand', s.owner.brand.id);
      expect(mine.map((n) => n.message)).toEqual(['Ravi Unstated asked to join Monsoon Edit (audience not stated)']);
    });

    it('accepts a creator inside the range', async () => {
      const campaign = await campaignFor();
      const creator = await createCreator({ socialMediaHandles: [{ platform: 'Instagram', handle: '@a', followers: 10_000 }] });
      const res = await call(POST, { method: 'POST', token: creator.accessToken, params: { id: campaign.id } });
      expect(res.status).toBe(201);
      expect(await requestsOf(campaign.id)).toHaveLength(1);
    });

    it('answers a closed campaign with 409 before looking at followers', async () => {
      const campaign = await campaignFor({ status: 'closed' });
      const creator = await createCreator({ socialMediaHandles: [] });
      const res = await call(POST, { method: 'POST', token: creator.accessToken, params: { id: campaign.id } });
      expect(res.status).toBe(409);
    });
  });

  it.each([
    ['no body at all', {}],
    ['{} as bytes with no content type header at all', { raw: new TextEncoder().encode('{}') }],
    ['{} as a string (fetch labels it text/plain, as the spec client sends it)', { raw: '{}' }],
    ['{} as application/json', { json: {} }],
  ])('accepts %s', async (_name, body) => {
    const res = await call(POST, { method: 'POST', token: s.creator.accessToken, params: { id: s.campaign.id }, ...body });
    expect(res.status).toBe(201);
    expect(await requestsOf(s.campaign.id)).toHaveLength(1);
  });

  it('accepts the creator session cookie from our own origin', async () => {
    const res = await call(POST, {
      method: 'POST',
      cookies: { creator_access: s.creator.accessToken },
      headers: { 'sec-fetch-site': 'same-origin' },
      params: { id: s.campaign.id },
    });
    expect(res.status).toBe(201);
  });

  it('refuses a cookie-authenticated request from another site (CSRF) and stores nothing', async () => {
    const res = await call(POST, {
      method: 'POST',
      cookies: { creator_access: s.creator.accessToken },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      params: { id: s.campaign.id },
    });
    expect(res.status).toBe(403);
    expect(await requestsOf(s.campaign.id)).toHaveLength(0);
  });

  it.each([
    ['anonymous', 401, () => ({})],
    ['a brand bearer token', 401, (x: Setup) => ({ token: x.owner.accessToken })],
    ['a brand cookie only', 401, (x: Setup) => ({ cookies: { brand_access: x.owner.accessToken } })],
    ['a refresh token used as a bearer', 401, (x: Setup) => ({ token: x.creator.refreshToken })],
    ['a garbage token', 401, () => ({ token: 'not-a-jwt' })],
  ])('refuses %s with %i and stores nothing', async (_who, status, auth) => {
    const res = await call(POST, { method: 'POST', params: { id: s.campaign.id }, ...auth(s) });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(await requestsOf(s.campaign.id)).toHaveLength(0);
    expect(await notificationsOf('brand', s.owner.brand.id)).toHaveLength(0);
  });

  it.each([
    ['an unknown campaign', 404, UNKNOWN_ID, 'Campaign not found'],
    ['a non-uuid id', 400, 'abc', 'id: Unknown campaign'],
    ['an SQL-looking id', 400, "1' or '1'='1", 'id: Unknown campaign'],
  ])('answers %s with %i', async (_name, status, id, message) => {
    const res = await call(POST, { method: 'POST', token: s.creator.accessToken, params: { id } });
    expect(res.status).toBe(status);
    expect(res.data.message).toBe(message);
  });

  it('refuses a closed campaign with 409 and stores nothing', async () => {
    const closed = await createCampaign(s.owner.brand.id, { status: 'closed' });
    const res = await call(POST, { method: 'POST', token: s.creator.accessToken, params: { id: closed.id } });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('This campaign is closed');
    expect(await requestsOf(closed.id)).toHaveLength(0);
    expect(await notificationsOf('brand', s.owner.brand.id)).toHaveLength(0);
  });

  it('rejects a second participation request for the same campaign with 409', async () => {
    const first = await call(POST, { method: 'POST', token: s.creator.accessToken, params: { id: s.campaign.id } });
    expect(first.status).toBe(201);
    const again = await call(POST, { method: 'POST', token: s.creator.accessToken, params: { id: s.campaign.id } });
    expect(again.status).toBe(409);
    expect(again.data.message).toBe('You have already asked to join this campaign');
    expect(await requestsOf(s.campaign.id)).toHaveLength(1);
    expect(await notificationsOf('brand', s.owner.brand.id)).toHaveLength(1);
  });

  it('also refuses a request once the first was decided', async () => {
    await createRequest(s.campaign.id, s.creator.creator.id, 'declined');
    const res = await call(POST, { method: 'POST', token: s.creator.accessToken, params: { id: s.campaign.id } });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('You have already asked to join this campaign');
  });

  it.each([
    ['malformed JSON', '{"pitch": "Hi', 400, 'validation_failed'],
    ['a body over 64 KB', '{"pitch": "' + 'x'.repeat(200_000) + '"}', 413, 'payload_too_large'],
    ['a list instead of an object', '["pitch"]', 400, 'validation_failed'],
  ])('answers %s with %i and stores nothing', async (_name, raw, status, code) => {
    const res = await call(POST, {
      method: 'POST',
      token: s.creator.accessToken,
      params: { id: s.campaign.id },
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(status);
    expect(res.data.code).toBe(code);
    expect(typeof res.data.message).toBe('string');
    expect(await requestsOf(s.campaign.id)).toHaveLength(0);
  });

  describe('a pitch for the brand (optional, at most 500 characters)', () => {
    const ask = (json: unknown) => call(POST, { method: 'POST', token: s.creator.accessToken, params: { id: s.campaign.id }, json });

    it("is stored with the request, answered back, and quoted in the brand's notification", async () => {
      const pitch = '  I cook <b>monsoon</b> recipes & my audience is 80% Pune.\nReel ready in 3 days.  ';
      const res = await ask({ pitch });
      expect(res.status).toBe(201);
      expect((res.data.request as { pitch: string }).pitch).toBe(pitch.trim());
      const [row] = await requestsOf(s.campaign.id);
      expect(row!.pitch).toBe(pitch.trim());
      const [note] = await notificationsOf('brand', s.owner.brand.id);
      expect(note!.message).toBe(`Asha Verma asked to join Summer Glow: “${pitch.trim()}”`);
    });

    it("quotes only a long pitch's first words in the notification; the request keeps all 500 characters", async () => {
      const pitch = 'a'.repeat(500);
      expect((await ask({ pitch })).status).toBe(201);
      expect((await requestsOf(s.campaign.id))[0]!.pitch).toBe(pitch);
      const [note] = await notificationsOf('brand', s.owner.brand.id);
      expect(note!.message).toBe(`Asha Verma asked to join Summer Glow: “${'a'.repeat(119)}…”`);
    });

    it.each([
      ['none', {}],
      ['an empty one', { pitch: '' }],
      ['blanks', { pitch: '   \n ' }],
      ['null', { pitch: null }],
    ])('%s stores none', async (_name, json) => {
      const res = await ask(json);
      expect(res.status).toBe(201);
      expect((res.data.request as { pitch: unknown }).pitch).toBeNull();
      expect((await requestsOf(s.campaign.id))[0]!.pitch).toBeNull();
      expect((await notificationsOf('brand', s.owner.brand.id))[0]!.message).toBe('Asha Verma asked to join Summer Glow');
    });

    it.each([
      ['501 characters', { pitch: 'x'.repeat(501) }, 'pitch: The pitch must be at most 500 characters'],
      ['a number', { pitch: 42 }, 'pitch: pitch must be text'],
      ['a list', { pitch: ['hi'] }, 'pitch: pitch must be text'],
    ])('refuses %s with 400 validation_failed and stores nothing', async (_name, json, message) => {
      const res = await ask(json);
      expect(res.status).toBe(400);
      expect(res.data.code).toBe('validation_failed');
      expect(res.data.message).toBe(message);
      expect(await requestsOf(s.campaign.id)).toHaveLength(0);
      expect(await notificationsOf('brand', s.owner.brand.id)).toHaveLength(0);
    });

    it('is refused in a body not typed JSON (a form or a "simple" cross-site request cannot carry one)', async () => {
      const res = await call(POST, { method: 'POST', token: s.creator.accessToken, params: { id: s.campaign.id }, raw: JSON.stringify({ pitch: 'Hi' }) });
      expect(res.status).toBe(415);
      expect(await requestsOf(s.campaign.id)).toHaveLength(0);
    });

    it('refuses a brand, or nobody, whatever the pitch', async () => {
      for (const auth of [{ token: s.owner.accessToken }, {}]) {
        const res = await call(POST, { method: 'POST', params: { id: s.campaign.id }, json: { pitch: 'Let me in' }, ...auth });
        expect(res.status).toBe(401);
      }
      expect(await requestsOf(s.campaign.id)).toHaveLength(0);
    });
  });

  it('answers 401 for a valid token whose creator account was deleted', async () => {
    const ghost = await createCreator();
    const { getDb } = await import('@/lib/db');
    const { creators } = await import('@/models');
    const { eq } = await import('drizzle-orm');
    await (await getDb()).delete(creators).where(eq(creators.id, ghost.creator.id));
    const res = await call(POST, { method: 'POST', token: ghost.accessToken, params: { id: s.campaign.id } });
    expect(res.status).toBe(401);
    expect(await requestsOf(s.campaign.id)).toHaveLength(0);
  });
});

describe('participation requests under concurrency', () => {
  it('20 parallel requests by one creator for one campaign make exactly one row; the rest get 409, none 500', async () => {
    const { owner, campaign, creator } = await setup();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(POST, { method: 'POST', token: creator.accessToken, params: { id: campaign.id } })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.data.message).toBe('You have already asked to join this campaign');
    expect(await requestsOf(campaign.id)).toHaveLength(1);
    expect(await notificationsOf('brand', owner.brand.id)).toHaveLength(1);
  });

  it('30 creators asking at once make 30 requests and 30 brand notifications', async () => {
    const { owner, campaign } = await setup();
    const crowd = await Promise.all(Array.from({ length: 30 }, () => createCreator()));
    const results = await Promise.all(crowd.map((c) => call(POST, { method: 'POST', token: c.accessToken, params: { id: campaign.id } })));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    const rows = await requestsOf(campaign.id);
    expect(new Set(rows.map((r) => r.creatorId))).toEqual(new Set(crowd.map((c) => c.creator.id)));
    expect(await notificationsOf('brand', owner.brand.id)).toHaveLength(30);
  });
});
