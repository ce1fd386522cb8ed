import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError, conflict, isUniqueViolation } from '@/lib/errors';
import { keyedHash, sameDigest, sha256 } from '@/lib/crypto';
import { checkPassword, hashPassword } from '@/lib/auth/passwords';
import { emailHash } from '@/lib/auth/login-log';
import { log } from '@/lib/log';
import { check, hit, reset, type Rule } from '@/lib/rate-limit';
import { operators, operatorSetupTokens, type Operator } from '@/models';
import { recordAudit } from './audit';
import { open, seal } from './secret-box';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';
import { markTotpChecked, startOperatorSession, type OperatorActor } from './session';

export const SETUP_LINK_HOURS = 24;
const RECOVERY_CODES = 10;
const LOGIN_RULE: Rule = { max: 5, windowSeconds: 15 * 60, message: 'Too many failed sign-ins. Please wait and try again.' };
const CODE_RULE: Rule = { max: 5, windowSeconds: 15 * 60, message: 'Too many wrong codes. Please wait and try again.' };

const normalEmail = (email: string) => email.trim().toLowerCase();
const recoveryHash = (code: string) => keyedHash(`ops-recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);

/** `npm run operator -- create <email>`: a new operator and its one-time setup link (24 h). */
export async function createOperator(email: string): Promise<{ operator: Operator; link: string; expiresAt: Date }> {
  const address = normalEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254) throw new AppError('bad_request', 'Enter a valid e-mail address');
  const db = await getDb();
  return db.transaction(async (tx) => {
    let operator: Operator;
    try {
      [operator] = await tx.insert(operators).values({ email: address }).returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`An operator with the e-mail ${address} already exists`);
      throw err;
    }
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SETUP_LINK_HOURS * 3_600_000);
    await tx.insert(operatorSetupTokens).values({ operatorId: operator.id, tokenHash: sha256(token), expiresAt });
    await recordAudit(tx, { operatorId: null, action: 'operator.create', targetKind: 'operator', targetId: operator.id, after: { email: address } });
    const link = new URL(`/ops/setup?token=${token}`, env().APP_URL).toString();
    return { operator, link, expiresAt };
  });
}

async function liveSetup(token: string) {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ setupId: operatorSetupTokens.id, operator: operators })
    .from(operatorSetupTokens)
    .innerJoin(operators, eq(operators.id, operatorSetupTokens.operatorId))
    .where(and(eq(operatorSetupTokens.tokenHash, sha256(token)), isNull(operatorSetupTokens.usedAt), gt(operatorSetupTokens.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

const linkGone = () => new AppError('not_found', 'This setup link is invalid, used or expired. Ask for a new one.');

/** What the setup page shows for a link: which step, or nothing when the link is not live. */
export async function setupState(token: string): Promise<{ email: string; step: 'password' | 'resume' } | null> {
  const row = await liveSetup(token);
  if (!row) return null;
  return { email: row.operator.email, step: row.operator.passwordHash ? 'resume' : 'password' };
}

type Enrolment = { email: string; secret: string; otpauthUrl: string; qrSvg: string };

/**
 * Setup step 1: sets the password (or, once set, checks it: a reload resumes) and hands back the
 * TOTP secret to enrol, with its QR code drawn here on the server (SVG). The secret is stored
 * encrypted and does not sign in until a code from it is confirmed.
 */
export async function setOperatorPassword(token: string, password: string): Promise<Enrolment> {
  await hit(`ops-setup:${sha256(String(token))}`, { max: 10, windowSeconds: 15 * 60 });
  const row = await liveSetup(token);
  if (!row) throw linkGone();
  const db = await getDb();
  let operator = row.operator;
  if (operator.passwordHash) {
    if (!(await checkPassword(password, operator.passwordHash)))
      throw new AppError('unauthorized', 'The password was already set with this link: enter the same one to go on');
  } else {
    const [updated] = await db
      .update(operators)
      .set({ passwordHash: await hashPassword(password), totpSecret: seal(newTotpSecret()) })
      .where(and(eq(operators.id, operator.id), isNull(operators.passwordHash)))
      .returning();
    if (!updated) throw conflict('The password was just set from another window: reload the page');
    operator = updated;
  }
  const secret = open(operator.totpSecret!);
  const url = otpauthUrl(secret, operator.email);
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { email: operator.email, secret, otpauthUrl: url, qrSvg };
}

function newRecoveryCode(): string {
  const raw = crypto.randomBytes(8).toString('hex'); // 64 bits
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}-${raw.slice(12)}`;
}

/**
 * Setup step 2: a code from the app confirms the secret; the link is used up, and the recovery
 * codes are made and answered once (only their keyed hashes are kept).
 */
