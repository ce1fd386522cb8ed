import { afterAll, describe, expect, it } from 'vitest';
import { killAll, pgQuery, report, sleep, startPostgres, startServer, tempDir, uniq, waitFor, type Postgres } from './support';
import { clickBurst, trackedLink } from './tracking-support';

// PostgreSQL restarted during a burst of tracked-link clicks: the redirect keeps answering from
// its cached link, the clicks wait in the buffer, the write is retried with backoff, and once the
// database is back every click answered 302 is stored exactly once, and counted once in the rollup.

const DOWN_MS = 3000;

let pg: Postgres | undefined;

afterAll(async () => {
  await killAll();
  pg?.destroy();
});

describe('fault: PostgreSQL restarts under a click burst', () => {
  it('stores every click answered 302 exactly once after the database is back', async () => {
    pg = await startPostgres();
    const databaseUrl = await pg.createDatabase(`faults_clicks_${uniq()}`);
    const server = await startServer({ dataDir: tempDir('clicks-pg'), databaseUrl });
    const link = await trackedLink(server);
    const burst = clickBurst(server.url, link.code, 50);
    await waitFor('clicks under way', 30_000, async () => burst.clickIds.size >= 300, 20);
    const beforeDown = burst.clickIds.size;
    pg.stop();
    const stoppedAt = Date.now();
    await sleep(DOWN_MS);
    const duringDown = burst.clickIds.size - beforeDown;
    pg.start();
    const upAt = Date.now();
    await sleep(1500);
    await burst.stop();

    const count = async () =>
      (await pgQuery<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM link_clicks WHERE collaboration_id = $1', [link.collaborationId]))[0].n;
    // The retry backs off up to 5 s; the buffer then empties.
    await waitFor('the buffered clicks to be written', 30_000, async () => (await count()) >= burst.clickIds.size);
    await sleep(1000);
    const rows = await pgQuery<{ id: string; counted: boolean }>(databaseUrl, 'SELECT id, counted FROM link_clicks WHERE collaboration_id = $1', [
      link.collaborationId,
    ]);
    const [rollup] = await pgQuery<{ clicks: number; unique_visitors: number; repeat_clicks: number }>(
      databaseUrl,
      'SELECT coalesce(sum(clicks), 0)::int AS clicks, coalesce(sum(unique_visitors), 0)::int AS unique_visitors, coalesce(sum(repeat_clicks), 0)::int AS repeat_clicks FROM collaboration_daily_stats WHERE collaboration_id = $1',
      [link.collaborationId],
    );
    const [visitors] = await pgQuery<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM link_visitors WHERE collaboration_id = $1', [
      link.collaborationId,
    ]);
    const ids = new Set(rows.map((r) => r.id));
    const lost = [...burst.clickIds].filter((id) => !ids.has(id));
    const strangers = rows.filter((r) => !burst.clickIds.has(r.id));
    const serverErrors = [...burst.other].filter(([k]) => k.startsWith('5') && k !== '503');

    expect(lost.length, 'clicks answered 302 but not stored').toBe(0);
    // Exactly once: ids are unique in link_clicks, and every row is a click that was answered.
    expect(rows.length).toBe(burst.clickIds.size);
    expect(strangers).toEqual([]);
    // Each stored click once in the rollup: counted, or a repeat (issue 30: a visitor once in 5 minutes, an IP 20 times an hour).
    expect(rollup.clicks, 'each counted click counted once in the rollup').toBe(rows.filter((r) => r.counted).length);
    expect(rollup.clicks + rollup.repeat_clicks, 'each stored click once in the rollup').toBe(rows.length);
    expect(rollup.unique_visitors).toBe(visitors.n);
    expect(duringDown, 'the link kept redirecting while the database was down').toBeGreaterThan(0);
    expect(serverErrors).toEqual([]);

    report('PostgreSQL restart under a click burst', {
      clients: 50,
      answered302: burst.clickIds.size,
      answered302WhileDown: duringDown,
      downForMs: upAt - stoppedAt,
      stored: rows.length,
      rollupClicks: rollup.clicks,
      lost: lost.length,
      duplicates: rows.length - ids.size,
      otherOutcomes: JSON.stringify(Object.fromEntries(burst.other)),
    });
    await server.stop('SIGTERM');
  });
});
