// The process's Prometheus metrics (prom-client), served by GET /metrics (app/metrics/route.ts).
// Plain JavaScript: server.mjs's page front counts into it beside Next.js's route handlers, and
// Next.js may load a module more than once in one process (route handlers and pages are bundled
// apart). The registry and its metrics live on globalThis: whichever side comes first makes them,
// and every copy counts into the same ones.
import client from 'prom-client';

const KEY = Symbol.for('collabmarket.metrics');

/** Request durations in seconds: from a page front hit (sub-millisecond) to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function make() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'collabmarket_' });
  const registers = [registry];
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'collabmarket_http_requests_total',
      help: 'API requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'collabmarket_http_request_duration_seconds',
      help: 'API request durations in seconds, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    pageFront: new client.Counter({
      name: 'collabmarket_page_front_total',
      help: "Public pages the page cache's front answered (hit) or left to Next.js (miss)",
      labelNames: ['result'],
      registers,
    }),
    streamsOpen: new client.Gauge({ name: 'collabmarket_event_streams_open', help: 'Event streams (Server-Sent Events) open on this process', registers }),
    clicksBuffered: new client.Gauge({ name: 'collabmarket_click_buffer_depth', help: 'Clicks waiting in this process’s buffer to be written', registers }),
    clicksDropped: new client.Counter({
      name: 'collabmarket_clicks_dropped_total',
      help: 'Clicks redirected but not recorded because the buffer was full',
      registers,
    }),
    queueJobs: new client.Gauge({
      name: 'collabmarket_queue_jobs',
      help: 'Jobs in the queue (the whole database), by queue and state (created, retry, active, failed)',
      labelNames: ['queue', 'state'],
      registers,
    }),
    mails: new client.Counter({
      name: 'collabmarket_mails_total',
      help: 'Mails this process sent (sent) or failed to send (failed)',
      labelNames: ['result'],
      registers,
    }),
    dbPool: new client.Gauge({
      name: 'collabmarket_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers,
    }),
  };
}

/** @typedef {ReturnType<typeof make>} Metrics */

/** This process's metrics (made on first use). @returns {Metrics} */
export function metrics() {
  const g = /** @type {Record<symbol, Metrics | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[KEY] ??= make());
}
