import { describe, expect, it } from 'vitest';
import { POST as requestJoin } from '@/app/api/campaign/[id]/request/route';
import { POST as approve } from '@/app/api/campaign/[id]/approve/route';
import { POST as decline } from '@/app/api/campaign/[id]/decline/route';
import { POST as submit } from '@/app/api/collaborations/[id]/submissions/route';
import { POST as review } from '@/app/api/collaborations/[id]/submissions/[submissionId]/review/route';
import { POST as invite } from '@/app/api/campaign/[id]/invitations/route';
import { POST as acceptInvitation } from '@/app/api/invitations/[id]/accept/route';
import { POST as declineInvitation } from '@/app/api/invitations/[id]/decline/route';
import { brandOverview, creatorOverview } from '@/lib/dashboard/overview';
import { call } from '@/tests/helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '@/tests/helpers/factories';
import { notificationsOf } from '../participation/support';

// Friction 8 of issue 31: an alert is read once its recipient has acted on what it announced
// (the request decided, the version reviewed, the invitation answered), so the badges fall.

const unreadOf = async (role: 'brand' | 'creator', id: string) => (await notificationsOf(role, id)).filter((n) => n.readAt === null);

function submitVersion(token: string, id: string, caption: string) {
  const form = new FormData();
  form.set('caption', caption);
  form.set('draftUrl', 'https://drive.example.com/cut');
  return call(submit, { token, params: { id }, form });
}

describe('alerts are read once acted on', () => {
  it("deciding a request reads the brand's alert about it, and only that one", async () => {
    const owner = await createBrand();
    const campaign = await createCampaign(owner.brand.id);
    const [yes, no, waiting] = await Promise.all([createCreator(), createCreator(), createCreator()]);
    for (const c of [yes, no, waiting]) {
      expect((await call(requestJoin, { method: 'POST', token: c.accessToken, params: { id: campaign.id } })).status).toBe(201);
    }
    expect((await brandOverview({ role: 'brand', id: owner.brand.id })).unreadNotifications).toBe(3);
    const decide = (h: typeof approve, creatorId: string) =>
      call(h, { token: owner.accessToken, params: { id: campaign.id }, json: { influencerId: creatorId } });
    expect((await decide(approve, yes.creator.id)).status).toBe(200);
    expect((await decide(decline, no.creator.id)).status).toBe(200);
    const unread = await unreadOf('brand', owner.brand.id);
    expect(unread.map((n) => n.actorId)).toEqual([waiting.creator.id]);
    expect((await brandOverview({ role: 'brand', id: owner.brand.id })).unreadNotifications).toBe(1);
  });

  it('reviewing a version reads the brand\'s "version submitted" alert; sending the next version reads the creator\'s "changes" alert', async () => {
    const brand = await createBrand();
    const creator = await createCreator();
    const campaign = await createCampaign(brand.brand.id);
    const other = await createCampaign(brand.brand.id);
    const job = await createRequest(campaign.id, creator.creator.id, 'approved');
    // Another job of the same two: its alerts stay new.
    const otherJob = await createRequest(other.id, creator.creator.id, 'approved');
    expect((await submitVersion(creator.accessToken, otherJob.id, 'Elsewhere')).status).toBe(201);

    const v1 = await submitVersion(creator.accessToken, job.id, 'First cut');
    expect(v1.status, JSON.stringify(v1.data)).toBe(201);
    expect((await unreadOf('brand', brand.brand.id)).map((n) => n.collaborationId).sort()).toEqual([job.id, otherJob.id].sort());
    expect((await brandOverview({ role: 'brand', id: brand.brand.id })).unreadNotifications).toBe(2);

    const submissionId = (v1.data as { submission: { _id: string } }).submission._id;
    const changes = await call(review, {
      token: brand.accessToken,
      params: { id: job.id, submissionId },
      json: { decision: 'changes', comment: 'Brighter light' },
    });
    expect(changes.status, JSON.stringify(changes.data)).toBe(200);
    expect((await unreadOf('brand', brand.brand.id)).map((n) => n.collaborationId)).toEqual([otherJob.id]);
    expect((await brandOverview({ role: 'brand', id: brand.brand.id })).unreadNotifications).toBe(1);
    // The creator was told; the alert is new for them until they act on the job.
    expect((await unreadOf('creator', creator.creator.id)).map((n) => n.collaborationId)).toEqual([job.id]);
    expect((await creatorOverview({ role: 'creator', id: creator.creator.id })).unreadNotifications).toBe(1);

    expect((await submitVersion(creator.accessToken, job.id, 'Second cut')).status).toBe(201);
    expect(await unreadOf('creator', creator.creator.id)).toEqual([]);
    expect((await creatorOverview({ role: 'creator', id: creator.creator.id })).unreadNotifications).toBe(0);
    // …and v2 is news for the brand again.
    expect((await unreadOf('brand', brand.brand.id)).map((n) => n.collaborationId).sort()).toEqual([job.id, otherJob.id].sort());
  });

  it('a refused step reads nothing', async () => {
    const brand = await createBrand();
    const creator = await createCreator();
    const campaign = await createCampaign(brand.brand.id);
    const job = await createRequest(campaign.id, creator.creator.id, 'approved');
    const v1 = await submitVersion(creator.accessToken, job.id, 'First cut');
    const submissionId = (v1.data as { submission: { _id: string } }).submission._id;
    // The creator may not review; another brand does not see the job.
    expect((await call(review, { token: creator.accessToken, params: { id: job.id, submissionId }, json: { decision: 'approve' } })).status).toBe(403);
    const stranger = await createBrand();
    expect((await call(review, { token: stranger.accessToken, params: { id: job.id, submissionId }, json: { decision: 'approve' } })).status).toBe(404);
    expect(await unreadOf('brand', brand.brand.id)).toHaveLength(1);
  });

  it.each([
    ['accepting', acceptInvitation, undefined],
    ['declining', declineInvitation, { reason: 'Booked that week' }],
  ] as const)("%s an invitation reads the creator's alert about it, not the others", async (_what, answer, json) => {
    const brand = await createBrand();
    const [campaign, another] = await Promise.all([createCampaign(brand.brand.id), createCampaign(brand.brand.id)]);
    const creator = await createCreator();
    const ids: string[] = [];
    for (const c of [campaign, another]) {
      const res = await call(invite, { token: brand.accessToken, params: { id: c.id }, json: { creatorId: creator.creator.id, note: 'Loved your reel' } });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      ids.push((res.data as { invitation: { _id: string } }).invitation._id);
    }
    expect((await creatorOverview({ role: 'creator', id: creator.creator.id })).unreadNotifications).toBe(2);
    const res = await call(answer, { method: 'POST', token: creator.accessToken, params: { id: ids[0]! }, json });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const unread = await unreadOf('creator', creator.creator.id);
    expect(unread.map((n) => n.campaignId)).toEqual([another.id]);
    expect((await creatorOverview({ role: 'creator', id: creator.creator.id })).unreadNotifications).toBe(1);
  });
});
