import 'server-only';
import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { campaigns, creators, participationRequests } from '@/models';

export type ActivityItem =
  | { kind: 'campaign_created'; at: string; campaignId: string; campaignName: string }
  | {
      kind: 'request_received';
      at: string;
      campaignId: string;
      campaignName: string;
      creatorId: string;
      creatorName: string;
      status: 'pending' | 'approved' | 'declined';
    }
  | {
      kind: 'request_decided';
      at: string;
      campaignId: string;
      campaignName: string;
      creatorId: string;
      creatorName: string;
      decision: 'approved' | 'declined';
    };

/** The brand's recent activity, newest first: campaigns created, requests received, decisions made. */
export async function listBrandActivity(actor: Actor & { role: 'brand' }, limit = 15): Promise<ActivityItem[]> {
  requireRole(actor, 'brand');
  const n = Math.min(Math.max(limit, 1), 50);
  const db = await getDb();
  const requestColumns = {
    campaignId: campaigns.id,
    campaignName: campaigns.campaignName,
    creatorId: creators.id,
    creatorName: creators.name,
    status: participationRequests.status,
    createdAt: participationRequests.createdAt,
    decidedAt: participationRequests.decidedAt,
  };
  // Requests to this brand's campaigns, with their campaign and creator, newest first by `newest`.
  const requests = (where: SQL | undefined, newest: typeof participationRequests.createdAt | typeof participationRequests.decidedAt) =>
    db
      .select(requestColumns)
      .from(participationRequests)
      .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
      .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
      .where(where)
      .orderBy(desc(newest))
      .limit(n);
  // Each source is bounded by the same limit; merging them and cutting again keeps the newest n.
  const [created, received, decided] = await Promise.all([
    db
      .select({ campaignId: campaigns.id, campaignName: campaigns.campaignName, createdAt: campaigns.createdAt })
      .from(campaigns)
      .where(eq(campaigns.brandId, actor.id))
      .orderBy(desc(campaigns.createdAt))
      .limit(n),
    requests(eq(campaigns.brandId, actor.id), participationRequests.createdAt),
    requests(and(eq(campaigns.brandId, actor.id), isNotNull(participationRequests.decidedAt)), participationRequests.decidedAt),
  ]);
  type RequestRow = (typeof received)[number];
  const about = (r: RequestRow) => ({ campaignId: r.campaignId, campaignName: r.campaignName, creatorId: r.creatorId, creatorName: r.creatorName });
  const items: ActivityItem[] = [
    ...created.map((c) => ({ kind: 'campaign_created' as const, at: c.createdAt.toISOString(), campaignId: c.campaignId, campaignName: c.campaignName })),
    ...received.map((r) => ({ kind: 'request_received' as const, at: r.createdAt.toISOString(), ...about(r), status: r.status })),
    ...decided
      .filter((r) => r.status !== 'pending' && r.decidedAt)
      .map((r) => ({ kind: 'request_decided' as const, at: r.decidedAt!.toISOString(), ...about(r), decision: r.status as 'approved' | 'declined' })),
  ];
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, n);
}
