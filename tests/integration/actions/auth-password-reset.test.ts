import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as apiRequestReset } from '@/app/api/auth/password-reset/request/route';
import { brandLoginAction, confirmPasswordResetAction, creatorLoginAction, requestPasswordResetAction } from '@/lib/auth/actions';
import { RESET_DONE, RESET_REQUESTED } from '@/lib/auth/password-reset';
import { liveActor } from '@/lib/auth/live';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { getDb } from '@/lib/db';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { brands, creators } from '@/models';
import { callAction } from '../../helpers/actions';
import { createBrand, createCreator } from '../../helpers/factories';
import { call } from '../../helpers/http';
import { latestMailCode, outboxMails } from '../../helpers/outbox';
import { uniqueEmail } from '../brands/support';

// "Forgot password": the same schemas and services as POST /api/auth/password-reset/request and /confirm.

const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
const brandHash = async (id: string) => (await (await getDb()).select().from(brands).where(eq(brands.id, id)))[0].passwordHash;
const creatorHash = async (id: string) => (await (await getDb()).select().from(creators).where(eq(creators.id, id)))[0].passwordHash;

beforeEach(() => resetAllRateLimits());

describe('requestPasswordResetAction', () => {
  it('mails a code to an existing account and answers an unknown address the same, mailing nothing', async () => {
    const { brand } = await createBrand();
    const known = await callAction(requestPasswordResetAction, { role: 'brand', email: brand.email.toUpperCase() });
    const stranger = uniqueEmail('nobody');
    const unknown = await callAction(requestPasswordResetAction, { role: 'brand', email: stranger });
    expect(known).toEqual({ status: 200, data: { message: RESET_REQUESTED }, cookies: {} });
    expect(unknown).toEqual(known);
    expect(await latestMailCode(brand.email)).toMatch(/^\d{6}$/);
    expect(outboxMails().some((m) => m.includes(stranger))).toBe(false);
  });

  it('mails nothing to a creator when the brand role is asked for', async () => {
    const { creator } = await createCreator();
    expect((await callAction(requestPasswordResetAction, { role: 'brand', email: creator.email })).status).toBe(200);
    expect(await latestMailCode(creator.email)).toBeNull();
  });

  it('counts requests per address together with the API (3 per 15 minutes)', async () => {
    const { brand } = await createBrand();
    for (let i = 0; i < 2; i++)
      expect((await call(apiRequestReset, { json: { role: 'brand', email: brand.email }, headers: { 'x-forwarded-for': `10.6.1.${i}` } })).status).toBe(200);
    expect((await callAction(requestPasswordResetAction, { role: 'brand', email: brand.email })).status).toBe(200);
    const fourth = await callAction(requestPasswordResetAction, { role: 'brand', email: brand.email });
    expect({ status: fourth.status, message: fourth.message }).toEqual({
      status: 429,
      message: 'Too many reset requests. Please wait a few minutes and try again.',
    });
  });

  it.each([
    ['no role', { email: 'a@example.com' }],
    ['an unknown role', { role: 'admin', email: 'a@example.com' }],
    ['an invalid e-mail', { role: 'brand', email: 'nope' }],
    ['a numeric e-mail', { role: 'creator', email: 12 }],
  ])('refuses %s with validation errors, mailing nothing', async (_name, input) => {
    const before = outboxMails().length;
    const res = await callAction(requestPasswordResetAction, input as never);
    expect(res.status).toBe(400);
    expect(res.validationErrors).toBeTruthy();
    expect(outboxMails()).toHaveLength(before);
  });

  it('refuses other sites (403) and NUL characters (400), mailing nothing', async () => {
    const { creator } = await createCreator();
    const cross = await callAction(requestPasswordResetAction, { role: 'creator', email: creator.email }, { headers: CROSS_SITE });
    expect({ status: cross.status, message: cross.message }).toEqual({ status: 403, message: 'Cross-site request refused' });
    const nul = await callAction(requestPasswordResetAction, { role: 'creator', email: `${creator.email}\u0000` });
    expect({ status: nul.status, message: nul.message }).toEqual({ status: 400, message: 'Text must not contain NUL characters' });
    expect(await latestMailCode(creator.email)).toBeNull();
  });
});

