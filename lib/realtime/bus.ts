import 'server-only';
import { sql } from 'drizzle-orm';
import { databaseGeneration, listen, type Executor } from '@/lib/db';
import { log } from '@/lib/log';
import type { CollaborationStatus, Role } from '@/models';

/**
 * What happened to a collaboration, as every server hears it. Small on purpose (NOTIFY payloads
 * stop at 8,000 bytes): ids only, the servers read the rest once each.
 */
export type BusEvent =
  | { t: 'message'; c: string; b: string; r: string; id: string; s: Role }
  | { t: 'status'; c: string; b: string; r: string; status: CollaborationStatus }
  | { t: 'seen'; c: string; b: string; r: string; by: Role }
  /** Sign-ins ended: one (family `f`), or all of an account but `keep`. Their streams close at once. */
  | { t: 'signout'; f?: string; role?: Role; id?: string; keep?: string }
  | { t: 'resync' };

const CHANNEL = 'collabmarket_events';

/**
 * Announces an event from inside the caller's transaction: PostgreSQL delivers it to every
 * listening server when (and only if) the transaction commits, PGlite to this process.
 */
export async function publish(tx: Executor, event: Exclude<BusEvent, { t: 'resync' }>): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

type Subscriber = (event: BusEvent) => void;
type BusState = { subscribers: Set<Subscriber>; started?: Promise<void>; generation?: number };
const state: BusState = ((globalThis as { __collabmarketBus?: BusState }).__collabmarketBus ??= { subscribers: new Set() });

function dispatch(event: BusEvent) {
  for (const fn of state.subscribers) {
    try {
      fn(event);
    } catch (err) {
      log.error({ err: String(err) }, 'event subscriber failed');
    }
  }
}

function start(): Promise<void> {
  if (state.generation !== databaseGeneration()) {
    state.started = undefined;
    state.generation = databaseGeneration();
  }
  state.started ??= listen(CHANNEL, {
    onNotify: (payload) => {
      try {
        dispatch(JSON.parse(payload) as BusEvent);
      } catch {
        log.warn({ payload: payload.slice(0, 80) }, 'unreadable event payload');
      }
    },
    // The listening connection was lost for a while: streams tell their pages to fetch what they missed.
    onReconnect: () => dispatch({ t: 'resync' }),
  })
    .then(() => undefined)
    .catch((err) => {
      state.started = undefined;
      throw err;
    });
  return state.started;
}

/** Hears every event of every server from now on; resolves once listening. Returns the unsubscribe. */
export async function subscribe(fn: Subscriber): Promise<() => void> {
  await start();
  state.subscribers.add(fn);
  return () => state.subscribers.delete(fn);
}