export async function confirmOperatorTotp(token: string, code: string): Promise<{ email: string; recoveryCodes: string[] }> {
  const key = `ops-setup-code:${sha256(String(token))}`;
  await check(key, CODE_RULE);
  const row = await liveSetup(token);
  if (!row) throw linkGone();
  const operator = row.operator;
  if (!operator.passwordHash || !operator.totpSecret) throw conflict('Set your password first');
  // The step is not spent: the operator may sign in with the same code straight after.
  if (matchTotp(open(operator.totpSecret), code.trim()) === null) {
    await hit(key, CODE_RULE);
    throw new AppError('bad_request', 'That code is not right. Enter the 6-digit code your app shows now.', { code: 'Wrong code' });
  }
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const used = await tx
      .update(operatorSetupTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(operatorSetupTokens.id, row.setupId), isNull(operatorSetupTokens.usedAt)))
      .returning({ id: operatorSetupTokens.id });
    if (used.length === 0) throw linkGone();
    await tx
      .update(operators)
      .set({ totpEnabledAt: new Date(), recoveryCodeHashes: codes.map(recoveryHash) })
      .where(eq(operators.id, operator.id));
    await recordAudit(tx, {
      operatorId: operator.id,
      action: 'operator.enrol',
      targetKind: 'operator',
      targetId: operator.id,
      after: { totp: true, recoveryCodes: codes.length },
    });
  });
  return { email: operator.email, recoveryCodes: codes };
}

/**
 * A TOTP code (each time step accepted once: no replay) or, failing that, an unused recovery code
 * (then spent). Returns how it was proved, or null.
 */
async function proveSecondFactor(operator: Operator, code: string): Promise<'totp' | 'recovery' | null> {
  const db = await getDb();
  const given = code.trim();
  if (operator.totpSecret && /^\d{6}$/.test(given)) {
    const step = matchTotp(open(operator.totpSecret), given);
    if (step === null) return null;
    const taken = await db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, operator.id), sql`coalesce(${operators.totpLastStep}, -1) < ${step}`))
      .returning({ id: operators.id });
    return taken.length ? 'totp' : null;
  }
  const hash = recoveryHash(given);
  if (!operator.recoveryCodeHashes.some((h) => sameDigest(h, hash))) return null;
  const spent = await db
    .update(operators)
    .set({ recoveryCodeHashes: sql`array_remove(${operators.recoveryCodeHashes}, ${hash})` })
    .where(and(eq(operators.id, operator.id), sql`${hash} = any(${operators.recoveryCodeHashes})`))
    .returning({ id: operators.id });
  return spent.length ? 'recovery' : null;
}

const refused = () => new AppError('unauthorized', 'Wrong e-mail, password or code');

/** Sign-in at /ops/login: password and a TOTP code (or a recovery code), then an 8-hour session. */
export async function signInOperator(input: { email: string; password: string; code: string }, ip: string | null) {
  const email = normalEmail(input.email);
  const keys = [`ops-login:${sha256(email)}`, `ops-login-ip:${ip ?? 'direct'}`];
  for (const k of keys) await check(k, LOGIN_RULE);
  const db = await getDb();
  const [operator] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  const passwordOk = await checkPassword(input.password, operator?.passwordHash);
  const how = passwordOk && operator?.totpEnabledAt ? await proveSecondFactor(operator, input.code) : null;
  if (!operator || !how) {
    for (const k of keys) await hit(k, LOGIN_RULE);
    // Not an operator action: the log has it (as brand and creator sign-ins, lib/auth/login-log.ts), the audit log does not.
    log.warn({ event: 'ops_login', outcome: 'refused', emailHash: emailHash(email), ip }, 'operator sign-in refused');
    throw refused();
  }
  for (const k of keys) await reset(k);
  const session = await startOperatorSession(operator.id, ip);
  await db.update(operators).set({ lastSignInAt: new Date() }).where(eq(operators.id, operator.id));
  await recordAudit(db, {
    operatorId: operator.id,
    action: how === 'recovery' ? 'operator.sign_in_recovery' : 'operator.sign_in',
    targetKind: 'operator',
    targetId: operator.id,
    after: { session: session.sessionId, ip },
  });
  return { operator: { id: operator.id, email: operator.email }, ...session };
}

/** Step-up: a fresh TOTP (or recovery) code for the 15-minute window of sensitive actions. */
export async function confirmStepUp(actor: OperatorActor, code: string): Promise<{ totpAt: Date }> {
  const key = `ops-step-up:${actor.id}`;
  await check(key, CODE_RULE);
  const db = await getDb();
  const [operator] = await db.select().from(operators).where(eq(operators.id, actor.id)).limit(1);
  const how = operator ? await proveSecondFactor(operator, code) : null;
  if (!how) {
    await hit(key, CODE_RULE);
    throw new AppError('bad_request', 'That code is not right. Enter the 6-digit code your app shows now.', { code: 'Wrong code' });
  }
  await reset(key);
  const totpAt = await markTotpChecked(actor.sessionId);
  await recordAudit(db, {
    operatorId: actor.id,
    action: how === 'recovery' ? 'operator.step_up_recovery' : 'operator.step_up',
    targetKind: 'operator',
    targetId: actor.id,
  });
  return { totpAt };
}

/** Public fields of an operator (the console's header). */
export async function operatorProfile(id: string): Promise<{ id: string; email: string; recoveryCodesLeft: number } | null> {
  const db = await getDb();
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row ? { id: row.id, email: row.email, recoveryCodesLeft: row.recoveryCodeHashes.length } : null;
}
