/**
 * The process's one owner of shutdown. Each part that holds something open (event streams, the
 * click buffer, the job queue's workers, the database pool) registers its stop step here with
 * its place in STOP_ORDER; `stopAll()` runs the steps in that order, each bounded, and is called
 * once, by the server's signal handler (server.mjs, through the global below: Next.js bundles
 * may load this module more than once, and server.mjs cannot import TypeScript).
 *
 * The order: streams end first (they never end by themselves, and the HTTP server waits for
 * them); then the HTTP server drains the requests in flight (server.mjs, between the steps
 * `streams` and `clicks`); then the click buffer is written; then the queue's workers finish
 * their jobs in hand; the database closes last.
 */

export const STOP_ORDER = { streams: 10, http: 20, clicks: 30, workers: 40, database: 90 } as const;
export type StopPhase = keyof typeof STOP_ORDER;

type Step = { name: string; phase: StopPhase; stop: () => void | Promise<void> };
type Registry = { steps: Step[]; stopping: Promise<void> | null };

const KEY = Symbol.for('collabmarket.lifecycle');
const registry: Registry = ((globalThis as Record<symbol, Registry | undefined>)[KEY] ??= { steps: [], stopping: null });

/** Registers `stop` to run at shutdown in `phase` (a name may be registered once: later calls replace it). */
export function onStop(name: string, phase: StopPhase, stop: () => void | Promise<void>): void {
  registry.steps = registry.steps.filter((s) => s.name !== name);
  registry.steps.push({ name, phase, stop });
}

/** Whether shutdown has begun (new work should be refused). */
export function isStopping(): boolean {
  return registry.stopping !== null;
}

/**
 * Runs the registered steps with phase ≤ `upTo` (all by default) in order; steps of one phase
 * run together. Each step gets `stepMs` at most; one that fails or overruns is logged to stderr
 * and the next runs anyway. Called again, it answers the same promise.
 */
export function stopAll(opts: { upTo?: StopPhase; from?: StopPhase; stepMs?: number } = {}): Promise<void> {
  const from = STOP_ORDER[opts.from ?? 'streams'];
  const upTo = STOP_ORDER[opts.upTo ?? 'database'];
  const stepMs = opts.stepMs ?? 10_000;
  const run = async () => {
    const phases = [...new Set(registry.steps.map((s) => STOP_ORDER[s.phase]))].filter((p) => p >= from && p <= upTo).sort((a, b) => a - b);
    for (const p of phases) {
      await Promise.all(
        registry.steps
          .filter((s) => STOP_ORDER[s.phase] === p)
          .map(async (s) => {
            let timer: ReturnType<typeof setTimeout> | undefined;
            const overrun = new Promise<void>((resolve) => {
              timer = setTimeout(() => {
                console.error(`shutdown: "${s.name}" did not stop within ${stepMs} ms; going on`);
                resolve();
              }, stepMs);
            });
            try {
              await Promise.race([Promise.resolve().then(s.stop), overrun]);
            } catch (err) {
              console.error(`shutdown: "${s.name}" failed`, err);
            } finally {
              clearTimeout(timer);
            }
          }),
      );
    }
  };
  if (opts.from || opts.upTo) return run();
  registry.stopping ??= run();
  return registry.stopping;
}
