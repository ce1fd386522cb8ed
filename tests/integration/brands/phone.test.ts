import fs from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POST as sendCode } from '@/app/api/phone/send-code/route';
import { GET as phoneConfig } from '@/app/api/phone/config/route';
import { POST as numberVerification } from '@/app/auth/numberVerification/route';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { hasFreshPhoneProof } from '@/lib/phone/provider';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { phoneVerifications } from '@/models';
import { call } from '../../helpers/http';
import { latestSmsCode } from '../../helpers/outbox';
import { randomIndianPhone } from './support';

// Codes come from the CSPRNG; a test that needs two different ones scripts them (then random again).
const scripted = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('@/lib/crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/crypto')>();
  return { ...real, sixDigitCode: () => scripted.codes.shift() ?? real.sixDigitCode() };
});

const INVALID_CODE = 'Invalid verification code. Please try again.';
const INVALID_PHONE = 'Please enter a valid phone number!';

const verify = (phone: string, body: unknown, headers?: Record<string, string>) =>
  call(numberVerification, { url: `/auth/numberVerification?phone=${encodeURIComponent(phone)}`, json: body, headers });

async function verifiedRows(e164: string) {
  const db = await getDb();
  return db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, e164)));
}

const smsCount = () => (fs.existsSync(env().SMS_OUTBOX_DIR) ? fs.readdirSync(env().SMS_OUTBOX_DIR).length : 0);

beforeEach(() => resetAllRateLimits());

describe('GET /api/phone/config', () => {
  it('tells the browser the local provider is active when Firebase is not configured', async () => {
    const res = await call(phoneConfig);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ provider: 'local' });
  });
});

