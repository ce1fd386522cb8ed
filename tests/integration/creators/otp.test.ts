import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { CODE_BURNED_MESSAGE, CODE_EXPIRED_MESSAGE, CODE_WRONG_MESSAGE } from '@/lib/auth/email-codes';
import { emailCodes } from '@/models';
import { call } from '@/tests/helpers/http';
import { createBrand, createCreator } from '@/tests/helpers/factories';
import { latestMailCode, mailsTo, outboxMails } from '@/tests/helpers/outbox';
import { withSmtp } from '@/tests/helpers/smtp';
import { POST as requestOtp } from '@/app/api/creator/request-otp/route';
import { POST as verifyOtp } from '@/app/api/creator/verify-otp/route';
import { freshEmail } from './helpers';

// Codes come from the CSPRNG; a test that needs two different ones scripts them (then random again).
const scripted = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('@/lib/crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/crypto')>();
  return { ...real, sixDigitCode: () => scripted.codes.shift() ?? real.sixDigitCode() };
});

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function codeRows(email: string) {
  const db = await getDb();
  return db.select().from(emailCodes).where(eq(emailCodes.email, email));
}

async function sendCode(email: string, headers?: Record<string, string>) {
  const res = await call(requestOtp, { json: { email }, headers });
  return { ...res, code: await latestMailCode(email) };
}

beforeEach(() => resetAllRateLimits());
afterEach(() => vi.useRealTimers());

