import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as creatorLogin } from '@/app/api/creator/login/route';
import { POST as brandLogin } from '@/app/api/brand/login/route';
import { POST as genericLogin } from '@/app/api/auth/login/route';
import { POST as creatorToken } from '@/app/api/creator/token/route';
import { POST as brandToken } from '@/app/api/brand/token/route';
import { POST as requestOtp } from '@/app/api/creator/request-otp/route';
import { POST as verifyOtp } from '@/app/api/creator/verify-otp/route';
import { POST as sendCode } from '@/app/api/phone/send-code/route';
import { POST as numberVerification } from '@/app/auth/numberVerification/route';
import { POST as resetRequest } from '@/app/api/auth/password-reset/request/route';
import { POST as resetConfirm } from '@/app/api/auth/password-reset/confirm/route';
import { setLogDestinationForTests } from '@/lib/log';
import { emailHash } from '@/lib/auth/login-log';
import { maskEmail } from '@/lib/mask';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { latestMailCode, latestSmsCode } from '../../helpers/outbox';
import { freshEmail, freshIp, freshPhone } from './support';

// ASVS V16.3.1: every login attempt is logged, success and failure, for both roles and the generic
// /login. V16.2.5: no password, token or code ever reaches a log line.

const PASSWORD = 'Log-Secret-Pa55';
const lines: string[] = [];
const secrets = new Set<string>([PASSWORD]);

type Entry = {
  level: number;
  event?: string;
  endpoint?: string;
  role?: string;
  outcome?: string;
  email?: string;
  emailHash?: string;
  ip?: string;
  msg?: string;
};
const entries = () => lines.map((l) => JSON.parse(l) as Entry);
const loginLines = () => entries().filter((e) => e.event === 'auth.login');

const post = (handler: Parameters<typeof call>[0], json: unknown, opts: { ip?: string; url?: string } = {}) =>
  call(handler, { json, url: opts.url, headers: { 'x-forwarded-for': opts.ip ?? freshIp() } });

function keep<T extends { data: Record<string, unknown> }>(res: T): T {
  for (const k of ['accessToken', 'refreshToken']) if (typeof res.data[k] === 'string') secrets.add(res.data[k] as string);
  return res;
}

beforeAll(() => {
  setLogDestinationForTests({ write: (line: string) => void lines.push(...line.split('\n').filter(Boolean)) }, 'debug');
});
afterAll(() => setLogDestinationForTests());

describe('login attempts in the log', () => {
  it.each([
    ['creator', creatorLogin, 'creator'],
    ['brand', brandLogin, 'brand'],
    ['generic', genericLogin, 'creator'],
  ] as const)(
    '%s login: success, wrong password and unknown account each leave one line with role, outcome and a masked e-mail',
    async (endpoint, handler, accountRole) => {
      const account = accountRole === 'brand' ? (await createBrand({ password: PASSWORD })).brand : (await createCreator({ password: PASSWORD })).creator;
      const unknown = freshEmail();
      const from = lines.length;
      keep(await post(handler, { email: account.email, password: PASSWORD }, { ip: '10.9.9.1' }));
      await post(handler, { email: account.email, password: 'not-the-password' }, { ip: '10.9.9.2' });
      await post(handler, { email: unknown, password: 'not-the-password' }, { ip: '10.9.9.3' });
      const mine = loginLines().slice(loginLines().length - 3);
      expect(lines.length - from).toBeGreaterThanOrEqual(3);
      const failedRole = endpoint === 'generic' ? 'unknown' : endpoint;
      expect(mine).toEqual([
        expect.objectContaining({
          level: 30,
          endpoint,
          role: accountRole,
          outcome: 'success',
          email: maskEmail(account.email),
          emailHash: emailHash(account.email),
          ip: '10.9.9.1',
        }),
        expect.objectContaining({
          level: 40,
          endpoint,
          role: failedRole,
          outcome: 'bad_credentials',
          email: maskEmail(account.email),
          emailHash: emailHash(account.email),
          ip: '10.9.9.2',
        }),
        expect.objectContaining({
          level: 40,
          endpoint,
          role: failedRole,
          outcome: 'bad_credentials',
          email: maskEmail(unknown),
          emailHash: emailHash(unknown),
          ip: '10.9.9.3',
        }),
      ]);
      // The address itself is not in a login line: a person can recognise it, a log reader cannot harvest it.
      for (const e of mine) expect(JSON.stringify(e)).not.toContain(account.email.split('@')[0]);
    },
  );

  it('a locked-out attempt is logged as rate_limited', async () => {
    const { creator } = await createCreator({ password: PASSWORD });
    for (let i = 0; i < 11; i++) await post(creatorLogin, { email: creator.email, password: `wrong-${i}` });
    const last = loginLines().at(-1)!;
    expect(last).toMatchObject({ endpoint: 'creator', outcome: 'rate_limited', emailHash: emailHash(creator.email) });
  });

  it('masks and hashes addresses', () => {
    expect(maskEmail('asha.verma@example.com')).toBe('a***@example.com');
    expect(maskEmail('nonsense')).toBe('***');
    expect(emailHash('Asha@Example.com')).toBe(emailHash('asha@example.com'));
    expect(emailHash('asha@example.com')).toMatch(/^[0-9a-f]{16}$/);
    expect(emailHash('asha@example.com')).not.toBe(emailHash('ravi@example.com'));
  });
});

describe('no secrets in the log', () => {
  it('after logins, token refreshes, e-mail codes, phone codes and a password reset, no password, token or code appears in any line', async () => {
    // Tokens from refreshes.
    const { creator, refreshToken: cRefresh } = await createCreator({ password: PASSWORD });
    const { brand, refreshToken: bRefresh } = await createBrand({ password: PASSWORD });
    secrets.add(cRefresh).add(bRefresh);
    keep(await post(creatorToken, { token: cRefresh }));
    keep(await post(brandToken, { token: bRefresh }));
    await post(creatorToken, { token: `${cRefresh}x` });

    // An e-mail code, checked wrong and then right.
    const email = freshEmail();
    await post(requestOtp, { email });
    const otp = (await latestMailCode(email))!;
    secrets.add(otp);
    await post(verifyOtp, { email, otp: otp === '000000' ? '111111' : '000000' });
    await post(verifyOtp, { email, otp });

    // A phone code.
    const phone = freshPhone();
    await post(sendCode, { phone: phone.local });
    const sms = latestSmsCode(phone.e164)!;
    secrets.add(sms);
    await post(numberVerification, { code: sms }, { url: `/auth/numberVerification?phone=${phone.local}` });

    // A password reset with its code and a new password.
    await post(resetRequest, { role: 'brand', email: brand.email });
    const resetCode = (await latestMailCode(brand.email))!;
    secrets.add(resetCode).add('Brand-New-Pa55');
    await post(resetConfirm, { role: 'brand', email: brand.email, code: resetCode, password: 'Brand-New-Pa55' });
    keep(await post(genericLogin, { email: brand.email, password: 'Brand-New-Pa55' }));
    keep(await post(creatorLogin, { email: creator.email, password: PASSWORD }));

    expect(lines.length).toBeGreaterThan(5);
    const all = lines.join('\n');
    for (const secret of secrets) expect(all.includes(secret), `a secret (${secret.slice(0, 6)}...) is in the log`).toBe(false);
    // Codes also as numbers, as a careless `{ code }` would print them.
    for (const code of [otp, sms, resetCode]) expect(all).not.toMatch(new RegExp(`[^0-9]${code}[^0-9]`));
  });
});
