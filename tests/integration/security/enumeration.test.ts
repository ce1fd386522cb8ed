import { describe, expect, it } from 'vitest';
import { POST as requestOtp } from '@/app/api/creator/request-otp/route';
import { POST as resetRequest } from '@/app/api/auth/password-reset/request/route';
import { POST as resetConfirm } from '@/app/api/auth/password-reset/confirm/route';
import { POST as verifyOtp } from '@/app/api/creator/verify-otp/route';
import { PUT as putBrandProfile } from '@/app/api/brand/profile/route';
import { DELETE as cancelEmailChange } from '@/app/api/brand/profile/email/route';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { brands } from '@/models';
import { POST as creatorLogin } from '@/app/api/creator/login/route';
import { POST as brandLogin } from '@/app/api/brand/login/route';
import { POST as genericLogin } from '@/app/api/auth/login/route';
import { ANSWER_FLOOR_MS } from '@/lib/auth/timing';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { freshEmail, freshIp } from './support';

// ASVS V6.3.8: the OTP request and the password reset answer alike, in content and in time, for
// an address with an account and one without. Login is the spec's one exception (see SECURITY.md):
// its answer names unknown accounts, but its timing must not add a second channel.

type Handler = Parameters<typeof call>[0];
const post = (handler: Handler, json: unknown) => call(handler, { json, headers: { 'x-forwarded-for': freshIp() } });

