import 'server-only';
import { liveActor } from '@/lib/auth/live';
import type { AccessClaims, Actor } from '@/lib/auth/tokens';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { onStop } from '@/lib/lifecycle';
import { log } from '@/lib/log';
import { messageById } from '@/lib/collaborations/service';
import type { MessageJson } from '@/lib/collaborations/serialize';
import type { Role } from '@/models';
import { subscribe, type BusEvent } from './bus';

/*
 * Server-Sent Events for the pages: one stream per signed-in tab, carrying the navigation badges
 * (`unread`, `activity`) and, on a collaboration page, that collaboration's messages, status and
 * "seen" too (API clients may also open a collaboration's events alone). Every server listens on
 * the bus once and fans each event out to its own streams, so a message posted on one server
 * reaches a page held by another. One timer sends every stream's heartbeat and ends streams whose
 * session has ended (the access token ran out, or the sign-in was revoked).
 *
 * Each stream holds a connection, a descriptor and ~90 KB on this server, and sign-ups are free:
 * an account keeps its STREAMS_PER_ACCOUNT newest streams (a new one ends its oldest, which is
 * told so), and an address opens STREAMS_PER_IP at most (429 past it). Both are counted by each
 * server process, as the resource they protect is that process's.
 */

const HEARTBEAT_MS = 20_000;
/** How often a stream re-checks that its sign-in is still live (sign-out, password change). */
const LIVENESS_MS = 60_000;
/** Liveness checks in flight at once, so that the pool keeps connections for requests. */
const LIVENESS_CONCURRENCY = 2;
/** The browser reconnects after this long when a stream ends. */
const RETRY_MS = 2_000;

type Stream = {
  actor: Actor;
  claims: AccessClaims;
  /** The collaboration whose events it carries, if any. */
  collaborationId?: string;
  /** Carries the account's badge events (`unread`, `activity`). */
  badges: boolean;
  ip: string;
  write: (chunk: string) => boolean;
  close: () => void;
  nextLivenessCheck: number;
};

type Hub = {
  byCollaboration: Map<string, Set<Stream>>;
  /** Every stream of an account, oldest first (a Set keeps insertion order). */
  byAccount: Map<string, Set<Stream>>;
  /** Open streams per client address. */
  byIp: Map<string, number>;
  timer?: ReturnType<typeof setInterval>;
  unsubscribe?: Promise<() => void>;
  /** The liveness checks of the last sweep, while they run. */
  checking?: Promise<void>;
  messages: Map<string, Promise<MessageJson | null>>;
  /** Set at shutdown: every stream is closed and no new one opens, so the server can drain. */
  draining?: boolean;
  stopRegistered?: boolean;
};

const hub: Hub = ((globalThis as { __collabmarketHub?: Hub }).__collabmarketHub ??= {
  byCollaboration: new Map(),
  byAccount: new Map(),
  byIp: new Map(),
  messages: new Map(),
});

const userKey = (role: Role, id: string) => `${role}:${id}`;
const encoder = new TextEncoder();

function frame(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function add(map: Map<string, Set<Stream>>, key: string, s: Stream) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(s);
}

function remove(map: Map<string, Set<Stream>>, key: string, s: Stream) {
  const set = map.get(key);
  if (!set) return;
  set.delete(s);
  if (set.size === 0) map.delete(key);
}

function sendTo(set: Set<Stream> | undefined, chunk: string) {
  if (!set) return;
  for (const s of set) s.write(chunk);
}

/** A badge event to the account's streams that carry badges. */
function sendBadge(role: Role, id: string, chunk: string) {
  const set = hub.byAccount.get(userKey(role, id));
  if (!set) return;
  for (const s of set) if (s.badges) s.write(chunk);
}

/** Reads a message once per server, however many streams show it. */
function loadMessage(id: string): Promise<MessageJson | null> {
  let p = hub.messages.get(id);
  if (!p) {
    p = messageById(id).catch(() => null);
    hub.messages.set(id, p);
    setTimeout(() => hub.messages.delete(id), 5_000).unref?.();
  }
  return p;
}

