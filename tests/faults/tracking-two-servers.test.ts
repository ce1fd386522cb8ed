import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, killAll, pgQuery, report, startPostgres, startServer, tempDir, uniq, type Postgres, type Server } from './support';
import { trackedLink } from './tracking-support';

// Two servers on one PostgreSQL, each holding its clicks in its buffer for 10 s
// (CLICK_FLUSH_MS=10000): a sale reported by click id to the OTHER server, right after the click,
// finds it (the server holding it is asked over LISTEN/NOTIFY, writes its buffer, and the sale is
// attributed to the click's collaboration). An unknown click id is still a 404, after a short wait.

let pg: Postgres;
let a: Server;
let b: Server;
let databaseUrl: string;

beforeAll(async () => {
  pg = await startPostgres();
  databaseUrl = await pg.createDatabase(`faults_clicks_two_${uniq()}`);
  const common = { databaseUrl, extraEnv: { CLICK_FLUSH_MS: '10000' } };
  [a, b] = await Promise.all([startServer({ dataDir: tempDir('clicks-two-a'), ...common }), startServer({ dataDir: tempDir('clicks-two-b'), ...common })]);
});

afterAll(async () => {
  await killAll();
  pg?.destroy();
});

async function click(server: Server, code: string, i: number): Promise<string> {
  const res = await fetch(`${server.url}/r/${code}`, {
    redirect: 'manual',
    headers: { 'user-agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 buyer-${i}`, 'x-forwarded-for': `10.20.${i}.1` },
  });
  await res.arrayBuffer();
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!).searchParams.get('cm_click')!;
}

const stored = async (id: string) => (await pgQuery<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM link_clicks WHERE id = $1', [id]))[0].n;

describe('fault: a sale by click id reported to another server than the click', () => {
  it('finds the click still in the other server’s buffer, both ways; an unknown click is a 404', async () => {
    const link = await trackedLink(a);
    const rotated = await ask(a.url, `/api/campaign/${link.campaignId}/conversion-key`, { method: 'POST', token: link.brand.accessToken });
    expect(rotated.status).toBe(201);
    const key = rotated.data.key as string;
    const sale = (server: Server, clickId: string, orderId: string) =>
      ask(server.url, '/api/track/conversion', { json: { clickId, orderId, amount: 499 }, headers: { authorization: `Bearer ${key}` } });

    const times: number[] = [];
    const ROUNDS = 6;
    for (let i = 0; i < ROUNDS; i++) {
      // Alternately: clicked on a, sold on b; clicked on b, sold on a.
      const [clickedOn, soldOn] = i % 2 === 0 ? [a, b] : [b, a];
      const id = await click(clickedOn, link.code, i);
      expect(await stored(id), 'the click is still in its server’s buffer').toBe(0);
      const started = Date.now();
      const res = await sale(soldOn, id, `TWO-${uniq()}`);
      times.push(Date.now() - started);
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      expect(res.data.conversion).toMatchObject({ collaborationId: link.collaborationId, source: 'click', clickId: id });
      expect(await stored(id)).toBe(1);
    }

    const unknownStarted = Date.now();
    const unknown = await sale(b, crypto.randomUUID(), `TWO-${uniq()}`);
    const unknownMs = Date.now() - unknownStarted;
    expect(unknown.status).toBe(404);
    expect(unknown.data.message).toMatch(/Unknown click/);

    const [sales] = await pgQuery<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM conversions WHERE collaboration_id = $1', [link.collaborationId]);
    expect(sales.n).toBe(ROUNDS);

    times.sort((x, y) => x - y);
    report('sale by click id on the other server', {
      rounds: ROUNDS,
      saleMsMedian: times[Math.floor(times.length / 2)],
      saleMsMax: times[times.length - 1],
      unknownClickMs: unknownMs,
    });
  });
});
