import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkBrandBasicsAction, signupBrandAction } from '@/lib/brands/actions';
import { EMAIL_TAKEN, PHONE_NOT_VERIFIED } from '@/lib/brands/service';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { hasFreshPhoneProof } from '@/lib/phone/provider';
import { SIGNUPS_PER_IP } from '@/lib/auth/limits';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { brands, phoneVerifications } from '@/models';
import { callAction, sessionCookies } from '../../helpers/actions';
import { createBrand, createCreator } from '../../helpers/factories';
import { pngFile } from '../../helpers/http';
import { randomIndianPhone, uniqueEmail, verifyPhoneViaApi } from '../brands/support';

// The sign-up wizard's server action: the same schema and service as POST /api/brand/signup,
// signing the browser in through cookies instead of answering tokens.

const uploads = () => (fs.existsSync(env().UPLOADS_DIR) ? fs.readdirSync(env().UPLOADS_DIR) : []);
const allBrands = async () => (await getDb()).select().from(brands);

type Input = Record<string, unknown>;
const input = (over: Input = {}) => ({
  name: 'Asha Verma',
  email: uniqueEmail(),
  password: 'secret123',
  phone: randomIndianPhone().e164,
  brandName: 'Chai & Co',
  brandLogo: pngFile('logo.png'),
  companyType: 'Private',
  gstNo: '27AAPFU0939F1ZV',
  ...over,
});

/** The input with its phone proven first, as step 2 of the wizard does. */
async function verifiedInput(over: Input = {}) {
  const fields = input(over);
  await verifyPhoneViaApi(String(fields.phone).replace('+91', ''));
  return fields;
}

// Each test starts with no brands, so counts say what that test stored.
beforeEach(async () => {
  resetAllRateLimits();
  const db = await getDb();
  await db.delete(brands);
  await db.delete(phoneVerifications);
});

