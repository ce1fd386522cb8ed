import 'server-only';
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { env } from '@/lib/env';
import type { Role } from '@/models';
import { isUuid } from '@/lib/uuid';

export type Actor = { role: Role; id: string };
// `issuedAtMs` is the issue time to the millisecond (claim `ia`); tokens without it count from `iat`.
// `familyId` (claim `fam`) names the sign-in the token belongs to, so ending it ends the token too.
export type AccessClaims = Actor & { exp: number; issuedAtMs: number; familyId: string | null };

type RefreshClaims = Actor & { jti: string; fam: string; exp: number };

const ALG = 'HS256' as const;

/** A short-lived access JWT of one sign-in (refresh-token family); `typ` keeps it from ever passing as a refresh token. */
export function signAccessToken(actor: Actor, familyId: string): string {
  return jwt.sign({ role: actor.role, typ: 'access', ia: Date.now(), fam: familyId }, env().JWT_ACCESS_SECRET, {
    algorithm: ALG,
    subject: actor.id,
    expiresIn: env().ACCESS_TOKEN_TTL_SECONDS,
  });
}

export function signRefreshToken(actor: Actor, familyId: string, expiresAt: Date): { token: string; jti: string } {
  const jti = crypto.randomUUID();
  const token = jwt.sign({ role: actor.role, typ: 'refresh', fam: familyId, exp: Math.floor(expiresAt.getTime() / 1000) }, env().JWT_REFRESH_SECRET, {
    algorithm: ALG,
    subject: actor.id,
    jwtid: jti,
  });
  return { token, jti };
}

function verify(token: string, secret: string, typ: 'access' | 'refresh'): jwt.JwtPayload | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALG] });
    if (typeof payload === 'string' || payload.typ !== typ) return null;
    if (payload.role !== 'brand' && payload.role !== 'creator') return null;
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return payload;
  } catch {
    return null;
  }
}

/** The actor of a valid, unexpired access token; null for anything else (refresh tokens included). */
export function verifyAccessToken(token: string): AccessClaims | null {
  const p = verify(token, env().JWT_ACCESS_SECRET, 'access');
  if (!p) return null;
  const issuedAtMs = typeof p.ia === 'number' && Number.isFinite(p.ia) ? p.ia : typeof p.iat === 'number' ? p.iat * 1000 : 0;
  const familyId = isUuid(p.fam) ? p.fam : null;
  return { role: p.role, id: p.sub!, exp: p.exp!, issuedAtMs, familyId };
}

export function verifyRefreshToken(token: string): RefreshClaims | null {
  const p = verify(token, env().JWT_REFRESH_SECRET, 'refresh');
  if (!p || typeof p.jti !== 'string' || typeof p.fam !== 'string') return null;
  return { role: p.role, id: p.sub!, jti: p.jti, fam: p.fam, exp: p.exp! };
}
