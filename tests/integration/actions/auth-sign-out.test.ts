import { beforeEach, describe, expect, it } from 'vitest';
import { signOutAction } from '@/lib/auth/actions';
import { AUDIENCE_COOKIE, KNOWN_CREATOR_COOKIE } from '@/lib/auth/cookies';
import { liveActor } from '@/lib/auth/live';
import { rotateSession } from '@/lib/auth/sessions';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { resetAllRateLimits } from '@/lib/rate-limit';
import type { Role } from '@/models';
import { callAction, sessionCookies } from '../../helpers/actions';
import { createBrand, createCreator } from '../../helpers/factories';

// Sign Out in the profile menu: the same as POST /api/session/logout, as a server action.

const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
const live = (role: Role, accessToken: string) => liveActor(verifyAccessToken(accessToken), role);
// A creator's sign-out also forgets their audience (the key of the cached "Campaigns I qualify for").
const cleared = (role: Role) => ({
  [`${role}_access`]: '',
  [`${role}_refresh`]: '',
  ...(role === 'creator' ? { [AUDIENCE_COOKIE]: '', [KNOWN_CREATOR_COOKIE]: '' } : {}),
});

beforeEach(() => resetAllRateLimits());

describe('signOutAction', () => {
  it("ends the role's session and clears its cookies: its tokens no longer work", async () => {
    const { accessToken, refreshToken } = await createCreator();
    const res = await callAction(signOutAction, { role: 'creator' }, { cookies: sessionCookies('creator', { accessToken, refreshToken }) });
    expect(res).toEqual({ status: 200, data: { message: 'Signed out' }, cookies: cleared('creator') });
    expect(await live('creator', accessToken)).toBeNull();
    await expect(rotateSession('creator', refreshToken)).rejects.toMatchObject({ status: 401 });
  });

  it("signs one role out, leaving the browser's session of the other role alone", async () => {
    const brand = await createBrand();
    const creator = await createCreator();
    const cookies = { ...sessionCookies('brand', brand), ...sessionCookies('creator', creator) };
    const res = await callAction(signOutAction, { role: 'brand' }, { cookies });
    expect(res.cookies).toEqual(cleared('brand'));
    expect(await live('brand', brand.accessToken)).toBeNull();
    expect(await live('creator', creator.accessToken)).toEqual({ role: 'creator', id: creator.creator.id });
  });

  it("ignores another role's token put in the role's cookie", async () => {
    const creator = await createCreator();
    const res = await callAction(signOutAction, { role: 'brand' }, { cookies: { brand_refresh: creator.refreshToken } });
    expect(res.status).toBe(200);
    expect(await live('creator', creator.accessToken)).toEqual({ role: 'creator', id: creator.creator.id });
  });

  it('works without a session (a run-out or absent cookie) and only clears the cookies', async () => {
    expect(await callAction(signOutAction, { role: 'creator' })).toEqual({ status: 200, data: { message: 'Signed out' }, cookies: cleared('creator') });
    expect((await callAction(signOutAction, { role: 'brand' }, { cookies: { brand_refresh: 'garbage' } })).cookies).toEqual(cleared('brand'));
  });

  it.each([
    ['no role', {}],
    ['an unknown role', { role: 'admin' }],
    ['a number', { role: 1 }],
  ])('refuses %s with validation errors, signing nobody out', async (_name, input) => {
    const creator = await createCreator();
    const res = await callAction(signOutAction, input as never, { cookies: sessionCookies('creator', creator) });
    expect(res.status).toBe(400);
    expect(res.validationErrors).toBeTruthy();
    expect(res.cookies).toEqual({});
    expect(await live('creator', creator.accessToken)).not.toBeNull();
  });

  it('refuses other sites (403) and NUL characters (400), signing nobody out', async () => {
    const creator = await createCreator();
    const cookies = sessionCookies('creator', creator);
    const cross = await callAction(signOutAction, { role: 'creator' }, { cookies, headers: CROSS_SITE });
    expect({ status: cross.status, message: cross.message, cookies: cross.cookies }).toEqual({
      status: 403,
      message: 'Cross-site request refused',
      cookies: {},
    });
    const nul = await callAction(signOutAction, { role: 'creator\u0000' } as never, { cookies });
    expect({ status: nul.status, cookies: nul.cookies }).toEqual({ status: 400, cookies: {} });
    expect(await live('creator', creator.accessToken)).toEqual({ role: 'creator', id: creator.creator.id });
  });
});
