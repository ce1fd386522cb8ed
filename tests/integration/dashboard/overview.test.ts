import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { brandOverview, creatorOverview } from '@/lib/dashboard/overview';
import { listCollaborations } from '@/lib/collaborations/service';
import { collaborationListQuerySchema } from '@/lib/collaborations/schemas';
import { messages } from '@/models';
import { createBrand, createCampaign, createCreator, createInvitation, createNotification, createRequest } from '@/tests/helpers/factories';
import { call } from '@/tests/helpers/http';
import { startSession } from '@/lib/auth/sessions';
import { GET } from '@/app/api/collaborations/route';

// The numbers both dashboards open with (and their navigation's badges), counted for one
// account only: another brand's or creator's rows never show.

async function message(collaborationId: string, from: { role: 'brand' | 'creator'; id: string }, seen = false) {
  const db = await getDb();
  await db.insert(messages).values({ collaborationId, senderRole: from.role, senderId: from.id, text: 'Hello', seenAt: seen ? new Date() : null });
}

async function scene() {
  const { brand } = await createBrand();
  const { brand: otherBrand } = await createBrand();
  const { creator } = await createCreator();
  const { creator: otherCreator } = await createCreator();
  const [open1, open2, closed] = await Promise.all([createCampaign(brand.id), createCampaign(brand.id), createCampaign(brand.id, { status: 'closed' })]);
  const elsewhere = await createCampaign(otherBrand.id);
  const pending = await createRequest(open1.id, creator.id, 'pending');
  await createRequest(open1.id, otherCreator.id, 'pending');
  const active = await createRequest(open2.id, creator.id, 'approved');
  await createRequest(closed.id, otherCreator.id, 'declined');
  const live = await createRequest(closed.id, creator.id, 'approved', { stage: 'live' });
  await createRequest(elsewhere.id, creator.id, 'approved', { stage: 'completed' });
  await createInvitation(elsewhere.id, otherCreator.id);
  const invitedTo = await createCampaign(otherBrand.id);
  await createInvitation(invitedTo.id, creator.id);
  await createInvitation(elsewhere.id, creator.id, { status: 'declined' });
  // Two unread from the creator to the brand, one seen; one unread from the brand to the creator.
  await message(active.id, { role: 'creator', id: creator.id });
  await message(live.id, { role: 'creator', id: creator.id });
  await message(live.id, { role: 'creator', id: creator.id }, true);
  await message(active.id, { role: 'brand', id: brand.id });
  await createNotification({ role: 'brand', id: brand.id }, { readAt: null });
  await createNotification({ role: 'brand', id: brand.id }, { readAt: new Date() });
  await createNotification({ role: 'creator', id: creator.id }, { readAt: null });
  return { brand, otherBrand, creator, otherCreator, pending, active, live };
}

describe('dashboard overview', () => {
  it('counts a brand’s open campaigns, requests to decide, active collaborations, unread messages and notifications', async () => {
    const { brand, otherBrand } = await scene();
    expect(await brandOverview({ role: 'brand', id: brand.id })).toEqual({
      openCampaigns: 2,
      pendingRequests: 2,
      activeCollaborations: 2,
      unreadMessages: 2,
      unreadNotifications: 1,
    });
    const other = await brandOverview({ role: 'brand', id: otherBrand.id });
    expect(other).toMatchObject({ openCampaigns: 2, pendingRequests: 0, activeCollaborations: 0, unreadMessages: 0 });
  });

  it('counts a creator’s requests waiting, invitations to answer, active collaborations, unread messages and notifications', async () => {
    const { creator, otherCreator } = await scene();
    expect(await creatorOverview({ role: 'creator', id: creator.id })).toEqual({
      pendingRequests: 1,
      pendingInvitations: 1,
      activeCollaborations: 2,
      unreadMessages: 1,
      unreadNotifications: 1,
    });
    expect(await creatorOverview({ role: 'creator', id: otherCreator.id })).toMatchObject({
      pendingRequests: 1,
      pendingInvitations: 1,
      activeCollaborations: 0,
    });
  });

  it('is all zeros for a new account', async () => {
    const { brand } = await createBrand();
    const { creator } = await createCreator();
    expect(Object.values(await brandOverview({ role: 'brand', id: brand.id }))).toEqual([0, 0, 0, 0, 0]);
    expect(Object.values(await creatorOverview({ role: 'creator', id: creator.id }))).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('collaborations with unread messages (the dashboard’s Messages)', () => {
  it('lists only the threads the caller has not read, for either side', async () => {
    const { brand, creator, active, live } = await scene();
    const unread = collaborationListQuerySchema.parse({ unread: '1' });
    const forBrand = await listCollaborations({ role: 'brand', id: brand.id }, unread);
    expect(forBrand.collaborations.map((c) => c._id).sort()).toEqual([active.id, live.id].sort());
    const forCreator = await listCollaborations({ role: 'creator', id: creator.id }, unread);
    expect(forCreator.collaborations.map((c) => c._id)).toEqual([active.id]);
    expect((await listCollaborations({ role: 'brand', id: brand.id }, collaborationListQuerySchema.parse({}))).collaborations.length).toBe(5);
  });

  it('answers GET /api/collaborations?unread=1 with those threads, and a clear 400 for another value', async () => {
    const { creator, active } = await scene();
    const { accessToken } = await startSession({ role: 'creator', id: creator.id });
    const ok = await call(GET, { url: '/api/collaborations?unread=1', cookies: { creator_access: accessToken } });
    expect(ok.status).toBe(200);
    expect((ok.data as { collaborations: { _id: string }[] }).collaborations.map((c) => c._id)).toEqual([active.id]);
    const bad = await call(GET, { url: '/api/collaborations?unread=yes', cookies: { creator_access: accessToken } });
    expect(bad.status).toBe(400);
    expect((bad.data as { message: string }).message).toMatch(/unread must be 1/);
  });
});
