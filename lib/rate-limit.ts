import { AppError } from '@/lib/errors';

type Rule = { max: number; windowSeconds: number; message?: string };

// Fixed-window counters in memory (one instance). A shared store (Redis) can replace this map
// behind the same function.
const windows = new Map<string, { count: number; resetAt: number }>();

function sweep(now: number) {
  if (windows.size < 10_000) return;
  for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
}

/** Counts one hit on `key`; throws a 429 AppError with Retry-After once the rule's limit is passed. */
export async function hit(key: string, rule: Rule): Promise<void> {
  const now = Date.now();
  sweep(now);
  let w = windows.get(key);
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
    windows.set(key, w);
  }
  w.count += 1;
  if (w.count > rule.max) {
    const retry = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
    throw new AppError('rate_limited', rule.message ?? 'Too many attempts. Please wait and try again.', undefined, retry);
  }
}

/** Forgets a key (e.g. after a successful login). */
export async function reset(key: string): Promise<void> {
  windows.delete(key);
}

/** Tests: clear every counter. */
export function resetAllRateLimits() {
  windows.clear();
}

/** The caller's IP as the nearest proxy reports it, else a fixed bucket for direct connections. */
export function clientIp(req: Request): string {
  const fwd = req.headers.get('x-forwarded-for');
  if (fwd) return fwd.split(',')[0].trim().slice(0, 64);
  return req.headers.get('x-real-ip')?.slice(0, 64) ?? 'direct';
}
