'use client';

import { useEffect, useRef } from 'react';
import type { Role } from '@/models';

type Handlers = Record<string, (data: unknown) => void>;

type Listener = {
  role: Role;
  collaborationId?: string;
  /** Its handlers' names when it joined (the stream listens for these). */
  names: string[];
  handle: (name: string, data: unknown) => void;
  /** Has seen the stream open: the next `ready` is a reconnection, after which it fetches what it missed. */
  opened: boolean;
  reconnected: () => void;
  renew: () => Promise<unknown>;
};

/*
 * The tab's one event stream (`/api/events`), shared by everything on the page that listens: the
 * navigation badge and, on a collaboration page, its thread (`?collaboration=<id>`). One
 * connection per tab, where each listener opening its own took two of HTTP/1.1's six per host
 * and two of the account's streams (the server keeps an account's newest few, see
 * lib/realtime/streams.ts). Listeners joining or leaving in one render are gathered into one
 * (re)connection.
 */
const listeners = new Set<Listener>();
let source: EventSource | null = null;
let sourceUrl: string | null = null;
/** The open source sent `ready`. */
let ready = false;
/** Event names the open source dispatches. */
let listening = new Set<string>();
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** A sync waiting to run; `urgent` ones run on the next task. */
let pending: { urgent: boolean; cancel: () => void } | undefined;
/** A newer tab of the account took this tab's place: wait until the person is back here. */
let superseded = false;

function wantedUrl(): string | null {
  const all = [...listeners];
  if (all.length === 0) return null;
  const collaborationId = all.findLast((l) => l.collaborationId)?.collaborationId;
  return `/api/events?as=${all[0].role}${collaborationId ? `&collaboration=${encodeURIComponent(collaborationId)}` : ''}`;
}

function dispatch(name: string, data: unknown) {
  for (const l of listeners) l.handle(name, data);
}

function listen(es: EventSource, name: string) {
  if (listening.has(name)) return;
  listening.add(name);
  es.addEventListener(name, (e) => {
    let data: unknown;
    try {
      data = JSON.parse((e as MessageEvent<string>).data);
    } catch {
      return; // a frame we cannot read is skipped
    }
    dispatch(name, data);
  });
}

function disconnect() {
  source?.close();
  source = null;
  sourceUrl = null;
  ready = false;
  listening = new Set();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = undefined;
}

function connect(url: string) {
  disconnect();
  const es = new EventSource(url);
  source = es;
  sourceUrl = url;
  es.addEventListener('ready', () => {
    failures = 0;
    ready = true;
    for (const l of listeners) {
      if (l.opened) l.reconnected();
      l.opened = true;
    }
  });
  es.addEventListener('superseded', () => {
    // The server ended this stream for a newer one of the account: reconnecting now would end
    // that one in turn. The page stays as it is until its person comes back to it.
    disconnect();
    superseded = true;
  });
  for (const l of listeners) for (const name of l.names) listen(es, name);
  es.onerror = () => {
    // CONNECTING: the browser retries by itself. CLOSED: refused (signed out, token ran out, too many streams).
    if (es.readyState !== EventSource.CLOSED || source !== es) return;
    disconnect();
    failures += 1;
    const wait = Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      const renew = [...listeners][0]?.renew ?? (() => Promise.resolve());
      // Any listener's renewal renews the session's cookie; the others catch up on `ready`.
      void renew()
        .catch(() => {})
        .finally(sync);
    }, wait);
  };
}

/** Opens, moves or closes the stream to match the listeners. */
function sync() {
  pending = undefined;
  const url = wantedUrl();
  if (!url) return disconnect();
  if (superseded || retryTimer || url === sourceUrl) return;
  connect(url);
}

/** Runs `fn` once the page has loaded and the browser has a quiet moment: the page has hydrated. */
function afterPageSettles(fn: () => void): () => void {
  let cancel = () => {};
  const go = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(fn, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, 300);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') go();
  else {
    window.addEventListener('load', go, { once: true });
    cancel = () => window.removeEventListener('load', go);
  }
  return () => cancel();
}

/**
 * Syncs once the listeners of this render have joined. The first stream of a page that only the
 * badge wants waits for the page to settle: a collaboration's thread hydrates after the
 * navigation (its page sits in a Suspense boundary), and opening without it would mean opening
 * again a moment later.
 */
function scheduleSync() {
  const urgent = Boolean(source) || listeners.size === 0 || [...listeners].some((l) => l.collaborationId);
  if (pending && (pending.urgent || !urgent)) return;
  pending?.cancel();
  if (urgent) {
    const id = setTimeout(sync, 0);
    pending = { urgent, cancel: () => clearTimeout(id) };
  } else {
    pending = { urgent, cancel: afterPageSettles(sync) };
  }
}

function comeBack() {
  if (!superseded || document.visibilityState !== 'visible') return;
  superseded = false;
  scheduleSync();
}

if (typeof window !== 'undefined') {
  document.addEventListener('visibilitychange', comeBack);
  window.addEventListener('focus', comeBack);
  // A tab left visible beside a newer one: a click or a key in it says its person is back.
  document.addEventListener('pointerdown', comeBack, { passive: true });
  document.addEventListener('keydown', comeBack);
}

function join(l: Listener): () => void {
  listeners.add(l);
  // A page opened in this tab: its person is here.
  if (document.visibilityState === 'visible') superseded = false;
  if (source) {
    for (const name of l.names) listen(source, name);
    // Joining a stream already open: nothing to catch up on until it reconnects.
    l.opened = ready;
  }
  scheduleSync();
  return () => {
    listeners.delete(l);
    scheduleSync();
  };
}

/**
 * Listens to the tab's event stream while the component is mounted: the user's badge events,
 * and a collaboration's when `collaborationId` is given. The browser reconnects by itself after a
 * dropped connection; when the server refuses (the access token ran out), `renew` runs (it
 * renews the cookie) and the stream opens again with backoff. `onReconnect` runs each time the
 * stream opens again, so the page fetches what it missed.
 */
export function useEventStream(handlers: Handlers, opts: { role: Role; collaborationId?: string; renew: () => Promise<unknown>; onReconnect?: () => void }) {
  const latest = useRef({ handlers, opts });
  useEffect(() => {
    latest.current = { handlers, opts };
  });

  const { role, collaborationId } = opts;
  useEffect(
    () =>
      join({
        role,
        collaborationId,
        names: Object.keys(latest.current.handlers),
        handle: (name, data) => latest.current.handlers[name]?.(data),
        opened: false,
        reconnected: () => latest.current.opts.onReconnect?.(),
        renew: () => latest.current.opts.renew(),
      }),
    [role, collaborationId],
  );
}
