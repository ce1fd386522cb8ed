import { beforeEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as sendCode } from '@/app/api/phone/send-code/route';
import { POST as numberVerification } from '@/app/auth/numberVerification/route';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { hasFreshPhoneProof } from '@/lib/phone/provider';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { call } from '../../helpers/http';
import { latestSmsCode } from '../../helpers/outbox';
import { createBrand, createCreator } from '../../helpers/factories';
import { randomIndianPhone, setCookies, uniqueEmail } from './support';

const INVALID_CODE = 'Invalid verification code. Please try again.';

async function textCode(local: string) {
  expect((await call(sendCode, { json: { phone: local } })).status).toBe(200);
  return latestSmsCode(`+91${local}`)!;
}

beforeEach(() => resetAllRateLimits());

describe('POST /api/auth/login', () => {
  it('signs a brand in and sends it to the brand dashboard, with brand cookies only', async () => {
    const { brand, password } = await createBrand();
    const res = await call(login, { json: { email: brand.email, password } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      role: 'brand',
      redirectTo: '/brand/dashboard',
      message: 'Login successful',
      user: { _id: brand.id, brandName: brand.brandName },
    });
    expect(verifyAccessToken(res.data.accessToken as string)).toMatchObject({ role: 'brand', id: brand.id });
    const cookies = setCookies(res.res);
    expect(cookies.brand_access).toBe(res.data.accessToken);
    expect(cookies.creator_access).toBeUndefined();
  });

  it('signs a creator in and sends it to the creator dashboard, with creator cookies only', async () => {
    const { creator, password } = await createCreator();
    const res = await call(login, { json: { email: creator.email.toUpperCase(), password } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ role: 'creator', redirectTo: '/creator/dashboard', user: { _id: creator.id, name: creator.name } });
    expect(JSON.stringify(res.data)).not.toMatch(/passwordHash|password_hash/);
    const cookies = setCookies(res.res);
    expect(cookies.creator_refresh).toBe(res.data.refreshToken);
    expect(cookies.brand_access).toBeUndefined();
  });

  it('with one e-mail on both roles, the password decides; a brand when both match', async () => {
    const email = uniqueEmail('both');
    const brand = await createBrand({ email, password: 'brand-pass' });
    const creator = await createCreator({ email, password: 'creator-pass' });
    expect((await call(login, { json: { email, password: 'brand-pass' } })).data).toMatchObject({ role: 'brand', user: { _id: brand.brand.id } });
    expect((await call(login, { json: { email, password: 'creator-pass' } })).data).toMatchObject({ role: 'creator', user: { _id: creator.creator.id } });
    const shared = uniqueEmail('same');
    const b2 = await createBrand({ email: shared, password: 'same-pass' });
    await createCreator({ email: shared, password: 'same-pass' });
    expect((await call(login, { json: { email: shared, password: 'same-pass' } })).data).toMatchObject({ role: 'brand', user: { _id: b2.brand.id } });
  });

  it('answers 401 "Invalid credentials" for an unknown e-mail, not telling it apart from a wrong password', async () => {
    const res = await call(login, { json: { email: 'nobody@example.com', password: 'secret123' } });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe('Invalid credentials');
    expect(res.res.headers.getSetCookie()).toHaveLength(0);
  });

  it('answers 401 "Invalid credentials" for a wrong password', async () => {
    const { brand } = await createBrand();
    const res = await call(login, { json: { email: brand.email, password: 'wrong-one' } });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe('Invalid credentials');
  });

  it("with a phone number, the texted code for the account's phone signs in and is used up", async () => {
    const { local, e164 } = randomIndianPhone();
    const { creator, password } = await createCreator({ phone: e164 });
    const code = await textCode(local);
    const res = await call(login, { json: { email: creator.email, password, phoneNumber: local, verificationCode: code } });
    expect(res.status).toBe(200);
    expect(res.data.role).toBe('creator');
    expect(await hasFreshPhoneProof(e164)).toBe(false);
    const again = await call(login, { json: { email: creator.email, password, phoneNumber: local, verificationCode: code } });
    expect(again.status).toBe(400);
    expect(again.data.message).toBe(INVALID_CODE);
  });

  it('accepts a phone proven just before with "Verify Code" (numberVerification)', async () => {
    const { local, e164 } = randomIndianPhone();
    const { brand, password } = await createBrand({ phone: e164 });
    const code = await textCode(local);
    expect((await call(numberVerification, { url: `/auth/numberVerification?phone=${local}`, json: { code } })).status).toBe(200);
    const res = await call(login, { json: { email: brand.email, password, phoneNumber: `+91${local}`, verificationCode: code } });
    expect(res.status).toBe(200);
    expect(res.data.role).toBe('brand');
    expect(await hasFreshPhoneProof(e164)).toBe(false);
  });

  it("refuses a verified phone that is not the account's phone, and signs nothing in", async () => {
    const { brand, password } = await createBrand({ phone: '+919812345678' });
    const other = randomIndianPhone();
    const code = await textCode(other.local);
    const res = await call(login, { json: { email: brand.email, password, phoneNumber: other.local, verificationCode: code } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(INVALID_CODE);
    expect(res.res.headers.getSetCookie()).toHaveLength(0);
  });

  it('refuses a wrong code for the right phone', async () => {
    const { local, e164 } = randomIndianPhone();
    const { brand, password } = await createBrand({ phone: e164 });
    const code = await textCode(local);
    const res = await call(login, { json: { email: brand.email, password, phoneNumber: local, verificationCode: code === '000000' ? '111111' : '000000' } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(INVALID_CODE);
    expect(res.data.fields).toEqual({ verificationCode: INVALID_CODE });
  });

  it('checks the password before the code: a wrong password does not spend a code try', async () => {
    const { local, e164 } = randomIndianPhone();
    const { brand, password } = await createBrand({ phone: e164 });
    const code = await textCode(local);
    for (let i = 0; i < 6; i++)
      expect((await call(login, { json: { email: brand.email, password: 'nope-nope', phoneNumber: local, verificationCode: '000000' } })).status).toBe(401);
    expect((await call(login, { json: { email: brand.email, password, phoneNumber: local, verificationCode: code } })).status).toBe(200);
  });

  it.each([
    ['an invalid e-mail', { email: 'x', password: 'secret123' }, 'Please enter a valid email address'],
    ['a missing password', { email: 'a@b.co' }, 'Password is required'],
    ['an empty password', { email: 'a@b.co', password: '' }, 'Password is required'],
    ['a phone without a code', { email: 'a@b.co', password: 'secret123', phoneNumber: '9812345678' }, 'Please enter verification code or remove phone number'],
    [
      'a phone with an empty code',
      { email: 'a@b.co', password: 'secret123', phoneNumber: '9812345678', verificationCode: ' ' },
      'Please enter verification code or remove phone number',
    ],
    ['a numeric phone', { email: 'a@b.co', password: 'secret123', phoneNumber: 9812345678 }, 'Please enter a valid phone number!'],
    ['an oversize code', { email: 'a@b.co', password: 'secret123', phoneNumber: '9812345678', verificationCode: '1'.repeat(40) }, INVALID_CODE],
  ])('refuses %s with 400', async (_name, json, message) => {
    const res = await call(login, { json });
    expect(res.status).toBe(400);
    expect(res.data.message).toContain(message);
  });

  it('refuses an invalid phone number once the password matches', async () => {
    const { brand, password } = await createBrand();
    const res = await call(login, { json: { email: brand.email, password, phoneNumber: '12345', verificationCode: '123456' } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('Please enter a valid phone number!');
  });

  it.each([
    ['malformed JSON', { raw: '{"email"', headers: { 'content-type': 'application/json' } }, 400],
    ['a urlencoded body', { raw: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
    ['an oversize body', { raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' } }, 413],
  ])('refuses %s', async (_name, opts, status) => {
    const res = await call(login, { method: 'POST', ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
  });

  it('rate-limits failures per account', async () => {
    const { creator, password } = await createCreator();
    for (let i = 0; i < 10; i++) await call(login, { json: { email: creator.email, password: 'bad-pass' }, headers: { 'x-forwarded-for': `10.4.0.${i}` } });
    const res = await call(login, { json: { email: creator.email, password }, headers: { 'x-forwarded-for': '10.4.1.1' } });
    expect(res.status).toBe(429);
  });

  it('rate-limits failures per client IP', async () => {
    for (let i = 0; i < 30; i++) await call(login, { json: { email: `n${i}@example.com`, password: 'bad-pass' }, headers: { 'x-forwarded-for': '10.5.5.5' } });
    const { brand, password } = await createBrand();
    expect((await call(login, { json: { email: brand.email, password }, headers: { 'x-forwarded-for': '10.5.5.5' } })).status).toBe(429);
    expect((await call(login, { json: { email: brand.email, password }, headers: { 'x-forwarded-for': '10.5.5.6' } })).status).toBe(200);
  });
});
