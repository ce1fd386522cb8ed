import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cancelBrandEmailChangeAction, confirmBrandEmailAction, updateBrandProfileAction } from '@/lib/brands/actions';
import { PHONE_CHANGE_UNVERIFIED } from '@/lib/brands/messages';
import { emailChangeSentMessage } from '@/lib/brands/email-change';
import { getDb } from '@/lib/db';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { brands } from '@/models';
import { callAction, sessionCookies } from '../../helpers/actions';
import { revalidated } from '../../helpers/action-request';
import { createBrand, createCreator } from '../../helpers/factories';
import { latestMailCode } from '../../helpers/outbox';
import { pngFile } from '../../helpers/http';
import { randomIndianPhone, uniqueEmail, verifyPhoneViaApi } from '../brands/support';

// The brand profile form's server actions: the same service and schema as PUT /api/brand/profile.

const row = async (id: string) => (await (await getDb()).select().from(brands).where(eq(brands.id, id)))[0];

let owner: Awaited<ReturnType<typeof createBrand>>;
beforeEach(async () => {
  resetAllRateLimits();
  owner = await createBrand({ address: 'Old address' });
});

const input = (over: Record<string, unknown> = {}) => ({
  brandName: 'Renamed',
  email: owner.brand.email,
  phone: owner.brand.phone,
  address: 'New address',
  ...over,
});
const asOwner = () => ({ cookies: sessionCookies('brand', owner) });

