import { beforeEach, describe, expect, it } from 'vitest';
import { POST as requestOtp } from '@/app/api/creator/request-otp/route';
import { POST as resetRequest } from '@/app/api/auth/password-reset/request/route';
import { POST as creatorLogin } from '@/app/api/creator/login/route';
import { POST as brandLogin } from '@/app/api/brand/login/route';
import { POST as genericLogin } from '@/app/api/auth/login/route';
import { POST as creatorSignup } from '@/app/api/creator/signup/route';
import { POST as brandSignup } from '@/app/api/brand/signup/route';
import { POST as refreshPost } from '@/app/api/session/refresh/route';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { outboxMails } from '../../helpers/outbox';
import { freshEmail, freshIp, imageFile, verifiedPhone, verifiedSignupEmail } from './support';

// Issue 12, items 2, 3 and 7: limits that could be sidestepped by another spelling of an
// address or another login form, and sign-in from another site.

type Handler = Parameters<typeof call>[0];
const post = (handler: Handler, json: unknown, headers: Record<string, string> = {}) =>
  call(handler, { json, headers: { 'x-forwarded-for': freshIp(), ...headers } });
const mailsInto = (mailbox: string) => outboxMails().filter((m) => m.toLowerCase().includes(mailbox.toLowerCase())).length;

beforeEach(() => resetAllRateLimits());

describe('per-address limits count the mailbox, however the address is written', () => {
  const disguises = (victim: string) => {
    const [local, domain] = victim.split('@');
    return [
      `1,${victim}`,
      `z<${victim}>`,
      `"q"<${victim}>`,
      `Victim <${victim}>`,
      `${victim}, other@example.com`,
      `${victim};x@example.com`,
      `(c)${victim}`,
      `"${local}"@${domain}`,
    ];
  };

  it('sign-up codes: a display name, a list or a quoted local part is not an address (400, no mail)', async () => {
    const victim = freshEmail('victim');
    for (const email of disguises(victim)) {
      const res = await post(requestOtp, { email });
      expect(res.status, email).toBe(400);
      expect(res.data.fields).toEqual({ email: 'Please enter a valid email address' });
    }
    expect(mailsInto(victim)).toBe(0);
  });

  it('sign-up codes: after 5 sends to an address, its other spellings (case, +tags) get no more mail', async () => {
    const victim = freshEmail('victim');
    const [local, domain] = victim.split('@');
    for (let i = 0; i < 5; i++) expect((await post(requestOtp, { email: victim })).status).toBe(200);
    for (const email of [
      victim.toUpperCase(),
      ` ${victim} `,
      `${local}+1@${domain}`,
      `${local.toUpperCase()}+x@${domain.toUpperCase()}`,
      ...disguises(victim),
    ]) {
      expect([400, 429], email).toContain((await post(requestOtp, { email })).status);
    }
    expect(mailsInto(`${local}`)).toBe(5);
  });

  it('password-reset codes: the same mailbox budget across spellings and roles', async () => {
    const { creator } = await createCreator();
    const [local, domain] = creator.email.split('@');
    for (let i = 0; i < 3; i++) expect((await post(resetRequest, { role: 'creator', email: creator.email })).status).toBe(200);
    for (const email of [creator.email.toUpperCase(), `${local}+r@${domain}`]) expect((await post(resetRequest, { role: 'creator', email })).status).toBe(429);
    expect((await post(resetRequest, { role: 'brand', email: creator.email })).status).toBe(429);
    for (const email of disguises(creator.email)) expect((await post(resetRequest, { role: 'creator', email })).status).toBe(400);
  });
});

