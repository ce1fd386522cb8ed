import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as refreshPost, GET as refreshGet } from '@/app/api/session/refresh/route';
import { POST as logoutPost } from '@/app/api/session/logout/route';
import { ROTATION_GRACE_MS, refreshAccessToken, revokeAllSessions, rotateSession, startSession } from '@/lib/auth/sessions';
import { signAccessToken, verifyAccessToken, verifyRefreshToken } from '@/lib/auth/tokens';
import { env } from '@/lib/env';
import { config, proxy } from '@/proxy';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { call, setCookies } from '../../helpers/http';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { brands, creators } from '@/models';
import { createBrand, createCreator } from '../../helpers/factories';

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
    const expired = jwt.sign({ role: 'brand', typ: 'access', exp: Math.floor(Date.now() / 1000) - 10 }, env().JWT_ACCESS_SECRET, {
      algorithm: 'HS256',
      subject: 'x',
    });
    expect(verifyAccessToken(expired)).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('API refresh answers a new access token and leaves the refresh token valid', async () => {
    const { brand, refreshToken } = await createBrand();
    const actor = { role: 'brand' as const, id: brand.id };
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
    const { refreshToken: first } = await createCreator();
    const rotated = await rotateSession('creator', first);
    expect(rotated.refreshToken).toBeTruthy();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ROTATION_GRACE_MS + 1000);
    await expect(rotateSession('creator', first)).rejects.toMatchObject({ status: 401 });
    // The whole family is gone: the newest token no longer works either.
    await expect(rotateSession('creator', rotated.refreshToken!)).rejects.toMatchObject({ status: 401 });
  });

  it('a rotated token presented again within the grace window gets an access token but no new refresh token', async () => {
    const { refreshToken } = await createCreator();
    const first = await rotateSession('creator', refreshToken);
    const again = await rotateSession('creator', refreshToken);
    expect(again.refreshToken).toBeUndefined();
    expect(verifyAccessToken(again.accessToken)).not.toBeNull();
    expect((await rotateSession('creator', first.refreshToken!)).refreshToken).toBeTruthy();
  });

  it("refuses a deleted account's refresh token at refresh, by API and by cookie", async () => {
    for (const role of ['brand', 'creator'] as const) {
      const made = role === 'brand' ? await createBrand() : await createCreator();
      const id = 'brand' in made ? made.brand.id : made.creator.id;
      const db = await getDb();
      const table = role === 'brand' ? brands : creators;
      await db.delete(table).where(eq(table.id, id));
      await expect(refreshAccessToken(role, made.refreshToken)).rejects.toMatchObject({ status: 401 });
      await expect(rotateSession(role, made.refreshToken)).rejects.toMatchObject({ status: 401 });
      const r = await call(refreshPost, { method: 'POST', url: `/api/session/refresh?role=${role}`, cookies: { [`${role}_refresh`]: made.refreshToken } });
      expect(r.status).toBe(401);
      expect(r.data.code).toBe('unauthenticated');
      expect(setCookies(r.res)[`${role}_access`]).toBe('');
    }
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
    const ok = await call(refreshGet, {
      url: '/api/session/refresh?role=creator&next=/creator/dashboard/notifications',
      cookies: { creator_refresh: refreshToken },
    });
    expect(ok.status).toBe(307);
    expect(ok.headers.get('location')).toBe('/creator/dashboard/notifications');
    const { refreshToken: t2 } = await createCreator();
    const evil = await call(refreshGet, { url: '/api/session/refresh?role=creator&next=//evil.example/x', cookies: { creator_refresh: t2 } });
    expect(evil.headers.get('location')).toBe('/creator/dashboard');
  });

  it.each([
    ['an ideographic space', '%2F%E3%80%80', '/%E3%80%80'],
    ['a non-ASCII path with a query', '%2Fcreator%2Fdashboard%3Fq%3Dcaf%C3%A9', '/creator/dashboard?q=caf%C3%A9'],
    ['a plain space', '%2Fcreator%2Fdashboard%20x', '/creator/dashboard%20x'],
  ])(
    'GET /api/session/refresh with %s in next rotates, sets the new cookies and redirects to its encoded form (a crafted link never signs anyone out)',
    async (_what, next, location) => {
      const { refreshToken } = await createCreator();
      const r = await call(refreshGet, { url: `/api/session/refresh?role=creator&next=${next}`, cookies: { creator_refresh: refreshToken } });
      expect(r.status).toBe(307);
      expect(r.headers.get('location')).toBe(location);
      const rotated = setCookies(r.res).creator_refresh;
      expect(rotated).toBeTruthy();
      expect(rotated).not.toBe(refreshToken);
      // The browser holds the new token: it renews the session (the old one was never left in its hands).
      const again = await call(refreshPost, { method: 'POST', url: '/api/session/refresh?role=creator', cookies: { creator_refresh: rotated } });
      expect(again.status).toBe(200);
    },
  );

  it('GET /api/session/refresh sends the browser back on the host it used, whatever host the server thinks it has', async () => {
    // Behind a proxy or a real domain the URL Next.js builds for a handler says localhost: the
    // Location must be a path the browser resolves against its own address.
    const { refreshToken } = await createCreator();
    const r = await call(refreshGet, {
      url: '/api/session/refresh?role=creator&next=/creator/dashboard',
      cookies: { creator_refresh: refreshToken },
      headers: { host: 'collab.example.com', 'x-forwarded-host': 'collab.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(r.status).toBe(307);
    const location = r.headers.get('location')!;
    expect(location).toBe('/creator/dashboard');
    expect(new URL(location, 'https://collab.example.com/api/session/refresh').href).toBe('https://collab.example.com/creator/dashboard');
    const gone = await call(refreshGet, {
      url: '/api/session/refresh?role=brand',
      cookies: { brand_refresh: 'garbage' },
      headers: { host: 'collab.example.com' },
    });
    expect(gone.headers.get('location')).toBe('/brand/signup');
  });

  it('GET /api/session/refresh with a revoked token clears cookies and goes to signup', async () => {
    const r = await call(refreshGet, { url: '/api/session/refresh?role=brand', cookies: { brand_refresh: 'garbage' } });
    expect(r.status).toBe(307);
    expect(r.headers.get('location')).toBe('/brand/signup');
    expect(setCookies(r.res).brand_refresh).toBe('');
  });

  it('sign out revokes the family and clears only that role', async () => {
    const { refreshToken } = await createCreator();
    const r = await call(logoutPost, {
      method: 'POST',
      url: '/api/session/logout?role=creator',
      cookies: { creator_refresh: refreshToken, brand_access: 'keep' },
    });
    expect(r.status).toBe(200);
    const set = setCookies(r.res);
    expect(set.creator_refresh).toBe('');
    expect(set.brand_access).toBeUndefined();
    await expect(refreshAccessToken('creator', refreshToken)).rejects.toMatchObject({ status: 401 });
  });

  it('marks a browser that had a creator session (readable by the page), keeps the mark when the session runs out, and forgets it at sign-out', async () => {
    const { refreshToken } = await createCreator();
    const renewed = await call(refreshPost, { method: 'POST', url: '/api/session/refresh?role=creator', cookies: { creator_refresh: refreshToken } });
    const mark = renewed.res.headers.getSetCookie().find((c) => c.startsWith('cm_known_creator='))!;
    expect(mark).toMatch(/^cm_known_creator=1;/);
    expect(mark).not.toMatch(/HttpOnly/i);
    expect(mark).toMatch(/Max-Age=31536000/);

    // A refresh token that no longer works clears the session, not the mark: the creator is sent to log in.
    const lapsed = await call(refreshPost, {
      method: 'POST',
      url: '/api/session/refresh?role=creator',
      cookies: { creator_refresh: 'garbage', cm_known_creator: '1' },
    });
    expect(lapsed.status).toBe(401);
    expect(setCookies(lapsed.res).creator_refresh).toBe('');
    expect(setCookies(lapsed.res).cm_known_creator).toBeUndefined();

    const out = await call(logoutPost, {
      method: 'POST',
      url: '/api/session/logout?role=creator',
      cookies: { creator_refresh: setCookies(renewed.res).creator_refresh, cm_known_creator: '1' },
    });
    expect(out.status).toBe(200);
    expect(setCookies(out.res).cm_known_creator).toBe('');
    // A brand's sign-out leaves the creator's mark alone; a brand's session sets none.
    const { refreshToken: brandRefresh } = await createBrand();
    const brandRenewed = await call(refreshPost, { method: 'POST', url: '/api/session/refresh?role=brand', cookies: { brand_refresh: brandRefresh } });
    expect(setCookies(brandRenewed.res).cm_known_creator).toBeUndefined();
    const brandOut = await call(logoutPost, {
      method: 'POST',
      url: '/api/session/logout?role=brand',
      cookies: { brand_refresh: setCookies(brandRenewed.res).brand_refresh },
    });
    expect(setCookies(brandOut.res).cm_known_creator).toBeUndefined();
  });

  it('sign out from another site is refused', async () => {
    const { refreshToken } = await createCreator();
    const r = await call(logoutPost, {
      method: 'POST',
      url: '/api/session/logout?role=creator',
      cookies: { creator_refresh: refreshToken },
      headers: { origin: 'https://evil.example' },
    });
    expect(r.status).toBe(403);
    expect(await refreshAccessToken('creator', refreshToken)).toBeTruthy();
  });

  it.each([
    ['a junk token (text/plain)', { raw: '{"token":"junk"}', headers: { 'content-type': 'text/plain;charset=UTF-8' } }],
    ['a junk token (JSON)', { json: { token: 'junk' } }],
    ['an empty body', {}],
  ])('sign out from another site with %s neither clears cookies nor ends the session', async (_name, opts) => {
    const { refreshToken } = await createCreator();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const o = opts as { raw?: string; json?: unknown; headers?: Record<string, string> };
      const r = await call(logoutPost, {
        method: 'POST',
        url: '/api/session/logout?role=creator',
        cookies: { creator_refresh: refreshToken },
        ...o,
        headers: { ...o.headers, ...headers },
      });
      expect(r.status).toBe(403);
      expect(r.data.message).toBe('Cross-site request refused');
      expect(r.res.headers.getSetCookie()).toEqual([]);
    }
    expect(await refreshAccessToken('creator', refreshToken)).toBeTruthy();
  });
});

