import { beforeEach, describe, expect, it } from 'vitest';
import { POST as apiLogin } from '@/app/api/auth/login/route';
import { POST as apiBrandLogin } from '@/app/api/brand/login/route';
import { POST as apiCreatorLogin } from '@/app/api/creator/login/route';
import { POST as sendCode } from '@/app/api/phone/send-code/route';
import { brandLoginAction, creatorLoginAction, loginAction } from '@/lib/auth/actions';
import { CODE_OR_REMOVE_PHONE } from '@/lib/auth/login-schemas';
import { liveActor } from '@/lib/auth/live';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { resetAllRateLimits } from '@/lib/rate-limit';
import type { Role } from '@/models';
import { callAction } from '../../helpers/actions';
import { createBrand, createCreator } from '../../helpers/factories';
import { call } from '../../helpers/http';
import { latestSmsCode } from '../../helpers/outbox';
import { randomIndianPhone, uniqueEmail } from '../brands/support';

// The sign-in forms' server actions: the same schemas, services and failed-login counters as
// POST /api/auth/login, /api/brand/login and /api/creator/login; the session goes into cookies.

const INVALID_CODE = 'Invalid verification code. Please try again.';
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
const LOCKED = 'Too many failed logins. Please wait 15 minutes and try again.';

beforeEach(() => resetAllRateLimits());

const account = async (role: Role, over: { email?: string; password?: string; phone?: string } = {}) => {
  if (role === 'brand') {
    const { brand, password } = await createBrand(over);
    return { id: brand.id, email: brand.email, password };
  }
  const { creator, password } = await createCreator(over);
  return { id: creator.id, email: creator.email, password };
};

/** The session the action's cookies hold, as the next request would read it. */
const sessionOf = (cookies: Record<string, string>, role: Role) => liveActor(verifyAccessToken(cookies[`${role}_access`] ?? ''), role);

function expectSignedIn(res: Awaited<ReturnType<typeof callAction>>, role: Role, id: string) {
  expect(res.status).toBe(200);
  // A creator's sign-in also leaves the mark that sends a lapsed creator to log in.
  const mark = role === 'creator' ? ['cm_known_creator'] : [];
  expect(Object.keys(res.cookies).sort()).toEqual([...mark, `${role}_access`, `${role}_refresh`].sort());
  // The answer says where to go, never the tokens (they live in httpOnly cookies).
  expect(JSON.stringify(res.data)).not.toContain(res.cookies[`${role}_access`]);
  expect(JSON.stringify(res.data)).not.toContain(res.cookies[`${role}_refresh`]);
  return expect(sessionOf(res.cookies, role)).resolves.toEqual({ role, id });
}

