import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { invitations } from '@/models';

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

export { notificationsOf, UNKNOWN_ID } from '../participation/support';

/** YYYY-MM-DD this many days from today (negative: in the past). */
export const dayFromNow = (days: number) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
