'use client';

import { useEffect, useRef } from 'react';

type Handlers = Record<string, (data: unknown) => void>;

/**
 * Listens to a Server-Sent Events URL while the page is open. The browser reconnects by itself
 * after a dropped connection; when the server refuses (the session's access token ran out),
 * `renew` runs (a server action renews the cookie) and the stream opens again with backoff.
 * `onReconnect` runs each time a stream opens after the first, so the page fetches what it missed.
 */
export function useEventStream(url: string, handlers: Handlers, opts: { renew: () => Promise<unknown>; onReconnect?: () => void }) {
  const latest = useRef({ handlers, opts });
  useEffect(() => {
    latest.current = { handlers, opts };
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let stopped = false;
    let opened = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      if (stopped) return;
      const es = new EventSource(url);
      source = es;
      es.addEventListener('ready', () => {
        failures = 0;
        if (opened) latest.current.opts.onReconnect?.();
        opened = true;
      });
      for (const name of Object.keys(latest.current.handlers)) {
        es.addEventListener(name, (e) => {
          try {
            latest.current.handlers[name]?.(JSON.parse((e as MessageEvent<string>).data));
          } catch {
            /* a frame we cannot read is skipped */
          }
        });
      }
      es.onerror = () => {
        // CONNECTING: the browser retries by itself. CLOSED: refused (signed out, token ran out).
        if (es.readyState !== EventSource.CLOSED || stopped) return;
        es.close();
        failures += 1;
        const wait = Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));
        timer = setTimeout(() => {
          latest.current.opts
            .renew()
            .catch(() => {})
            .finally(connect);
        }, wait);
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [url]);
}
