import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAll, report, sleep, startServer, tempDir, waitFor } from './support';
import { clickBurst, trackedLink } from './tracking-support';

// SIGTERM during a burst of tracked-link clicks: every click answered 302 is committed before the
// process exits (the redirect hands its click's commit to after(), which server.mjs awaits on
// SIGTERM, and the signal makes the click buffer write at once), in link_clicks and in the rollup.

afterAll(() => killAll());

describe('fault: SIGTERM under a click burst', () => {
  it('loses no click that was answered 302', async () => {
    const dataDir = tempDir('clicks-term');
    // A long flush interval: only the shutdown path can have written the last clicks.
    const server = await startServer({ dataDir, extraEnv: { CLICK_FLUSH_MS: '5000' } });
    const link = await trackedLink(server);
    const burst = clickBurst(server.url, link.code, 50);
    await waitFor('clicks under way', 30_000, async () => burst.clickIds.size >= 300, 20);
    const signalAt = Date.now();
    const atSignal = burst.clickIds.size;
    server.proc.kill('SIGTERM');
    // The visitors keep clicking for a while after the signal (requests already sent on open
    // connections are answered; new connections are refused), then stop, as a balancer would.
    await sleep(1500);
    await burst.stop();
    const exit = await Promise.race([server.exited, sleep(60_000).then(() => null)]);
    const exitMs = Date.now() - signalAt;
    if (!exit) console.error(server.output().slice(-5000));
    expect(exit, 'the server exits by itself after SIGTERM').not.toBeNull();
    expect(exit!.code === 143 || exit!.signal === 'SIGTERM').toBe(true);

    // The database as the next start finds it.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const stored = await db.query<{ id: string; counted: boolean; repeat: string | null }>(
      'SELECT id, counted, repeat FROM link_clicks WHERE collaboration_id = $1',
      [link.collaborationId],
    );
    const rollup = await db.query<{ clicks: number; unique_visitors: number; repeat_clicks: number }>(
      'SELECT coalesce(sum(clicks), 0)::int AS clicks, coalesce(sum(unique_visitors), 0)::int AS unique_visitors, coalesce(sum(repeat_clicks), 0)::int AS repeat_clicks FROM collaboration_daily_stats WHERE collaboration_id = $1',
      [link.collaborationId],
    );
    const visitors = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM link_visitors WHERE collaboration_id = $1', [link.collaborationId]);
    await db.close();

    const ids = new Set(stored.rows.map((r) => r.id));
    const lost = [...burst.clickIds].filter((id) => !ids.has(id));
    expect(lost.length, 'clicks answered 302 but not stored').toBe(0);
    // Every click counted or kept as a repeat (issue 30: a visitor once in 5 minutes, an IP 20 times an hour).
    expect(stored.rows.every((r) => r.counted !== (r.repeat !== null))).toBe(true);
    // The rollup holds every stored click once, as a click or a repeat, and nothing else.
    expect(rollup.rows[0].clicks).toBe(stored.rows.filter((r) => r.counted).length);
    expect(rollup.rows[0].clicks + rollup.rows[0].repeat_clicks).toBe(stored.rows.length);
    expect(rollup.rows[0].unique_visitors).toBe(visitors.rows[0].n);
    expect(stored.rows.length).toBeGreaterThanOrEqual(burst.clickIds.size);

    report('SIGTERM under a click burst', {
      clients: 50,
      answered302: burst.clickIds.size,
      answered302BeforeSignal: atSignal,
      afterSignal: burst.clickIds.size - atSignal,
      stored: stored.rows.length,
      rollupClicks: rollup.rows[0].clicks,
      lost: lost.length,
      exitMs,
      otherOutcomes: JSON.stringify(Object.fromEntries(burst.other)),
    });
  });
});
