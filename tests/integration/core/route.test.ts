import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { creators } from '@/models';
import { z } from 'zod';
import { route } from '@/lib/route';
import { AppError } from '@/lib/errors';
import jwt from 'jsonwebtoken';
import { signAccessToken, verifyAccessToken, verifyRefreshToken } from '@/lib/auth/tokens';
import { ROTATION_GRACE_MS, endSession, rotateSession, startSession } from '@/lib/auth/sessions';
import * as unknownApi from '@/app/api/[...missing]/route';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';

const echo = route({ auth: 'none', body: 'json', bodySchema: z.object({ name: z.string().min(1, 'Name is required') }) }, async ({ body }) => ({
  got: body.name,
}));
const creatorOnly = route({ auth: 'creator', body: 'json' }, async ({ actor }) => ({ id: actor.id }));
const multipart = route({ auth: 'none', body: 'multipart', maxBytes: 1024 }, async () => ({ ok: true }));
const boom = route({ auth: 'none' }, async () => {
  throw new Error('secret internals');
});
const dbDown = route({ auth: 'none' }, async () => {
  throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
});
const unique = route({ auth: 'none' }, async () => {
  throw Object.assign(new Error('duplicate'), { cause: { code: '23505' } });
});
const deadlocked = route({ auth: 'none' }, async () => {
  throw Object.assign(new Error('Failed query: select ... for no key update'), { cause: { code: '40P01', message: 'deadlock detected' } });
});
const limited = route({ auth: 'none' }, async () => {
  throw new AppError('rate_limited', 'Slow down', undefined, 42);
});

