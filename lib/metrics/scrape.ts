import 'server-only';
import crypto from 'node:crypto';
import { databasePoolState } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { jobsByQueue } from '@/lib/jobs';
import { log } from '@/lib/log';
import { metrics } from '@/lib/metrics.mjs';
import { openStreamCount } from '@/lib/realtime/streams';
import { clickStats } from '@/lib/tracking/clicks';

/**
 * GET /metrics is for the operator's scraper only: 404 when METRICS_TOKEN is not set (the route
 * is not offered), 401 unless the request carries `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function authorizeScrape(authorization: string | null): void {
  const token = env().METRICS_TOKEN;
  if (!token) throw new AppError('not_found', 'Not found');
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  if (!crypto.timingSafeEqual(digest(given), digest(token))) throw new AppError('unauthorized', 'Invalid or missing metrics token');
}

/**
 * The registry's text, with the figures read at scrape time set first: open event streams and
 * the click buffer (this process), the queue's jobs by queue and state (the whole database), and
 * the PostgreSQL pool. The counters (requests, page front, mails, dropped clicks) count as they go.
 */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const m = metrics();
  m.streamsOpen.set(openStreamCount());
  m.clicksBuffered.set(clickStats().buffered);
  try {
    const rows = await jobsByQueue();
    m.queueJobs.reset();
    for (const r of rows) m.queueJobs.set({ queue: r.name, state: r.state }, r.count);
  } catch (err) {
    // The queue's figures stay as last read; the rest is still served.
    log.warn({ err }, 'metrics: the queue could not be read');
  }
  const pool = await databasePoolState().catch(() => undefined);
  if (pool) for (const [state, n] of Object.entries(pool)) m.dbPool.set({ state }, n);
  return { contentType: m.registry.contentType, body: await m.registry.metrics() };
}