describe('brandLoginAction and creatorLoginAction', () => {
  const cases = [
    { role: 'brand' as const, action: brandLoginAction, api: apiBrandLogin, other: 'creator' as const },
    { role: 'creator' as const, action: creatorLoginAction, api: apiCreatorLogin, other: 'brand' as const },
  ];

  it.each(cases)('$role: signs in with the session cookies and answers the dashboard', async ({ role, action }) => {
    const me = await account(role);
    const res = await callAction(action, { email: me.email.toUpperCase(), password: me.password });
    await expectSignedIn(res, role, me.id);
    expect(res.data).toEqual({ redirectTo: `/${role}/dashboard`, message: 'Login successful' });
  });

  it.each(cases)('$role: honours a same-site next and ignores any other', async ({ role, action }) => {
    const me = await account(role);
    const go = async (next: string) => ((await callAction(action, { email: me.email, password: me.password, next })).data as { redirectTo: string }).redirectTo;
    expect(await go(`/${role}/dashboard/${role}-profile`)).toBe(`/${role}/dashboard/${role}-profile`);
    for (const away of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example', '/\t/evil.example', 'dashboard'])
      expect(await go(away), away).toBe(`/${role}/dashboard`);
  });

  it.each(cases)('$role: a wrong password and an unknown account get the same 401, and no cookies', async ({ role, action, other }) => {
    const me = await account(role);
    const stranger = await account(other);
    const inputs = [
      { email: me.email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'secret123' },
      // The other role's account is no account here.
      { email: stranger.email, password: stranger.password },
    ];
    // One at a time: callAction stands in for one request at once.
    for (const input of inputs) {
      const res = await callAction(action, input);
      expect({ status: res.status, message: res.message, cookies: res.cookies }).toEqual({ status: 401, message: 'Invalid credentials', cookies: {} });
    }
  });

  it.each(cases)('$role: ten failures through the API lock the form too, and the other way round', async ({ role, action, api }) => {
    const me = await account(role);
    for (let i = 0; i < 10; i++) await call(api, { json: { email: me.email, password: 'bad-pass' }, headers: { 'x-forwarded-for': `10.8.0.${i}` } });
    const locked = await callAction(action, { email: me.email, password: me.password });
    expect({ status: locked.status, message: locked.message, cookies: locked.cookies }).toEqual({ status: 429, message: LOCKED, cookies: {} });

    const next = await account(role);
    for (let i = 0; i < 10; i++) expect((await callAction(action, { email: next.email, password: 'bad-pass' })).status).toBe(401);
    expect((await callAction(action, { email: next.email, password: next.password })).status).toBe(429);
    expect((await call(api, { json: { email: next.email, password: next.password } })).status).toBe(429);
    // The generic login counts against both roles' accounts of the address.
    expect((await callAction(loginAction, { email: next.email, password: next.password })).status).toBe(429);
  });

  it.each(cases)('$role: refuses bad input with validation errors, before any password check', async ({ role, action }) => {
    const me = await account(role);
    for (const input of [
      { email: 'not-an-email', password: 'x' },
      { email: me.email, password: '' },
      { email: me.email },
      { email: me.email, password: 42 },
      { email: me.email, password: me.password, next: 'x'.repeat(2049) },
    ]) {
      const res = await callAction(action, input as never);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.validationErrors).toBeTruthy();
      expect(res.cookies).toEqual({});
    }
  });

  it.each(cases)('$role: refuses other sites (403) and NUL characters (400), signing nobody in', async ({ role, action }) => {
    const me = await account(role);
    const cross = await callAction(action, { email: me.email, password: me.password }, { headers: CROSS_SITE });
    expect({ status: cross.status, code: cross.code, message: cross.message, cookies: cross.cookies }).toEqual({
      status: 403,
      code: 'cross_site_refused',
      message: 'Cross-site request refused',
      cookies: {},
    });
    const nul = await callAction(action, { email: me.email, password: `${me.password}\u0000` });
    expect({ status: nul.status, message: nul.message, cookies: nul.cookies }).toEqual({
      status: 400,
      message: 'Text must not contain NUL characters',
      cookies: {},
    });
  });
});

