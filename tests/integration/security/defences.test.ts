import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POST as creatorToken } from '@/app/api/creator/token/route';
import { POST as brandToken } from '@/app/api/brand/token/route';
import { GET as refreshGet, POST as refreshPost } from '@/app/api/session/refresh/route';
import { POST as brandSignup } from '@/app/api/brand/signup/route';
import { POST as creatorSignup } from '@/app/api/creator/signup/route';
import { POST as resetRequest } from '@/app/api/auth/password-reset/request/route';
import { POST as resetConfirm } from '@/app/api/auth/password-reset/confirm/route';
import { POST as createCampaign } from '@/app/api/campaign/create/route';
import { REFRESH_PER_IP, REFRESH_PER_TOKEN, SIGNUPS_PER_IP } from '@/lib/auth/limits';
import { startSession } from '@/lib/auth/sessions';
import { env } from '@/lib/env';
import { looksLikePolyglot, saveImage } from '@/lib/storage/images';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { latestMailCode } from '../../helpers/outbox';
import { campaignForm, freshEmail, freshIp, freshPhone, imageFile, pngBytes, pngClaiming, polyglots, rowCounts } from './support';

const uploads = () => (fs.existsSync(env().UPLOADS_DIR) ? fs.readdirSync(env().UPLOADS_DIR) : []);

describe('rate limits on token refresh', () => {
  it.each([
    ['creator', creatorToken],
    ['brand', brandToken],
  ] as const)(`POST /api/%s/token: one refresh token refreshes ${REFRESH_PER_TOKEN.max} times per window, then 429 with Retry-After`, async (role, handler) => {
    const { refreshToken } = role === 'brand' ? await createBrand() : await createCreator();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= REFRESH_PER_TOKEN.max; i++) {
      last = await call(handler, { json: { token: refreshToken }, headers: { 'x-forwarded-for': freshIp() } });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, REFRESH_PER_TOKEN.max).every((s) => s === 200)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.data.message).toBe('Too many session refreshes. Please wait and try again.');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits refreshes per client IP, whatever tokens are sent (forged ones included)', async () => {
    const ip = freshIp();
    let last;
    for (let i = 0; i < REFRESH_PER_IP.max; i++) {
      last = await call(creatorToken, { json: { token: `forged.${i}.token` }, headers: { 'x-forwarded-for': ip } });
      expect(last.status).toBe(401);
    }
    last = await call(brandToken, { json: { token: 'forged' }, headers: { 'x-forwarded-for': ip } });
    expect(last.status).toBe(429);
    // The browser refresh counts on the same budget; a 429 there must not sign the browser out.
    const { refreshToken } = await createCreator();
    const viaCookie = await call(refreshPost, {
      url: '/api/session/refresh?role=creator',
      cookies: { creator_refresh: refreshToken },
      headers: { 'x-forwarded-for': ip },
    });
    expect(viaCookie.status).toBe(429);
    expect(viaCookie.res.headers.getSetCookie()).toEqual([]);
    const detour = await call(refreshGet, {
      url: '/api/session/refresh?role=creator&next=/creator/dashboard',
      cookies: { creator_refresh: refreshToken },
      headers: { 'x-forwarded-for': ip },
    });
    expect(detour.status).toBe(429);
    expect(detour.res.headers.getSetCookie()).toEqual([]);
    // Another address is not affected.
    expect((await call(creatorToken, { json: { token: refreshToken }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(200);
  });
});

describe('rate limits on sign-up', () => {
  it(`brand sign-ups: ${SIGNUPS_PER_IP.max} attempts per IP per hour, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    const attempt = async () => {
      const form = new FormData();
      const fields = {
        name: 'Asha',
        email: freshEmail('b'),
        password: 'secret123',
        phone: freshPhone().local,
        brandName: 'Chai',
        companyType: 'Private',
        gstNo: '27AAPFU0939F1ZV',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('brandLogo', await imageFile());
      return call(brandSignup, { form, headers: { 'x-forwarded-for': ip } });
    };
    // Unverified phones: refused, but every attempt counts.
    for (let i = 0; i < SIGNUPS_PER_IP.max; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.data.message).toBe('Too many sign-ups from this network. Please wait and try again.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('creator sign-ups are limited per IP too', async () => {
    const ip = freshIp();
    const attempt = () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ name: 'Ravi', email: freshEmail('c'), password: 'secret123', phone: freshPhone().local })) form.append(k, v);
      return call(creatorSignup, { form, headers: { 'x-forwarded-for': ip } });
    };
    const statuses: number[] = [];
    for (let i = 0; i <= 20; i++) statuses.push((await attempt()).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a password reset ends the other sessions', () => {
  it.each(['brand', 'creator'] as const)('%s: every refresh token issued before the reset stops working, by API and by cookie', async (role) => {
    const made = role === 'brand' ? await createBrand() : await createCreator();
    const account = 'brand' in made ? made.brand : made.creator;
    const other = await startSession({ role, id: account.id });
    await call(resetRequest, { json: { role, email: account.email }, headers: { 'x-forwarded-for': freshIp() } });
    const code = (await latestMailCode(account.email))!;
    const done = await call(resetConfirm, {
      json: { role, email: account.email, code, password: 'a-new-password' },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(done.status).toBe(200);
    const tokenHandler = role === 'brand' ? brandToken : creatorToken;
    for (const token of [made.refreshToken, other.refreshToken]) {
      expect((await call(tokenHandler, { json: { token }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(401);
      const viaCookie = await call(refreshPost, {
        url: `/api/session/refresh?role=${role}`,
        cookies: { [`${role}_refresh`]: token },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(viaCookie.status).toBe(401);
    }
  });
});

describe('uploads', () => {
  it('refuses polyglots: an image carrying an archive, a page, a script or a PDF', async () => {
    for (const [name, bytes] of Object.entries(await polyglots())) {
      expect(looksLikePolyglot(bytes), name).toBe(true);
      await expect(saveImage(new File([new Uint8Array(bytes)], 'x.jpg', { type: 'image/jpeg' })), name).rejects.toMatchObject({ status: 415 });
    }
    // Plain images of every accepted kind pass.
    expect(looksLikePolyglot(await pngBytes(64, 64))).toBe(false);
  });

  it('refuses a decompression bomb whose header claims 60000×60000 pixels, in a 70-byte file', async () => {
    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.length).toBeLessThan(100);
    await expect(saveImage(new File([new Uint8Array(bomb)], 'bomb.png', { type: 'image/png' }))).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/too large: 60000 × 60000 pixels/),
    });
  });

  it('POST /api/campaign/create with a polyglot image answers 415 and stores no campaign and no file', async () => {
    const { accessToken } = await createBrand();
    const before = { rows: await rowCounts(), files: uploads().length };
    for (const bytes of Object.values(await polyglots())) {
      const res = await call(createCampaign, {
        token: accessToken,
        form: campaignForm({}, new File([new Uint8Array(bytes)], 'poly.jpg', { type: 'image/jpeg' })),
      });
      expect(res.status).toBe(415);
      expect(res.data.message).toBe('Campaign image must be a JPEG, PNG, WebP, GIF or AVIF image');
    }
    expect({ rows: await rowCounts(), files: uploads().length }).toEqual(before);
  });
});
