import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as requestReset } from '@/app/api/auth/password-reset/request/route';
import { POST as confirmReset } from '@/app/api/auth/password-reset/confirm/route';
import { POST as brandLogin } from '@/app/api/brand/login/route';
import { POST as brandToken } from '@/app/api/brand/token/route';
import { POST as anyLogin } from '@/app/api/auth/login/route';
import { GET as brandProfile } from '@/app/api/brand/profile/route';
import { getDb } from '@/lib/db';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { brands, creators } from '@/models';
import { call } from '../../helpers/http';
import { latestMailCode, outboxMails } from '../../helpers/outbox';
import { withSmtp } from '../../helpers/smtp';
import { createBrand, createCreator } from '../../helpers/factories';

const SAME_ANSWER = 'If an account exists for that e-mail, we have sent it a 6-digit code to reset the password.';

beforeEach(() => resetAllRateLimits());

describe('POST /api/auth/password-reset/request', () => {
  it('mails a 6-digit code to an existing brand and answers the same as for an unknown e-mail', async () => {
    const { brand } = await createBrand();
    const known = await call(requestReset, { json: { role: 'brand', email: brand.email.toUpperCase() } });
    const unknown = await call(requestReset, { json: { role: 'brand', email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.data).toEqual({ message: SAME_ANSWER });
    expect(unknown.data).toEqual(known.data);
    expect(await latestMailCode(brand.email)).toMatch(/^\d{6}$/);
    expect(outboxMails().some((m) => m.includes('nobody@example.com'))).toBe(false);
  });

  it('mails nothing to a creator when the brand role is asked for', async () => {
    const { creator } = await createCreator();
    const res = await call(requestReset, { json: { role: 'brand', email: creator.email } });
    expect(res.status).toBe(200);
    expect(await latestMailCode(creator.email)).toBeNull();
  });

  it('sends the code through SMTP when it is configured', async () => {
    await withSmtp(async (smtp) => {
      const { creator } = await createCreator();
      expect((await call(requestReset, { json: { role: 'creator', email: creator.email } })).status).toBe(200);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual([creator.email]);
      expect(smtp.received[0].raw).toMatch(/\b\d{6}\b/);
    });
  });

  it.each([
    ['an unknown role', { role: 'admin', email: 'a@b.co' }, 'role must be brand or creator'],
    ['a missing role', { email: 'a@b.co' }, 'role must be brand or creator'],
    ['an invalid e-mail', { role: 'brand', email: 'nope' }, 'Please enter a valid email address'],
    ['a numeric e-mail', { role: 'brand', email: 12 }, 'Please enter a valid email address'],
  ])('refuses %s with 400', async (_name, json, message) => {
    const res = await call(requestReset, { json });
    expect(res.status).toBe(400);
    expect(res.data.message).toContain(message);
  });

  it('refuses malformed JSON and a wrong content type', async () => {
    expect((await call(requestReset, { method: 'POST', raw: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await call(requestReset, { method: 'POST', raw: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
  });

  it('rate-limits requests per e-mail', async () => {
    const { brand } = await createBrand();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(requestReset, { json: { role: 'brand', email: brand.email }, headers: { 'x-forwarded-for': `10.6.0.${i}` } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('rate-limits requests per client IP', async () => {
    let last;
    for (let i = 0; i < 11; i++)
      last = await call(requestReset, { json: { role: 'creator', email: `x${i}@example.com` }, headers: { 'x-forwarded-for': '10.7.7.7' } });
    expect(last!.status).toBe(429);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, records when, and ends every session of the brand', async () => {
    const { brand, refreshToken, accessToken } = await createBrand();
    const second = await call(brandLogin, { json: { email: brand.email, password: 'secret123' } });
    expect((await call(brandProfile, { method: 'GET', token: accessToken })).status).toBe(200);
    await call(requestReset, { json: { role: 'brand', email: brand.email } });
    const code = (await latestMailCode(brand.email))!;
    const res = await call(confirmReset, { json: { role: 'brand', email: brand.email, code, password: 'brand-new-pass' } });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Your password has been reset. Please log in with your new password.');
    const [after] = await (await getDb()).select().from(brands).where(eq(brands.id, brand.id));
    expect(after.passwordChangedAt.getTime()).toBeGreaterThan(brand.passwordChangedAt.getTime());
    for (const t of [refreshToken, second.data.refreshToken as string]) expect((await call(brandToken, { json: { token: t } })).status).toBe(401);
    // Access tokens issued before the reset end with it, not when they expire.
    for (const t of [accessToken, second.data.accessToken as string]) {
      expect((await call(brandProfile, { method: 'GET', token: t })).status).toBe(401);
      expect((await call(brandProfile, { method: 'GET', cookies: { brand_access: t } })).status).toBe(401);
    }
    expect((await call(brandLogin, { json: { email: brand.email, password: 'secret123' } })).status).toBe(401);
    const fresh = await call(brandLogin, { json: { email: brand.email, password: 'brand-new-pass' } });
    expect(fresh.status).toBe(200);
    expect((await call(brandProfile, { method: 'GET', token: fresh.data.accessToken as string })).status).toBe(200);
  });

  it("resets a creator's password, leaving a brand with the same e-mail alone", async () => {
    const { creator } = await createCreator({ email: 'shared@example.com' });
    const { brand } = await createBrand({ email: 'shared@example.com' });
    await call(requestReset, { json: { role: 'creator', email: creator.email } });
    const res = await call(confirmReset, {
      json: { role: 'creator', email: creator.email, code: await latestMailCode(creator.email), password: 'creator-new' },
    });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [c] = await db.select().from(creators).where(eq(creators.id, creator.id));
    const [b] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(c.passwordHash).not.toBe(creator.passwordHash);
    expect(b.passwordHash).toBe(brand.passwordHash);
    expect((await call(anyLogin, { json: { email: 'shared@example.com', password: 'creator-new' } })).data.role).toBe('creator');
  });

  it('uses a code once', async () => {
    const { brand } = await createBrand();
    await call(requestReset, { json: { role: 'brand', email: brand.email } });
    const code = (await latestMailCode(brand.email))!;
    expect((await call(confirmReset, { json: { role: 'brand', email: brand.email, code, password: 'first-new' } })).status).toBe(200);
    const again = await call(confirmReset, { json: { role: 'brand', email: brand.email, code, password: 'second-new' } });
    expect(again.status).toBe(400);
    expect((await call(brandLogin, { json: { email: brand.email, password: 'first-new' } })).status).toBe(200);
  });

  it('burns the code after 5 wrong tries', async () => {
    const { brand } = await createBrand();
    await call(requestReset, { json: { role: 'brand', email: brand.email } });
    const code = (await latestMailCode(brand.email))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await call(confirmReset, { json: { role: 'brand', email: brand.email, code: wrong, password: 'new-pass-1' } })).status).toBe(400);
    const right = await call(confirmReset, { json: { role: 'brand', email: brand.email, code, password: 'new-pass-1' } });
    expect(right.status).toBe(400);
    const [after] = await (await getDb()).select().from(brands).where(eq(brands.id, brand.id));
    expect(after.passwordHash).toBe(brand.passwordHash);
  });

  it("a brand's code does not reset the creator account of the same e-mail", async () => {
    const { brand } = await createBrand({ email: 'twin@example.com' });
    const { creator } = await createCreator({ email: 'twin@example.com' });
    await call(requestReset, { json: { role: 'brand', email: brand.email } });
    const res = await call(confirmReset, { json: { role: 'creator', email: creator.email, code: await latestMailCode(brand.email), password: 'hijacked1' } });
    expect(res.status).toBe(400);
    const [c] = await (await getDb()).select().from(creators).where(eq(creators.id, creator.id));
    expect(c.passwordHash).toBe(creator.passwordHash);
  });

  it.each([
    ['a short password', { password: '123' }, 'Password must be at least 6 characters'],
    ['a missing code', { code: undefined }, 'Enter the 6-digit code from the e-mail'],
    ['a 5-digit code', { code: '12345' }, 'Enter the 6-digit code from the e-mail'],
    ['a numeric code', { code: 123456 }, 'Enter the 6-digit code from the e-mail'],
    ['an unknown role', { role: 'admin' }, 'role must be brand or creator'],
    ['an invalid e-mail', { email: 'x' }, 'Please enter a valid email address'],
  ])('refuses %s with 400 and changes nothing', async (_name, over, message) => {
    const { brand } = await createBrand();
    await call(requestReset, { json: { role: 'brand', email: brand.email } });
    const res = await call(confirmReset, {
      json: { role: 'brand', email: brand.email, code: await latestMailCode(brand.email), password: 'new-pass-1', ...over },
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toContain(message);
    const [after] = await (await getDb()).select().from(brands).where(eq(brands.id, brand.id));
    expect(after.passwordHash).toBe(brand.passwordHash);
  });

  it('refuses a code for an e-mail that has no account', async () => {
    const res = await call(confirmReset, { json: { role: 'brand', email: 'ghost@example.com', code: '123456', password: 'whatever1' } });
    expect(res.status).toBe(400);
  });

  it('refuses malformed JSON', async () => {
    expect((await call(confirmReset, { method: 'POST', raw: '{"role"', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});