/** What a client can see of an answer, apart from what differs on every request. */
function visible(res: Awaited<ReturnType<typeof call>>) {
  const headers = [...res.headers.entries()].filter(([k]) => !['date', 'x-request-id'].includes(k)).sort();
  return { status: res.status, body: res.data, headers, cookies: res.res.headers.getSetCookie() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * Median time of a known-account attempt over an unknown-account one, from interleaved pairs (the
 * order flips every pair) so that load on the machine falls on both alike.
 */
async function timeRatio(pairs: number, known: () => Promise<unknown>, unknown: () => Promise<unknown>) {
  const k: number[] = [];
  const u: number[] = [];
  for (let i = 0; i < pairs; i++) {
    if (i % 2) {
      u.push(await timed(unknown));
      k.push(await timed(known));
    } else {
      k.push(await timed(known));
      u.push(await timed(unknown));
    }
  }
  return { known: median(k), unknown: median(u), ratio: Math.max(median(k), median(u)) / Math.min(median(k), median(u)) };
}

describe('the OTP request and the password reset do not reveal accounts', () => {
  it('POST /api/creator/request-otp: the same status, body, headers and cookies for an address with an account and one without', async () => {
    const { creator } = await createCreator();
    const known = await post(requestOtp, { email: creator.email });
    const unknown = await post(requestOtp, { email: freshEmail() });
    expect(known.status).toBe(200);
    expect(visible(known)).toEqual(visible(unknown));
  });

  it.each(['brand', 'creator'] as const)(
    'POST /api/auth/password-reset/request (%s): the same answer for an address with an account and one without',
    async (role) => {
      const email = role === 'brand' ? (await createBrand()).brand.email : (await createCreator()).creator.email;
      const known = await post(resetRequest, { role, email });
      const unknown = await post(resetRequest, { role, email: freshEmail() });
      // An account of the other role with that address is "unknown" for this role, and looks it.
      const otherRole = await post(resetRequest, { role: role === 'brand' ? 'creator' : 'brand', email });
      expect(known.status).toBe(200);
      expect(visible(known)).toEqual(visible(unknown));
      expect(visible(otherRole)).toEqual(visible(unknown));
    },
  );

  it('both take about as long for a known address as for an unknown one (no answer sooner than the floor)', async () => {
    const otp = await timeRatio(
      8,
      async () => post(requestOtp, { email: (await createCreator()).creator.email }),
      async () => post(requestOtp, { email: freshEmail() }),
    );
    const reset = await timeRatio(
      8,
      async () => post(resetRequest, { role: 'creator', email: (await createCreator()).creator.email }),
      async () => post(resetRequest, { role: 'creator', email: freshEmail() }),
    );
    // Without the floor the reset answered an unknown address 5-10 times sooner than a known one.
    for (const [name, t] of Object.entries({ otp, reset })) {
      expect(t.ratio, `${name}: known ${t.known.toFixed(1)} ms, unknown ${t.unknown.toFixed(1)} ms`).toBeLessThan(2);
      expect(Math.min(t.known, t.unknown), name).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 1);
    }
  }, 90_000);
});

describe('login: the same answer whether or not the account exists, and its timing', () => {
  it('creator and brand logins answer an unknown account exactly like a wrong password', async () => {
    const { creator } = await createCreator();
    const { brand } = await createBrand();
    for (const [handler, email] of [
      [creatorLogin, creator.email],
      [brandLogin, brand.email],
    ] as const) {
      const unknown = await post(handler, { email: freshEmail(), password: 'wrong-password' });
      const wrong = await post(handler, { email, password: 'wrong-password' });
      expect([unknown.status, unknown.data.message]).toEqual([401, 'Invalid credentials']);
      expect(visible(unknown)).toEqual(visible(wrong));
    }
  });

  it.each([
    ['creator', creatorLogin],
    ['brand', brandLogin],
  ] as const)('%s login: an unknown address is locked out after as many failures as a real one (the limit tells nothing)', async (name, handler) => {
    const account = name === 'brand' ? (await createBrand()).brand : (await createCreator()).creator;
    const ghost = freshEmail();
    const statuses = async (email: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 11; i++) seen.push((await post(handler, { email, password: 'wrong-password' })).status);
      return seen;
    };
    const real = await statuses(account.email);
    expect(real.at(-1)).toBe(429);
    expect(await statuses(ghost)).toEqual(real);
  });

  it('the generic /login answers an unknown account exactly like a wrong password', async () => {
    const { creator } = await createCreator();
    const unknown = await post(genericLogin, { email: freshEmail(), password: 'wrong-password' });
    const wrong = await post(genericLogin, { email: creator.email, password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(visible(unknown)).toEqual(visible(wrong));
  });

  it.each([
    ['creator', creatorLogin],
    ['brand', brandLogin],
    ['generic', genericLogin],
  ] as const)(
    '%s login takes about as long for an unknown account as for a wrong password (a dummy hash is checked)',
    async (name, handler) => {
      const account = name === 'brand' ? (await createBrand()).brand : (await createCreator()).creator;
      const t = await timeRatio(
        5,
        () => post(handler, { email: account.email, password: 'wrong-password' }),
        () => post(handler, { email: freshEmail(), password: 'wrong-password' }),
      );
      // A skipped bcrypt comparison would make the unknown case ~50 times faster.
      expect(t.ratio, `known ${t.known.toFixed(1)} ms, unknown ${t.unknown.toFixed(1)} ms`).toBeLessThan(2);
    },
    90_000,
  );
});

describe('checking a code answers alike whether or not the address has an account', () => {
  // Each answer as a client sees it, in order: wrong code x4, the 5th wrong (burns), then one more.
  async function wrongCodeAnswers(handler: Handler, body: (code: string) => unknown) {
    const ip = freshIp();
    const out = [];
    for (let i = 0; i < 6; i++) out.push(visible(await call(handler, { json: body('000000'), headers: { 'x-forwarded-for': ip } })));
    return out;
  }

  it('POST /api/creator/verify-otp: the same answers for an address with an account and one without, before and after a code was requested', async () => {
    const { creator } = await createCreator();
    const fresh = freshEmail();
    // No code requested yet.
    expect(visible(await post(verifyOtp, { email: creator.email, otp: '000000' }))).toEqual(visible(await post(verifyOtp, { email: fresh, otp: '000000' })));
    await post(requestOtp, { email: creator.email });
    await post(requestOtp, { email: fresh });
    const known = await wrongCodeAnswers(verifyOtp, (otp) => ({ email: creator.email, otp }));
    const unknown = await wrongCodeAnswers(verifyOtp, (otp) => ({ email: fresh, otp }));
    expect(known).toEqual(unknown);
    expect(known[0].body.message).toBe('Invalid code. Please try again.');
    expect(known[4].body.message).toBe('Too many wrong tries. Please request a new code.');
  });

  it.each(['brand', 'creator'] as const)(
    'POST /api/auth/password-reset/confirm (%s): the same answers for an address with an account and one without',
    async (role) => {
      const email = role === 'brand' ? (await createBrand()).brand.email : (await createCreator()).creator.email;
      const fresh = freshEmail();
      const body = (address: string) => (code: string) => ({ role, email: address, code, password: 'new-secret-1' });
      expect(visible(await post(resetConfirm, body(email)('000000')))).toEqual(visible(await post(resetConfirm, body(fresh)('000000'))));
      await post(resetRequest, { role, email });
      await post(resetRequest, { role, email: fresh });
      const known = await wrongCodeAnswers(resetConfirm, body(email));
      const unknown = await wrongCodeAnswers(resetConfirm, body(fresh));
      expect(known).toEqual(unknown);
      expect(known[0].body.message).toBe('Invalid code. Please try again.');
    },
  );
});

describe("a brand's profile does not tell which addresses other brands use", () => {
  it("PUT /api/brand/profile answers another brand's e-mail exactly like an unused one, and changes no e-mail", async () => {
    const me = await createBrand();
    const other = await createBrand();
    const put = (email: string) =>
      call(putBrandProfile, {
        method: 'PUT',
        token: me.accessToken,
        json: { brandName: me.brand.brandName, email, phone: me.brand.phone, address: '' },
        headers: { 'x-forwarded-for': freshIp() },
      });
    const unused = freshEmail();
    const taken = await put(other.brand.email.toUpperCase());
    await call(cancelEmailChange, { method: 'DELETE', token: me.accessToken });
    const free = await put(unused);
    const masked = (r: Awaited<ReturnType<typeof call>>, email: string) => JSON.parse(JSON.stringify(visible(r)).replaceAll(email, '<new>'));
    expect(taken.status).toBe(200);
    expect(masked(taken, other.brand.email)).toEqual(masked(free, unused));
    const db = await getDb();
    const [row] = await db.select().from(brands).where(eq(brands.id, me.brand.id));
    expect(row.email).toBe(me.brand.email);
  });
});
