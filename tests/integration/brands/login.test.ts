import { beforeEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/brand/login/route';
import { POST as token } from '@/app/api/brand/token/route';
import { POST as logout } from '@/app/api/session/logout/route';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { setCookies } from './support';

beforeEach(() => resetAllRateLimits());

describe('POST /api/brand/login', () => {
  it('signs the brand in: tokens, user and "Login successful", plus session cookies', async () => {
    const { brand, password } = await createBrand({ email: 'owner@acme.example' });
    const res = await call(login, { json: { email: 'Owner@Acme.example', password } });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Login successful');
    expect(res.data.user).toMatchObject({ _id: brand.id, email: 'owner@acme.example', brandName: brand.brandName });
    expect(JSON.stringify(res.data)).not.toMatch(/passwordHash|password_hash/);
    expect(verifyAccessToken(res.data.accessToken as string)).toMatchObject({ role: 'brand', id: brand.id });
    const cookies = setCookies(res.res);
    expect(cookies.brand_access).toBe(res.data.accessToken);
    expect(cookies.brand_refresh).toBe(res.data.refreshToken);
    expect(cookies.creator_access).toBeUndefined();
  });

  it('answers an unknown e-mail like a wrong password: 401 "Invalid credentials", no cookies', async () => {
    const res = await call(login, { json: { email: 'nobody@example.com', password: 'whatever1' } });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe('Invalid credentials');
    expect(res.res.headers.getSetCookie()).toHaveLength(0);
  });

  it('a creator account is not a brand account', async () => {
    const { creator, password } = await createCreator();
    const res = await call(login, { json: { email: creator.email, password } });
    expect(res.status).toBe(401);
  });

  it('answers 401 "Invalid credentials" for a wrong password', async () => {
    const { brand } = await createBrand();
    const res = await call(login, { json: { email: brand.email, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe('Invalid credentials');
    expect(res.res.headers.getSetCookie()).toHaveLength(0);
  });

  it.each([
    ['an invalid e-mail', { email: 'nope', password: 'secret123' }, 'Please enter a valid email address'],
    ['a missing e-mail', { password: 'secret123' }, 'Please enter a valid email address'],
    ['a missing password', { email: 'a@b.co' }, 'Password is required'],
    ['an empty password', { email: 'a@b.co', password: '' }, 'Password is required'],
    ['a numeric password', { email: 'a@b.co', password: 123456 }, 'Password is required'],
    ['an array e-mail', { email: ['a@b.co'], password: 'secret123' }, 'Please enter a valid email address'],
    ['an oversize password', { email: 'a@b.co', password: 'x'.repeat(201) }, 'Password must be at most 200 characters'],
  ])('refuses %s with 400', async (_name, json, message) => {
    const res = await call(login, { json });
    expect(res.status).toBe(400);
    expect(res.data.message).toContain(message);
  });

  it.each([
    ['malformed JSON', { raw: '{"email":', headers: { 'content-type': 'application/json' } }, 400],
    ['a form body', { raw: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
    ['an oversize body', { raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' } }, 413],
  ])('refuses %s', async (_name, opts, status) => {
    const res = await call(login, { method: 'POST', ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
  });

  it('locks an account after 10 failed logins, even for the right password, without locking others', async () => {
    const { brand, password } = await createBrand();
    const other = await createBrand();
    for (let i = 0; i < 10; i++) {
      const res = await call(login, { json: { email: brand.email, password: 'wrong-password' }, headers: { 'x-forwarded-for': `10.1.0.${i}` } });
      expect(res.status).toBe(401);
    }
    const locked = await call(login, { json: { email: brand.email, password }, headers: { 'x-forwarded-for': '10.1.1.1' } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const fine = await call(login, { json: { email: other.brand.email, password: other.password }, headers: { 'x-forwarded-for': '10.1.1.1' } });
    expect(fine.status).toBe(200);
  });

  it('a successful login clears the failures of that account', async () => {
    const { brand, password } = await createBrand();
    for (let i = 0; i < 9; i++) await call(login, { json: { email: brand.email, password: 'wrong-password' }, headers: { 'x-forwarded-for': `10.2.0.${i}` } });
    expect((await call(login, { json: { email: brand.email, password } })).status).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await call(login, { json: { email: brand.email, password: 'nope-nope' }, headers: { 'x-forwarded-for': `10.2.1.${i}` } })).status).toBe(401);
  });

  it('limits failed logins per client IP across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await call(login, { json: { email: `nobody${i}@example.com`, password: 'whatever1' }, headers: { 'x-forwarded-for': '10.3.3.3' } });
      expect(res.status).toBe(401);
    }
    const { brand, password } = await createBrand();
    expect((await call(login, { json: { email: brand.email, password }, headers: { 'x-forwarded-for': '10.3.3.3' } })).status).toBe(429);
    expect((await call(login, { json: { email: brand.email, password }, headers: { 'x-forwarded-for': '10.3.3.4' } })).status).toBe(200);
  });
});

describe('POST /api/brand/token', () => {
  it('answers a new brand access token for a live refresh token, leaving it valid', async () => {
    const { brand, refreshToken } = await createBrand();
    const first = await call(token, { json: { token: refreshToken } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.data)).toEqual(['accessToken']);
    expect(verifyAccessToken(first.data.accessToken as string)).toMatchObject({ role: 'brand', id: brand.id });
    const second = await call(token, { json: { token: refreshToken } });
    expect(second.status).toBe(200);
  });

  it('refuses a refresh token after sign-out', async () => {
    const { refreshToken } = await createBrand();
    const out = await call(logout, { url: '/api/session/logout?role=brand', json: { token: refreshToken } });
    expect(out.status).toBe(200);
    const res = await call(token, { json: { token: refreshToken } });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe('Invalid or expired refresh token');
  });

  it('refuses a creator refresh token (wrong role) and an access token', async () => {
    const creator = await createCreator();
    const brand = await createBrand();
    for (const t of [creator.refreshToken, brand.accessToken, 'garbage', 'a.b.c']) {
      const res = await call(token, { json: { token: t } });
      expect(res.status).toBe(401);
      expect(typeof res.data.message).toBe('string');
    }
  });

  it.each([
    ['a missing token', {}, 400],
    ['an empty token', { token: '' }, 400],
    ['a numeric token', { token: 5 }, 400],
    ['an oversize token', { token: 'x'.repeat(5000) }, 400],
  ])('refuses %s', async (_name, json, status) => {
    const res = await call(token, { json });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
  });

  it('refuses malformed JSON', async () => {
    const res = await call(token, { method: 'POST', raw: '{', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});
