import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as refreshPost, GET as refreshGet } from '@/app/api/session/refresh/route';
import { POST as logoutPost } from '@/app/api/session/logout/route';
import { ROTATION_GRACE_MS, refreshAccessToken, revokeAllSessions, rotateSession, startSession } from '@/lib/auth/sessions';
import { signAccessToken, verifyAccessToken, verifyRefreshToken } from '@/lib/auth/tokens';
import { env } from '@/lib/env';
import { proxy } from '@/proxy';
import { NextRequest } from 'next/server';
import { call, setCookies } from '../../helpers/http';
import { createCreator } from '../../helpers/factories';

afterEach(() => vi.useRealTimers());

describe('tokens', () => {
  it('never accepts a refresh token as an access token, nor the reverse', async () => {
    const { refreshToken, accessToken } = await startSession({ role: 'creator', id: crypto.randomUUID() });
    expect(verifyAccessToken(refreshToken)).toBeNull();
    expect(verifyRefreshToken(accessToken)).toBeNull();
    expect(verifyAccessToken(accessToken)?.role).toBe('creator');
  });

  it('refuses unsigned (alg none) and wrongly signed tokens', () => {
    const none = jwt.sign({ role: 'brand', typ: 'access' }, '', { algorithm: 'none', subject: crypto.randomUUID() });
    expect(verifyAccessToken(none)).toBeNull();
    const hs512 = jwt.sign({ role: 'brand', typ: 'access' }, env().JWT_ACCESS_SECRET, { algorithm: 'HS512', subject: 'x', expiresIn: 60 });
    expect(verifyAccessToken(hs512)).toBeNull();
    const other = jwt.sign({ role: 'brand', typ: 'access' }, 'another-secret-another-secret-another', { algorithm: 'HS256', subject: 'x', expiresIn: 60 });
    expect(verifyAccessToken(other)).toBeNull();
  });

  it('refuses an expired access token', () => {
    const expired = jwt.sign({ role: 'brand', typ: 'access', exp: Math.floor(Date.now() / 1000) - 10 }, env().JWT_ACCESS_SECRET, { algorithm: 'HS256', subject: 'x' });
    expect(verifyAccessToken(expired)).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('API refresh answers a new access token and leaves the refresh token valid', async () => {
    const actor = { role: 'brand' as const, id: crypto.randomUUID() };
    const { refreshToken } = await startSession(actor);
    const a1 = await refreshAccessToken('brand', refreshToken);
    const a2 = await refreshAccessToken('brand', refreshToken);
    expect(verifyAccessToken(a1)?.id).toBe(actor.id);
    expect(verifyAccessToken(a2)?.id).toBe(actor.id);
  });

  it('refuses a refresh token of the other role', async () => {
    const { refreshToken } = await startSession({ role: 'creator', id: crypto.randomUUID() });
    await expect(refreshAccessToken('brand', refreshToken)).rejects.toMatchObject({ status: 401 });
  });

  it('rotation gives a new refresh token; the old one reused after the grace window revokes the family', async () => {
    const { refreshToken: first } = await startSession({ role: 'creator', id: crypto.randomUUID() });
    const rotated = await rotateSession('creator', first);
    expect(rotated.refreshToken).toBeTruthy();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ROTATION_GRACE_MS + 1000);
    await expect(rotateSession('creator', first)).rejects.toMatchObject({ status: 401 });
    // The whole family is gone: the newest token no longer works either.
    await expect(rotateSession('creator', rotated.refreshToken!)).rejects.toMatchObject({ status: 401 });
  });

  it('a rotated token presented again within the grace window gets an access token but no new refresh token', async () => {
    const { refreshToken } = await startSession({ role: 'creator', id: crypto.randomUUID() });
    const first = await rotateSession('creator', refreshToken);
    const again = await rotateSession('creator', refreshToken);
    expect(again.refreshToken).toBeUndefined();
    expect(verifyAccessToken(again.accessToken)).not.toBeNull();
    expect((await rotateSession('creator', first.refreshToken!)).refreshToken).toBeTruthy();
  });

  it('revoking all sessions ends every family of the account', async () => {
    const actor = { role: 'brand' as const, id: crypto.randomUUID() };
    const s1 = await startSession(actor);
    const s2 = await startSession(actor);
    await revokeAllSessions(actor);
    await expect(refreshAccessToken('brand', s1.refreshToken)).rejects.toMatchObject({ status: 401 });
    await expect(refreshAccessToken('brand', s2.refreshToken)).rejects.toMatchObject({ status: 401 });
  });
});

describe('browser session routes', () => {
  it('POST /api/session/refresh rotates the refresh cookie and sets a new access cookie', async () => {
    const { refreshToken } = await createCreator();
    const r = await call(refreshPost, { method: 'POST', url: '/api/session/refresh?role=creator', cookies: { creator_refresh: refreshToken } });
    expect(r.status).toBe(200);
    const set = setCookies(r.res);
    expect(set.creator_refresh).toBeTruthy();
    expect(set.creator_refresh).not.toBe(refreshToken);
    expect(verifyAccessToken(set.creator_access)?.role).toBe('creator');
    const cookie = r.res.headers.getSetCookie().find((c) => c.startsWith('creator_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  it('POST /api/session/refresh without a cookie answers 401 with a message', async () => {
    const r = await call(refreshPost, { method: 'POST', url: '/api/session/refresh?role=creator' });
    expect(r.status).toBe(401);
    expect(r.data.message).toBeTruthy();
  });

  it('POST /api/session/refresh with a bad role answers 400', async () => {
    const r = await call(refreshPost, { method: 'POST', url: '/api/session/refresh?role=admin' });
    expect(r.status).toBe(400);
    expect(r.data.message).toBeTruthy();
  });

  it('GET /api/session/refresh redirects back to a same-site path only', async () => {
    const { refreshToken } = await createCreator();
    const ok = await call(refreshGet, { url: '/api/session/refresh?role=creator&next=/creator/dashboard/notifications', cookies: { creator_refresh: refreshToken } });
    expect(ok.status).toBe(307);
    expect(new URL(ok.headers.get('location')!).pathname).toBe('/creator/dashboard/notifications');
    const { refreshToken: t2 } = await createCreator();
    const evil = await call(refreshGet, { url: '/api/session/refresh?role=creator&next=//evil.example/x', cookies: { creator_refresh: t2 } });
    expect(new URL(evil.headers.get('location')!).host).toBe('localhost:3000');
  });

  it('GET /api/session/refresh with a revoked token clears cookies and goes to signup', async () => {
    const r = await call(refreshGet, { url: '/api/session/refresh?role=brand', cookies: { brand_refresh: 'garbage' } });
    expect(r.status).toBe(307);
    expect(new URL(r.headers.get('location')!).pathname).toBe('/brand/signup');
    expect(setCookies(r.res).brand_refresh).toBe('');
  });

  it('sign out revokes the family and clears only that role', async () => {
    const { refreshToken } = await createCreator();
    const r = await call(logoutPost, { method: 'POST', url: '/api/session/logout?role=creator', cookies: { creator_refresh: refreshToken, brand_access: 'keep' } });
    expect(r.status).toBe(200);
    const set = setCookies(r.res);
    expect(set.creator_refresh).toBe('');
    expect(set.brand_access).toBeUndefined();
    await expect(refreshAccessToken('creator', refreshToken)).rejects.toMatchObject({ status: 401 });
  });

  it('sign out from another site is refused', async () => {
    const { refreshToken } = await createCreator();
    const r = await call(logoutPost, { method: 'POST', url: '/api/session/logout?role=creator', cookies: { creator_refresh: refreshToken }, headers: { origin: 'https://evil.example' } });
    expect(r.status).toBe(403);
    expect(await refreshAccessToken('creator', refreshToken)).toBeTruthy();
  });
});

describe('proxy', () => {
  const visit = (path: string, cookies: Record<string, string> = {}) =>
    proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ') } }));

  it('sends anonymous visitors of each dashboard to that role signup', () => {
    expect(new URL(visit('/creator/dashboard').headers.get('location')!).pathname).toBe('/creator/signup');
    expect(new URL(visit('/brand/dashboard/notifications').headers.get('location')!).pathname).toBe('/brand/signup');
  });

  it('lets a valid session of the role through, but not the other role', () => {
    const creator = signAccessToken({ role: 'creator', id: crypto.randomUUID() }, crypto.randomUUID());
    expect(visit('/creator/dashboard', { creator_access: creator }).headers.get('location')).toBeNull();
    expect(new URL(visit('/brand/dashboard', { brand_access: creator }).headers.get('location')!).pathname).toBe('/brand/signup');
  });

  it('detours through the refresh handler when only the refresh cookie is valid', async () => {
    const { refreshToken } = await startSession({ role: 'brand', id: crypto.randomUUID() });
    const loc = new URL(visit('/brand/dashboard/brand-profile?x=1', { brand_refresh: refreshToken }).headers.get('location')!);
    expect(loc.pathname).toBe('/api/session/refresh');
    expect(loc.searchParams.get('next')).toBe('/brand/dashboard/brand-profile?x=1');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    proxy(new NextRequest(new URL('/api/campaign', 'http://localhost:3000'), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } }));

  it('allows nothing by default', async () => {
    const r = preflight('https://app.example.com');
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflight for an allowed origin, without credentials', async () => {
    const { resetEnvForTests } = await import('@/lib/env');
    process.env.API_CORS_ORIGINS = 'https://app.example.com, https://m.example.com';
    resetEnvForTests();
    try {
      const r = preflight('https://m.example.com');
      expect(r.headers.get('access-control-allow-origin')).toBe('https://m.example.com');
      expect(r.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(r.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
      expect(preflight('https://evil.example').headers.get('access-control-allow-origin')).toBeNull();
      const get = proxy(new NextRequest(new URL('/api/campaign', 'http://localhost:3000'), { headers: { origin: 'https://app.example.com' } }));
      expect(get.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    } finally {
      delete process.env.API_CORS_ORIGINS;
      resetEnvForTests();
    }
  });
});