describe('signupBrandAction', () => {
  it('creates the brand, stores its logo once, and signs this browser in without answering tokens', async () => {
    const fields = await verifiedInput({ email: 'Owner.MixedCase@Example.com', gstNo: '27aapfu0939f1zv' });
    const before = uploads().length;
    const res = await callAction(signupBrandAction, fields);
    expect(res.status).toBe(200);
    const data = res.data as { user: Record<string, unknown>; message: string };
    expect(data.message).toBe('Signup complete');
    expect(Object.keys(data).sort()).toEqual(['message', 'user']);
    expect(data.user).toMatchObject({
      name: 'Asha Verma',
      email: 'owner.mixedcase@example.com',
      phone: fields.phone,
      brandName: 'Chai & Co',
      companyType: 'Private',
      gstNo: '27AAPFU0939F1ZV',
      address: '',
    });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|secret123|accessToken|refreshToken/);

    const stored = await allBrands();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: data.user._id, email: 'owner.mixedcase@example.com', brandLogo: data.user.brandLogo });
    expect(uploads()).toHaveLength(before + 1);
    const file = String(data.user.brandLogo).slice('uploads/'.length);
    expect(uploads()).toContain(file);
    expect(fs.readFileSync(path.join(env().UPLOADS_DIR, file)).subarray(1, 4).toString()).toBe('PNG');

    expect(Object.keys(res.cookies).sort()).toEqual(['brand_access', 'brand_refresh']);
    expect(verifyAccessToken(res.cookies.brand_access)).toMatchObject({ role: 'brand', id: data.user._id });
    expect(await hasFreshPhoneProof(String(fields.phone))).toBe(false);
  });

  it('takes the phone as typed after +91 (10 digits), as the API does', async () => {
    const phone = randomIndianPhone();
    await verifyPhoneViaApi(phone.local);
    const res = await callAction(signupBrandAction, input({ phone: phone.local }));
    expect(res.status).toBe(200);
    expect((await allBrands())[0].phone).toBe(phone.e164);
  });

  it.each<[string, Input, string, string]>([
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a short password', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['an empty brand name', { brandName: '' }, 'brandName', 'Brand Name is required'],
    ['a missing logo', { brandLogo: undefined }, 'brandLogo', 'Brand Logo is required'],
    ['a logo sent as a path', { brandLogo: 'uploads/abc.png' }, 'brandLogo', 'Brand Logo is required'],
    ['an empty company type', { companyType: '' }, 'companyType', 'Company Type is required'],
    ['an unknown company type', { companyType: 'Trust' }, 'companyType', 'Company Type must be one of Public, Private, LLP, Sole Proprietorship'],
    ['a missing GST number', { gstNo: undefined }, 'gstNo', 'GST Number is required'],
    ['a GST number with a wrong check digit', { gstNo: '27AAPFU0939F1ZW' }, 'gstNo', 'GST number check digit is wrong'],
    ['a missing phone', { phone: undefined }, 'phone', 'Please enter a valid phone number!'],
    ['letters for a phone', { phone: 'abcdefghij' }, 'phone', 'Please enter a valid phone number!'],
  ])('refuses %s with the field message, storing nothing', async (_name, over, field, message) => {
    const fields = await verifiedInput();
    const before = uploads().length;
    const res = await callAction(signupBrandAction, { ...fields, ...over });
    expect(res.status).toBe(400);
    // The first message per field is the one the browser shows (the same schema, checked there first).
    expect((res.validationErrors as Record<string, { _errors: string[] }>)[field]._errors[0]).toBe(message);
    expect(res.cookies).toEqual({});
    expect(await allBrands()).toHaveLength(0);
    expect(uploads()).toHaveLength(before);
  });

  it('refuses a phone that was never verified, on the phone field, storing nothing', async () => {
    const before = uploads().length;
    const res = await callAction(signupBrandAction, input());
    expect(res.status).toBe(400);
    expect(res.message).toBe(PHONE_NOT_VERIFIED);
    expect(res.fields).toEqual({ phone: PHONE_NOT_VERIFIED });
    expect(res.cookies).toEqual({});
    expect(await allBrands()).toHaveLength(0);
    expect(uploads()).toHaveLength(before);
  });

  it('answers 409 on the e-mail field when the address is taken (any letter case), keeping the phone proof', async () => {
    await createBrand({ email: 'taken@example.com' });
    const fields = await verifiedInput({ email: 'TAKEN@example.com' });
    const before = uploads().length;
    const res = await callAction(signupBrandAction, fields);
    expect(res.status).toBe(409);
    expect(res.message).toBe(EMAIL_TAKEN);
    expect(res.message).toBe('Email already exists, please login');
    expect(res.fields).toEqual({ email: EMAIL_TAKEN });
    expect(res.cookies).toEqual({});
    expect(await allBrands()).toHaveLength(1);
    expect(uploads()).toHaveLength(before);
    // The user fixes the e-mail and completes the sign-up with the same proven phone.
    expect(await hasFreshPhoneProof(String(fields.phone))).toBe(true);
    const again = await callAction(signupBrandAction, { ...fields, email: uniqueEmail() });
    expect(again.status).toBe(200);
  });

  it('refuses a US number with the phone field message, never a 500', async () => {
    const res = await callAction(signupBrandAction, input({ phone: '+1 415 555 2671' }));
    expect(res.status).toBe(400);
    expect(res.fields).toEqual({ phone: 'Only Indian phone numbers (+91) can be used for now' });
    expect(await allBrands()).toHaveLength(0);
  });

  it('refuses a logo that is not an image (415), storing nothing', async () => {
    const fields = await verifiedInput({ brandLogo: new File(['MZ this is not an image'], 'logo.png', { type: 'image/png' }) });
    const before = uploads().length;
    const res = await callAction(signupBrandAction, fields);
    expect(res.status).toBe(415);
    expect(res.message).toBe('Brand Logo must be a JPEG, PNG, WebP, GIF or AVIF image');
    expect(await allBrands()).toHaveLength(0);
    expect(uploads()).toHaveLength(before);
  });

  it('refuses NUL characters as bad input (400), storing nothing', async () => {
    const fields = await verifiedInput({ brandName: 'Chai\u0000Co' });
    const res = await callAction(signupBrandAction, fields);
    expect(res.status).toBe(400);
    expect(res.message).toBe('Text must not contain NUL characters');
    expect(await allBrands()).toHaveLength(0);
    expect(await hasFreshPhoneProof(String(fields.phone))).toBe(true);
  });

  it('refuses other sites (403), storing nothing and setting no cookie', async () => {
    const fields = await verifiedInput();
    const before = uploads().length;
    const res = await callAction(signupBrandAction, fields, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.cookies).toEqual({});
    expect(await allBrands()).toHaveLength(0);
    expect(uploads()).toHaveLength(before);
    expect(await hasFreshPhoneProof(String(fields.phone))).toBe(true);
  });

  it('signs the browser in as the new brand even when it held a creator session', async () => {
    const creator = await createCreator();
    const res = await callAction(signupBrandAction, await verifiedInput(), { cookies: sessionCookies('creator', creator) });
    expect(res.status).toBe(200);
    expect(verifyAccessToken(res.cookies.brand_access)).toMatchObject({ role: 'brand', id: (res.data as { user: { _id: string } }).user._id });
  });
});