async function onEvent(ev: BusEvent) {
  if (ev.t === 'resync') {
    sendTo(allStreams(), frame('resync', {}));
    return;
  }
  if (ev.t === 'signout') {
    for (const s of allStreams()) {
      const family = s.claims.familyId;
      const ended = ev.f ? family === ev.f : s.actor.role === ev.role && s.actor.id === ev.id && family !== ev.keep;
      if (ended) s.close();
    }
    return;
  }
  const watchers = hub.byCollaboration.get(ev.c);
  const badge = (role: Role, chunk: string) => sendBadge(role, role === 'brand' ? ev.b : ev.r, chunk);
  if (ev.t === 'message') {
    if (watchers?.size) {
      const message = await loadMessage(ev.id);
      if (message) sendTo(hub.byCollaboration.get(ev.c), frame('message', message, message.cursor));
    }
    // The badge of the side that did not write.
    badge(ev.s === 'brand' ? 'creator' : 'brand', frame('unread', { collaborationId: ev.c }));
  } else if (ev.t === 'status') {
    sendTo(watchers, frame('status', { collaborationId: ev.c, status: ev.status }));
    const chunk = frame('activity', { collaborationId: ev.c, status: ev.status });
    badge('brand', chunk);
    badge('creator', chunk);
  } else if (ev.t === 'seen') {
    sendTo(watchers, frame('seen', { collaborationId: ev.c, by: ev.by }));
    badge(ev.by, frame('unread', { collaborationId: ev.c }));
  }
}

function allStreams(): Set<Stream> {
  const all = new Set<Stream>();
  for (const set of hub.byAccount.values()) for (const s of set) all.add(s);
  return all;
}

/**
 * Re-checks the sign-ins of `due`, a few at a time: a sweep finds about a third of all streams
 * due, and fired at once, 2,000 streams' checks (~670 queries) queue ahead of every request on
 * the pool's connections, messages included. A failed check keeps the stream.
 */
async function checkLiveness(due: Stream[]) {
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const s = due[next++];
      if (!(await liveActor(s.claims, s.actor.role).catch(() => true))) s.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(LIVENESS_CONCURRENCY, due.length) }, worker));
}

async function sweep() {
  const now = Date.now();
  const ping = ': ping\n\n';
  const all = allStreams();
  const due: Stream[] = [];
  for (const s of all) {
    if (s.claims.exp * 1000 <= now) {
      s.close();
      continue;
    }
    s.write(ping);
    // While the last sweep's checks still run (a slow database), their streams wait for the next.
    if (!hub.checking && s.nextLivenessCheck <= now) {
      s.nextLivenessCheck = now + LIVENESS_MS;
      due.push(s);
    }
  }
  if (due.length) hub.checking = checkLiveness(due).finally(() => (hub.checking = undefined));
  if (all.size === 0 && hub.timer) {
    clearInterval(hub.timer);
    hub.timer = undefined;
  }
}

function ensureStarted(): Promise<() => void> {
  hub.unsubscribe ??= subscribe((ev) => {
    onEvent(ev).catch((err) => log.error({ err: String(err) }, 'stream fan-out failed'));
  }).catch((err) => {
    hub.unsubscribe = undefined;
    throw err;
  });
  hub.timer ??= setInterval(() => void sweep(), HEARTBEAT_MS);
  hub.timer.unref?.();
  if (!hub.stopRegistered) {
    hub.stopRegistered = true;
    // A stream never ends by itself, and a stopping server waits for its open requests: shutdown's
    // first step ends them all at once (the browsers reconnect, to another server behind a balancer).
    onStop('streams', 'streams', drainStreams);
  }
  return hub.unsubscribe;
}

/** Closes every stream this server holds and refuses new ones (the server is stopping). */
export function drainStreams(): void {
  hub.draining = true;
  for (const s of allStreams()) s.close();
}