describe('route wrapper', () => {
  it.each([
    ['malformed JSON', { raw: '{"name":', headers: { 'content-type': 'application/json' } }, 400, /Malformed JSON/],
    ['wrong type', { json: { name: 42 } }, 400, /name/],
    ['missing field', { json: {} }, 400, /name/],
    ['wrong content type', { raw: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, /application\/json/],
    ['oversize body', { json: { name: 'x'.repeat(70 * 1024) } }, 413, /too large/],
    ['JSON array', { json: [1, 2] }, 400, /./],
  ])('answers %s with a clear 4xx and a message', async (_, opts, status, message) => {
    const r = await call(echo, { method: 'POST', ...opts });
    expect(r.status).toBe(status);
    expect(r.data.message).toMatch(message);
  });

  it('puts the security headers on every answer: success, refusal and failure', async () => {
    const answers = [
      await call(echo, { method: 'POST', json: { name: 'Asha' } }),
      await call(echo, { method: 'POST', raw: '{"name":', headers: { 'content-type': 'application/json' } }),
      await call(creatorOnly, { method: 'POST', json: {} }),
      await call(boom),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 401, 500]);
    for (const { headers } of answers) {
      expect(headers.get('content-security-policy')).toBe("default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers unknown API paths with a JSON 404 for every method, not the HTML page', async () => {
    for (const [method, handler] of Object.entries(unknownApi)) {
      const r = await call(handler, { method, url: '/api/no-such-endpoint', ...(method === 'GET' ? {} : { json: { x: 1 } }) });
      expect(r.status, method).toBe(404);
      expect(r.data.message).toBe('No such API endpoint');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(Object.keys(unknownApi).sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
  });

  it("accepts an empty JSON object without a JSON content type, as the spec's participation request sends it", async () => {
    const empty = route({ auth: 'none', body: 'json', bodySchema: z.object({}) }, async () => ({ ok: true }));
    for (const raw of ['{}', ' { } ', '']) {
      expect((await call(empty, { method: 'POST', raw })).status, JSON.stringify(raw)).toBe(200);
      expect((await call(empty, { method: 'POST', raw, headers: { 'content-type': 'text/plain;charset=UTF-8' } })).status).toBe(200);
    }
  });

  it.each([
    ['text/plain (what a cross-site form or simple fetch sends)', 'text/plain;charset=UTF-8'],
    ['no content type', undefined],
    ['form encoding', 'application/x-www-form-urlencoded'],
    ['text/html', 'text/html'],
  ])('refuses a JSON body with fields sent as %s: 415, nothing done', async (_name, type) => {
    let ran = false;
    const spy = route({ auth: 'none', body: 'json', bodySchema: z.object({ name: z.string() }) }, async () => {
      ran = true;
      return {};
    });
    const r = await call(spy, { method: 'POST', raw: '{"name":"Asha"}', headers: type ? { 'content-type': type } : {} });
    expect(r.status).toBe(415);
    expect(r.data.message).toBe('Expected application/json');
    expect(ran).toBe(false);
  });

  it('accepts JSON typed application/json (any case, with a charset) or a +json type', async () => {
    for (const type of ['application/json', 'Application/JSON; charset=utf-8', 'application/merge-patch+json']) {
      const r = await call(echo, { method: 'POST', raw: '{"name":"Asha"}', headers: { 'content-type': type } });
      expect(r.status, type).toBe(200);
      expect(r.data.got).toBe('Asha');
    }
  });

  it('marks every answer that did not choose its caching private, no-store (errors included)', async () => {
    const { accessToken } = await createCreator();
    const ok = await call(creatorOnly, { method: 'POST', json: {}, token: accessToken });
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect((await call(creatorOnly, { method: 'POST', json: {} })).headers.get('cache-control')).toBe('private, no-store');
    expect((await call(echo, { method: 'POST', json: { name: '' } })).headers.get('cache-control')).toBe('private, no-store');
    const chosen = route({ auth: 'none' }, async () => new Response('{}', { headers: { 'Cache-Control': 'public, max-age=60' } }));
    expect((await call(chosen)).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('gives field messages for validation errors', async () => {
    const r = await call(echo, { method: 'POST', json: { name: '' } });
    expect(r.status).toBe(400);
    expect(r.data.fields).toEqual({ name: 'Name is required' });
  });

  it('needs a session of the right role', async () => {
    expect((await call(creatorOnly, { method: 'POST', json: {} })).status).toBe(401);
    const { accessToken: brand } = await createBrand();
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: brand })).status).toBe(401);
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: 'garbage' })).data.message).toMatch(/token/i);
    const { accessToken: creator } = await createCreator();
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: creator })).status).toBe(200);
  });

  it('refuses a well-signed token of an account that does not exist, by bearer or cookie', async () => {
    const ghost = signAccessToken({ role: 'creator', id: crypto.randomUUID() }, crypto.randomUUID());
    const bearer = await call(creatorOnly, { method: 'POST', json: {}, token: ghost });
    expect(bearer.status).toBe(401);
    expect(bearer.data.message).toBe('Invalid or expired token');
    expect((await call(creatorOnly, { method: 'POST', json: {}, cookies: { creator_access: ghost } })).status).toBe(401);
  });

  it('refuses an access token issued before the password last changed', async () => {
    const { creator, accessToken } = await createCreator();
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: accessToken })).status).toBe(200);
    const issuedAt = verifyAccessToken(accessToken)!.issuedAtMs;
    const db = await getDb();
    await db
      .update(creators)
      .set({ passwordChangedAt: new Date(issuedAt + 1) })
      .where(eq(creators.id, creator.id));
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: accessToken })).status).toBe(401);
    expect((await call(creatorOnly, { method: 'POST', json: {}, cookies: { creator_access: accessToken } })).status).toBe(401);
    // A sign-in after the change: its token is issued (by the clock) after the new password.
    vi.useFakeTimers({ toFake: ['Date'], now: issuedAt + 2 });
    const fresh = await startSession({ role: 'creator', id: creator.id }).finally(() => vi.useRealTimers());
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: fresh.accessToken })).status).toBe(200);
  });

  it('refuses an access token once its sign-in ends: sign out, or a reused rotated refresh token', async () => {
    const { creator, accessToken, refreshToken } = await createCreator();
    const other = await startSession({ role: 'creator', id: creator.id });
    await endSession('creator', refreshToken);
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: accessToken })).status).toBe(401);
    // Another sign-in of the same account is not touched.
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: other.accessToken })).status).toBe(200);

    const rotated = await rotateSession('creator', other.refreshToken);
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: rotated.accessToken })).status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + ROTATION_GRACE_MS + 1000, toFake: ['Date'] });
    try {
      await expect(rotateSession('creator', other.refreshToken)).rejects.toThrow();
    } finally {
      vi.useRealTimers();
    }
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: rotated.accessToken })).status).toBe(401);
  });

  it('refuses an access token that names no sign-in, or one of another account', async () => {
    const { creator } = await createCreator();
    const { refreshToken } = await createCreator();
    const noFamily = jwt.sign({ role: 'creator', typ: 'access' }, process.env.JWT_ACCESS_SECRET!, { algorithm: 'HS256', subject: creator.id, expiresIn: 60 });
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: noFamily })).status).toBe(401);
    const borrowed = signAccessToken({ role: 'creator', id: creator.id }, verifyRefreshToken(refreshToken)!.fam);
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: borrowed })).status).toBe(401);
  });

  it('refuses writes from another site whatever they carry: cookie, bearer token or nothing', async () => {
    const { accessToken: creator } = await createCreator();
    const open = route({ auth: 'none', body: 'json', bodySchema: z.object({}).passthrough() }, async () => ({ ok: true }));
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      expect((await call(creatorOnly, { method: 'POST', json: {}, cookies: { creator_access: creator }, headers })).status).toBe(403);
      expect((await call(creatorOnly, { method: 'POST', json: {}, token: creator, headers })).status).toBe(403);
      const anon = await call(open, { method: 'POST', json: { a: 1 }, headers });
      expect(anon.status).toBe(403);
      expect(anon.data.message).toBe('Cross-site request refused');
    }
    // Reads are not writes.
    const read = route({ auth: 'none' }, async () => ({ ok: true }));
    expect((await call(read, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });

  it('accepts writes from our own site, from non-browser clients, and from API_CORS_ORIGINS (bearer clients of the spec)', async () => {
    const { accessToken: creator } = await createCreator();
    const same = await call(creatorOnly, { method: 'POST', json: {}, cookies: { creator_access: creator }, headers: { origin: 'http://localhost:3000' } });
    expect(same.status).toBe(200);
    expect(
      (await call(creatorOnly, { method: 'POST', json: {}, cookies: { creator_access: creator }, headers: { 'sec-fetch-site': 'same-origin' } })).status,
    ).toBe(200);
    expect((await call(creatorOnly, { method: 'POST', json: {}, token: creator })).status).toBe(200);
    const { resetEnvForTests } = await import('@/lib/env');
    process.env.API_CORS_ORIGINS = 'https://app.example';
    resetEnvForTests();
    try {
      const bearer = await call(creatorOnly, {
        method: 'POST',
        json: {},
        token: creator,
        headers: { origin: 'https://app.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(bearer.status).toBe(200);
      const other = await call(creatorOnly, {
        method: 'POST',
        json: {},
        token: creator,
        headers: { origin: 'https://app2.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(other.status).toBe(403);
    } finally {
      delete process.env.API_CORS_ORIGINS;
      resetEnvForTests();
    }
  });

  it('refuses JSON where multipart is expected, and oversize multipart', async () => {
    expect((await call(multipart, { method: 'POST', json: {} })).status).toBe(415);
    const form = new FormData();
    form.set('big', 'x'.repeat(4096));
    expect((await call(multipart, { method: 'POST', form })).status).toBe(413);
  });

  it('reads multipart bodies whose boundary has capital letters, as browsers send them', async () => {
    const echoForm = route({ auth: 'none', body: 'multipart', bodySchema: z.object({ name: z.string() }) }, async ({ body }) => ({ got: body.name }));
    const boundary = '----WebKitFormBoundaryAbCdEfGh';
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--${boundary}--\r\n`;
    const r = await call(echoForm, { method: 'POST', raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(r.status).toBe(200);
    expect(r.data.got).toBe('Asha');
  });

  it('hides unexpected errors behind a generic 500 without internals', async () => {
    const r = await call(boom);
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.data)).not.toMatch(/secret internals/);
    expect(r.data.message).toBe('Something went wrong');
    expect(r.data.code).toBe('internal');
    expect(r.data.requestId).toBeTruthy();
  });

  it('maps a database outage to 503 and a unique violation to 409', async () => {
    const down = await call(dbDown);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeTruthy();
    expect(down.data.code).toBe('unavailable');
    const taken = await call(unique);
    expect([taken.status, taken.data.code]).toEqual([409, 'conflict']);
  });

  it('answers a transaction PostgreSQL ended for a deadlock with 503 and Retry-After, not 500', async () => {
    const r = await call(deadlocked);
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('1');
    expect(r.data).toMatchObject({ code: 'unavailable', message: 'This was being changed by another request at the same moment, please try again' });
  });

  it('sends Retry-After with 429', async () => {
    const r = await call(limited);
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('42');
    expect(r.data.message).toBe('Slow down');
    expect(r.data.code).toBe('rate_limited');
  });
});
