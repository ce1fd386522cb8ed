import { afterEach, describe, expect, it } from 'vitest';
import { GET as metricsRoute } from '@/app/metrics/route';
import { GET as campaignRoute } from '@/app/api/campaign/[id]/route';
import { GET as liveRoute } from '@/app/api/health/live/route';
import { getDb } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { enqueue, QUEUE } from '@/lib/jobs';
import { sendMail } from '@/lib/mail';
import { routePattern } from '@/lib/route';
import { freePort } from '../../helpers/free-port';
import { call } from '../../helpers/http';

// GET /metrics (app/metrics/route.ts): only with METRICS_TOKEN set (else 404) and sent as the
// bearer (else 401); Prometheus text with the figures the operations guide lists.

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnopqrstuvwxyz';
const UNKNOWN_ID = '5f0c7d4e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';

function setToken(token: string | undefined) {
  if (token === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = token;
  resetEnvForTests();
}
afterEach(() => setToken(undefined));

const scrape = (token?: string) => call(metricsRoute, { url: '/metrics', token });

/**
 * The exposition format, strictly: HELP and TYPE lines name each family once, before its samples;
 * every sample is `name{label="value",...} number` of a declared family (histograms add _bucket,
 * _sum and _count). Answers the samples as `name{labels}` → value.
 */
function parsePrometheus(text: string): Map<string, number> {
  const types = new Map<string, string>();
  const samples = new Map<string, number>();
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.trimEnd().split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        expect(types.has(meta[2]!), `${meta[2]} declared twice`).toBe(false);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (-?[0-9.eE+-]+|NaN|[+-]Inf)$/.exec(line);
    expect(sample, `not a sample line: ${line}`).not.toBeNull();
    const name = sample![1]!;
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(family), `${name} has no TYPE`).toBe(true);
    samples.set(`${name}${sample![2] ?? ''}`, Number(sample![3]));
  }
  return samples;
}

describe('GET /metrics', () => {
  it('is not there (404) without METRICS_TOKEN', async () => {
    const { status, data } = await scrape(TOKEN);
    expect(status).toBe(404);
    expect(data.message).toBeTruthy();
  });

  it('refuses a scrape without the token or with another one (401)', async () => {
    setToken(TOKEN);
    for (const token of [undefined, 'wrong', `${TOKEN}x`]) {
      const { status, data } = await scrape(token);
      expect(status).toBe(401);
      expect(data.message).toBe('Invalid or missing metrics token');
    }
  });

  it('serves Prometheus text with the token: requests by route pattern and status, queue, mails, click buffer, streams, pool', async () => {
    setToken(TOKEN);
    await call(campaignRoute, { url: `/api/campaign/${UNKNOWN_ID}`, params: { id: UNKNOWN_ID } });
    await call(liveRoute, { url: '/api/health/live' });
    await call(liveRoute, { url: '/api/health/live' });
    await enqueue(await getDb(), QUEUE.mail, { probe: true });
    await sendMail({ to: 'someone@example.com', subject: 'Hello', text: 'Hello', reason: 'A test.' });
    await expect(sendMail({ to: 'a@example.com, b@example.com', subject: 'x', text: 'x', reason: 'x' })).rejects.toThrow();
    // An SMTP server that is not there: a failed delivery.
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    resetEnvForTests();
    try {
      await expect(sendMail({ to: 'someone@example.com', subject: 'Hello', text: 'Hello', reason: 'A test.' })).rejects.toThrow();
    } finally {
      delete process.env.SMTP_URL;
      resetEnvForTests();
    }

    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const m = parsePrometheus(res.data.raw as string);

    expect(m.get('collabmarket_http_requests_total{method="GET",route="/api/campaign/[id]",status="404"}')).toBe(1);
    expect(m.get('collabmarket_http_requests_total{method="GET",route="/api/health/live",status="200"}')).toBe(2);
    expect(m.get('collabmarket_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}')).toBe(2);
    expect(m.get('collabmarket_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health/live",status="200"}')).toBe(2);
    // The refused scrapes of the test before count too, under the route's own pattern.
    expect(m.get('collabmarket_http_requests_total{method="GET",route="/metrics",status="401"}')).toBe(3);
    expect(
      [...m.keys()].some((k) => k.includes(UNKNOWN_ID)),
      'no id in a label',
    ).toBe(false);

    expect(m.get('collabmarket_queue_jobs{queue="mail",state="created"}')).toBe(1);
    // The one refused before it was sent (two addresses) is the caller's mistake, not a failed delivery.
    expect(m.get('collabmarket_mails_total{result="sent"}')).toBe(1);
    expect(m.get('collabmarket_mails_total{result="failed"}')).toBe(1);
    expect(m.get('collabmarket_event_streams_open')).toBe(0);
    expect(m.get('collabmarket_click_buffer_depth')).toBe(0);
    expect(m.get('collabmarket_clicks_dropped_total')).toBe(0);
    if (process.env.DATABASE_URL) expect(m.get('collabmarket_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect([...m.keys()].some((k) => k.startsWith('collabmarket_db_pool_connections'))).toBe(false);
    expect(m.get('collabmarket_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('routePattern', () => {
  it('names the route, not the address: params by name, catch-alls as one', () => {
    expect(routePattern(`/api/campaign/${UNKNOWN_ID}/approve`, { id: UNKNOWN_ID })).toBe('/api/campaign/[id]/approve');
    expect(routePattern('/api/brands/b%20x/links/7', { brandId: 'b x', linkId: '7' })).toBe('/api/brands/[brandId]/links/[linkId]');
    expect(routePattern('/api/no/such/path', { missing: ['no', 'such', 'path'] })).toBe('/api/[...missing]');
    expect(routePattern('/api/health/ready')).toBe('/api/health/ready');
  });
});
