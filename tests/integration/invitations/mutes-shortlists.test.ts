import { beforeEach, describe, expect, it } from 'vitest';
import { GET as listMutes } from '@/app/api/creator/mutes/route';
import { DELETE as unmute, PUT as mute } from '@/app/api/creator/mutes/[brandId]/route';
import { GET as creatorInvitations } from '@/app/api/creator/invitations/route';
import { POST as invite } from '@/app/api/campaign/[id]/invitations/route';
import { POST as inviteShortlist } from '@/app/api/shortlists/[id]/invite/route';
import { getDb } from '@/lib/db';
import { creatorMutes, invitations } from '@/models';
import { call } from '@/tests/helpers/http';
import { mailsTo } from '@/tests/helpers/outbox';
import { createBrand, createCampaign, createCreator, createInvitation, createRequest, createShortlist, minutesAgo } from '@/tests/helpers/factories';
import { invitationsOn, notificationsOf, UNKNOWN_ID } from './support';

describe('muting a brand', () => {
  let brand: Awaited<ReturnType<typeof createBrand>>;
  let creator: Awaited<ReturnType<typeof createCreator>>;
  beforeEach(async () => {
    brand = await createBrand({ brandName: 'Pushy Co' });
    creator = await createCreator();
  });
  const put = (brandId: string, token = creator.accessToken) => call(mute, { method: 'PUT', token, params: { brandId } });

  it('mutes (idempotently), lists and unmutes a brand', async () => {
    const res = await put(brand.brand.id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Pushy Co is muted: you will get no more invitations from it', brand: { _id: brand.brand.id, brandName: 'Pushy Co' } });
    expect((await put(brand.brand.id)).status).toBe(200);
    const list = await call(listMutes, { token: creator.accessToken });
    expect(list.data.brands).toEqual([expect.objectContaining({ _id: brand.brand.id, brandName: 'Pushy Co' })]);
    const off = await call(unmute, { method: 'DELETE', token: creator.accessToken, params: { brandId: brand.brand.id } });
    expect(off.status).toBe(200);
    expect(off.data.message).toBe('Pushy Co is unmuted');
    expect((await call(listMutes, { token: creator.accessToken })).data.brands).toEqual([]);
  });

  it('a muted brand cannot invite: 403 that does not say "muted", nothing stored; unmuted, it can again', async () => {
    await put(brand.brand.id);
    const campaign = await createCampaign(brand.brand.id);
    const res = await call(invite, { method: 'POST', token: brand.accessToken, params: { id: campaign.id }, json: { creatorId: creator.creator.id } });
    expect(res.status).toBe(403);
    expect(res.data.message).toBe('This creator is not accepting invitations from you');
    expect(await invitationsOn(campaign.id)).toHaveLength(0);
    expect(await notificationsOf('creator', creator.creator.id)).toHaveLength(0);
    await call(unmute, { method: 'DELETE', token: creator.accessToken, params: { brandId: brand.brand.id } });
    const again = await call(invite, { method: 'POST', token: brand.accessToken, params: { id: campaign.id }, json: { creatorId: creator.creator.id } });
    expect(again.status).toBe(201);
  });

  it('hides the brand’s pending invitations while muted (answered ones stay), and shows them again after unmuting', async () => {
    const pending = await createInvitation((await createCampaign(brand.brand.id)).id, creator.creator.id);
    const declined = await createInvitation((await createCampaign(brand.brand.id)).id, creator.creator.id, { status: 'declined' });
    const otherBrand = await createBrand();
    const others = await createInvitation((await createCampaign(otherBrand.brand.id)).id, creator.creator.id);
    await put(brand.brand.id);
    const ids = async () => ((await call(creatorInvitations, { token: creator.accessToken })).data.invitations as { _id: string }[]).map((i) => i._id).sort();
    expect(await ids()).toEqual([declined.id, others.id].sort());
    await call(unmute, { method: 'DELETE', token: creator.accessToken, params: { brandId: brand.brand.id } });
    expect(await ids()).toEqual([pending.id, declined.id, others.id].sort());
  });

  it('answers an unknown brand with 404, a bad id with 400, brands and anonymous with 401; stores nothing', async () => {
    const res = await put(UNKNOWN_ID);
    expect(res.status).toBe(404);
    expect(res.data.message).toBe('Brand not found');
    expect((await put('nope')).status).toBe(400);
    expect((await put(brand.brand.id, brand.accessToken)).status).toBe(401);
    expect((await call(mute, { method: 'PUT', params: { brandId: brand.brand.id } })).status).toBe(401);
    expect((await call(listMutes, { token: brand.accessToken })).status).toBe(401);
    expect(await (await getDb()).select().from(creatorMutes)).not.toContainEqual(expect.objectContaining({ creatorId: creator.creator.id }));
  });
});

describe('POST /api/shortlists/{id}/invite', () => {
  async function setup() {
    const brand = await createBrand({ brandName: 'Acme Foods' });
    const campaign = await createCampaign(brand.brand.id, { campaignName: 'Monsoon Picks', brandName: 'Acme Foods', minFollowers: 1000, maxFollowers: 20_000 });
    const fits = await createCreator({ name: 'Fits' });
    const small = await createCreator({ name: 'Small', socialMediaHandles: [{ platform: 'Instagram', handle: '@s', followers: 200 }] });
    const muted = await createCreator({ name: 'Muter' });
    const invited = await createCreator({ name: 'Invited' });
    const joined = await createCreator({ name: 'Joined' });
    await (await getDb()).insert(creatorMutes).values({ creatorId: muted.creator.id, brandId: brand.brand.id });
    await createInvitation(campaign.id, invited.creator.id);
    await createRequest(campaign.id, joined.creator.id, 'approved');
    const list = await createShortlist(
      brand.brand.id,
      [fits, small, muted, invited, joined].map((c) => c.creator.id),
      'Monsoon faces',
    );
    return { brand, campaign, fits, small, muted, invited, joined, list };
  }
  type Setup = Awaited<ReturnType<typeof setup>>;
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });
  const send = (json: unknown, token = s.brand.accessToken, id = s.list.id) => call(inviteShortlist, { method: 'POST', token, params: { id }, json });

  it('invites every member it may, and says who was skipped and why, with warnings', async () => {
    const res = await send({ campaignId: s.campaign.id, note: 'Join us' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      message: 'Invited 2 creators from “Monsoon faces” to Monsoon Picks; 3 skipped',
      invited: 2,
      skipped: [
        { creatorId: s.muted.creator.id, name: 'Muter', reason: 'Not accepting invitations from you' },
        { creatorId: s.invited.creator.id, name: 'Invited', reason: 'Already invited to this campaign' },
        { creatorId: s.joined.creator.id, name: 'Joined', reason: 'Already asked to join or works on this campaign' },
      ],
      warnings: [
        {
          creatorId: s.small.creator.id,
          name: 'Small',
          warning: 'Heads up: this campaign is for Instagram creators with 1,000-20,000 followers; their Instagram shows 200.',
        },
      ],
    });
    const pending = (await invitationsOn(s.campaign.id)).filter((i) => i.status === 'pending').map((i) => i.creatorId);
    expect(pending.sort()).toEqual([s.fits.creator.id, s.small.creator.id, s.invited.creator.id].sort());
    expect(await notificationsOf('creator', s.fits.creator.id)).toHaveLength(1);
    expect(await notificationsOf('creator', s.muted.creator.id)).toHaveLength(0);
    expect((await mailsTo(s.fits.creator.email))[0].text).toContain('Join us');
  });

  it('refuses the whole batch with 429 when it needs more than is left today, saying how many are left', async () => {
    // 1 invitation of the setup + 48 = 49 of 50 in the window.
    const fillers = await Promise.all(Array.from({ length: 48 }, () => createCreator()));
    const other = await createCampaign(s.brand.brand.id);
    await (
      await getDb()
    )
      .insert(invitations)
      .values(fillers.map((c) => ({ campaignId: other.id, brandId: s.brand.brand.id, creatorId: c.creator.id, createdAt: minutesAgo(5) })));
    const res = await send({ campaignId: s.campaign.id });
    expect(res.status).toBe(429);
    expect(res.data.message).toBe('You can send 1 more invitation in the next 24 hours; this shortlist needs 2. Remove some creators or try again later.');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await invitationsOn(s.campaign.id)).toHaveLength(1);
  });

  it('answers another brand’s shortlist or campaign with 404, a closed campaign with 409, bad input with 400', async () => {
    const other = await createBrand();
    const theirs = await createShortlist(other.brand.id, [s.fits.creator.id]);
    const r1 = await send({ campaignId: s.campaign.id }, other.accessToken);
    expect([r1.status, r1.data.message]).toEqual([404, 'Shortlist not found']);
    const r2 = await send({ campaignId: s.campaign.id }, s.brand.accessToken, theirs.id);
    expect(r2.status).toBe(404);
    const theirCampaign = await createCampaign(other.brand.id);
    const r3 = await send({ campaignId: theirCampaign.id });
    expect([r3.status, r3.data.message]).toEqual([404, 'Campaign not found']);
    const closed = await createCampaign(s.brand.brand.id, { status: 'closed' });
    expect((await send({ campaignId: closed.id })).status).toBe(409);
    const bad = await send({ campaignId: 'x', note: 'y'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fields as object)).toEqual(expect.arrayContaining(['campaignId', 'note']));
    expect((await send({ campaignId: s.campaign.id }, s.fits.accessToken)).status).toBe(401);
    expect(await invitationsOn(s.campaign.id)).toHaveLength(1);
  });

  it('an empty shortlist invites nobody and says so', async () => {
    const empty = await createShortlist(s.brand.brand.id, [], 'Empty one');
    const res = await send({ campaignId: s.campaign.id }, s.brand.accessToken, empty.id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: '“Empty one” has no creators to invite', invited: 0, skipped: [], warnings: [] });
  });
});
