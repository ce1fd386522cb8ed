import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { invitations, notifications } from '@/models';

/** Every invitation row of a campaign. */
export async function invitationsOn(campaignId: string) {
  const db = await getDb();
  return db.select().from(invitations).where(eq(invitations.campaignId, campaignId));
}

export async function invitationRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

/** Every notification addressed to (role, id). */
export async function notificationsOf(role: 'brand' | 'creator', id: string) {
  const db = await getDb();
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id)));
}

/** YYYY-MM-DD this many days from today (negative: in the past). */
export const dayFromNow = (days: number) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

export const UNKNOWN_ID = '5f0c7d4e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';