describe('POST /api/creator/request-otp', () => {
  it('mails a 6-digit code and stores only its hash', async () => {
    const email = freshEmail();
    const { status, data, code } = await sendCode(email);
    expect(status).toBe(200);
    expect(data).toEqual({ message: 'OTP sent to your email' });
    expect(code).toMatch(/^\d{6}$/);
    const rows = await codeRows(email);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(code!);
    expect(rows[0]).toMatchObject({ purpose: 'signup', role: 'creator', attempts: 0, verifiedAt: null, consumedAt: null });
  });

  it('lower-cases and trims the address', async () => {
    const email = freshEmail();
    const res = await call(requestOtp, { json: { email: `  ${email.toUpperCase()}  ` } });
    expect(res.status).toBe(200);
    expect(await codeRows(email)).toHaveLength(1);
  });

  it('answers exactly the same for an address that already has an account, and mails a notice instead of a code', async () => {
    const { creator } = await createCreator();
    const before = outboxMails().length;
    const taken = await call(requestOtp, { json: { email: creator.email } });
    const fresh = await call(requestOtp, { json: { email: freshEmail() } });
    expect(taken.status).toBe(fresh.status);
    expect(taken.data).toEqual(fresh.data);
    // A code is stored for both (so wrong codes answer alike later), but the account's is never mailed.
    expect(await codeRows(creator.email)).toHaveLength(1);
    expect(outboxMails().length).toBe(before + 2);
    const notice = (await mailsTo(creator.email)).at(-1);
    expect(notice?.text).toMatch(/already has an account/);
    expect(await latestMailCode(creator.email)).toBeNull();
  });

  it('sends the code through SMTP when SMTP_URL is set', async () => {
    await withSmtp(async (smtp) => {
      const email = freshEmail('smtp');
      const res = await call(requestOtp, { json: { email } });
      expect(res.status).toBe(200);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual([email]);
      expect(smtp.received[0].raw).toMatch(/verification code is \d{6}/);
    });
  });

  it('answers 503 with a message, and no 500, when the mail server is down', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetEnvForTests();
    try {
      const res = await call(requestOtp, { json: { email: freshEmail() } });
      expect(res.status).toBe(503);
      expect(res.data.message).toMatch(/could not send/i);
    } finally {
      delete process.env.SMTP_URL;
      resetEnvForTests();
    }
  });

  it('limits sends per address: the 6th within the hour answers 429 with Retry-After', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await call(requestOtp, { json: { email } })).status).toBe(200);
    const sixth = await call(requestOtp, { json: { email } });
    expect(sixth.status).toBe(429);
    expect(sixth.data.message).toMatch(/too many/i);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await codeRows(email)).toHaveLength(5);
    // Another address is not affected.
    expect((await call(requestOtp, { json: { email: freshEmail() } })).status).toBe(200);
  });

  it('limits sends per IP across addresses', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 20; i++) expect((await call(requestOtp, { json: { email: freshEmail() }, headers })).status).toBe(200);
    const blocked = await call(requestOtp, { json: { email: freshEmail() }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(requestOtp, { json: { email: freshEmail() }, headers: { 'x-forwarded-for': '203.0.113.8' } })).status).toBe(200);
  });

  it('works the same when a brand or creator token is sent along', async () => {
    const { accessToken } = await createBrand();
    const res = await call(requestOtp, { json: { email: freshEmail() }, token: accessToken });
    expect(res.status).toBe(200);
  });

  it.each([
    ['malformed JSON', { raw: '{"email":', headers: { 'content-type': 'application/json' } }, 400, 'Malformed JSON body'],
    ['a missing email', { json: {} }, 400, 'email: Please enter a valid email address'],
    ['an email that is a number', { json: { email: 42 } }, 400, 'email: Please enter a valid email address'],
    ['an invalid email', { json: { email: 'not-an-email' } }, 400, 'email: Please enter a valid email address'],
    ['an array body', { json: [{ email: 'a@b.co' }] }, 400, 'Invalid input: expected object, received array'],
    ['a form instead of JSON', { raw: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, 'Expected application/json'],
    ['an oversized body', { json: { email: 'a@b.co', pad: 'x'.repeat(70_000) } }, 413, 'The request is too large: at most 64 KB'],
  ] as const)('refuses %s and stores nothing', async (_, opts, status, message) => {
    const before = outboxMails().length;
    const res = await call(requestOtp, { method: 'POST', ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(res.data.message).toBe(message);
    expect(outboxMails().length).toBe(before);
  });
});

describe('POST /api/creator/verify-otp', () => {
  it('accepts the mailed code', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    const res = await call(verifyOtp, { json: { email, otp: code } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'OTP verified successfully' });
    const [row] = await codeRows(email);
    expect(row.verifiedAt).not.toBeNull();
  });

  it('accepts the code for the address typed in another case', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    expect((await call(verifyOtp, { json: { email: email.toUpperCase(), otp: code } })).status).toBe(200);
  });

  it('is single use: the same code a second time is refused', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    expect((await call(verifyOtp, { json: { email, otp: code } })).status).toBe(200);
    const again = await call(verifyOtp, { json: { email, otp: code } });
    expect(again.status).toBe(400);
    expect(again.data.message).toBe(CODE_EXPIRED_MESSAGE);
  });

  it('refuses a code older than 10 minutes', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 5_000);
    const res = await call(verifyOtp, { json: { email, otp: code } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(CODE_EXPIRED_MESSAGE);
  });

  it('burns the code after 5 wrong tries; the right code then fails too', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await call(verifyOtp, { json: { email, otp: wrong(code!) } }));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(0, 4).map((a) => a.data.message)).toEqual(Array(4).fill(CODE_WRONG_MESSAGE));
    expect(answers[4].data.message).toBe(CODE_BURNED_MESSAGE);
    const right = await call(verifyOtp, { json: { email, otp: code } });
    expect(right.status).toBe(400);
    expect(right.data.message).toBe(CODE_EXPIRED_MESSAGE);
  });

  it('a resend replaces the code: only the newest one works', async () => {
    const email = freshEmail();
    scripted.codes.push('111111', '222222');
    const first = await sendCode(email);
    const second = await sendCode(email);
    expect([first.code, second.code]).toEqual(['111111', '222222']);
    expect((await call(verifyOtp, { json: { email, otp: first.code } })).status).toBe(400);
    expect((await call(verifyOtp, { json: { email, otp: second.code } })).status).toBe(200);
  });

  it('a fresh code after a burned one works', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    for (let i = 0; i < 5; i++) await call(verifyOtp, { json: { email, otp: wrong(code!) } });
    const again = await sendCode(email);
    expect((await call(verifyOtp, { json: { email, otp: again.code } })).status).toBe(200);
  });

  it('refuses a code sent to another address', async () => {
    const a = freshEmail();
    const b = freshEmail();
    scripted.codes.push('333333', '444444');
    const { code } = await sendCode(a);
    await sendCode(b);
    expect([code, await latestMailCode(b)]).toEqual(['333333', '444444']);
    const res = await call(verifyOtp, { json: { email: b, otp: code } });
    expect(res.status).toBe(400);
    expect((await call(verifyOtp, { json: { email: a, otp: code } })).status).toBe(200);
  });

  it('limits verification attempts per IP with 429 and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    for (let i = 0; i < 30; i++) await call(verifyOtp, { json: { email: freshEmail(), otp: '123456' }, headers });
    const res = await call(verifyOtp, { json: { email: freshEmail(), otp: '123456' }, headers });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it.each([
    ['malformed JSON', { raw: '{"email": "a@b.co", "otp": ', headers: { 'content-type': 'application/json' } }, 400, 'Malformed JSON body'],
    ['a missing otp', { json: { email: 'a@b.co' } }, 400, 'otp: Please enter the OTP'],
    ['an empty otp', { json: { email: 'a@b.co', otp: '' } }, 400, 'otp: Please enter the OTP'],
    ['an otp that is a number', { json: { email: 'a@b.co', otp: 123456 } }, 400, 'otp: Please enter the OTP'],
    ['an otp of letters', { json: { email: 'a@b.co', otp: 'abcdef' } }, 400, 'otp: The OTP is the 6-digit code we e-mailed you'],
    ['a missing email', { json: { otp: '123456' } }, 400, 'email: Please enter a valid email address'],
    ['an XML content type', { raw: '<otp>123456</otp>', headers: { 'content-type': 'application/xml' } }, 415, 'Expected application/json'],
    ['an oversized body', { json: { email: 'a@b.co', otp: '123456', pad: 'x'.repeat(70_000) } }, 413, 'The request is too large: at most 64 KB'],
  ] as const)('refuses %s and marks nothing verified', async (_, opts, status, message) => {
    const email = 'a@b.co';
    await sendCode(email);
    const res = await call(verifyOtp, { method: 'POST', ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(res.data.message).toBe(message);
    const rows = await codeRows(email);
    expect(rows.every((r) => r.verifiedAt === null)).toBe(true);
  });
});
