import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, gt, isNull, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { phoneVerifications } from '@/models';
import { keyedHash, sameDigest, sixDigitCode } from '@/lib/crypto';
import { maskPhone } from '@/lib/mask';
import { phoneProblem, readPhone } from './number';

const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_MAX_ATTEMPTS = 5;
/** How long a verified phone may be used to finish a sign-up. */
const PHONE_PROOF_TTL_MS = 60 * 60_000;

export const invalidCode = () => new AppError('bad_request', 'Invalid verification code. Please try again.');

/** The typed number in E.164; a 400 saying what is wrong (not a number, not an Indian one) otherwise. */
export function requirePhone(input: unknown): string {
  const reading = readPhone(input);
  if ('phone' in reading) return reading.phone;
  const message = phoneProblem(reading, 'Please enter a valid phone number!');
  throw new AppError('bad_request', message, { phone: message });
}

// Keyed with the server secret, like e-mail codes: a leaked table gives no code away.
const codeHash = (phone: string, code: string) => keyedHash(`phone-code:${phone}:${code}`);

export function phoneProviderName(): 'firebase' | 'local' {
  return env().firebaseEnabled ? 'firebase' : 'local';
}

/** Local provider: makes a 6-digit code and "sends" it as a text file in SMS_OUTBOX_DIR. */
export async function sendLocalCode(rawPhone: unknown): Promise<{ phone: string }> {
  if (phoneProviderName() !== 'local') throw new AppError('bad_request', 'Codes are sent by the phone provider on this server');
  const phone = requirePhone(rawPhone);
  const code = sixDigitCode();
  const db = await getDb();
  await db.transaction(async (tx) => {
    // A new code replaces any earlier unused one.
    await tx
      .update(phoneVerifications)
      .set({ consumedAt: new Date() })
      .where(and(eq(phoneVerifications.phone, phone), isNull(phoneVerifications.verifiedAt), isNull(phoneVerifications.consumedAt)));
    await tx.insert(phoneVerifications).values({
      phone,
      provider: 'local',
      codeHash: codeHash(phone, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
    });
  });
  const dir = env().SMS_OUTBOX_DIR;
  await fs.mkdir(dir, { recursive: true });
  const file = `${Date.now()}-${phone.replace('+', '')}.txt`;
  await fs.writeFile(
    path.join(/*turbopackIgnore: true*/ dir, file),
    `To: ${phone}\nYour CollabMarket verification code is ${code}. It expires in 10 minutes.\n`,
  );
  // The file name holds the number (developers look it up by number); the log does not.
  log.info({ phone: maskPhone(phone) }, 'sms written to outbox');
  return { phone };
}

async function verifyLocal(phone: string, code: unknown) {
  const db = await getDb();
  const live = and(isNull(phoneVerifications.consumedAt), isNull(phoneVerifications.verifiedAt));
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), eq(phoneVerifications.provider, 'local'), live, gt(phoneVerifications.expiresAt, new Date())))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (!row?.codeHash) throw invalidCode();
  // Take a try before comparing, in one statement: however many guesses arrive at once, at most
  // PHONE_MAX_ATTEMPTS of them get to compare, and the last of them burns the code.
  const [taken] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(eq(phoneVerifications.id, row.id), live, sql`${phoneVerifications.attempts} < ${PHONE_MAX_ATTEMPTS}`))
    .returning({ attempts: phoneVerifications.attempts });
  if (!taken) throw invalidCode();
  const typed = typeof code === 'string' ? code.trim() : '';
  if (!/^\d{6}$/.test(typed) || !sameDigest(row.codeHash, codeHash(phone, typed))) {
    if (taken.attempts >= PHONE_MAX_ATTEMPTS) await db.update(phoneVerifications).set({ consumedAt: new Date() }).where(eq(phoneVerifications.id, row.id));
    throw invalidCode();
  }
  const done = await db
    .update(phoneVerifications)
    .set({ verifiedAt: new Date() })
    .where(and(eq(phoneVerifications.id, row.id), live))
    .returning({ id: phoneVerifications.id });
  if (done.length === 0) throw invalidCode();
}

async function verifyFirebase(phone: string, idToken: unknown) {
  if (typeof idToken !== 'string' || idToken.length < 20 || idToken.length > 8192) throw invalidCode();
  const { firebaseAuth } = await import('./firebase');
  let claimed: string | undefined;
  try {
    const decoded = await (await firebaseAuth()).verifyIdToken(idToken, true);
    claimed = decoded.phone_number;
  } catch {
    throw invalidCode();
  }
  if (!claimed || claimed !== phone) throw new AppError('bad_request', 'The verified phone number does not match');
  const db = await getDb();
  await db.insert(phoneVerifications).values({ phone, provider: 'firebase', expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS), verifiedAt: new Date() });
}

/** Marks a phone verified only with proof: the local code, or a Firebase ID token for that number. */
export async function verifyPhone(rawPhone: unknown, proof: { code?: unknown; idToken?: unknown }): Promise<{ phone: string }> {
  const phone = requirePhone(rawPhone);
  if (phoneProviderName() === 'firebase') await verifyFirebase(phone, proof.idToken);
  else await verifyLocal(phone, proof.code);
  return { phone };
}

/** True when this phone was verified recently and the proof not yet used by a sign-up. */
export async function hasFreshPhoneProof(phone: string, executor?: Awaited<ReturnType<typeof getDb>>): Promise<boolean> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phone, phone),
        isNotNull(phoneVerifications.verifiedAt),
        isNull(phoneVerifications.consumedAt),
        gt(phoneVerifications.verifiedAt, new Date(Date.now() - PHONE_PROOF_TTL_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Uses up this phone's fresh proofs (inside the sign-up transaction). Returns false when there
 * was none left, e.g. a concurrent sign-up claimed it first: the row lock makes this single use.
 */
export async function consumePhoneProof(phone: string, tx: Pick<Awaited<ReturnType<typeof getDb>>, 'update'>): Promise<boolean> {
  const rows = await tx
    .update(phoneVerifications)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(phoneVerifications.phone, phone),
        isNotNull(phoneVerifications.verifiedAt),
        isNull(phoneVerifications.consumedAt),
        gt(phoneVerifications.verifiedAt, new Date(Date.now() - PHONE_PROOF_TTL_MS)),
      ),
    )
    .returning({ id: phoneVerifications.id });
  return rows.length > 0;
}