describe('POST /api/phone/send-code', () => {
  it('texts a 6-digit code to the SMS outbox for a 10-digit Indian number, in E.164', async () => {
    const { local, e164 } = randomIndianPhone();
    const res = await call(sendCode, { json: { phone: local } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: `Sent verification code to ${e164}`, phone: e164 });
    expect(latestSmsCode(e164)).toMatch(/^\d{6}$/);
    const files = fs.readdirSync(env().SMS_OUTBOX_DIR).filter((f) => f.endsWith(`-${e164.slice(1)}.txt`));
    expect(files).toHaveLength(1);
  });

  it('accepts the +91 form too', async () => {
    const { e164 } = randomIndianPhone();
    const res = await call(sendCode, { json: { phone: e164 } });
    expect(res.status).toBe(200);
    expect(res.data.phone).toBe(e164);
  });

  it.each([
    ['an empty phone', { phone: '' }, 400, INVALID_PHONE],
    ['a missing phone', {}, 400, INVALID_PHONE],
    ['a number as phone', { phone: 9812345678 }, 400, INVALID_PHONE],
    ['too few digits', { phone: '98123' }, 400, INVALID_PHONE],
    ['letters', { phone: '98123abcde' }, 400, INVALID_PHONE],
    ['an invalid Indian number', { phone: '0123456789' }, 400, INVALID_PHONE],
    ['an oversize phone', { phone: '9'.repeat(5000) }, 400, INVALID_PHONE],
  ])('refuses %s and texts nothing', async (_name, json, status, message) => {
    const before = smsCount();
    const res = await call(sendCode, { json });
    expect(res.status).toBe(status);
    expect(res.data.message).toContain(message);
    expect(smsCount()).toBe(before);
  });

  it.each([
    ['malformed JSON', { raw: '{"phone":', headers: { 'content-type': 'application/json' } }, 400],
    ['a form body', { raw: 'phone=9812345678', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
    ['an oversize body', { raw: JSON.stringify({ phone: '9812345678', pad: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' } }, 413],
  ])('refuses %s', async (_name, opts, status) => {
    const res = await call(sendCode, { method: 'POST', ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
  });

  it('rate-limits codes per phone number', async () => {
    const { local } = randomIndianPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(sendCode, { json: { phone: local }, headers: { 'x-forwarded-for': `10.0.0.${i}` } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('rate-limits codes per client IP, with Retry-After', async () => {
    let last;
    for (let i = 0; i < 21; i++) last = await call(sendCode, { json: { phone: randomIndianPhone().local }, headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await call(sendCode, { json: { phone: randomIndianPhone().local }, headers: { 'x-forwarded-for': '10.9.9.10' } });
    expect(other.status).toBe(200);
  });
});

describe('POST /auth/numberVerification', () => {
  it('marks the phone verified with the texted code', async () => {
    const { local, e164 } = randomIndianPhone();
    await call(sendCode, { json: { phone: local } });
    const res = await verify(local, { code: latestSmsCode(e164) });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Phone number verified successfully!', phone: e164 });
    expect(await hasFreshPhoneProof(e164)).toBe(true);
  });

  it('accepts the code only once', async () => {
    const { local, e164 } = randomIndianPhone();
    await call(sendCode, { json: { phone: local } });
    const code = latestSmsCode(e164);
    expect((await verify(local, { code })).status).toBe(200);
    const again = await verify(local, { code });
    expect(again.status).toBe(400);
    expect(again.data.message).toBe(INVALID_CODE);
  });

  it('burns the code after 5 wrong tries, even the right one afterwards', async () => {
    const { local, e164 } = randomIndianPhone();
    await call(sendCode, { json: { phone: local } });
    const code = latestSmsCode(e164)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(local, { code: wrong });
      expect(res.status).toBe(400);
      expect(res.data.message).toBe(INVALID_CODE);
    }
    const right = await verify(local, { code });
    expect(right.status).toBe(400);
    expect(await hasFreshPhoneProof(e164)).toBe(false);
  });

  it('a new code replaces the earlier one', async () => {
    const { local, e164 } = randomIndianPhone();
    scripted.codes.push('111111', '222222');
    await call(sendCode, { json: { phone: local } });
    const first = latestSmsCode(e164)!;
    await call(sendCode, { json: { phone: local } });
    const second = latestSmsCode(e164)!;
    expect([first, second]).toEqual(['111111', '222222']);
    expect((await verify(local, { code: first })).status).toBe(400);
    expect((await verify(local, { code: second })).status).toBe(200);
  });

  it('a code texted to one number does not verify another', async () => {
    const a = randomIndianPhone();
    const b = randomIndianPhone();
    await call(sendCode, { json: { phone: a.local } });
    await call(sendCode, { json: { phone: b.local } });
    const res = await verify(b.local, { code: latestSmsCode(a.e164) === latestSmsCode(b.e164) ? '999999x' : latestSmsCode(a.e164) });
    expect(res.status).toBe(400);
    expect(await hasFreshPhoneProof(b.e164)).toBe(false);
  });

  it.each([
    ['no body', undefined, INVALID_CODE],
    ['an empty code', { code: '' }, INVALID_CODE],
    ['a numeric code', { code: 123456 }, INVALID_CODE],
    ['a 5-digit code', { code: '12345' }, INVALID_CODE],
    ['a code with letters', { code: '12a456' }, INVALID_CODE],
    ['an oversize code', { code: '1'.repeat(100) }, INVALID_CODE],
    ['an idToken while the local provider is active', { idToken: 'x'.repeat(40) }, INVALID_CODE],
  ])('refuses %s and marks nothing', async (_name, body, message) => {
    const { local, e164 } = randomIndianPhone();
    await call(sendCode, { json: { phone: local } });
    const res = await call(numberVerification, { method: 'POST', url: `/auth/numberVerification?phone=${local}`, json: body });
    expect(res.status).toBe(400);
    expect(res.data.message).toContain(message);
    expect((await verifiedRows(e164)).every((r) => r.verifiedAt === null)).toBe(true);
  });

  it.each([
    ['a missing phone', '/auth/numberVerification'],
    ['an invalid phone', '/auth/numberVerification?phone=12'],
  ])('refuses %s', async (_name, url) => {
    const res = await call(numberVerification, { url, json: { code: '123456' } });
    expect(res.status).toBe(400);
    expect(res.data.message).toContain(INVALID_PHONE);
  });

  it('refuses a verification when no code was ever sent', async () => {
    const { local, e164 } = randomIndianPhone();
    const res = await verify(local, { code: '123456' });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(INVALID_CODE);
    expect(await verifiedRows(e164)).toHaveLength(0);
  });

  it('refuses malformed JSON and a wrong content type', async () => {
    const bad = await call(numberVerification, {
      method: 'POST',
      url: '/auth/numberVerification?phone=9812345678',
      raw: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const form = await call(numberVerification, {
      method: 'POST',
      url: '/auth/numberVerification?phone=9812345678',
      raw: 'code=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});
