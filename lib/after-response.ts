import 'server-only';
import { after } from 'next/server';

/**
 * Runs `task` once the answer has gone, so the person waiting for it does not wait on the task
 * too (a mail server, say); a stopping server still finishes it first (Next's `after()`). Outside
 * a request (tests calling a handler, scripts) there is no "after": the task is awaited here.
 * The task handles its own failures: nobody is left to tell.
 */
export async function afterResponse(task: () => Promise<unknown>): Promise<void> {
  try {
    after(task);
    return;
  } catch {
    /* no request scope */
  }
  await task();
}
