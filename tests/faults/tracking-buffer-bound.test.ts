import { afterAll, describe, expect, it } from 'vitest';
import { killAll, pgQuery, report, sleep, startPostgres, startServer, tempDir, uniq, waitFor, type Postgres } from './support';
import { clickBurst, trackedLink } from './tracking-support';

// PostgreSQL stopped under a burst of tracked-link clicks, with a small click buffer
// (CLICK_BUFFER_MAX=200): the redirect keeps answering 302, the buffer never holds more than its
// bound (sampled from /api/health all along), the clicks past it are counted as dropped, and once
// the database is back every click answered is either stored exactly once or counted as dropped.

const MAX = 200;

type Health = { status: number; clicks: { buffered: number; max: number; dropped: number } };

let pg: Postgres | undefined;

afterAll(async () => {
  await killAll();
  pg?.destroy();
});

async function health(base: string): Promise<Health> {
  const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
  const body = (await res.json()) as { clicks: Health['clicks'] };
  return { status: res.status, clicks: body.clicks };
}

describe('fault: the click buffer is bounded while PostgreSQL is down', () => {
  it('holds at most CLICK_BUFFER_MAX clicks, keeps redirecting, counts the rest as dropped, and stores the held ones once', async () => {
    pg = await startPostgres();
    const databaseUrl = await pg.createDatabase(`faults_bound_${uniq()}`);
    const server = await startServer({ dataDir: tempDir('clicks-bound'), databaseUrl, extraEnv: { CLICK_BUFFER_MAX: String(MAX) } });
    const link = await trackedLink(server);
    const burst = clickBurst(server.url, link.code, 20);
    await waitFor('clicks under way', 30_000, async () => burst.clickIds.size >= 100, 20);

    pg.stop();
    const beforeDown = burst.clickIds.size;
    // Sample the buffer until clicks have been dropped (and a little longer).
    let most = 0;
    let samples = 0;
    const sample = async () => {
      const h = await health(server.url);
      most = Math.max(most, h.clicks.buffered);
      samples++;
      return h;
    };
    const full = await waitFor('clicks dropped past the bound', 60_000, async () => {
      const h = await sample();
      return h.clicks.dropped > 0 ? h : null;
    });
    expect(full.status, 'health says the database is away').toBe(503);
    for (let i = 0; i < 5; i++) {
      await sample();
      await sleep(200);
    }
    const duringDown = burst.clickIds.size - beforeDown;
    pg.start();
    await sleep(1500);
    await burst.stop();

    // The retry backs off up to 5 s; the buffer then empties.
    const drained = await waitFor('the buffer to be written', 30_000, async () => {
      const h = await sample();
      return h.status === 200 && h.clicks.buffered === 0 ? h : null;
    });
    const rows = await pgQuery<{ id: string; counted: boolean }>(databaseUrl, 'SELECT id, counted FROM link_clicks WHERE collaboration_id = $1', [
      link.collaborationId,
    ]);
    const [rollup] = await pgQuery<{ clicks: number; repeat_clicks: number }>(
      databaseUrl,
      'SELECT coalesce(sum(clicks), 0)::int AS clicks, coalesce(sum(repeat_clicks), 0)::int AS repeat_clicks FROM collaboration_daily_stats WHERE collaboration_id = $1',
      [link.collaborationId],
    );
    const ids = new Set(rows.map((r) => r.id));
    const strangers = rows.filter((r) => !burst.clickIds.has(r.id));
    const serverErrors = [...burst.other].filter(([k]) => k.startsWith('5'));

    expect(most, 'the buffer never held more than CLICK_BUFFER_MAX clicks').toBeLessThanOrEqual(MAX);
    expect(drained.clicks.max).toBe(MAX);
    expect(drained.clicks.dropped).toBeGreaterThan(0);
    expect(duringDown, 'the link kept redirecting while the database was down').toBeGreaterThan(MAX);
    expect(serverErrors, 'no redirect failed').toEqual([]);
    // Every click answered 302 is stored once or counted as dropped; nothing else is stored.
    expect(ids.size).toBe(rows.length);
    expect(strangers).toEqual([]);
    expect(rows.length + drained.clicks.dropped).toBe(burst.clickIds.size);
    expect(rollup.clicks + rollup.repeat_clicks, 'each stored click once in the rollup').toBe(rows.length);

    report('click buffer bounded while PostgreSQL is down', {
      clients: 20,
      bufferMax: MAX,
      answered302: burst.clickIds.size,
      answered302WhileDown: duringDown,
      mostBuffered: most,
      healthSamples: samples,
      dropped: drained.clicks.dropped,
      stored: rows.length,
      otherOutcomes: JSON.stringify(Object.fromEntries(burst.other)),
    });
    await server.stop('SIGTERM');
  });
});
