import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as campaignInvitations, POST as invite } from '@/app/api/campaign/[id]/invitations/route';
import { GET as creatorInvitations } from '@/app/api/creator/invitations/route';
import { getDb } from '@/lib/db';
import { invitations } from '@/models';
import { call } from '@/tests/helpers/http';
import { mailsTo } from '@/tests/helpers/outbox';
import { createBrand, createCampaign, createCreator, createInvitation, createRequest, minutesAgo } from '@/tests/helpers/factories';
import { dayFromNow, invitationsOn, notificationsOf, UNKNOWN_ID } from './support';

type Listed = { _id: string; status: string; declineReason: string | null; creator: { name: string }; campaign: { _id: string } } & Record<string, unknown>;
const listed = (res: { data: Record<string, unknown> }) => res.data.invitations as Listed[];

async function setup() {
  const brand = await createBrand({ brandName: 'Acme Foods' });
  const campaign = await createCampaign(brand.brand.id, {
    campaignName: 'Monsoon Picks',
    brandName: 'Acme Foods',
    platform: 'Instagram',
    minFollowers: 1000,
    maxFollowers: 20_000,
    feePaise: 800_000,
    applyBy: dayFromNow(10),
  });
  const creator = await createCreator({ name: 'Ravi Kumar' });
  return { brand, campaign, creator };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const send = (s: Setup, json: unknown, token = s.brand.accessToken, id = s.campaign.id) => call(invite, { method: 'POST', token, params: { id }, json });

describe('POST /api/campaign/{id}/invitations', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  it('invites the creator: 201 with the invitation, no warning when they fit, a notification and an e-mail', async () => {
    const res = await send(s, { creatorId: s.creator.creator.id, note: '  Loved your monsoon reel!  ' });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      message: 'Invitation sent',
      warning: null,
      invitation: { status: 'pending', note: 'Loved your monsoon reel!', creator: { _id: s.creator.creator.id, name: 'Ravi Kumar' } },
    });
    const rows = await invitationsOn(s.campaign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brandId: s.brand.brand.id, creatorId: s.creator.creator.id, status: 'pending', note: 'Loved your monsoon reel!' });
    const told = await notificationsOf('creator', s.creator.creator.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'invitation',
      message: 'Acme Foods invited you to Monsoon Picks',
      campaignId: s.campaign.id,
      actorId: s.brand.brand.id,
    });
    const mails = await mailsTo(s.creator.creator.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Acme Foods invited you to Monsoon Picks');
    expect(mails[0].text).toContain('Loved your monsoon reel!');
    expect(mails[0].text).toContain('₹8,000 per creator');
    expect(mails[0].text).toContain('http://localhost:3000/creator/dashboard/invitations');
    expect(mails[0].html).toContain('href="http://localhost:3000/creator/dashboard/invitations"');
  });

  it('takes no note (empty), and escapes a note with markup in the e-mail', async () => {
    expect((await send(s, { creatorId: s.creator.creator.id })).status).toBe(201);
    const other = await createCreator();
    expect((await send(s, { creatorId: other.creator.id, note: '<b>hi</b>' })).status).toBe(201);
    const [mail] = await mailsTo(other.creator.email);
    expect(mail.html).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>hi</b>');
  });

  it('warns the brand, without refusing, when the creator falls outside the range', async () => {
    const campaign = await createCampaign(s.brand.brand.id, { platform: 'Instagram', minFollowers: 10_000, maxFollowers: 40_000 });
    const small = await createCreator({ socialMediaHandles: [{ platform: 'Instagram', handle: '@small', followers: 4200 }] });
    const res = await send(s, { creatorId: small.creator.id }, s.brand.accessToken, campaign.id);
    expect(res.status).toBe(201);
    expect(res.data.warning).toBe('Heads up: this campaign is for Instagram creators with 10,000-40,000 followers; their Instagram shows 4,200.');
    const none = await createCreator({ socialMediaHandles: [] });
    const res2 = await send(s, { creatorId: none.creator.id }, s.brand.accessToken, campaign.id);
    expect(res2.data.warning).toBe(
      'Heads up: this campaign is for Instagram creators with 10,000-40,000 followers; they have no Instagram handle with followers on their profile.',
    );
  });

  it('allows one open invitation per creator and campaign: the second is 409 and stores nothing', async () => {
    expect((await send(s, { creatorId: s.creator.creator.id })).status).toBe(201);
    const res = await send(s, { creatorId: s.creator.creator.id });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('You have already invited this creator to this campaign');
    expect(await invitationsOn(s.campaign.id)).toHaveLength(1);
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(1);
  });

  it('invites again once the earlier invitation was answered', async () => {
    await createInvitation(s.campaign.id, s.creator.creator.id, { status: 'declined' });
    expect((await send(s, { creatorId: s.creator.creator.id })).status).toBe(201);
    expect(await invitationsOn(s.campaign.id)).toHaveLength(2);
  });

  it('two parallel invitations of one creator: one 201 and one 409', async () => {
    const results = await Promise.all([0, 1, 2].map(() => send(s, { creatorId: s.creator.creator.id, note: 'race' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await invitationsOn(s.campaign.id)).toHaveLength(1);
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(1);
  });

  it.each([
    ['pending', 'pending' as const],
    ['approved', 'approved' as const],
    ['declined', 'declined' as const],
  ])('refuses a creator who already has a %s request there (409)', async (_n, status) => {
    await createRequest(s.campaign.id, s.creator.creator.id, status);
    const res = await send(s, { creatorId: s.creator.creator.id });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('This creator already asked to join or works on this campaign');
    expect(await invitationsOn(s.campaign.id)).toHaveLength(0);
  });

  it('answers another brand’s campaign and a missing one with 404', async () => {
    const other = await createBrand();
    for (const res of [
      await send(s, { creatorId: s.creator.creator.id }, other.accessToken),
      await send(s, { creatorId: s.creator.creator.id }, s.brand.accessToken, UNKNOWN_ID),
    ]) {
      expect(res.status).toBe(404);
      expect(res.data.message).toBe('Campaign not found');
    }
    expect(await invitationsOn(s.campaign.id)).toHaveLength(0);
  });

  it('answers an unknown creator with 404', async () => {
    const res = await send(s, { creatorId: UNKNOWN_ID });
    expect(res.status).toBe(404);
    expect(res.data.message).toBe('Creator not found');
  });

  it('refuses a closed campaign and one past its apply-by day (409)', async () => {
    const closed = await createCampaign(s.brand.brand.id, { status: 'closed' });
    const late = await createCampaign(s.brand.brand.id, { applyBy: dayFromNow(-1) });
    const a = await send(s, { creatorId: s.creator.creator.id }, s.brand.accessToken, closed.id);
    expect(a.status).toBe(409);
    expect(a.data.message).toBe('This campaign is closed');
    const b = await send(s, { creatorId: s.creator.creator.id }, s.brand.accessToken, late.id);
    expect(b.status).toBe(409);
    expect(b.data.message).toMatch(/^Applications closed on \d{1,2} \w{3} \d{4}$/);
    expect(await invitationsOn(closed.id)).toHaveLength(0);
    expect(await invitationsOn(late.id)).toHaveLength(0);
  });

  it.each([
    ['a note over 500 characters', { note: 'x'.repeat(501) }, 'note'],
    ['a note that is not text', { note: 42 }, 'note'],
    ['a creatorId that is not an id', { creatorId: 'abc' }, 'creatorId'],
    ['no creatorId', { creatorId: undefined }, 'creatorId'],
  ])('answers %s with 400 and a message for the field', async (_n, over, field) => {
    const res = await send(s, { creatorId: s.creator.creator.id, ...over });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe('string');
    expect(Object.keys(res.data.fields ?? {})).toContain(field);
    expect(await invitationsOn(s.campaign.id)).toHaveLength(0);
  });

  it('refuses creators and anonymous callers (401)', async () => {
    expect((await send(s, { creatorId: s.creator.creator.id }, s.creator.accessToken)).status).toBe(401);
    expect((await call(invite, { method: 'POST', params: { id: s.campaign.id }, json: { creatorId: s.creator.creator.id } })).status).toBe(401);
  });

  describe('at most 50 invitations per brand in 24 hours', () => {
    async function fill(n: number, createdAt = minutesAgo(30)) {
      const creators = await Promise.all(Array.from({ length: n }, () => createCreator()));
      const db = await getDb();
      await db.insert(invitations).values(creators.map((c) => ({ campaignId: s.campaign.id, brandId: s.brand.brand.id, creatorId: c.creator.id, createdAt })));
    }

    it('the 51st is 429 with a message and Retry-After, and stores nothing', async () => {
      await fill(50, minutesAgo(60));
      const res = await send(s, { creatorId: s.creator.creator.id });
      expect(res.status).toBe(429);
      expect(res.data.message).toBe('You can send at most 50 invitations in 24 hours. Please try again later.');
      const wait = Number(res.headers.get('retry-after'));
      // The oldest of the 50 leaves the window 23 hours from now.
      expect(wait).toBeGreaterThan(22 * 3600);
      expect(wait).toBeLessThanOrEqual(23 * 3600 + 5);
      expect(await invitationsOn(s.campaign.id)).toHaveLength(50);
      expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(0);
      expect(await mailsTo(s.creator.creator.email)).toHaveLength(0);
    });

    it('the 50th passes, and invitations older than 24 hours do not count', async () => {
      await fill(49);
      await fill(5, new Date(Date.now() - 25 * 3600_000));
      expect((await send(s, { creatorId: s.creator.creator.id })).status).toBe(201);
      const another = await createCreator();
      expect((await send(s, { creatorId: another.creator.id })).status).toBe(429);
    });

    it('a parallel burst never passes the limit', async () => {
      await fill(48);
      const creators = await Promise.all(Array.from({ length: 5 }, () => createCreator()));
      const results = await Promise.all(creators.map((c) => send(s, { creatorId: c.creator.id })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429]);
      expect(await invitationsOn(s.campaign.id)).toHaveLength(50);
    });
  });
});

describe('GET /api/campaign/{id}/invitations and GET /api/creator/invitations', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  it('the brand sees each invitation of its campaign with its status, newest first; another brand gets 404', async () => {
    const older = await createCreator({ name: 'Older' });
    await createInvitation(s.campaign.id, older.creator.id, { status: 'declined', declineReason: 'Busy', createdAt: minutesAgo(10) });
    await createInvitation(s.campaign.id, s.creator.creator.id, { createdAt: minutesAgo(1) });
    const res = await call(campaignInvitations, { token: s.brand.accessToken, params: { id: s.campaign.id } });
    expect(res.status).toBe(200);
    expect(listed(res).map((i) => [i.creator.name, i.status])).toEqual([
      ['Ravi Kumar', 'pending'],
      ['Older', 'declined'],
    ]);
    expect(listed(res)[1].declineReason).toBe('Busy');
    const other = await createBrand();
    expect((await call(campaignInvitations, { token: other.accessToken, params: { id: s.campaign.id } })).status).toBe(404);
    expect((await call(campaignInvitations, { token: s.creator.accessToken, params: { id: s.campaign.id } })).status).toBe(401);
  });

  it('the creator sees their own invitations in the spec’s shape, newest first, and nobody else’s', async () => {
    const second = await createCampaign(s.brand.brand.id, { campaignName: 'Winter Picks', brandName: 'Acme Foods' });
    const a = await createInvitation(s.campaign.id, s.creator.creator.id, { createdAt: minutesAgo(20), note: 'First' });
    const b = await createInvitation(second.id, s.creator.creator.id, { createdAt: minutesAgo(5) });
    const stranger = await createCreator();
    await createInvitation(s.campaign.id, stranger.creator.id);
    const res = await call(creatorInvitations, { token: s.creator.accessToken });
    expect(res.status).toBe(200);
    expect(listed(res).map((i) => i._id)).toEqual([b.id, a.id]);
    expect(listed(res)[1]).toMatchObject({
      _id: a.id,
      status: 'pending',
      note: 'First',
      collaborationId: null,
      declineReason: null,
      campaign: { _id: s.campaign.id, campaignName: 'Monsoon Picks', platform: 'Instagram', minFollowers: 1000, maxFollowers: 20_000, feeInr: 8000 },
      brand: { _id: s.brand.brand.id, brandName: 'Acme Foods' },
    });
    expect(typeof listed(res)[1].createdAt).toBe('string');
    expect((await call(creatorInvitations, { token: s.brand.accessToken })).status).toBe(401);
    expect((await call(creatorInvitations, {})).status).toBe(401);
  });

  it('a pending invitation reads as expired once the campaign closed or its apply-by day passed', async () => {
    const closed = await createCampaign(s.brand.brand.id, { status: 'closed' });
    const late = await createCampaign(s.brand.brand.id, { applyBy: dayFromNow(-1) });
    const today = await createCampaign(s.brand.brand.id, { applyBy: dayFromNow(0) });
    for (const c of [closed, late, today]) await createInvitation(c.id, s.creator.creator.id);
    const res = await call(creatorInvitations, { token: s.creator.accessToken });
    const byCampaign = Object.fromEntries(listed(res).map((i) => [i.campaign._id, i.status]));
    expect(byCampaign).toEqual({ [closed.id]: 'expired', [late.id]: 'expired', [today.id]: 'pending' });
    const brandView = await call(campaignInvitations, { token: s.brand.accessToken, params: { id: late.id } });
    expect(listed(brandView)[0].status).toBe('expired');
    // Nothing was written: "expired" is derived when read.
    const db = await getDb();
    expect((await db.select().from(invitations).where(eq(invitations.campaignId, late.id)))[0].status).toBe('pending');
  });
});

describe("the invite dialog's campaigns", () => {
  it("offers the brand's own campaigns still taking creators, newest first, never closed, past-deadline or another brand's", async () => {
    const { openCampaignsForInvites } = await import('@/lib/invitations/service');
    const { brand } = await createBrand();
    const other = await createBrand();
    const make = (campaignName: string, over: Parameters<typeof createCampaign>[1] = {}, owner = brand.id) => createCampaign(owner, { campaignName, ...over });
    await make('Open, no deadline', { createdAt: minutesAgo(4) });
    await make('Open until today', { applyBy: dayFromNow(0), createdAt: minutesAgo(3) });
    await make('Deadline passed', { applyBy: dayFromNow(-1), createdAt: minutesAgo(2) });
    await make('Closed', { status: 'closed', createdAt: minutesAgo(1) });
    await make('Another brand’s', {}, other.brand.id);
    const offered = await openCampaignsForInvites({ role: 'brand', id: brand.id });
    expect(offered.map((c) => c.campaignName)).toEqual(['Open until today', 'Open, no deadline']);
    expect(Object.keys(offered[0]!).sort()).toEqual(['_id', 'campaignName', 'maxFollowers', 'minFollowers', 'platform']);
  });
});
