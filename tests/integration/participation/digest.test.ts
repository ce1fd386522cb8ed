import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POST as requestJoin } from '@/app/api/campaign/[id]/request/route';
import { POST as approve } from '@/app/api/campaign/[id]/approve/route';
import { DELETE as withdraw } from '@/app/api/creator/requests/[id]/route';
import { getDb } from '@/lib/db';
import { sendDueDigests } from '@/lib/participation/digest';
import { emailTopicsOn, saveEmailTopics } from '@/lib/mail/settings';
import { participationRequests, requestDigests } from '@/models';
import { call } from '@/tests/helpers/http';
import { mailsTo } from '@/tests/helpers/outbox';
import { createBrand, createCampaign, createCreator } from '@/tests/helpers/factories';

// The brand hears by e-mail that creators asked to join: at once for the first request of the
// hour, then one mail per campaign an hour listing the ones that came meanwhile (any server's
// sweep sends it); and each account chooses which notification e-mails it gets.

async function scene() {
  const owner = await createBrand({ name: 'Meera Shah' });
  const campaign = await createCampaign(owner.brand.id, { campaignName: 'Monsoon Picks' });
  const ask = async (name: string) => {
    const c = await createCreator({ name });
    const res = await call(requestJoin, { method: 'POST', token: c.accessToken, params: { id: campaign.id } });
    expect(res.status).toBe(201);
    return { ...c, requestId: (res.data as { request: { _id: string } }).request._id };
  };
  const subjects = async () => (await mailsTo(owner.brand.email)).map((m) => m.subject);
  // An hour passes: every time this campaign's requests and digest know moves an hour (and a minute) back.
  const hourLater = async () => {
    const db = await getDb();
    await db
      .update(requestDigests)
      .set({ lastSentAt: sql`${requestDigests.lastSentAt} - interval '61 minutes'`, dueAt: sql`${requestDigests.dueAt} - interval '61 minutes'` })
      .where(eq(requestDigests.campaignId, campaign.id));
    await db
      .update(participationRequests)
      .set({ createdAt: sql`${participationRequests.createdAt} - interval '61 minutes'` })
      .where(eq(participationRequests.campaignId, campaign.id));
  };
  return { owner, campaign, ask, subjects, hourLater };
}

describe('the brand’s "asked to join" e-mail', () => {
  it('goes at once for the first request, then at most once an hour listing those that came meanwhile', async () => {
    const s = await scene();
    await s.ask('Ravi Kumar');
    expect(await s.subjects()).toEqual(['Ravi Kumar asked to join Monsoon Picks']);

    await s.ask('Asha Verma');
    await s.ask('Kabir Rao');
    expect(await sendDueDigests()).toBe(0);
    expect(await s.subjects()).toHaveLength(1);

    await s.hourLater();
    expect(await sendDueDigests()).toBe(1);
    const mails = await mailsTo(s.owner.brand.email);
    expect(mails.map((m) => m.subject)).toEqual(['Ravi Kumar asked to join Monsoon Picks', '2 creators asked to join Monsoon Picks']);
    expect(mails[1]!.text).toContain('- Asha Verma\n- Kabir Rao');
    expect(mails[1]!.text).not.toContain('Ravi Kumar');
    expect(mails[1]!.text).toContain('/brand/dashboard/notifications');
    // Nothing new: the next sweep sends nothing.
    expect(await sendDueDigests()).toBe(0);
  });

  it('leaves out a request withdrawn or decided before its digest, and sends nothing when none is left', async () => {
    const s = await scene();
    await s.ask('Ravi Kumar');
    expect(await s.subjects()).toEqual(['Ravi Kumar asked to join Monsoon Picks']);
    const asha = await s.ask('Asha Verma');
    const kabir = await s.ask('Kabir Rao');
    expect((await call(withdraw, { method: 'DELETE', token: asha.accessToken, params: { id: asha.requestId } })).status).toBe(200);
    expect(
      (await call(approve, { method: 'POST', token: s.owner.accessToken, params: { id: s.campaign.id }, json: { influencerId: kabir.creator.id } })).status,
    ).toBe(200);
    await s.hourLater();
    expect(await sendDueDigests()).toBe(0);
    expect(await s.subjects()).toEqual(['Ravi Kumar asked to join Monsoon Picks']);
  });

  it('is not sent to a brand that turned it off, and comes again once turned back on', async () => {
    const s = await scene();
    await saveEmailTopics({ role: 'brand', id: s.owner.brand.id }, ['collaborations']);
    await s.ask('Ravi Kumar');
    expect(await s.subjects()).toEqual([]);
    await saveEmailTopics({ role: 'brand', id: s.owner.brand.id }, ['requests', 'collaborations']);
    await s.hourLater();
    await s.ask('Asha Verma');
    expect(await s.subjects()).toEqual(['Asha Verma asked to join Monsoon Picks']);
  });
});

describe('e-mail settings', () => {
  it('start with every topic on, and save the ones chosen', async () => {
    const { creator } = await createCreator();
    const me = { role: 'creator' as const, id: creator.id };
    expect(await emailTopicsOn(me)).toEqual(['decisions', 'invitations', 'collaborations', 'messages']);
    expect(await saveEmailTopics(me, ['collaborations', 'decisions'])).toEqual({ message: 'E-mail settings saved', on: ['decisions', 'collaborations'] });
    expect(await emailTopicsOn(me)).toEqual(['decisions', 'collaborations']);
  });

  it('refuse a topic of the other role or an unknown one by name, and store nothing', async () => {
    const { brand } = await createBrand();
    const me = { role: 'brand' as const, id: brand.id };
    await expect(saveEmailTopics(me, ['decisions'])).rejects.toMatchObject({ status: 400, message: 'Unknown e-mail topic: decisions' });
    expect(await emailTopicsOn(me)).toEqual(['requests', 'collaborations', 'messages']);
  });

  it('stop a creator’s decision e-mail when turned off; the in-app notification stays', async () => {
    const s = await scene();
    const ravi = await s.ask('Ravi Kumar');
    await saveEmailTopics({ role: 'creator', id: ravi.creator.id }, ['invitations', 'collaborations']);
    const res = await call(approve, { method: 'POST', token: s.owner.accessToken, params: { id: s.campaign.id }, json: { influencerId: ravi.creator.id } });
    expect(res.status).toBe(200);
    expect(await mailsTo(ravi.creator.email)).toEqual([]);
  });
});