describe('checkBrandBasicsAction (sign-up step 1)', () => {
  it('passes good basics, storing nothing and setting no cookie', async () => {
    const res = await callAction(checkBrandBasicsAction, { name: 'Asha Verma', email: uniqueEmail(), password: 'secret123' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true });
    expect(res.cookies).toEqual({});
    expect(await allBrands()).toHaveLength(0);
  });

  it("answers the spec's messages for each field, from the API's schema", async () => {
    const res = await callAction(checkBrandBasicsAction, { name: '', email: 'nope', password: '123' });
    expect(res.status).toBe(400);
    expect(res.validationErrors).toMatchObject({
      name: { _errors: ['Name is required'] },
      email: { _errors: ['Please enter a valid email address'] },
      password: { _errors: ['Password must be at least 6 characters'] },
    });
  });

  it("refuses an address that already has a brand account (any letter case) with the sign-up's own 409, under the e-mail", async () => {
    await createBrand({ email: 'taken@example.com' });
    const step1 = await callAction(checkBrandBasicsAction, { name: 'Asha Verma', email: 'Taken@Example.com', password: 'secret123' });
    expect(step1.status).toBe(409);
    expect(step1.message).toBe('Email already exists, please login');
    expect(step1.fields).toEqual({ email: EMAIL_TAKEN });
    expect(step1.cookies).toEqual({});
    // It tells exactly what the last step's refusal tells, nothing more.
    const last = await callAction(signupBrandAction, await verifiedInput({ email: 'taken@example.com' }));
    expect({ ...step1, cookies: undefined }).toEqual({ ...last, cookies: undefined });
    expect(await allBrands()).toHaveLength(1);
  });

  it('passes an address that only a creator account holds, as the sign-up does', async () => {
    const creator = await createCreator();
    const res = await callAction(checkBrandBasicsAction, { name: 'Asha Verma', email: creator.creator.email, password: 'secret123' });
    expect(res.status).toBe(200);
  });

  it(`counts against the sign-up's per-IP limit: ${SIGNUPS_PER_IP.max} a hour, taken or free alike, then 429 for the check and the sign-up`, async () => {
    await createBrand({ email: 'taken@example.com' });
    const ip = { 'x-forwarded-for': '10.99.1.1' };
    const check = (email: string) => callAction(checkBrandBasicsAction, { name: 'Asha Verma', email, password: 'secret123' }, { headers: ip });
    for (let i = 0; i < SIGNUPS_PER_IP.max; i++) expect((await check(i % 2 ? uniqueEmail() : 'taken@example.com')).status).toBe(i % 2 ? 200 : 409);
    for (const email of [uniqueEmail(), 'taken@example.com']) {
      const limited = await check(email);
      expect(limited.status).toBe(429);
      expect(limited.message).toBe('Too many sign-ups from this network. Please wait and try again.');
    }
    // The same counter as the last step's: the sign-up from this address is refused too.
    const signup = await callAction(signupBrandAction, await verifiedInput(), { headers: ip });
    expect(signup.status).toBe(429);
    expect(await allBrands()).toHaveLength(1);
    // Another address is not affected.
    expect((await callAction(checkBrandBasicsAction, { name: 'Asha Verma', email: uniqueEmail(), password: 'secret123' })).status).toBe(200);
  });

  it('checks the fields first: input the schema refuses does not count against the limit', async () => {
    const ip = { 'x-forwarded-for': '10.99.2.2' };
    for (let i = 0; i < SIGNUPS_PER_IP.max + 1; i++) {
      expect((await callAction(checkBrandBasicsAction, { name: '', email: uniqueEmail(), password: 'secret123' }, { headers: ip })).status).toBe(400);
    }
    expect((await callAction(checkBrandBasicsAction, { name: 'Asha', email: uniqueEmail(), password: 'secret123' }, { headers: ip })).status).toBe(200);
  });

  it('refuses other sites and NUL characters', async () => {
    const cross = await callAction(
      checkBrandBasicsAction,
      { name: 'A', email: uniqueEmail(), password: 'secret123' },
      { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
    );
    expect(cross.status).toBe(403);
    expect((await callAction(checkBrandBasicsAction, { name: 'A\u0000', email: uniqueEmail(), password: 'secret123' })).status).toBe(400);
  });
});