describe('proxy', () => {
  const visit = (path: string, cookies: Record<string, string> = {}) =>
    proxy(
      new NextRequest(new URL(path, 'http://localhost:3000'), {
        headers: {
          cookie: Object.entries(cookies)
            .map(([k, v]) => `${k}=${v}`)
            .join('; '),
        },
      }),
    );

  it('sends anonymous visitors of each dashboard to that role signup', () => {
    expect(new URL(visit('/creator/dashboard').headers.get('location')!).pathname).toBe('/creator/signup');
    // A page inside the dashboard (a link from an e-mail) asks the role's login, and comes back.
    const deep = new URL(visit('/brand/dashboard/collaborations/x?tab=messages').headers.get('location')!);
    expect(deep.pathname).toBe('/brand/login');
    expect(deep.searchParams.get('next')).toBe('/brand/dashboard/collaborations/x?tab=messages');
  });

  it('lets a valid session of the role through, but not the other role', () => {
    const creator = signAccessToken({ role: 'creator', id: crypto.randomUUID() }, crypto.randomUUID());
    expect(visit('/creator/dashboard', { creator_access: creator }).headers.get('location')).toBeNull();
    expect(new URL(visit('/brand/dashboard', { brand_access: creator }).headers.get('location')!).pathname).toBe('/brand/signup');
  });

  it("lets a form's server action through with only a refresh cookie: the action renews the session itself", async () => {
    const { refreshToken } = await startSession({ role: 'brand', id: crypto.randomUUID() });
    const action = proxy(
      new NextRequest(new URL('/brand/dashboard/brand-profile', 'http://localhost:3000'), {
        method: 'POST',
        headers: { cookie: `brand_refresh=${refreshToken}`, 'next-action': 'abc123' },
      }),
    );
    expect(action.headers.get('location')).toBeNull();
    // A page visit still detours.
    expect(visit('/brand/dashboard/brand-profile', { brand_refresh: refreshToken }).headers.get('location')).toContain('/api/session/refresh');
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
    proxy(
      new NextRequest(new URL('/api/campaign', 'http://localhost:3000'), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } }),
    );

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

  it("gives the spec's /auth/numberVerification the same CORS rule as /api (brand sign-up step 2 from the spec's client)", async () => {
    const { resetEnvForTests } = await import('@/lib/env');
    process.env.API_CORS_ORIGINS = 'https://app.example.com';
    resetEnvForTests();
    try {
      const url = '/auth/numberVerification?phone=9812345678';
      expect(unstable_doesMiddlewareMatch({ config, url, headers: { origin: 'https://app.example.com' } })).toBe(true);
      const pre = proxy(
        new NextRequest(new URL(url, 'http://localhost:3000'), {
          method: 'OPTIONS',
          headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        }),
      );
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(pre.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
      const post = proxy(new NextRequest(new URL(url, 'http://localhost:3000'), { method: 'POST', headers: { origin: 'https://app.example.com' } }));
      expect(post.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const evil = proxy(new NextRequest(new URL(url, 'http://localhost:3000'), { method: 'POST', headers: { origin: 'https://evil.example' } }));
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      delete process.env.API_CORS_ORIGINS;
      resetEnvForTests();
    }
  });
});