describe('updateBrandProfileAction', () => {
  it('saves name and address for the signed-in brand and revalidates the dashboard', async () => {
    const before = revalidated.length;
    const res = await callAction(updateBrandProfileAction, input(), asOwner());
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ message: 'Profile updated successfully', brandName: 'Renamed', address: 'New address', pendingEmail: null });
    expect(await row(owner.brand.id)).toMatchObject({ brandName: 'Renamed', address: 'New address' });
    expect(revalidated.slice(before)).toContain('/brand/dashboard');
  });

  it('takes a new logo as a File', async () => {
    const res = await callAction(updateBrandProfileAction, input({ brandLogo: pngFile('new.png') }), asOwner());
    expect(res.status).toBe(200);
    expect((res.data as { brandLogo: string }).brandLogo).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
  });

  it('a new e-mail stays pending and gets a code, as through the API', async () => {
    const next = uniqueEmail('moved');
    const res = await callAction(updateBrandProfileAction, input({ email: next }), asOwner());
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: owner.brand.email, pendingEmail: next, message: emailChangeSentMessage(next) });
    const confirmed = await callAction(confirmBrandEmailAction, { code: (await latestMailCode(next))! }, asOwner());
    expect(confirmed.status).toBe(200);
    expect((await row(owner.brand.id)).email).toBe(next);
  });

  it('a new phone without its proof: a field error on phone, nothing saved', async () => {
    const res = await callAction(updateBrandProfileAction, input({ phone: randomIndianPhone().local }), asOwner());
    expect(res.status).toBe(400);
    expect(res.fields).toEqual({ phone: PHONE_CHANGE_UNVERIFIED });
    expect((await row(owner.brand.id)).brandName).toBe(owner.brand.brandName);
  });

  it('a new phone with its proof is saved', async () => {
    const phone = randomIndianPhone();
    await verifyPhoneViaApi(phone.local);
    const res = await callAction(updateBrandProfileAction, input({ phone: phone.e164 }), asOwner());
    expect(res.status).toBe(200);
    expect((await row(owner.brand.id)).phone).toBe(phone.e164);
  });

  it.each([
    ['an empty brand name', { brandName: '' }],
    ['an invalid e-mail', { email: 'nope' }],
    ['an e-mail with a display name', { email: 'A <a@example.com>' }],
    ['letters for a phone', { phone: 'abcdefghij' }],
    ['a number for a brand name', { brandName: 42 }],
    ['an oversize address', { address: 'x'.repeat(301) }],
  ])('refuses %s with validation errors, storing nothing', async (_name, over) => {
    const res = await callAction(updateBrandProfileAction, input(over), asOwner());
    expect(res.status).toBe(400);
    expect(res.validationErrors).toBeTruthy();
    expect((await row(owner.brand.id)).brandName).toBe(owner.brand.brandName);
  });

  it('refuses a US number with the field message, never a 500', async () => {
    const res = await callAction(updateBrandProfileAction, input({ phone: '+1 415 555 2671' }), asOwner());
    expect(res.status).toBe(400);
    expect(res.fields).toEqual({ phone: 'Only Indian phone numbers (+91) can be used for now' });
  });

  it('refuses NUL characters as bad input (400)', async () => {
    const res = await callAction(updateBrandProfileAction, input({ brandName: 'a\u0000b' }), asOwner());
    expect(res.status).toBe(400);
    expect(res.message).toBe('Text must not contain NUL characters');
  });

  it('refuses anonymous callers and creators (401), and other sites (403)', async () => {
    const creator = await createCreator();
    expect((await callAction(updateBrandProfileAction, input())).status).toBe(401);
    expect((await callAction(updateBrandProfileAction, input(), { cookies: sessionCookies('creator', creator) })).status).toBe(401);
    // A creator's access token in the brand cookie is not a brand session.
    expect((await callAction(updateBrandProfileAction, input(), { cookies: { brand_access: creator.accessToken } })).status).toBe(401);
    const cross = await callAction(updateBrandProfileAction, input(), {
      ...asOwner(),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect((await row(owner.brand.id)).brandName).toBe(owner.brand.brandName);
  });

  it("another brand's session changes that brand only", async () => {
    const other = await createBrand();
    const res = await callAction(
      updateBrandProfileAction,
      { ...input(), email: other.brand.email, phone: other.brand.phone },
      { cookies: sessionCookies('brand', other) },
    );
    expect(res.status).toBe(200);
    expect((await row(other.brand.id)).brandName).toBe('Renamed');
    expect((await row(owner.brand.id)).brandName).toBe(owner.brand.brandName);
  });

  it('renews a run-out access cookie from the refresh cookie (a form left open), and sets the new cookies', async () => {
    const res = await callAction(updateBrandProfileAction, input(), { cookies: { brand_refresh: owner.refreshToken } });
    expect(res.status).toBe(200);
    expect(res.cookies.brand_access).toBeTruthy();
    expect(res.cookies.brand_refresh).toBeTruthy();
    expect(res.cookies.brand_refresh).not.toBe(owner.refreshToken);
  });

  it('an ended session (revoked refresh cookie) answers 401 and clears the cookies', async () => {
    const res = await callAction(updateBrandProfileAction, input(), { cookies: { brand_refresh: 'garbage' } });
    expect(res.status).toBe(401);
    expect(res.cookies).toEqual({ brand_access: '', brand_refresh: '' });
  });
});

describe('confirmBrandEmailAction and cancelBrandEmailChangeAction', () => {
  it('a wrong code is a field error; cancel drops the pending address', async () => {
    const next = uniqueEmail('moved');
    await callAction(updateBrandProfileAction, input({ email: next }), asOwner());
    const wrong = await callAction(confirmBrandEmailAction, { code: (await latestMailCode(next)) === '000000' ? '111111' : '000000' }, asOwner());
    expect(wrong.status).toBe(400);
    expect(wrong.fields).toEqual({ code: 'Invalid code. Please try again.' });
    const badShape = await callAction(confirmBrandEmailAction, { code: '12' }, asOwner());
    expect(badShape.status).toBe(400);
    expect(badShape.validationErrors).toBeTruthy();
    const cancelled = await callAction(cancelBrandEmailChangeAction, undefined, asOwner());
    expect(cancelled.status).toBe(200);
    expect((await row(owner.brand.id)).pendingEmail).toBeNull();
  });

  it('refuses anonymous callers', async () => {
    expect((await callAction(confirmBrandEmailAction, { code: '123456' })).status).toBe(401);
    expect((await callAction(cancelBrandEmailChangeAction, undefined)).status).toBe(401);
  });
});
