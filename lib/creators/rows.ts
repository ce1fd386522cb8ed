import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { notFound } from '@/lib/errors';
import { creators } from '@/models';

export const CREATOR_NOT_FOUND = 'Creator not found';

/**
 * Locks the creator's row: one creator's changes to a list of theirs (packages, portfolio) take
 * turns, so its limit and its order hold. 404 when the creator is gone.
 */
export async function lockCreator(tx: Tx, creatorId: string): Promise<void> {
  const [row] = await tx.select({ id: creators.id }).from(creators).where(eq(creators.id, creatorId)).for('no key update');
  if (!row) throw notFound(CREATOR_NOT_FOUND);
}

/** 404 unless the public may see this creator: a suspended one is gone for the public (lib/moderation), and what is theirs with them. */
export async function assertPublicCreator(tx: Tx, creatorId: string): Promise<void> {
  const [creator] = await tx.select({ suspendedAt: creators.suspendedAt }).from(creators).where(eq(creators.id, creatorId));
  if (!creator || creator.suspendedAt) throw notFound(CREATOR_NOT_FOUND);
}
