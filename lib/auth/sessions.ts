import 'server-only';
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { accountTable } from '@/lib/accounts';
import { publish } from '@/lib/realtime/bus';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { refreshTokens, type Role } from '@/models';
import { sha256 } from '@/lib/crypto';
import { SUSPENDED_SIGN_IN } from '@/lib/moderation/messages';
import { signAccessToken, signRefreshToken, verifyRefreshToken, type Actor } from './tokens';

export type SessionTokens = { accessToken: string; refreshToken: string };

// A rotated token presented again within this window is a race between two tabs or requests
// of the same browser, not theft: it gets a new access token but no new refresh token.
export const ROTATION_GRACE_MS = 10_000;

const invalid = () => new AppError('unauthorized', 'Invalid or expired refresh token');

async function storeRefresh(actor: Actor, familyId: string) {
  const expiresAt = new Date(Date.now() + env().REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  const { token } = signRefreshToken(actor, familyId, expiresAt);
  const db = await getDb();
  await db.insert(refreshTokens).values({
    role: actor.role,
    subjectId: actor.id,
    familyId,
    tokenHash: sha256(token),
    expiresAt,
  });
  return token;
}

/**
 * Starts a session: a new refresh-token family and an access token. Every sign-in comes here
 * after its proof (password, code), so a suspended account is refused here, once, for all of them.
 */
export async function startSession(actor: Actor): Promise<SessionTokens> {
  const account = accountTable(actor.role);
  const db = await getDb();
  const [row] = await db.select({ suspendedAt: account.suspendedAt }).from(account).where(eq(account.id, actor.id)).limit(1);
  if (row?.suspendedAt) throw new AppError('account_suspended', SUSPENDED_SIGN_IN);
  const familyId = crypto.randomUUID();
  const refreshToken = await storeRefresh(actor, familyId);
  return { accessToken: signAccessToken(actor, familyId), refreshToken };
}

async function findLive(token: string, role: Role) {
  const claims = verifyRefreshToken(token);
  if (!claims || claims.role !== role) throw invalid();
  const db = await getDb();
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw invalid();
  // A deleted account's refresh token is refused here, not only its access tokens later.
  const account = accountTable(role);
  const [exists] = await db.select({ suspendedAt: account.suspendedAt }).from(account).where(eq(account.id, row.subjectId)).limit(1);
  if (!exists) throw invalid();
  // Suspending revokes every token too; this holds even for one issued in the same instant.
  if (exists.suspendedAt) throw new AppError('account_suspended', SUSPENDED_SIGN_IN);
  return { claims, row };
}

/** API clients (spec §7): a new access token; the presented refresh token stays valid. */
export async function refreshAccessToken(role: Role, token: string): Promise<string> {
  const { row } = await findLive(token, role);
  if (row.rotatedAt && Date.now() - row.rotatedAt.getTime() > ROTATION_GRACE_MS) {
    await revokeFamily(row.familyId);
    throw invalid();
  }
  return signAccessToken({ role, id: row.subjectId }, row.familyId);
}

/**
 * Browser cookies: rotates the refresh token. A token already rotated and presented again
 * after the grace window revokes its whole family.
 */
export async function rotateSession(role: Role, token: string): Promise<{ accessToken: string; refreshToken?: string }> {
  const { row } = await findLive(token, role);
  const actor = { role, id: row.subjectId };
  const db = await getDb();
  const now = new Date();
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    const [fresh] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
    if (fresh?.rotatedAt && !fresh.revokedAt && now.getTime() - fresh.rotatedAt.getTime() <= ROTATION_GRACE_MS) {
      return { accessToken: signAccessToken(actor, row.familyId) };
    }
    await revokeFamily(row.familyId);
    throw invalid();
  }
  const refreshToken = await storeRefresh(actor, row.familyId);
  return { accessToken: signAccessToken(actor, row.familyId), refreshToken };
}

async function revokeFamily(familyId: string) {
  const db = await getDb();
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await publish(db, { t: 'signout', f: familyId });
}

/** Sign out: revokes the family of the presented refresh token, if it is ours. */
export async function endSession(role: Role, token: string | undefined) {
  if (!token) return;
  const claims = verifyRefreshToken(token);
  if (!claims || claims.role !== role) return;
  await revokeFamily(claims.fam);
}

/** Ends every session of an account (password change or reset), optionally keeping one family. */
export async function revokeAllSessions(actor: Actor, exceptFamilyId?: string) {
  const db = await getDb();
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.role, actor.role), eq(refreshTokens.subjectId, actor.id), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  if (exceptFamilyId && rows.some((r) => r.familyId === exceptFamilyId)) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: null })
      .where(and(eq(refreshTokens.familyId, exceptFamilyId), isNull(refreshTokens.rotatedAt)));
  }
  await publish(db, { t: 'signout', role: actor.role, id: actor.id, keep: exceptFamilyId });
}
