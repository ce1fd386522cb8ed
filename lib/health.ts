import 'server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { getDb, pendingMigrations } from '@/lib/db';
import { workersRunning } from '@/lib/jobs/workers';
import { log } from '@/lib/log';
import { pingRedis } from '@/lib/rate-limit';

/** Each readiness check answers within this (a hung database makes the answer 503, not a hung request). */
const CHECK_TIMEOUT_MS = 500;

type CheckResult = 'ok' | 'skipped' | 'failed';
type Check = 'database' | 'migrations' | 'redis' | 'queue';
type Readiness = { ready: boolean; checks: Record<Check, CheckResult>; failed: { check: Check; reason: string }[] };

/** Runs `fn` with a deadline: a reason when it throws, answers false or runs out of time. */
async function within(fn: () => Promise<true | 'skipped' | string>, ms: number): Promise<true | 'skipped' | string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms);
  });
  try {
    return await Promise.race([fn(), late]);
  } catch (err) {
    log.warn({ err }, 'readiness check failed');
    return 'not answering';
  } finally {
    clearTimeout(timer);
  }
}

const CHECKS: Record<Check, () => Promise<true | 'skipped' | string>> = {
  database: async () => {
    await (await getDb()).execute(sql`select 1`);
    return true;
  },
  migrations: async () => {
    const pending = await pendingMigrations();
    return pending.length === 0 || `${pending.length} not applied (${pending.slice(0, 3).join(', ')})`;
  },
  redis: async () => (env().REDIS_URL ? (await pingRedis()) || 'not configured' : 'skipped'),
  // WORKERS=0: this process runs no workers (`npm run worker` does, apart), nothing to check here.
  queue: async () => (env().WORKERS === '0' ? 'skipped' : workersRunning() || 'workers not running'),
};

/**
 * Readiness (GET /api/health/ready): the database answers, every committed migration is applied,
 * Redis answers when REDIS_URL is set, and this process's queue workers run (unless WORKERS=0).
 * The checks run at once, each bounded by `timeoutMs`.
 */
export async function readiness(timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  const names = Object.keys(CHECKS) as Check[];
  const results = await Promise.all(names.map((name) => within(CHECKS[name], timeoutMs)));
  const checks = {} as Record<Check, CheckResult>;
  const failed: Readiness['failed'] = [];
  names.forEach((name, i) => {
    const r = results[i]!;
    checks[name] = r === true ? 'ok' : r === 'skipped' ? 'skipped' : 'failed';
    if (r !== true && r !== 'skipped') failed.push({ check: name, reason: r });
  });
  return { ready: failed.length === 0, checks, failed };
}
