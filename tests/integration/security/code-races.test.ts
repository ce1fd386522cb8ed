import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as sendCode } from '@/app/api/phone/send-code/route';
import { POST as numberVerification } from '@/app/auth/numberVerification/route';
import { getDb } from '@/lib/db';
import { keyedHash, sha256 } from '@/lib/crypto';
import { PHONE_MAX_ATTEMPTS, hasFreshPhoneProof } from '@/lib/phone/provider';
import { phoneVerifications } from '@/models';
import { call } from '../../helpers/http';
import { latestSmsCode } from '../../helpers/outbox';
import { freshIp, freshPhone } from './support';

// Issue 12, item 1: the 5-try limit of a phone code holds under any concurrency (on PostgreSQL
// these are real parallel requests on separate connections), and codes are stored keyed.

const BURST = 40;
const other = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const guess = (phone: string, code: string) =>
  call(numberVerification, { url: `/auth/numberVerification?phone=${encodeURIComponent(phone)}`, json: { code }, headers: { 'x-forwarded-for': freshIp() } });

async function codeRow(e164: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, e164), eq(phoneVerifications.provider, 'local')));
  return row;
}

async function sent() {
  const phone = freshPhone();
  expect((await call(sendCode, { json: { phone: phone.local }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(200);
  return { ...phone, code: latestSmsCode(phone.e164)! };
}

describe('phone codes under parallel guessing', () => {
  it(`${BURST} parallel wrong guesses use up exactly ${PHONE_MAX_ATTEMPTS} tries and burn the code; the right code is refused after them`, async () => {
    const { e164, code } = await sent();
    const results = await Promise.all(Array.from({ length: BURST }, (_, i) => guess(e164, other(code, i))));
    expect(results.every((r) => r.status === 400 && r.data.message === 'Invalid verification code. Please try again.')).toBe(true);
    const row = await codeRow(e164);
    expect(row.attempts).toBe(PHONE_MAX_ATTEMPTS);
    expect(row.consumedAt).not.toBeNull();
    expect((await guess(e164, code)).status).toBe(400);
    expect(await hasFreshPhoneProof(e164)).toBe(false);
  });

  it('in three bursts with the right code sent last, no more than 5 guesses are ever compared, and a success only ever takes one of them', async () => {
    for (let burst = 0; burst < 3; burst++) {
      const { e164, code } = await sent();
      const wrongs = Array.from({ length: BURST }, (_, i) => guess(e164, other(code, i)));
      const right = guess(e164, code);
      const results = await Promise.all([...wrongs, right]);
      const row = await codeRow(e164);
      expect(row.attempts).toBeLessThanOrEqual(PHONE_MAX_ATTEMPTS);
      const accepted = results.filter((r) => r.status === 200);
      // The right code can win only by claiming one of the five tries before the wrong ones used them up.
      expect(accepted.length).toBeLessThanOrEqual(1);
      expect(row.verifiedAt !== null, 'the code is verified exactly when a guess was accepted').toBe(accepted.length === 1);
      expect(results.filter((r) => r.status !== 200 && r.status !== 400)).toEqual([]);
    }
  });

  it('stores the code keyed with the server secret, not as a plain hash of phone and code', async () => {
    const { e164, code } = await sent();
    const row = await codeRow(e164);
    expect(row.codeHash).not.toBe(sha256(`${e164}:${code}`));
    expect(row.codeHash).toBe(keyedHash(`phone-code:${e164}:${code}`));
    expect((await guess(e164, code)).status).toBe(200);
  });
});