/** Where a stream comes from: the request's abort signal and the client's address (`clientIp`). */
type StreamSource = { signal: AbortSignal; ip: string };

/** What a stream carries: one collaboration's events (the caller has checked it is theirs), the account's badge events, or both. */
type StreamTopics = { collaborationId?: string; badges: boolean };

/** The frame an account's oldest stream gets when a newer one takes its place: its page waits for its person before reconnecting. */
const SUPERSEDED_MESSAGE = 'Live updates moved to a newer tab or window of this account.';

/**
 * Makes room for one more stream of `key` from `ip`: past STREAMS_PER_IP the caller is refused
 * (429); an account at STREAMS_PER_ACCOUNT loses its oldest stream, whose page is told so (the
 * newest tab is the one being looked at; the oldest is often a forgotten one, or a connection
 * already dead that the server has not noticed yet).
 */
function makeRoom(key: string, ip: string) {
  const { STREAMS_PER_ACCOUNT, STREAMS_PER_IP } = env();
  const mine = hub.byAccount.get(key);
  const oldest = mine && mine.size >= STREAMS_PER_ACCOUNT ? mine.values().next().value : undefined;
  const fromIp = (hub.byIp.get(ip) ?? 0) - (oldest?.ip === ip ? 1 : 0);
  if (fromIp >= STREAMS_PER_IP) {
    throw new AppError('rate_limited', 'Too many live connections from your network. Close some tabs and try again in a minute.', undefined, 60);
  }
  if (oldest) {
    oldest.write(frame('superseded', { message: SUPERSEDED_MESSAGE }));
    oldest.close();
  }
}

/**
 * An SSE response for `actor` carrying `topics`. Ends when the client goes, at the token's
 * expiry, when the sign-in ends, or when the account opens more streams than it may keep; the
 * browser then reconnects (after `superseded`, only once its person is back) and the session
 * decides.
 */
export async function openStream(actor: Actor, claims: AccessClaims, from: StreamSource, topics: StreamTopics): Promise<Response> {
  if (hub.draining) throw new AppError('unavailable', 'This server is restarting. Please reconnect.', undefined, 1);
  await ensureStarted();
  const { collaborationId, badges } = topics;
  const { ip } = from;
  const key = userKey(actor.role, actor.id);
  // From here to the stream's registration nothing awaits, so concurrent opens count right.
  makeRoom(key, ip);
  let stream!: Stream;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        if (collaborationId) remove(hub.byCollaboration, collaborationId, stream);
        remove(hub.byAccount, key, stream);
        const left = (hub.byIp.get(ip) ?? 1) - 1;
        if (left > 0) hub.byIp.set(ip, left);
        else hub.byIp.delete(ip);
        try {
          controller.close();
        } catch {
          /* already closed by the client */
        }
      };
      stream = {
        actor,
        claims,
        collaborationId,
        badges,
        ip,
        nextLivenessCheck: Date.now() + LIVENESS_MS * (0.5 + Math.random()),
        write: (chunk) => {
          if (closed) return false;
          try {
            controller.enqueue(encoder.encode(chunk));
            return true;
          } catch {
            close();
            return false;
          }
        },
        close,
      };
      if (collaborationId) add(hub.byCollaboration, collaborationId, stream);
      add(hub.byAccount, key, stream);
      hub.byIp.set(ip, (hub.byIp.get(ip) ?? 0) + 1);
      stream.write(`retry: ${RETRY_MS}\n` + frame('ready', { at: new Date().toISOString() }));
      if (from.signal.aborted) close();
      else from.signal.addEventListener('abort', close, { once: true });
    },
    cancel() {
      stream?.close();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      Connection: 'keep-alive',
      // nginx and friends: do not buffer the stream.
      'X-Accel-Buffering': 'no',
    },
  });
}

/** Event streams open on this process (/metrics). */
export function openStreamCount(): number {
  let n = 0;
  for (const set of hub.byAccount.values()) n += set.size;
  return n;
}
