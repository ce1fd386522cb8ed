import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as signup } from '@/app/api/brand/signup/route';
import { GET as profile } from '@/app/api/brand/profile/route';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { hasFreshPhoneProof } from '@/lib/phone/provider';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { brands, phoneVerifications } from '@/models';
import { call } from '../../helpers/http';
import { createBrand } from '../../helpers/factories';
import { randomIndianPhone, setCookies, signupFields, toForm, uniqueEmail, verifyPhoneViaApi, type SignupFields } from './support';

const uploads = () => (fs.existsSync(env().UPLOADS_DIR) ? fs.readdirSync(env().UPLOADS_DIR) : []);
const brandCount = async () => (await (await getDb()).select({ id: brands.id }).from(brands)).length;

async function verifiedSignup(over: SignupFields = {}) {
  const fields = signupFields(over);
  await verifyPhoneViaApi(fields.phone as string);
  return { fields, res: await call(signup, { form: toForm(fields) }) };
}

// Each test starts with no brands, so counts say what that test stored.
beforeEach(async () => {
  resetAllRateLimits();
  const db = await getDb();
  await db.delete(brands);
  await db.delete(phoneVerifications);
});

describe('POST /api/brand/signup', () => {
  it('creates the brand after phone verification, answers 201 with tokens, user and "Signup complete", and sets session cookies', async () => {
    const { fields, res } = await verifiedSignup({ email: 'Owner.MixedCase@Example.com', gstNo: '27aapfu0939f1zv' });
    expect(res.status).toBe(201);
    expect(res.data.message).toBe('Signup complete');
    expect(typeof res.data.accessToken).toBe('string');
    expect(typeof res.data.refreshToken).toBe('string');
    const user = res.data.user as Record<string, unknown>;
    expect(user).toMatchObject({
      name: 'Asha Verma',
      email: 'owner.mixedcase@example.com',
      phone: `+91${fields.phone}`,
      brandName: 'Chai & Co',
      companyType: 'Private',
      gstNo: '27AAPFU0939F1ZV',
      address: '',
    });
    expect(user.brandLogo).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(env().UPLOADS_DIR, String(user.brandLogo).slice('uploads/'.length)))).toBe(true);
    expect(JSON.stringify(res.data)).not.toMatch(/passwordHash|password_hash|secret123/);
    expect(verifyAccessToken(res.data.accessToken as string)).toMatchObject({ role: 'brand', id: user._id });
    const cookies = setCookies(res.res);
    expect(cookies.brand_access).toBe(res.data.accessToken);
    expect(cookies.brand_refresh).toBe(res.data.refreshToken);
    expect(res.res.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
    // The token works on the profile endpoint right away.
    const me = await call(profile, { token: res.data.accessToken as string });
    expect(me.status).toBe(200);
    expect(me.data.brandName).toBe('Chai & Co');
  });

  it('refuses a signup whose phone was never verified, storing nothing', async () => {
    const before = uploads().length;
    const res = await call(signup, { form: toForm(signupFields()) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('Please verify your phone number before completing signup');
    expect(await brandCount()).toBe(0);
    expect(uploads()).toHaveLength(before);
  });

  it('refuses a signup whose phone had a code sent but not verified', async () => {
    const fields = signupFields();
    const { POST: sendCode } = await import('@/app/api/phone/send-code/route');
    await call(sendCode, { json: { phone: fields.phone } });
    const res = await call(signup, { form: toForm(fields) });
    expect(res.status).toBe(400);
    expect(await brandCount()).toBe(0);
  });

  it('uses the phone proof once: a second signup with the same verified phone is refused', async () => {
    const { fields, res } = await verifiedSignup();
    expect(res.status).toBe(201);
    expect(await hasFreshPhoneProof(`+91${fields.phone}`)).toBe(false);
    const again = await call(signup, { form: toForm(signupFields({ phone: fields.phone })) });
    expect(again.status).toBe(400);
    expect(again.data.message).toBe('Please verify your phone number before completing signup');
    expect(await brandCount()).toBe(1);
  });

  it('two signups racing on one phone proof create exactly one brand', async () => {
    const phone = randomIndianPhone().local;
    await verifyPhoneViaApi(phone);
    const results = await Promise.all([call(signup, { form: toForm(signupFields({ phone })) }), call(signup, { form: toForm(signupFields({ phone })) })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await brandCount()).toBe(1);
  });

  it('refuses an expired phone proof', async () => {
    const fields = signupFields();
    await verifyPhoneViaApi(fields.phone as string);
    const db = await getDb();
    await db
      .update(phoneVerifications)
      .set({ verifiedAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(phoneVerifications.phone, `+91${fields.phone}`));
    const res = await call(signup, { form: toForm(fields) });
    expect(res.status).toBe(400);
    expect(await brandCount()).toBe(0);
  });

  it('answers 409 when the e-mail is taken (any letter case), keeping the phone proof and storing nothing', async () => {
    const { brand } = await createBrand({ email: 'taken@example.com' });
    const fields = signupFields({ email: 'TAKEN@example.com' });
    await verifyPhoneViaApi(fields.phone as string);
    const before = uploads().length;
    const res = await call(signup, { form: toForm(fields) });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('Email already exists, please login');
    expect(uploads()).toHaveLength(before);
    expect(await brandCount()).toBe(1);
    expect(brand.email).toBe('taken@example.com');
    expect(await hasFreshPhoneProof(`+91${fields.phone}`)).toBe(true);
  });

  const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'logo.svg', { type: 'image/svg+xml' });
  const fakePng = new File(['MZ this is not an image'], 'logo.png', { type: 'image/png' });

  it.each<[string, SignupFields, number, string]>([
    ['a missing name', { name: undefined }, 400, 'Name is required'],
    ['a blank name', { name: '   ' }, 400, 'Name is required'],
    ['an invalid e-mail', { email: 'not-an-email' }, 400, 'Please enter a valid email address'],
    ['a missing e-mail', { email: undefined }, 400, 'Please enter a valid email address'],
    ['a short password', { password: '12345' }, 400, 'Password must be at least 6 characters'],
    ['a missing brand name', { brandName: undefined }, 400, 'Brand Name is required'],
    ['an empty brand name', { brandName: '' }, 400, 'Brand Name is required'],
    ['a missing logo', { brandLogo: undefined }, 400, 'Brand Logo is required'],
    ['a logo sent as text', { brandLogo: 'uploads/abc.png' }, 400, 'Brand Logo is required'],
    ['a missing company type', { companyType: undefined }, 400, 'Company Type is required'],
    ['an empty company type', { companyType: '' }, 400, 'Company Type is required'],
    ['an unknown company type', { companyType: 'Trust' }, 400, 'Company Type must be one of Public, Private, LLP, Sole Proprietorship'],
    ['a missing GST number', { gstNo: undefined }, 400, 'GST Number is required'],
    ['a GST number of the wrong shape', { gstNo: '27AAPFU0939F1Z' }, 400, 'Enter a 15-character GST number like 27AAPFU0939F1ZV'],
    ['a GST number with a wrong check digit', { gstNo: '27AAPFU0939F1ZW' }, 400, 'GST number check digit is wrong'],
    ['a missing phone', { phone: undefined }, 400, 'Please enter a valid phone number!'],
    ['an invalid phone', { phone: '12345' }, 400, 'Please enter a valid phone number!'],
    ['an oversize name', { name: 'x'.repeat(101) }, 400, 'Must be at most 100 characters'],
    ['an SVG logo', { brandLogo: svg }, 415, 'Brand Logo must be a JPEG, PNG, WebP, GIF or AVIF image'],
    ['a non-image logo', { brandLogo: fakePng }, 415, 'Brand Logo must be a JPEG, PNG, WebP, GIF or AVIF image'],
  ])('refuses %s (%j) and stores nothing', async (_name, over, status, message) => {
    const fields = signupFields(over);
    if (typeof fields.phone === 'string' && /^\d{10}$/.test(fields.phone)) await verifyPhoneViaApi(fields.phone);
    const before = uploads().length;
    const res = await call(signup, { form: toForm(fields) });
    expect(res.status).toBe(status);
    expect(res.data.message).toContain(message);
    expect(await brandCount()).toBe(0);
    expect(uploads()).toHaveLength(before);
  });

  it('refuses an oversize logo with 413', async () => {
    const fields = signupFields({ brandLogo: new File([new Uint8Array(env().MAX_UPLOAD_BYTES + 10)], 'big.png', { type: 'image/png' }) });
    await verifyPhoneViaApi(fields.phone as string);
    const res = await call(signup, { form: toForm(fields) });
    expect(res.status).toBe(413);
    expect(await brandCount()).toBe(0);
  });

  it('refuses a body larger than the multipart limit with 413', async () => {
    const fields = signupFields({ brandLogo: new File([new Uint8Array(13 * 1024 * 1024)], 'huge.png', { type: 'image/png' }) });
    const res = await call(signup, { form: toForm(fields) });
    expect(res.status).toBe(413);
    expect(typeof res.data.message).toBe('string');
  });

  it.each([
    ['JSON instead of multipart', { json: { name: 'A', email: uniqueEmail() } }, 415],
    ['malformed multipart', { raw: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } }, 400],
    ['no body', { method: 'POST' }, 415],
  ])('refuses %s', async (_name, opts, status) => {
    const res = await call(signup, { method: 'POST', ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(await brandCount()).toBe(0);
  });
});
