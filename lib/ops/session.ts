import 'server-only';
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { operatorSessions } from '@/models';

// Operator sessions: a JWT of its own kind (`typ: 'ops'`, no `role`: brand and creator token checks
// refuse it) naming a row of operator_sessions, which must be live (not signed out, not past its
// 8 hours). The row also holds when the operator last gave a TOTP code (step-up, 15 minutes).

const OPS_SESSION_HOURS = 8;
const FRESH_TOTP_MINUTES = 15;
export const OPS_COOKIE = 'ops_session';

/** The signed-in operator of a route (`auth: 'operator'`): `totpAt` is when a TOTP code was last checked. */
export type OperatorActor = { role: 'operator'; id: string; sessionId: string; totpAt: Date; expiresAt: Date };

const ALG = 'HS256' as const;

function signOperatorToken(operatorId: string, sessionId: string, expiresAt: Date): string {
  return jwt.sign({ typ: 'ops', sid: sessionId, exp: Math.floor(expiresAt.getTime() / 1000) }, env().JWT_ACCESS_SECRET, {
    algorithm: ALG,
    subject: operatorId,
  });
}

function verifyOperatorToken(token: string): { operatorId: string; sessionId: string } | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  try {
    const p = jwt.verify(token, env().JWT_ACCESS_SECRET, { algorithms: [ALG] });
    if (typeof p === 'string' || p.typ !== 'ops' || 'role' in p) return null;
    if (typeof p.sub !== 'string' || typeof p.sid !== 'string' || typeof p.exp !== 'number') return null;
    return { operatorId: p.sub, sessionId: p.sid };
  } catch {
    return null;
  }
}

/** Starts a session after a password and a TOTP (or recovery) code were checked. */
export async function startOperatorSession(operatorId: string, ip: string | null): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
  const db = await getDb();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + OPS_SESSION_HOURS * 3_600_000);
  const sessionId = crypto.randomUUID();
  await db.insert(operatorSessions).values({ id: sessionId, operatorId, expiresAt, totpAt: now, ip });
  return { token: signOperatorToken(operatorId, sessionId, expiresAt), expiresAt, sessionId };
}

/** The operator of a token, if its session is live. */
export async function operatorFromToken(token: string | undefined | null): Promise<OperatorActor | null> {
  const claims = token ? verifyOperatorToken(token) : null;
  if (!claims) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.id, claims.sessionId),
        eq(operatorSessions.operatorId, claims.operatorId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { role: 'operator', id: row.operatorId, sessionId: row.id, totpAt: row.totpAt, expiresAt: row.expiresAt };
}

type RequestLike = { headers: Pick<Headers, 'get'>; cookies: { get(name: string): { value: string } | undefined } };

/** The operator of a request: `Authorization: Bearer <token>`, else the `ops_session` cookie. */
export async function readOperator(req: RequestLike): Promise<{ actor: OperatorActor | null; bearerPresent: boolean }> {
  const header = req.headers.get('authorization');
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
    return { actor: m ? await operatorFromToken(m[1]) : null, bearerPresent: true };
  }
  return { actor: await operatorFromToken(req.cookies.get(OPS_COOKIE)?.value), bearerPresent: false };
}

/**
 * Routes and actions outside `route({auth: 'operator'})`: the signed-in operator, or a 401. A
 * brand's or creator's token is not an operator's: it gets the same 401.
 */
export async function requireOperator(req: RequestLike): Promise<OperatorActor> {
  const { actor, bearerPresent } = await readOperator(req);
  if (!actor) throw new AppError('unauthorized', bearerPresent ? 'Invalid or expired operator token' : 'Please sign in as an operator');
  return actor;
}

/** True when the operator gave a TOTP code within the last 15 minutes. */
export const totpIsFresh = (actor: Pick<OperatorActor, 'totpAt'>, now = Date.now()) => now - actor.totpAt.getTime() < FRESH_TOTP_MINUTES * 60_000;

/**
 * Suspending, hiding and settling: refused with 403 `totp_required` when the last TOTP code is
 * older than 15 minutes. The console's step-up dialog (components/ops/step-up.tsx) then asks for
 * a code (`POST /api/ops/step-up`) and retries.
 */
export function requireFreshTotp(ctx: { actor: Pick<OperatorActor, 'totpAt'> }): void {
  if (!totpIsFresh(ctx.actor)) throw new AppError('totp_required', 'Enter a code from your authenticator app to confirm this action');
}

/** Records a fresh TOTP check on the session. */
export async function markTotpChecked(sessionId: string): Promise<Date> {
  const db = await getDb();
  const now = new Date();
  await db.update(operatorSessions).set({ totpAt: now }).where(eq(operatorSessions.id, sessionId));
  return now;
}

export async function endOperatorSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

type CookieJar = {
  set(name: string, value: string, options: { httpOnly: boolean; sameSite: 'strict'; secure: boolean; path: string; maxAge: number }): unknown;
};

export function setOperatorCookie(jar: CookieJar, token: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  jar.set(OPS_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: env().NODE_ENV === 'production', path: '/', maxAge });
}

export function clearOperatorCookie(jar: CookieJar) {
  jar.set(OPS_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure: env().NODE_ENV === 'production', path: '/', maxAge: 0 });
}
