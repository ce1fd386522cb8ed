import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOP_ORDER, isStopping, onStop, resetLifecycleForTests, stopAll, stopPlan, type StopPhase } from './lifecycle';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let errors: string[];
beforeEach(() => {
  resetLifecycleForTests();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((msg: unknown) => void errors.push(String(msg)));
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  resetLifecycleForTests();
});

describe('lib/lifecycle.ts', () => {
  it('runs the steps in STOP_ORDER whatever the order they were registered in: streams, http, clicks, workers, database', async () => {
    const done: string[] = [];
    const step =
      (name: string, ms = 5) =>
      async () => {
        await sleep(ms);
        done.push(name);
      };
    onStop('database', 'database', step('database'));
    onStop('queue', 'workers', step('queue'));
    onStop('clicks', 'clicks', step('clicks', 20));
    onStop('http', 'http', step('http', 30));
    onStop('streams', 'streams', step('streams'));
    expect(stopPlan().map((s) => s.name)).toEqual(['streams', 'http', 'clicks', 'queue', 'database']);
    await stopAll();
    expect(done).toEqual(['streams', 'http', 'clicks', 'queue', 'database']);
    const phases: StopPhase[] = ['streams', 'http', 'clicks', 'workers', 'database'];
    expect(Object.keys(STOP_ORDER)).toEqual(phases);
  });

  it("runs a phase's steps together, and the next phase only once they all ended", async () => {
    const log: string[] = [];
    onStop('next', 'clicks', async () => {
      log.push('next start');
      await sleep(40);
      log.push('next end');
    });
    onStop('clicks', 'clicks', async () => {
      log.push('clicks start');
      await sleep(10);
      log.push('clicks end');
    });
    onStop('database', 'database', () => void log.push('database'));
    await stopAll();
    expect(log).toEqual(['next start', 'clicks start', 'clicks end', 'next end', 'database']);
  });

  it('bounds each step: one that overruns is told (its signal aborts), logged, and the next phase runs', async () => {
    let aborted = false;
    const after: string[] = [];
    onStop('stuck', 'workers', (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise(() => {});
    });
    onStop('database', 'database', () => void after.push('database'));
    // The stuck step never ends: stopAll() returning at all is the bound holding (no wall-clock check).
    await stopAll({ stepMs: 100 });
    expect(aborted).toBe(true);
    expect(after).toEqual(['database']);
    expect(errors.join('\n')).toMatch(/"stuck" did not stop within 100 ms/);
  });

  it('bounds the whole: a phase that starts with no time left is skipped and logged', async () => {
    const ran: string[] = [];
    onStop('slow http', 'http', () => new Promise(() => {}));
    onStop('clicks', 'clicks', () => void ran.push('clicks'));
    onStop('database', 'database', () => void ran.push('database'));
    await stopAll({ stepMs: 1_000, totalMs: 150 });
    expect(ran).toEqual([]);
    expect(errors.join('\n')).toMatch(/no time left for "clicks"/);
    expect(errors.join('\n')).toMatch(/no time left for "database"/);
  });

  it('goes on past a step that fails, and logs it', async () => {
    const ran: string[] = [];
    onStop('broken', 'streams', () => {
      throw new Error('boom');
    });
    onStop('database', 'database', () => void ran.push('database'));
    await stopAll();
    expect(ran).toEqual(['database']);
    expect(errors.join('\n')).toMatch(/"broken" failed/);
  });

  it('stops once: a second call answers the same shutdown, and isStopping() tells it has begun', async () => {
    let runs = 0;
    onStop('workers', 'workers', async () => {
      runs++;
      await sleep(10);
    });
    expect(isStopping()).toBe(false);
    const a = stopAll();
    expect(isStopping()).toBe(true);
    const b = stopAll();
    expect(b).toBe(a);
    await Promise.all([a, b]);
    expect(runs).toBe(1);
  });

  it('keeps one step per name (registered again, it replaces the first), and runs only the phases asked for', async () => {
    const ran: string[] = [];
    onStop('queue', 'workers', () => void ran.push('first'));
    onStop('queue', 'workers', () => void ran.push('second'));
    onStop('streams', 'streams', () => void ran.push('streams'));
    onStop('database', 'database', () => void ran.push('database'));
    await stopAll({ from: 'clicks', upTo: 'workers' });
    expect(ran).toEqual(['second']);
    expect(isStopping()).toBe(false);
  });

  it('shares one registry with server.mjs through Symbol.for("collabmarket.lifecycle"): a step pushed there runs in order, and stopAll is there to call', async () => {
    const shared = (globalThis as Record<symbol, { steps: { name: string; phase: string; stop: () => void }[]; stopAll?: () => Promise<void> }>)[
      Symbol.for('collabmarket.lifecycle')
    ];
    const ran: string[] = [];
    onStop('database', 'database', () => void ran.push('database'));
    shared.steps.push({ name: 'http', phase: 'http', stop: () => void ran.push('http') });
    expect(shared.stopAll).toBe(stopAll);
    await shared.stopAll!();
    expect(ran).toEqual(['http', 'database']);
  });
});
