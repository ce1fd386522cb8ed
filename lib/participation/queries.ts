import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { toCampaignJson } from '@/lib/campaigns/serialize';
import { campaigns, creators, participationRequests, type RequestStatus } from '@/models';
import { toMyRequest, toRequestedCreator, type CampaignWithRequests, type MyRequests } from './serialize';

// Read models of participation requests: what the creator and the brand see of them.

/** The creator's requests, newest first, with their campaign and counts per status. */
export async function listMyRequests(actor: Actor & { role: 'creator' }, limit = 200): Promise<MyRequests> {
  requireRole(actor, 'creator');
  const db = await getDb();
  const [rows, totals] = await Promise.all([
    db
      .select({ request: participationRequests, campaign: campaigns })
      .from(participationRequests)
      .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
      .where(eq(participationRequests.creatorId, actor.id))
      .orderBy(desc(participationRequests.createdAt), desc(participationRequests.id))
      .limit(limit),
    db
      .select({ status: participationRequests.status, n: count() })
      .from(participationRequests)
      .where(eq(participationRequests.creatorId, actor.id))
      .groupBy(participationRequests.status),
  ]);
  const counts: Record<RequestStatus, number> = { pending: 0, approved: 0, declined: 0 };
  for (const t of totals) counts[t.status] = Number(t.n);
  return { counts, requests: rows.map(({ request, campaign }) => toMyRequest(request, campaign)) };
}

/** `GET /api/campaign/notifications`: the brand's campaigns with pending requests, in one query. */
export async function brandRequestsView(actor: Actor & { role: 'brand' }): Promise<{ campaigns: CampaignWithRequests[] }> {
  requireRole(actor, 'brand');
  const db = await getDb();
  const rows = await db
    .select({
      campaign: campaigns,
      request: { id: participationRequests.id, createdAt: participationRequests.createdAt, pitch: participationRequests.pitch },
      creator: {
        id: creators.id,
        name: creators.name,
        email: creators.email,
        city: creators.city,
        tags: creators.tags,
        profilePicture: creators.profilePicture,
        socialMediaHandles: creators.socialMediaHandles,
      },
    })
    .from(campaigns)
    .innerJoin(participationRequests, and(eq(participationRequests.campaignId, campaigns.id), eq(participationRequests.status, 'pending')))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    // Package orders are answered by the creator, not decided by the brand.
    .where(and(eq(campaigns.brandId, actor.id), eq(campaigns.kind, 'campaign')))
    .orderBy(desc(campaigns.createdAt), asc(campaigns.id), asc(participationRequests.createdAt), asc(participationRequests.id))
    .limit(5000);
  const byCampaign = new Map<string, CampaignWithRequests>();
  for (const r of rows) {
    let entry = byCampaign.get(r.campaign.id);
    if (!entry) {
      entry = { ...toCampaignJson(r.campaign), requestedCreators: [] };
      byCampaign.set(r.campaign.id, entry);
    }
    entry.requestedCreators.push(toRequestedCreator(r.creator, r.request, r.campaign));
  }
  return { campaigns: [...byCampaign.values()] };
}
