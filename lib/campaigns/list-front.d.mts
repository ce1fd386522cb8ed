import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the front needs of a cached list answer (list-cache.ts keeps more). */
export type ListFrontEntry = { body: Uint8Array; etag: string; expires: number };

export type ListCacheState<E extends ListFrontEntry, L> = {
  entries: Map<string, E>;
  inflight: Map<string, Promise<E>>;
  generation: number;
  listener?: L;
  /** This process's name in its own NOTIFY payloads (list-cache.ts), so that it ignores their echo. */
  serverId?: string;
  /** The cache key of `GET /api/campaign` without a query, set by its route handler. */
  frontKey?: string;
  /** Next.js's headers for that answer (ETag and per-response ones aside), kept by the front. */
  frontHeaders?: string[];
};

export function listCacheState<E extends ListFrontEntry, L>(): ListCacheState<E, L>;
export function answerListFromFront(req: IncomingMessage, res: ServerResponse): boolean;
