import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { endSession, rotateSession } from '@/lib/auth/sessions';
import { call } from '@/tests/helpers/http';
import { createBrand, createCreator } from '@/tests/helpers/factories';
import { POST as login } from '@/app/api/creator/login/route';
import { POST as token } from '@/app/api/creator/token/route';
import { GET as profile } from '@/app/api/creator/profile/route';
import { setCookies } from './helpers';

beforeEach(() => resetAllRateLimits());
afterEach(() => vi.useRealTimers());

describe('POST /api/creator/login', () => {
  it('answers accessToken, refreshToken, Creator and "Login successful", and sets the session cookies', async () => {
    const { creator, password } = await createCreator();
    const res = await call(login, { json: { email: creator.email, password } });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Login successful');
    expect(res.data.Creator).toMatchObject({ _id: creator.id, email: creator.email, name: creator.name, phone: creator.phone });
    expect(JSON.stringify(res.data)).not.toMatch(/passwordHash|\$2[aby]\$/);
    expect(verifyAccessToken(String(res.data.accessToken))).toMatchObject({ role: 'creator', id: creator.id });
    const cookies = setCookies(res.res);
    expect(cookies.creator_access.value).toBe(res.data.accessToken);
    expect(cookies.creator_refresh.value).toBe(res.data.refreshToken);
    expect(cookies.creator_refresh.raw).toMatch(/HttpOnly/i);
  });

  it('accepts the address in another case and with spaces', async () => {
    const { creator, password } = await createCreator();
    const res = await call(login, { json: { email: `  ${creator.email.toUpperCase()} `, password } });
    expect(res.status).toBe(200);
  });

  it('answers an unknown address like a wrong password: 401 "Invalid credentials", without cookies', async () => {
    const res = await call(login, { json: { email: 'nobody@example.com', password: 'secret123' } });
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ code: 'unauthenticated', message: 'Invalid credentials' });
    expect(res.res.headers.getSetCookie()).toHaveLength(0);
  });

  it('answers 401 "Invalid credentials" for a wrong password, without cookies', async () => {
    const { creator } = await createCreator();
    const res = await call(login, { json: { email: creator.email, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ code: 'unauthenticated', message: 'Invalid credentials' });
    expect(res.res.headers.getSetCookie()).toHaveLength(0);
  });

  it('does not log a brand in as a creator', async () => {
    const { brand, password } = await createBrand();
    const res = await call(login, { json: { email: brand.email, password } });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe('Invalid credentials');
  });

  it('after 10 failures for one account refuses even the right password with 429 and Retry-After; other accounts still log in', async () => {
    const { creator, password } = await createCreator();
    for (let i = 0; i < 10; i++) {
      const r = await call(login, { json: { email: creator.email, password: `wrong-${i}` }, headers: { 'x-forwarded-for': `192.0.2.${i}` } });
      expect(r.status).toBe(401);
    }
    const blocked = await call(login, { json: { email: creator.email, password }, headers: { 'x-forwarded-for': '192.0.2.200' } });
    expect(blocked.status).toBe(429);
    expect(blocked.data.message).toMatch(/too many/i);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await createCreator();
    expect((await call(login, { json: { email: other.creator.email, password: other.password } })).status).toBe(200);
  });

  it('a successful login clears the account’s failure count', async () => {
    const { creator, password } = await createCreator();
    for (let i = 0; i < 9; i++) expect((await call(login, { json: { email: creator.email, password: 'nope-nope' } })).status).toBe(401);
    expect((await call(login, { json: { email: creator.email, password } })).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await call(login, { json: { email: creator.email, password: 'nope-nope' } })).status).toBe(401);
    expect((await call(login, { json: { email: creator.email, password } })).status).toBe(200);
  });

  it('limits failures per IP across accounts, unknown addresses included', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < 30; i++) {
      const r = await call(login, { json: { email: `guess-${i}@example.com`, password: 'secret123' }, headers });
      expect(r.status).toBe(401);
    }
    const { creator, password } = await createCreator();
    const blocked = await call(login, { json: { email: creator.email, password }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(login, { json: { email: creator.email, password }, headers: { 'x-forwarded-for': '192.0.2.78' } })).status).toBe(200);
  });

  it.each([
    ['malformed JSON', { raw: '{"email":"a@b.co",', headers: { 'content-type': 'application/json' } }, 400, 'Malformed JSON body'],
    ['a missing password', { json: { email: 'a@b.co' } }, 400, 'password: Password is required'],
    ['an empty password', { json: { email: 'a@b.co', password: '' } }, 400, 'password: Password is required'],
    ['a missing email', { json: { password: 'secret123' } }, 400, 'email: Please enter a valid email address'],
    ['a password that is a number', { json: { email: 'a@b.co', password: 123456 } }, 400, 'password: Password is required'],
    ['an email that is a list', { json: { email: ['a@b.co'], password: 'secret123' } }, 400, 'email: Please enter a valid email address'],
    ['a form body', { raw: 'email=a@b.co&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, 'Expected application/json'],
    ['an oversized body', { json: { email: 'a@b.co', password: 'x'.repeat(70_000) } }, 413, 'The request is too large: at most 64 KB'],
  ] as const)('refuses %s without a session', async (_, opts, status, message) => {
    const res = await call(login, { method: 'POST', ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(res.data.message).toBe(message);
    expect(res.data.accessToken).toBeUndefined();
    expect(res.res.headers.getSetCookie()).toHaveLength(0);
  });
});

describe('POST /api/creator/token', () => {
  it('answers a new access token and leaves the refresh token valid', async () => {
    const { creator, refreshToken } = await createCreator();
    const first = await call(token, { json: { token: refreshToken } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.data)).toEqual(['accessToken']);
    expect(verifyAccessToken(String(first.data.accessToken))).toMatchObject({ role: 'creator', id: creator.id });
    const second = await call(token, { json: { token: refreshToken } });
    expect(second.status).toBe(200);
    const me = await call(profile, { token: String(second.data.accessToken) });
    expect(me.status).toBe(200);
    expect(me.data._id).toBe(creator.id);
  });

  it.each([
    ['a made-up token', async () => 'not-a-token'],
    ['an access token', async () => (await createCreator()).accessToken],
    ['a brand refresh token', async () => (await createBrand()).refreshToken],
    [
      'a signed-out (revoked) token',
      async () => {
        const { refreshToken } = await createCreator();
        await endSession('creator', refreshToken);
        return refreshToken;
      },
    ],
    [
      'a token rotated by the browser and presented again later',
      async () => {
        const { refreshToken } = await createCreator();
        await rotateSession('creator', refreshToken);
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 60_000);
        return refreshToken;
      },
    ],
  ])('answers 401 with a message for %s', async (_, make) => {
    const t = await make();
    const res = await call(token, { json: { token: t } });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe('Invalid or expired refresh token');
    expect(res.data.accessToken).toBeUndefined();
  });

  it('answers 401 for an expired refresh token', async () => {
    const { refreshToken } = await createCreator();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    const res = await call(token, { json: { token: refreshToken } });
    expect(res.status).toBe(401);
    expect(res.data.message).toMatch(/expired/i);
  });

  it.each([
    ['malformed JSON', { raw: '{"token":', headers: { 'content-type': 'application/json' } }, 400],
    ['a missing token', { json: {} }, 400],
    ['a token that is a number', { json: { token: 42 } }, 400],
    ['an XML body', { raw: '<token/>', headers: { 'content-type': 'application/xml' } }, 415],
    ['an oversized body', { json: { token: 'x'.repeat(70_000) } }, 413],
  ] as const)('refuses %s', async (_, opts, status) => {
    const res = await call(token, { method: 'POST', ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
  });
});
