/**
 * The process's one owner of shutdown. Each part that holds something open (event streams, the
 * HTTP server, the click buffer, the job queue's workers, the database pool) registers its stop
 * step here with its place in STOP_ORDER; `stopAll()` runs the steps in that order, each bounded
 * and all within one overall bound, and is called once, by the server's signal handler
 * (server.mjs, through the global below: Next.js bundles may load this module more than once, and
 * server.mjs cannot import TypeScript, so the registry and its `stopAll` live on globalThis under
 * `Symbol.for('collabmarket.lifecycle')`; server.mjs registers its HTTP step there too).
 *
 * The order: streams end first (they never end by themselves, and the HTTP server waits for
 * them); then the HTTP server stops taking connections and drains the requests in flight; then
 * the click buffer is written (with Next.js's after() work, which awaits the redirects' clicks);
 * then the queue's workers finish their jobs in hand; the database closes last; server.mjs exits.
 */

export const STOP_ORDER = { streams: 10, http: 20, clicks: 30, workers: 40, database: 90 } as const;
export type StopPhase = keyof typeof STOP_ORDER;

/** A stop step; `signal` aborts when its time is up (the step may cut short what it waits for: the process goes on without it). */
type StopFn = (signal: AbortSignal) => void | Promise<void>;

type Step = { name: string; phase: StopPhase; stop: StopFn };
type StopOptions = { upTo?: StopPhase; from?: StopPhase; stepMs?: number; totalMs?: number };
type Registry = {
  steps: Step[];
  stopping: Promise<void> | null;
  /** Set by the first copy of this module loaded; server.mjs calls it. */
  stopAll?: (opts?: StopOptions) => Promise<void>;
};

/** What one step may take at most. */
const STEP_MS = 10_000;
/** What the whole shutdown may take at most (a container's grace period is usually 30 s). */
const TOTAL_MS = 25_000;

const KEY = Symbol.for('collabmarket.lifecycle');
const registry: Registry = ((globalThis as Record<symbol, Registry | undefined>)[KEY] ??= { steps: [], stopping: null });

/** Registers `stop` to run at shutdown in `phase` (a name may be registered once: later calls replace it). */
export function onStop(name: string, phase: StopPhase, stop: StopFn): void {
  registry.steps = registry.steps.filter((s) => s.name !== name);
  registry.steps.push({ name, phase, stop });
}

/** Whether shutdown has begun (new work should be refused). */
export function isStopping(): boolean {
  return registry.stopping !== null;
}

/** The registered steps' names in the order stopAll() runs them (steps of one phase run together). */
export function stopPlan(): { name: string; phase: StopPhase }[] {
  return [...registry.steps].sort((a, b) => STOP_ORDER[a.phase] - STOP_ORDER[b.phase]).map(({ name, phase }) => ({ name, phase }));
}

/** Runs one step within `ms`: one that fails or overruns is logged to stderr, and shutdown goes on. */
async function runStep(s: Step, ms: number): Promise<void> {
  const ac = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overrun = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`shutdown: "${s.name}" did not stop within ${ms} ms; going on`);
      ac.abort();
      resolve();
    }, ms);
  });
  try {
    await Promise.race([Promise.resolve().then(() => s.stop(ac.signal)), overrun]);
  } catch (err) {
    console.error(`shutdown: "${s.name}" failed`, err);
  } finally {
    clearTimeout(timer);
  }
}

/** Less time than this left for a phase is none: it is skipped. */
const MIN_STEP_MS = 20;

/**
 * Runs the registered steps with phase from `from` to `upTo` (all by default) in STOP_ORDER; the
 * steps of one phase run together. Each step gets `stepMs` at most, and no more than what is left
 * of `totalMs` (counted from the call); a step whose phase starts with no time left is skipped and
 * logged. Called again without `from`/`upTo`, it answers the same promise (one shutdown).
 */
export function stopAll(opts: StopOptions = {}): Promise<void> {
  const from = STOP_ORDER[opts.from ?? 'streams'];
  const upTo = STOP_ORDER[opts.upTo ?? 'database'];
  const stepMs = opts.stepMs ?? STEP_MS;
  const deadline = Date.now() + (opts.totalMs ?? TOTAL_MS);
  const run = async () => {
    const started = Date.now();
    const phases = [...new Set(registry.steps.map((s) => STOP_ORDER[s.phase]))].filter((p) => p >= from && p <= upTo).sort((a, b) => a - b);
    const plan = stopPlan().filter((s) => STOP_ORDER[s.phase] >= from && STOP_ORDER[s.phase] <= upTo);
    console.info(`shutdown: ${plan.map((s) => `${s.name} (${s.phase})`).join(' → ')}`);
    for (const p of phases) {
      const steps = registry.steps.filter((s) => STOP_ORDER[s.phase] === p);
      const left = deadline - Date.now();
      // A timer may fire a millisecond before the clock says its time is up: what remains after a
      // step cut short by the deadline is no time at all.
      if (left < MIN_STEP_MS) {
        console.error(`shutdown: no time left for ${steps.map((s) => `"${s.name}"`).join(', ')}`);
        continue;
      }
      await Promise.all(steps.map((s) => runStep(s, Math.min(stepMs, left))));
    }
    console.info(`shutdown: done in ${Date.now() - started} ms`);
  };
  if (opts.from || opts.upTo) return run();
  registry.stopping ??= run();
  return registry.stopping;
}

registry.stopAll ??= stopAll;

/** Tests: forget every step and the shutdown in progress. */
export function resetLifecycleForTests(): void {
  registry.steps = [];
  registry.stopping = null;
}
