import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { notifications, participationRequests } from '@/models';

/** Every participation request row of a campaign. */
export async function requestsOf(campaignId: string) {
  const db = await getDb();
  return db.select().from(participationRequests).where(eq(participationRequests.campaignId, campaignId));
}

/** Every notification addressed to (role, id). */
export async function notificationsOf(role: 'brand' | 'creator', id: string) {
  const db = await getDb();
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id)));
}

export const UNKNOWN_ID = '5f0c7d4e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';
