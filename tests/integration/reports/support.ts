import crypto from 'node:crypto';
import { getDb } from '@/lib/db';
import { collaborationDailyStats, linkClicks, type ParticipationRequest } from '@/models';

type StatRow = {
  day: string;
  clicks?: number;
  uniqueVisitors?: number;
  botClicks?: number;
  repeatClicks?: number;
  topIpClicks?: number;
  conversions?: number;
  revenueMinor?: number;
};

/** Daily rollups of a collaboration, as the click flush and the conversion write keep them. */
export async function seedStats(collab: Pick<ParticipationRequest, 'id' | 'campaignId'>, rows: StatRow[]) {
  const db = await getDb();
  await db.insert(collaborationDailyStats).values(rows.map((r) => ({ collaborationId: collab.id, campaignId: collab.campaignId, ...r })));
}

/** A click row as the click buffer writes it; `at` defaults to now. */
export async function seedClick(collab: Pick<ParticipationRequest, 'id' | 'campaignId'>, at = new Date()) {
  const db = await getDb();
  const id = crypto.randomUUID();
  const day = new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  await db
    .insert(linkClicks)
    .values({ id, collaborationId: collab.id, campaignId: collab.campaignId, at, day, visitorKey: 'v', device: 'desktop', counted: true });
  return id;
}
