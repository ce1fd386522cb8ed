import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { accountTable } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { refreshTokens, type Role } from '@/models';
import type { AccessClaims, Actor } from './tokens';

/**
 * An access token is a session only while its sign-in (refresh-token family) is live, its account
 * exists and is not suspended, and its password has not changed since the token was issued. So signing out, a reused
 * refresh token and a password reset end the session at once, not when the last access token
 * expires. One primary-key read per authenticated request.
 */
export async function liveActor(claims: AccessClaims | null, role: Role): Promise<Actor | null> {
  if (!claims || claims.role !== role || !claims.familyId) return null;
  const table = accountTable(role);
  const db = await getDb();
  const [row] = await db
    .select({
      changedAt: table.passwordChangedAt,
      suspendedAt: table.suspendedAt,
      signedIn: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.familyId} and ${refreshTokens.subjectId} = ${claims.id} and ${refreshTokens.role} = ${role} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(table)
    .where(eq(table.id, claims.id))
    .limit(1);
  if (!row?.signedIn || row.suspendedAt) return null;
  // The database keeps microseconds, tokens milliseconds: compare at millisecond precision.
  if (claims.issuedAtMs < Math.floor(row.changedAt.getTime())) return null;
  return { role, id: claims.id };
}