describe('confirmPasswordResetAction', () => {
  async function mailedCode(role: 'brand' | 'creator', email: string) {
    expect((await callAction(requestPasswordResetAction, { role, email })).status).toBe(200);
    return (await latestMailCode(email))!;
  }

  it('sets the new password, ends every session of the account, and the new password logs in', async () => {
    const { brand, accessToken } = await createBrand();
    const code = await mailedCode('brand', brand.email);
    const res = await callAction(confirmPasswordResetAction, { role: 'brand', email: brand.email, code, password: 'brand-new-pass' });
    expect(res).toEqual({ status: 200, data: { message: RESET_DONE }, cookies: {} });
    expect(await liveActor(verifyAccessToken(accessToken), 'brand')).toBeNull();
    expect((await callAction(brandLoginAction, { email: brand.email, password: 'secret123' })).status).toBe(401);
    expect((await callAction(brandLoginAction, { email: brand.email, password: 'brand-new-pass' })).status).toBe(200);
    // A code is used once.
    const again = await callAction(confirmPasswordResetAction, { role: 'brand', email: brand.email, code, password: 'third-pass' });
    expect(again.status).toBe(400);
  });

  it("resets a creator's password, leaving a brand with the same e-mail alone", async () => {
    const email = uniqueEmail('shared');
    const { creator } = await createCreator({ email });
    const { brand } = await createBrand({ email });
    const code = await mailedCode('creator', email);
    expect((await callAction(confirmPasswordResetAction, { role: 'creator', email, code, password: 'creator-new' })).status).toBe(200);
    expect(await brandHash(brand.id)).toBe(brand.passwordHash);
    expect((await callAction(creatorLoginAction, { email, password: 'creator-new' })).status).toBe(200);
    expect(await creatorHash(creator.id)).not.toBe(creator.passwordHash);
  });

  it('a wrong code is refused with its message, changing nothing', async () => {
    const { creator } = await createCreator();
    const code = await mailedCode('creator', creator.email);
    const res = await callAction(confirmPasswordResetAction, {
      role: 'creator',
      email: creator.email,
      code: code === '000000' ? '111111' : '000000',
      password: 'creator-new',
    });
    expect({ status: res.status, message: res.message }).toEqual({ status: 400, message: 'Invalid code. Please try again.' });
    expect(await creatorHash(creator.id)).toBe(creator.passwordHash);
  });

  it.each([
    ['a short code', { code: '123' }],
    ['letters for a code', { code: 'abcdef' }],
    ['a short password', { password: '12345' }],
    ['no role', { role: undefined }],
  ])('refuses %s with validation errors, changing nothing', async (_name, over) => {
    const { brand } = await createBrand();
    const code = await mailedCode('brand', brand.email);
    const res = await callAction(confirmPasswordResetAction, { role: 'brand', email: brand.email, code, password: 'brand-new-pass', ...over } as never);
    expect(res.status).toBe(400);
    expect(res.validationErrors).toBeTruthy();
    expect(await brandHash(brand.id)).toBe(brand.passwordHash);
  });

  it('refuses other sites (403) and NUL characters (400), changing nothing', async () => {
    const { brand } = await createBrand();
    const code = await mailedCode('brand', brand.email);
    const input = { role: 'brand' as const, email: brand.email, code, password: 'brand-new-pass' };
    expect((await callAction(confirmPasswordResetAction, input, { headers: CROSS_SITE })).status).toBe(403);
    const nul = await callAction(confirmPasswordResetAction, { ...input, password: 'brand\u0000new' });
    expect({ status: nul.status, message: nul.message }).toEqual({ status: 400, message: 'Text must not contain NUL characters' });
    expect(await brandHash(brand.id)).toBe(brand.passwordHash);
    // The code was never spent: it still works.
    expect((await callAction(confirmPasswordResetAction, input)).status).toBe(200);
  });
});
