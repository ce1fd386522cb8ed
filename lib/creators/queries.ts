import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { creators, type SocialHandle } from '@/models';

/** The creator's handles (with their self-reported audience), or null when the account is gone. */
export async function handlesOf(creatorId: string): Promise<SocialHandle[] | null> {
  const db = await getDb();
  const [row] = await db.select({ handles: creators.socialMediaHandles }).from(creators).where(eq(creators.id, creatorId));
  return row ? row.handles : null;
}

/** What a creator card selects (the directory, shortlists): public fields only, never e-mail or phone. */
export const creatorCardColumns = {
  id: creators.id,
  name: creators.name,
  niche: creators.niche,
  city: creators.city,
  profilePicture: creators.profilePicture,
  socialMediaHandles: creators.socialMediaHandles,
};
