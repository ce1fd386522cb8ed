import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { emailCodes } from '@/models';
import {
  CODE_BURNED_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_WRONG_MESSAGE,
  EMAIL_CODE_MAX_TRIES,
  consumeVerifiedEmailCode,
  hasVerifiedEmailCode,
  issueEmailCode,
  verifyEmailCode,
  type EmailCodeKey,
} from './email-codes';

let n = 0;
const key = (over: Partial<EmailCodeKey> = {}): EmailCodeKey => ({ email: `code-${++n}@example.com`, purpose: 'signup', role: 'creator', ...over });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function rowsFor(email: string) {
  const db = await getDb();
  return db.select().from(emailCodes).where(eq(emailCodes.email, email));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('email codes', () => {
  it('issues a 6-digit code and stores only its hash', async () => {
    const k = key();
    const { code, expiresAt } = await issueEmailCode(k);
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const rows = await rowsFor(k.email);
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies the right code once, then treats it as used', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    await verifyEmailCode({ ...k, code });
    expect(await hasVerifiedEmailCode(k)).toBe(true);
    await expect(verifyEmailCode({ ...k, code })).rejects.toMatchObject({ status: 400, message: CODE_EXPIRED_MESSAGE });
  });

  it('normalises the e-mail address (case and spaces)', async () => {
    const k = key();
    const { code } = await issueEmailCode({ ...k, email: `  ${k.email.toUpperCase()} ` });
    await verifyEmailCode({ ...k, code });
    expect(await hasVerifiedEmailCode(k)).toBe(true);
  });

  it('refuses a code after 10 minutes', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    await expect(verifyEmailCode({ ...k, code })).rejects.toMatchObject({ status: 400, message: CODE_EXPIRED_MESSAGE });
    expect(await hasVerifiedEmailCode(k)).toBe(false);
  });

  it('burns a code on the 5th wrong try, so even the right code then fails', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    for (let i = 1; i < EMAIL_CODE_MAX_TRIES; i++) {
      await expect(verifyEmailCode({ ...k, code: wrong(code) })).rejects.toMatchObject({ message: CODE_WRONG_MESSAGE });
    }
    await expect(verifyEmailCode({ ...k, code: wrong(code) })).rejects.toMatchObject({ message: CODE_BURNED_MESSAGE });
    await expect(verifyEmailCode({ ...k, code })).rejects.toMatchObject({ message: CODE_EXPIRED_MESSAGE });
    expect(await hasVerifiedEmailCode(k)).toBe(false);
    const [row] = await rowsFor(k.email);
    expect(row.attempts).toBe(EMAIL_CODE_MAX_TRIES);
    expect(row.consumedAt).not.toBeNull();
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    for (let i = 1; i < EMAIL_CODE_MAX_TRIES; i++) await expect(verifyEmailCode({ ...k, code: wrong(code) })).rejects.toThrow();
    await verifyEmailCode({ ...k, code });
    expect(await hasVerifiedEmailCode(k)).toBe(true);
  });

  it('lets at most 5 parallel guesses be compared', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => verifyEmailCode({ ...k, code: wrong(code) })));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const [row] = await rowsFor(k.email);
    expect(row.attempts).toBe(EMAIL_CODE_MAX_TRIES);
    await expect(verifyEmailCode({ ...k, code })).rejects.toMatchObject({ message: CODE_EXPIRED_MESSAGE });
  });

  it('replaces the older code when a new one is issued', async () => {
    const k = key();
    const first = await issueEmailCode(k);
    const second = await issueEmailCode(k);
    if (first.code !== second.code) {
      await expect(verifyEmailCode({ ...k, code: first.code })).rejects.toMatchObject({ status: 400 });
    }
    await verifyEmailCode({ ...k, code: second.code });
    const rows = await rowsFor(k.email);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.consumedAt === null)).toHaveLength(1);
  });

  it('a new code also cancels an earlier verification that was not used yet', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    await verifyEmailCode({ ...k, code });
    await issueEmailCode(k);
    expect(await hasVerifiedEmailCode(k)).toBe(false);
  });

  it('keeps purposes and roles apart', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    await expect(verifyEmailCode({ ...k, purpose: 'reset', code })).rejects.toMatchObject({ message: CODE_EXPIRED_MESSAGE });
    await expect(verifyEmailCode({ ...k, role: 'brand', code })).rejects.toMatchObject({ message: CODE_EXPIRED_MESSAGE });
    const reset = await issueEmailCode({ ...k, purpose: 'reset' });
    await verifyEmailCode({ ...k, code });
    await verifyEmailCode({ ...k, purpose: 'reset', code: reset.code });
    expect(await hasVerifiedEmailCode(k)).toBe(true);
    expect(await hasVerifiedEmailCode({ ...k, purpose: 'reset' })).toBe(true);
    expect(await hasVerifiedEmailCode({ ...k, role: 'brand' })).toBe(false);
  });

  it('a verified code is a proof for 30 minutes, usable once', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    await verifyEmailCode({ ...k, code });
    const db = await getDb();
    expect(await db.transaction((tx) => consumeVerifiedEmailCode(tx, k))).toBe(true);
    expect(await hasVerifiedEmailCode(k)).toBe(false);
    expect(await db.transaction((tx) => consumeVerifiedEmailCode(tx, k))).toBe(false);
  });

  it('a proof older than 30 minutes cannot be used', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    await verifyEmailCode({ ...k, code });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect(await hasVerifiedEmailCode(k)).toBe(false);
    const db = await getDb();
    expect(await db.transaction((tx) => consumeVerifiedEmailCode(tx, k))).toBe(false);
  });

  it('a rolled-back transaction leaves the proof usable', async () => {
    const k = key();
    const { code } = await issueEmailCode(k);
    await verifyEmailCode({ ...k, code });
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await consumeVerifiedEmailCode(tx, k);
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await hasVerifiedEmailCode(k)).toBe(true);
  });

  it('refuses codes that are not 6 digits without crashing', async () => {
    const k = key();
    await issueEmailCode(k);
    for (const code of ['', 'abcdef', '12345', '1234567', ' 12 34 ']) {
      await expect(verifyEmailCode({ ...k, code })).rejects.toMatchObject({ status: 400 });
    }
  });

  it('says the code expired when none was ever issued', async () => {
    await expect(verifyEmailCode({ ...key(), code: '123456' })).rejects.toMatchObject({ status: 400, message: CODE_EXPIRED_MESSAGE });
  });
});
