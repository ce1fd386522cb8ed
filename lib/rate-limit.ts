import 'server-only';
import type { Redis } from 'ioredis';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';

export type Rule = { max: number; windowSeconds: number; message?: string };

type Window = { count: number; resetInMs: number };

/** Where counters live: this process's memory, or Redis shared by every instance (REDIS_URL). */
interface Store {
  incr(key: string, windowMs: number): Promise<Window>;
  peek(key: string): Promise<Window | null>;
  del(key: string): Promise<void>;
}

class MemoryStore implements Store {
  private windows = new Map<string, { count: number; resetAt: number }>();

  async incr(key: string, windowMs: number): Promise<Window> {
    const now = Date.now();
    if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetInMs: w.resetAt - now };
  }

  async peek(key: string): Promise<Window | null> {
    const w = this.windows.get(key);
    const now = Date.now();
    return w && w.resetAt > now ? { count: w.count, resetInMs: w.resetAt - now } : null;
  }

  async del(key: string) {
    this.windows.delete(key);
  }

  clear() {
    this.windows.clear();
  }
}

// INCR and set the window's expiry on its first hit, atomically.
const INCR_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

class RedisStore implements Store {
  constructor(private redis: Redis) {}
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async incr(key: string, windowMs: number): Promise<Window> {
    const [count, ttl] = (await this.redis.eval(INCR_SCRIPT, 1, `rl:${key}`, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<Window | null> {
    const [[, count], [, ttl]] = (await this.redis.multi().get(`rl:${key}`).pttl(`rl:${key}`).exec()) as [[unknown, string | null], [unknown, number]];
    return count ? { count: Number(count), resetInMs: ttl > 0 ? ttl : 1000 } : null;
  }

  async del(key: string) {
    await this.redis.del(`rl:${key}`);
  }
}

// Next.js may load this module more than once in one server (route handlers and pages are
// bundled separately): the counters live on globalThis so every copy shares them.
type Shared = { memory: MemoryStore; redis?: { url: string; store: RedisStore } };
const shared: Shared = ((globalThis as { __collabmarketRateLimit?: Shared }).__collabmarketRateLimit ??= { memory: new MemoryStore() });
const memory = shared.memory;

async function store(): Promise<Store> {
  const url = env().REDIS_URL;
  if (!url) return memory;
  if (shared.redis?.url !== url) {
    const { Redis } = await import('ioredis');
    const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1000 });
    client.on('error', (err) => log.warn({ err: String(err) }, 'redis error'));
    shared.redis = { url, store: new RedisStore(client) };
  }
  return shared.redis.store;
}

/** Readiness: resolves when Redis (REDIS_URL) answers a PING; false when no Redis is configured. */
export async function pingRedis(): Promise<boolean> {
  const s = await store();
  if (!(s instanceof RedisStore)) return false;
  await s.ping();
  return true;
}

// A rate limiter that is down must not take sign-in down with it: fail open, and say so in the log.
async function safely<T>(fn: (s: Store) => Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('rate limit store timed out')), 1500);
    });
    return await Promise.race([fn(await store()), timeout]);
  } catch (err) {
    log.warn({ err: String(err) }, 'rate limit store unavailable');
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

function tooMany(rule: Rule, resetInMs: number) {
  return new AppError('rate_limited', rule.message ?? 'Too many attempts. Please wait and try again.', undefined, Math.max(1, Math.ceil(resetInMs / 1000)));
}

/** Counts one hit on `key`; throws a 429 AppError with Retry-After once the rule's limit is passed. */
export async function hit(key: string, rule: Rule): Promise<void> {
  const w = await safely((s) => s.incr(key, rule.windowSeconds * 1000), null);
  if (w && w.count > rule.max) throw tooMany(rule, w.resetInMs);
}

/**
 * Throws the same 429 as `hit` once `key` has used up the rule, without counting this call:
 * for limits on failures only (check before the attempt, `hit` after a failure).
 */
export async function check(key: string, rule: Rule): Promise<void> {
  const w = await safely((s) => s.peek(key), null);
  if (w && w.count >= rule.max) throw tooMany(rule, w.resetInMs);
}

/** Forgets a key (e.g. after a successful login). */
export async function reset(key: string): Promise<void> {
  await safely((s) => s.del(key), undefined);
}

/** Tests: clear every in-memory counter. */
export function resetAllRateLimits() {
  memory.clear();
}
