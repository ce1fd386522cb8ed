import 'server-only';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { normalEmail } from '@/lib/email';
import { keyedHash, sameDigest, sixDigitCode } from '@/lib/crypto';
import { AppError } from '@/lib/errors';
import { emailCodes, type EmailCode, type Role } from '@/models';

/*
 * One-time codes sent by e-mail, for any role and purpose (creator sign-up, password reset).
 *
 * Life of a code:
 *   issueEmailCode      → a fresh 6-digit code (CSPRNG), stored only as an HMAC, valid 10 minutes;
 *                         it replaces every earlier code of the same (email, purpose, role) that was
 *                         not yet consumed, verified ones included.
 *   verifyEmailCode     → checks a typed code; at most 5 tries per code (the 5th wrong one burns it);
 *                         a right one marks the code verified and it can never be verified again.
 *   hasVerifiedEmailCode / consumeVerifiedEmailCode
 *                       → a verified code is a proof, usable for 30 minutes, exactly once: the caller
 *                         consumes it inside the transaction that does the guarded work (create the
 *                         account, change the password), so the proof and the work commit together.
 *
 * Callers decide what the user sees about accounts: never tell from these answers whether an
 * account exists (issue a code, or mail a notice instead, and answer the same).
 */

export type EmailCodePurpose = EmailCode['purpose'];
/** `subjectId` binds a code to one account (a brand's new address): another account's code never passes for it. */
export type EmailCodeKey = { email: string; purpose: EmailCodePurpose; role: Role; subjectId?: string };

const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_MAX_TRIES = 5;
/** How long a verified code may be used to finish the work it guards. */
const EMAIL_CODE_PROOF_TTL_MS = 30 * 60_000;

export const CODE_EXPIRED_MESSAGE = 'This code has expired or was already used. Please request a new one.';
export const CODE_WRONG_MESSAGE = 'Invalid code. Please try again.';
export const CODE_BURNED_MESSAGE = 'Too many wrong tries. Please request a new code.';

function codeHash(key: EmailCodeKey, code: string): string {
  const subject = key.subjectId ? `${key.subjectId}:` : '';
  return keyedHash(`email-code:${key.role}:${key.purpose}:${normalEmail(key.email)}:${subject}${code}`);
}

function sameKey(key: EmailCodeKey) {
  return and(eq(emailCodes.email, normalEmail(key.email)), eq(emailCodes.purpose, key.purpose), eq(emailCodes.role, key.role));
}

/** Issues a new code for (email, purpose, role), replacing older unused ones; returns the code for the caller to mail. */
export async function issueEmailCode(key: EmailCodeKey): Promise<{ code: string; expiresAt: Date }> {
  const code = sixDigitCode();
  const expiresAt = new Date(Date.now() + EMAIL_CODE_TTL_MS);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: new Date() })
      .where(and(sameKey(key), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values({
      email: normalEmail(key.email),
      purpose: key.purpose,
      role: key.role,
      codeHash: codeHash(key, code),
      expiresAt,
    });
  });
  return { code, expiresAt };
}

/**
 * Checks a typed code against the newest live code of (email, purpose, role). Throws a 400
 * AppError with a message for the user when it is wrong, expired, used, replaced or burned.
 */
export async function verifyEmailCode(key: EmailCodeKey & { code: string }): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(sameKey(key), isNull(emailCodes.consumedAt), isNull(emailCodes.verifiedAt), gt(emailCodes.expiresAt, now)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError('bad_request', CODE_EXPIRED_MESSAGE);
  // Take a try before comparing, atomically: parallel guesses cannot exceed the limit.
  const [taken] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt), isNull(emailCodes.verifiedAt), sql`${emailCodes.attempts} < ${EMAIL_CODE_MAX_TRIES}`))
    .returning({ attempts: emailCodes.attempts });
  if (!taken) throw new AppError('bad_request', CODE_EXPIRED_MESSAGE);
  const typed = typeof key.code === 'string' ? key.code.trim() : '';
  if (!/^\d{6}$/.test(typed) || !sameDigest(row.codeHash, codeHash(key, typed))) {
    if (taken.attempts >= EMAIL_CODE_MAX_TRIES) {
      await db.update(emailCodes).set({ consumedAt: new Date() }).where(eq(emailCodes.id, row.id));
      throw new AppError('bad_request', CODE_BURNED_MESSAGE);
    }
    throw new AppError('bad_request', CODE_WRONG_MESSAGE);
  }
  const done = await db
    .update(emailCodes)
    .set({ verifiedAt: new Date() })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.verifiedAt), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (done.length === 0) throw new AppError('bad_request', CODE_EXPIRED_MESSAGE);
}

function freshProof(key: EmailCodeKey) {
  const since = new Date(Date.now() - EMAIL_CODE_PROOF_TTL_MS);
  return and(sameKey(key), isNull(emailCodes.consumedAt), gt(emailCodes.verifiedAt, since));
}

/** True when a code of (email, purpose, role) was verified within the last 30 minutes and not yet consumed. */
export async function hasVerifiedEmailCode(key: EmailCodeKey, executor?: Executor): Promise<boolean> {
  const db = executor ?? (await getDb());
  const rows = await db.select({ id: emailCodes.id }).from(emailCodes).where(freshProof(key)).limit(1);
  return rows.length > 0;
}

/**
 * Uses up the verified proof inside the caller's transaction. Returns false when there is no
 * fresh proof (never verified, older than 30 minutes, or already used): the caller refuses.
 */
export async function consumeVerifiedEmailCode(tx: Executor, key: EmailCodeKey): Promise<boolean> {
  const rows = await tx.update(emailCodes).set({ consumedAt: new Date() }).where(freshProof(key)).returning({ id: emailCodes.id });
  return rows.length > 0;
}
