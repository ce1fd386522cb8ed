'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** What a server action built on lib/actions/client.ts answers. */
export type ActionResult<D> = { data?: D; serverError?: unknown; validationErrors?: unknown } | undefined;

type Callbacks<I, D> = {
  onSuccess?: (args: { data: D; input: I }) => void;
  /** A refusal (`serverError`: status, message, fields; or the schema's `validationErrors`), or `thrown` when the server was not reached. */
  onError?: (args: { error: { serverError?: unknown; validationErrors?: unknown; thrown?: unknown }; input: I }) => void;
};

/**
 * Runs a server action from a button: `execute(input)`, `isPending` while it runs, and the
 * `input` it runs with (e.g. which of two buttons was pressed). The part of next-safe-action's
 * `useAction` our buttons use, at a tenth of its size (see STYLE.md: the first-load budget);
 * revalidation after the action is Next.js's own and works the same.
 */
export function useServerAction<I, D>(action: (input: I) => Promise<ActionResult<D>>, callbacks: Callbacks<I, D> = {}) {
  const [running, setRunning] = useState<{ input: I } | null>(null);
  const cb = useRef(callbacks);
  useEffect(() => {
    cb.current = callbacks;
  });

  /** Runs the action and answers its result; throws when the server was not reached (after onError). */
  const executeAsync = useCallback(
    async (input: I): Promise<ActionResult<D>> => {
      setRunning({ input });
      try {
        let result: ActionResult<D>;
        try {
          result = await action(input);
        } catch (thrown) {
          cb.current.onError?.({ error: { thrown }, input });
          throw thrown;
        }
        if (result && result.data !== undefined && !result.serverError && !result.validationErrors) cb.current.onSuccess?.({ data: result.data, input });
        else cb.current.onError?.({ error: { serverError: result?.serverError, validationErrors: result?.validationErrors }, input });
        return result;
      } finally {
        setRunning(null);
      }
    },
    [action],
  );

  /** Runs the action; the outcome reaches the callbacks only. */
  const execute = useCallback(
    (input: I) => {
      executeAsync(input).catch(() => {
        /* told through onError */
      });
    },
    [executeAsync],
  );

  return { execute, executeAsync, isPending: running !== null, input: running?.input };
}
