import crypto from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { POST as requestReset } from '@/app/api/auth/password-reset/request/route';
import { resetEnvForTests } from '@/lib/env';
import { clientIpOf } from '@/lib/http/caller';
import { setLogDestinationForTests } from '@/lib/log';
import { check, hit, reset } from '@/lib/rate-limit';
import { call } from '../../helpers/http';
import { startTestRedis } from './redis-server';

const rule = { max: 3, windowSeconds: 60, message: 'Too many tries' };

async function behaves(prefix: string) {
  const key = `${prefix}:${crypto.randomUUID()}`;
  for (let i = 0; i < 3; i++) await hit(key, rule);
  await expect(hit(key, rule)).rejects.toMatchObject({ status: 429, message: 'Too many tries' });
  const err = await hit(key, rule).catch((e) => e);
  expect(err.retryAfterSeconds).toBeGreaterThan(0);
  expect(err.retryAfterSeconds).toBeLessThanOrEqual(60);
  await expect(check(key, rule)).rejects.toMatchObject({ status: 429 });
  await reset(key);
  await expect(check(key, rule)).resolves.toBeUndefined();
  await hit(key, rule);
}

function useSetting(name: string, value: string) {
  process.env[name] = value;
  resetEnvForTests();
}

afterEach(() => {
  delete process.env.REDIS_URL;
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvForTests();
});

describe('rate limits in memory', () => {
  it('allows max hits per window, then 429 with Retry-After; reset forgets', () => behaves('mem'));

  it('check does not count: after any number of checks the window still holds max hits', async () => {
    const key = `mem:${crypto.randomUUID()}`;
    for (let i = 0; i < 10; i++) await expect(check(key, rule)).resolves.toBeUndefined();
    for (let i = 0; i < rule.max; i++) await expect(hit(key, rule)).resolves.toBeUndefined();
    await expect(hit(key, rule)).rejects.toMatchObject({ status: 429 });
  });
});

// A Redis of this file's own (redis-server on a free port), or TEST_REDIS_URL.
const redis = await startTestRedis();
if ('reason' in redis) console.warn(`Skipping the Redis rate-limit tests: ${redis.reason}`);

describe.skipIf('reason' in redis)('rate limits in Redis (shared by every instance)', () => {
  afterAll(() => ('stop' in redis ? redis.stop() : undefined));

  it('counts in Redis, so a second process sees the same window', async () => {
    const url = 'url' in redis ? redis.url : '';
    useSetting('REDIS_URL', url);
    await behaves('redis');
    const key = `shared:${crypto.randomUUID()}`;
    await hit(key, rule);
    const { Redis } = await import('ioredis');
    const other = new Redis(url);
    expect(await other.get(`rl:${key}`)).toBe('1');
    expect(await other.pttl(`rl:${key}`)).toBeGreaterThan(0);
    await other.quit();
  });
});

describe('rate limits with Redis down', () => {
  const warnings: string[] = [];
  afterAll(() => setLogDestinationForTests());

  it('fails open: nothing is counted or refused, and the log says the store is unavailable', async () => {
    setLogDestinationForTests({ write: (line: string) => void warnings.push(line) }, 'warn');
    useSetting('REDIS_URL', 'redis://127.0.0.1:1');
    const key = `down:${crypto.randomUUID()}`;
    // One past the rule's max on one key: a store that counted would refuse the last.
    for (let i = 0; i <= rule.max; i++) await expect(hit(key, rule)).resolves.toBeUndefined();
    await expect(check(key, rule)).resolves.toBeUndefined();
    expect(warnings.filter((l) => l.includes('rate limit store unavailable')).length).toBeGreaterThan(rule.max);
  });
});

describe('the client address of per-IP limits (X-Forwarded-For)', () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it('takes the entry our proxy appended, counted TRUSTED_PROXY_HOPS from the right', () => {
    expect(clientIpOf(headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIpOf(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIpOf(headers({ 'x-forwarded-for': ' 6.6.6.6 ,, 203.0.113.7 ' }))).toBe('203.0.113.7');
    useSetting('TRUSTED_PROXY_HOPS', '2');
    // Client, then what the CDN saw (the client's address), then what our load balancer saw (the CDN).
    expect(clientIpOf(headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.0.0.2' }))).toBe('198.51.100.9');
    expect(clientIpOf(headers({ 'x-forwarded-for': '198.51.100.9, 10.0.0.2' }))).toBe('198.51.100.9');
  });

  it('without the header: X-Real-IP, else one fixed bucket', () => {
    expect(clientIpOf(headers({ 'x-real-ip': '192.0.2.4' }))).toBe('192.0.2.4');
    expect(clientIpOf(headers({}))).toBe('direct');
  });

  it('a client writing its own left-most entries stays in its bucket', async () => {
    // The password-reset request allows 10 per address per 15 minutes; each try names a new mailbox.
    const ours = `203.0.113.${crypto.randomInt(1, 255)}`;
    const ask = (spoofed: string) =>
      call(requestReset, {
        json: { email: `reset-${crypto.randomUUID()}@example.com`, role: 'creator' },
        headers: { 'x-forwarded-for': `${spoofed}, ${ours}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await ask(`10.9.${i}.${i}`)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    // Another client (another address appended by our proxy) still has its own budget.
    const other = await call(requestReset, {
      json: { email: `reset-${crypto.randomUUID()}@example.com`, role: 'creator' },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(other.status).toBe(200);
  });
});
