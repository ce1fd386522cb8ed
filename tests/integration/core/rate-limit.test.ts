import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { check, hit, reset } from '@/lib/rate-limit';

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

describe('rate limits in memory', () => {
  it('allows max hits per window, then 429 with Retry-After; reset forgets', () => behaves('mem'));

  it('check does not count', async () => {
    const key = `mem:${crypto.randomUUID()}`;
    for (let i = 0; i < 10; i++) await check(key, rule);
    await hit(key, rule);
  });
});

describe('rate limits in Redis (shared by every instance)', () => {
  afterAll(() => {
    delete process.env.REDIS_URL;
    resetEnvForTests();
  });

  it('counts in Redis, so a second process sees the same window', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    resetEnvForTests();
    await behaves('redis');
    const key = `shared:${crypto.randomUUID()}`;
    await hit(key, rule);
    const { Redis } = await import('ioredis');
    const other = new Redis(process.env.REDIS_URL);
    expect(await other.get(`rl:${key}`)).toBe('1');
    expect(await other.pttl(`rl:${key}`)).toBeGreaterThan(0);
    await other.quit();
  });

  it('fails open when Redis is unreachable', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    resetEnvForTests();
    for (let i = 0; i < 5; i++) await hit(`down:${crypto.randomUUID()}`, rule);
  });
});
