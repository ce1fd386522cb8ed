import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { notifications, participationRequests } from '@/models';
import { createCampaign, createNotification, createRequest } from '../../../helpers/factories';
import { brandOf, brandOnly, creatorOf, creatorOnly, type ActionRow, type Cell } from './types';

const requestRow = async (id: string) => (await (await getDb()).select().from(participationRequests).where(eq(participationRequests.id, id)))[0];
const notificationRow = async (id: string) => (await (await getDb()).select().from(notifications).where(eq(notifications.id, id)))[0];

// Per-cell resources, prepared by input() and checked after the outcome.
const prepared = new WeakMap<Cell, { campaignId?: string; requestId?: string; notificationId?: string }>();

export const rows: ActionRow[] = [
  {
    action: 'participation/requestParticipationAction',
    what: 'the calling creator asks to join; never on behalf of another',
    expect: creatorOnly(200),
    input: async (c) => {
      const campaign = await createCampaign(c.fx.brand.A.id);
      prepared.set(c, { campaignId: campaign.id });
      return { campaignId: campaign.id };
    },
    check: async (_res, c) => {
      const { campaignId } = prepared.get(c)!;
      const rows = await (await getDb()).select().from(participationRequests).where(eq(participationRequests.campaignId, campaignId!));
      expect(rows.map((r) => r.creatorId)).toEqual([c.actor!.id]);
    },
    unchanged: async (c) => {
      const rows = await (
        await getDb()
      )
        .select()
        .from(participationRequests)
        .where(eq(participationRequests.campaignId, prepared.get(c)!.campaignId!));
      expect(rows).toEqual([]);
    },
  },
  {
    action: 'participation/withdrawRequestAction',
    what: "the creator withdraws their own pending request; another's is not found and stays",
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => {
      const campaign = await createCampaign(c.fx.brand.A.id);
      const request = await createRequest(campaign.id, creatorOf(c).id);
      prepared.set(c, { requestId: request.id });
      return { requestId: request.id };
    },
    check: async (_res, c) => expect(await requestRow(prepared.get(c)!.requestId!)).toBeUndefined(),
    unchanged: async (c) => expect((await requestRow(prepared.get(c)!.requestId!)).status).toBe('pending'),
  },
  {
    action: 'participation/decideRequestAction',
    what: "the owning brand declines a request on its campaign, with a reason; another brand's campaign is not found",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => {
      const campaign = await createCampaign(brandOf(c).id);
      const request = await createRequest(campaign.id, c.fx.creator.A.id);
      prepared.set(c, { requestId: request.id });
      return { campaignId: campaign.id, influencerId: c.fx.creator.A.id, decision: 'declined', reason: 'Looking for creators in Pune' };
    },
    check: async (_res, c) => expect((await requestRow(prepared.get(c)!.requestId!)).status).toBe('declined'),
    unchanged: async (c) => expect((await requestRow(prepared.get(c)!.requestId!)).status).toBe('pending'),
  },
];

// Marking read: the caller's own notification only; naming another account's id changes nothing.
function markRow(role: 'brand' | 'creator'): ActionRow {
  const of = role === 'brand' ? brandOf : creatorOf;
  return {
    action: `notifications/mark${role === 'brand' ? 'Brand' : 'Creator'}NotificationsReadAction`,
    what: `marks the calling ${role}'s notifications read, never another's`,
    expect: role === 'brand' ? brandOnly(200) : creatorOnly(200),
    owned: true,
    input: async (c) => {
      const n = await createNotification({ role, id: of(c).id });
      prepared.set(c, { notificationId: n.id });
      return { ids: [n.id] };
    },
    check: async (res, c) => {
      const n = await notificationRow(prepared.get(c)!.notificationId!);
      expect(n.readAt === null).toBe(c.scope === 'other');
      expect((res.data as { updated: number }).updated).toBe(c.scope === 'other' ? 0 : 1);
    },
    unchanged: async (c) => {
      const n = await (
        await getDb()
      )
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, prepared.get(c)!.notificationId!)));
      expect(n[0].readAt).toBeNull();
    },
  };
}
rows.push(markRow('brand'), markRow('creator'));