describe('one failed-login counter per account, whatever the form', () => {
  const wrong = (email: string) => ({ email, password: 'wrong-password' });

  it('10 failures on the creator login lock the generic login for that account too (and the right password waits)', async () => {
    const { creator, password } = await createCreator();
    for (let i = 0; i < 10; i++) expect((await post(creatorLogin, wrong(creator.email))).status).toBe(401);
    expect((await post(genericLogin, wrong(creator.email))).status).toBe(429);
    expect((await post(genericLogin, { email: creator.email, password })).status).toBe(429);
    expect((await post(creatorLogin, { email: creator.email, password })).status).toBe(429);
  });

  it('10 failures on the brand login lock the generic login for that account too', async () => {
    const { brand, password } = await createBrand();
    for (let i = 0; i < 10; i++) expect((await post(brandLogin, wrong(brand.email))).status).toBe(401);
    expect((await post(genericLogin, { email: brand.email, password })).status).toBe(429);
  });

  it('failures on the generic login count against both roles of the address: 5 there and 5 on either form lock both', async () => {
    const email = freshEmail('both');
    const { password } = await createCreator({ email });
    await createBrand({ email });
    for (let i = 0; i < 5; i++) expect((await post(genericLogin, wrong(email))).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await post(creatorLogin, wrong(email))).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await post(brandLogin, wrong(email))).status).toBe(401);
    for (const handler of [creatorLogin, brandLogin, genericLogin]) expect((await post(handler, { email, password })).status).toBe(429);
  });

  it('a success clears only the account that signed in', async () => {
    const { creator, password } = await createCreator();
    for (let i = 0; i < 9; i++) await post(genericLogin, wrong(creator.email));
    expect((await post(creatorLogin, { email: creator.email, password })).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await post(creatorLogin, wrong(creator.email))).status).toBe(401);
  });
});

describe('no sign-in from another site (login CSRF)', () => {
  // What an attacker's page can send without a preflight: a text/plain form or fetch with a JSON-looking body.
  const crossSite = { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it.each([
    ['creator', creatorLogin],
    ['brand', brandLogin],
    ['generic', genericLogin],
  ] as const)('the %s login refuses a cross-site request with the right password, and sets no cookie', async (role, handler) => {
    const account = role === 'brand' ? await createBrand() : await createCreator();
    const email = 'brand' in account ? account.brand.email : account.creator.email;
    const body = JSON.stringify({ email, password: account.password });
    for (const headers of [crossSite, { ...crossSite, 'content-type': 'application/json' }, { 'content-type': 'text/plain', origin: 'https://evil.example' }]) {
      const res = await call(handler, { method: 'POST', raw: body, headers: { ...headers, 'x-forwarded-for': freshIp() } });
      expect(res.status).toBe(403);
      expect(res.data.message).toBe('Cross-site request refused');
      expect(res.res.headers.getSetCookie()).toEqual([]);
    }
    // From our own site, but typed text/plain: not JSON, so not a login either.
    const plain = await call(handler, {
      method: 'POST',
      raw: body,
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshIp() },
    });
    expect(plain.status).toBe(415);
    expect(plain.res.headers.getSetCookie()).toEqual([]);
    // And the real thing still works.
    const ok = await call(handler, {
      method: 'POST',
      json: { email, password: account.password },
      headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshIp() },
    });
    expect(ok.status).toBe(200);
  });

  it('sign-ups (multipart, which a cross-site form can send) and the cookie refresh refuse other sites', async () => {
    const email = await verifiedSignupEmail(freshEmail('csrf'));
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Mallory', email, password: 'secret123', phone: '9876543210' })) form.append(k, v);
    const creator = await call(creatorSignup, { form, headers: { origin: 'https://evil.example', 'x-forwarded-for': freshIp() } });
    expect(creator.status).toBe(403);
    expect(creator.res.headers.getSetCookie()).toEqual([]);

    const phone = await verifiedPhone();
    const brandForm = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Mallory',
      email: freshEmail('csrf'),
      password: 'secret123',
      phone: phone.local,
      brandName: 'Evil',
      companyType: 'Private',
      gstNo: '27AAPFU0939F1ZV',
    }))
      brandForm.append(k, v);
    brandForm.append('brandLogo', await imageFile());
    const brand = await call(brandSignup, { form: brandForm, headers: { 'sec-fetch-site': 'cross-site', 'x-forwarded-for': freshIp() } });
    expect(brand.status).toBe(403);

    const { refreshToken } = await createCreator();
    const refresh = await call(refreshPost, {
      method: 'POST',
      url: '/api/session/refresh?role=creator',
      cookies: { creator_refresh: refreshToken },
      headers: { origin: 'https://evil.example' },
    });
    expect(refresh.status).toBe(403);
    expect(refresh.res.headers.getSetCookie()).toEqual([]);
  });
});
