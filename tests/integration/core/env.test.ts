import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/lib/env';

// Each test's DATA_DIR (development secrets are written there), removed at the end, pass or fail.
const made: string[] = [];
const tmp = () => {
  const dir = path.join(os.tmpdir(), `cm-env-${Math.random().toString(36).slice(2)}`);
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('settings', () => {
  it('applies the documented defaults', () => {
    const dir = tmp();
    const e = parseEnv({ NODE_ENV: 'development', DATA_DIR: dir } as NodeJS.ProcessEnv);
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.MAIL_OUTBOX_DIR).toBe(path.join(dir, 'outbox'));
    expect(e.SMS_OUTBOX_DIR).toBe(path.join(dir, 'sms-outbox'));
    expect(e.APP_URL).toBe('http://localhost:3000');
    expect(e.firebaseEnabled).toBe(false);
  });

  it('generates development secrets once and keeps them in DATA_DIR', () => {
    const dir = tmp();
    const a = parseEnv({ NODE_ENV: 'development', DATA_DIR: dir } as NodeJS.ProcessEnv);
    const b = parseEnv({ NODE_ENV: 'development', DATA_DIR: dir } as NodeJS.ProcessEnv);
    expect(a.JWT_ACCESS_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(a.JWT_ACCESS_SECRET).toBe(b.JWT_ACCESS_SECRET);
    expect(a.JWT_ACCESS_SECRET).not.toBe(a.JWT_REFRESH_SECRET);
    expect(a.TRACKING_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(a.TRACKING_SECRET).toBe(b.TRACKING_SECRET);
    expect([a.JWT_ACCESS_SECRET, a.JWT_REFRESH_SECRET]).not.toContain(a.TRACKING_SECRET);
  });

  it('refuses to start in production without the JWT secrets, naming the setting', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: tmp() } as NodeJS.ProcessEnv)).toThrow(/JWT_ACCESS_SECRET/);
  });

  it('refuses to start in production without TRACKING_SECRET (every server must share it), naming it', () => {
    const jwt = { JWT_ACCESS_SECRET: 'a'.repeat(32), JWT_REFRESH_SECRET: 'b'.repeat(32) };
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: tmp(), ...jwt } as NodeJS.ProcessEnv)).toThrow(/TRACKING_SECRET: required/);
    const e = parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: tmp(),
      ...jwt,
      TRACKING_SECRET: 'c'.repeat(32),
      PAYMENT_WEBHOOK_SECRET: 'd'.repeat(32),
    } as NodeJS.ProcessEnv);
    expect(e.TRACKING_SECRET).toBe('c'.repeat(32));
  });

  it('refuses to start in production without PAYMENT_WEBHOOK_SECRET (the provider signs its webhooks with it), naming it', () => {
    const others = { JWT_ACCESS_SECRET: 'a'.repeat(32), JWT_REFRESH_SECRET: 'b'.repeat(32), TRACKING_SECRET: 'c'.repeat(32) };
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: tmp(), ...others } as NodeJS.ProcessEnv)).toThrow(/PAYMENT_WEBHOOK_SECRET: required/);
    const e = parseEnv({ NODE_ENV: 'production', DATA_DIR: tmp(), ...others, PAYMENT_WEBHOOK_SECRET: 'd'.repeat(32) } as NodeJS.ProcessEnv);
    expect(e.PAYMENT_WEBHOOK_SECRET).toBe('d'.repeat(32));
    const dev = parseEnv({ NODE_ENV: 'development', DATA_DIR: tmp() } as NodeJS.ProcessEnv);
    expect(dev).toMatchObject({ PAYMENT_PROVIDER: 'local', PLATFORM_FEE_PERCENT: 10, PAYMENT_AUTO_RELEASE_DAYS: 7 });
    expect(dev.PAYMENT_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('bounds the click buffer at 50,000 clicks unless CLICK_BUFFER_MAX says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'development', DATA_DIR: tmp() } as NodeJS.ProcessEnv).CLICK_BUFFER_MAX).toBe(50_000);
    expect(parseEnv({ NODE_ENV: 'development', DATA_DIR: tmp(), CLICK_BUFFER_MAX: '200' } as NodeJS.ProcessEnv).CLICK_BUFFER_MAX).toBe(200);
  });

  it('lets `next build` read the settings without the JWT secrets, and keeps nothing of its throwaway ones', () => {
    const dir = tmp();
    const building = { NODE_ENV: 'production', DATA_DIR: dir, NEXT_PHASE: 'phase-production-build', APP_URL: 'https://collab.example' } as NodeJS.ProcessEnv;
    const a = parseEnv(building);
    const b = parseEnv(building);
    expect(a.APP_URL).toBe('https://collab.example');
    expect(a.JWT_ACCESS_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(a.JWT_ACCESS_SECRET).not.toBe(b.JWT_ACCESS_SECRET);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it.each([
    ['DATABASE_URL', 'not a url'],
    ['APP_URL', 'nope'],
    ['JWT_ACCESS_SECRET', 'short'],
    ['TRACKING_SECRET', 'short'],
    ['PAYMENT_WEBHOOK_SECRET', 'short'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['RAZORPAY_API_URL', 'api.razorpay.com'],
    ['PLATFORM_FEE_PERCENT', '101'],
    ['CLICK_BUFFER_MAX', '0'],
    ['ACCESS_TOKEN_TTL_SECONDS', 'abc'],
    ['LOG_LEVEL', 'loud'],
  ])('names the bad setting %s', (name, value) => {
    expect(() => parseEnv({ NODE_ENV: 'development', DATA_DIR: tmp(), [name]: value } as NodeJS.ProcessEnv)).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: 'development', DATA_DIR: tmp(), [name]: value } as NodeJS.ProcessEnv)).toThrow(new RegExp(name));
  });

  it('needs the Razorpay key pair and webhook secret when Razorpay is the provider (left empty, they are unset), and not otherwise', () => {
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret' };
    for (const name of Object.keys(razorpay) as (keyof typeof razorpay)[]) {
      const env = { NODE_ENV: 'development', DATA_DIR: tmp(), PAYMENT_PROVIDER: 'razorpay', ...razorpay, [name]: '' } as NodeJS.ProcessEnv;
      expect(() => parseEnv(env)).toThrow(new RegExp(`${name}: required when PAYMENT_PROVIDER=razorpay`));
    }
    const on = parseEnv({ NODE_ENV: 'development', DATA_DIR: tmp(), PAYMENT_PROVIDER: 'razorpay', ...razorpay } as NodeJS.ProcessEnv);
    expect(on).toMatchObject({ PAYMENT_PROVIDER: 'razorpay', ...razorpay, RAZORPAY_API_URL: 'https://api.razorpay.com' });
    const off = parseEnv({ NODE_ENV: 'development', DATA_DIR: tmp(), RAZORPAY_KEY_ID: '' } as NodeJS.ProcessEnv);
    expect(off).toMatchObject({ PAYMENT_PROVIDER: 'local', RAZORPAY_KEY_ID: undefined });
  });

  it('treats an empty DATABASE_URL as unset (PGlite)', () => {
    expect(parseEnv({ NODE_ENV: 'development', DATA_DIR: tmp(), DATABASE_URL: '' } as NodeJS.ProcessEnv).DATABASE_URL).toBeUndefined();
  });
});
