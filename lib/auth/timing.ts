/**
 * How long, at least, an answer takes when its branches must not be told apart by time (an
 * address with an account or without). It covers the mail written or submitted on one branch.
 */
export const ANSWER_FLOOR_MS = 100;

/** Runs `work` and answers (or fails) no sooner than `floorMs` after the start. */
export async function withTimeFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