describe('loginAction (/login, either role)', () => {
  async function textCode(local: string) {
    expect((await call(sendCode, { json: { phone: local } })).status).toBe(200);
    return latestSmsCode(`+91${local}`)!;
  }

  it('signs a brand or a creator in with its own cookies; the account decides the dashboard', async () => {
    const brand = await account('brand');
    const creator = await account('creator');
    const asBrand = await callAction(loginAction, { email: brand.email, password: brand.password });
    await expectSignedIn(asBrand, 'brand', brand.id);
    expect(asBrand.data).toEqual({ redirectTo: '/brand/dashboard', message: 'Login successful' });
    const asCreator = await callAction(loginAction, { email: creator.email, password: creator.password, phoneNumber: '', verificationCode: '' });
    await expectSignedIn(asCreator, 'creator', creator.id);
    expect(asCreator.data).toEqual({ redirectTo: '/creator/dashboard', message: 'Login successful' });
  });

  it('a wrong password and an unknown account get the same 401', async () => {
    const brand = await account('brand');
    const wrong = await callAction(loginAction, { email: brand.email, password: 'wrong-password' });
    const unknown = await callAction(loginAction, { email: uniqueEmail('nobody'), password: 'secret123' });
    for (const res of [wrong, unknown])
      expect({ status: res.status, message: res.message, cookies: res.cookies }).toEqual({ status: 401, message: 'Invalid credentials', cookies: {} });
  });

  it("with a phone: the account's phone and its texted code sign in; the code is then used up", async () => {
    const { local, e164 } = randomIndianPhone();
    const creator = await account('creator', { phone: e164 });
    const code = await textCode(local);
    const input = { email: creator.email, password: creator.password, phoneNumber: e164, verificationCode: code };
    await expectSignedIn(await callAction(loginAction, input), 'creator', creator.id);
    const again = await callAction(loginAction, input);
    expect({ status: again.status, fields: again.fields, cookies: again.cookies }).toEqual({
      status: 400,
      fields: { verificationCode: INVALID_CODE },
      cookies: {},
    });
  });

  it('with a phone: no code, a wrong code, or a phone not the account’s are field errors on the code, signing nobody in', async () => {
    const { local, e164 } = randomIndianPhone();
    const brand = await account('brand', { phone: e164 });
    const code = await textCode(local);
    const other = randomIndianPhone();
    const otherCode = await textCode(other.local);
    const refusals = [
      [{ phoneNumber: e164 }, CODE_OR_REMOVE_PHONE],
      [{ phoneNumber: e164, verificationCode: code === '000000' ? '111111' : '000000' }, INVALID_CODE],
      [{ phoneNumber: other.e164, verificationCode: otherCode }, INVALID_CODE],
    ] as const;
    for (const [phone, message] of refusals) {
      const res = await callAction(loginAction, { email: brand.email, password: brand.password, ...phone });
      expect({ status: res.status, fields: res.fields, cookies: res.cookies }).toEqual({ status: 400, fields: { verificationCode: message }, cookies: {} });
    }
    await expectSignedIn(
      await callAction(loginAction, { email: brand.email, password: brand.password, phoneNumber: local, verificationCode: code }),
      'brand',
      brand.id,
    );
  });

  it('ten failures through the API lock the form for that account, whichever login they came through', async () => {
    const brand = await account('brand');
    for (let i = 0; i < 10; i++) await call(apiLogin, { json: { email: brand.email, password: 'bad-pass' }, headers: { 'x-forwarded-for': `10.9.0.${i}` } });
    expect((await callAction(loginAction, { email: brand.email, password: brand.password })).status).toBe(429);
    expect((await callAction(brandLoginAction, { email: brand.email, password: brand.password })).status).toBe(429);
  });

  it('counts failures per client address as the API does (30)', async () => {
    const ip = { 'x-forwarded-for': '10.77.7.7' };
    for (let i = 0; i < 30; i++) await call(apiLogin, { json: { email: `n${i}@example.com`, password: 'bad-pass' }, headers: ip });
    const brand = await account('brand');
    expect((await callAction(loginAction, { email: brand.email, password: brand.password }, { headers: ip })).status).toBe(429);
    expect((await callAction(loginAction, { email: brand.email, password: brand.password }, { headers: { 'x-forwarded-for': '10.77.7.8' } })).status).toBe(200);
  });

  it.each([
    ['an invalid e-mail', { email: 'x', password: 'secret123' }],
    ['an e-mail with a display name', { email: 'A <a@example.com>', password: 'secret123' }],
    ['an empty password', { email: 'a@example.com', password: '' }],
    ['a numeric phone', { email: 'a@example.com', password: 'secret123', phoneNumber: 9812345678 }],
    ['an oversize code', { email: 'a@example.com', password: 'secret123', phoneNumber: '9812345678', verificationCode: '1'.repeat(40) }],
  ])('refuses %s with validation errors', async (_name, input) => {
    const res = await callAction(loginAction, input as never);
    expect(res.status).toBe(400);
    expect(res.validationErrors).toBeTruthy();
    expect(res.cookies).toEqual({});
  });

  it('refuses other sites (403) and NUL characters (400), signing nobody in', async () => {
    const brand = await account('brand');
    const cross = await callAction(loginAction, { email: brand.email, password: brand.password }, { headers: CROSS_SITE });
    expect({ status: cross.status, cookies: cross.cookies }).toEqual({ status: 403, cookies: {} });
    const nul = await callAction(loginAction, { email: brand.email, password: brand.password, verificationCode: '1\u00002' });
    expect({ status: nul.status, message: nul.message, cookies: nul.cookies }).toEqual({
      status: 400,
      message: 'Text must not contain NUL characters',
      cookies: {},
    });
  });
});
