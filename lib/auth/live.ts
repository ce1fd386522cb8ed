import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { brands, creators, type Role } from '@/models';
import type { AccessClaims, Actor } from './tokens';

/**
 * An access token is a session only while its account exists and its password has not changed
 * since the token was issued: a password reset ends every session at once, not when the last
 * access token expires. One primary-key read per authenticated request.
 */
export async function liveActor(claims: AccessClaims | null, role: Role): Promise<Actor | null> {
  if (!claims || claims.role !== role) return null;
  const table = role === 'brand' ? brands : creators;
  const db = await getDb();
  const [row] = await db.select({ changedAt: table.passwordChangedAt }).from(table).where(eq(table.id, claims.id)).limit(1);
  if (!row) return null;
  // The database keeps microseconds, tokens milliseconds: compare at millisecond precision.
  if (claims.issuedAtMs < Math.floor(row.changedAt.getTime())) return null;
  return { role, id: claims.id };
}
