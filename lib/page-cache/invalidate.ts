import 'server-only';
import { sql } from 'drizzle-orm';
import { databaseGeneration, databaseUrl, getDb, listen } from '@/lib/db';
import { log } from '@/lib/log';
import { clearPageCache, invalidateTags, pageCacheState } from './handler.mjs';

// Writes that change what a cached public page shows call invalidatePages(): this server forgets
// those pages at once, and on PostgreSQL every other server hears it through NOTIFY and does the
// same (startPageCacheListener, at server start). A server that has lost its listening
// connection stores no pages until it is back, then starts from an empty cache.

const CHANNEL = 'page_cache';

/**
 * The pages a write can change, as the page cache's tags (Next.js's tag of each page path,
 * `_N_T_` + path; the list's variants all live under `/collaborate/`).
 */
export const pageTags = {
  /** Every variant of the campaign list (/collaborate and each filter, page and audience). */
  campaignLists: ['_N_T_/(marketing)/collaborate/[view]/page'],
  campaign: (id: string) => [`_N_T_/campaigns/${id}`],
  creator: (id: string) => [`_N_T_/creators/${id}`],
};

/** Forgets the pages of `tags` on every server. Never throws: a page missed here is still rendered again within PAGE_REVALIDATE_SECONDS. */
export async function invalidatePages(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  invalidateTags(tags);
  try {
    if (!(await databaseUrl())) return;
    const db = await getDb();
    await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(tags)})`);
  } catch (err) {
    log.warn({ err: String(err) }, 'page cache: notify failed');
  }
}

type ListenerState = { generation: number; started: Promise<void> };
const holder = globalThis as { __collabmarketPageCacheListener?: ListenerState };

/** Server start: hear other servers' invalidations (PostgreSQL); pages are stored only while listening. */
export function startPageCacheListener(): Promise<void> {
  const current = holder.__collabmarketPageCacheListener;
  if (current && current.generation === databaseGeneration()) return current.started;
  const state = pageCacheState();
  const started = (async () => {
    if (!(await databaseUrl())) {
      state.listening = true;
      return;
    }
    state.listening = false;
    await listen(CHANNEL, {
      onNotify: (payload) => {
        try {
          const tags: unknown = JSON.parse(payload);
          if (Array.isArray(tags)) invalidateTags(tags.filter((t): t is string => typeof t === 'string'));
        } catch {
          log.warn({ payload: payload.slice(0, 80) }, 'page cache: unreadable invalidation');
        }
      },
      onLost: () => {
        state.listening = false;
        clearPageCache();
      },
      onReconnect: () => {
        clearPageCache();
        state.listening = true;
      },
    });
    clearPageCache();
    state.listening = true;
  })().catch((err) => {
    log.warn({ err: String(err) }, 'page cache: cannot listen yet, pages are not cached');
    holder.__collabmarketPageCacheListener = undefined;
    setTimeout(() => void startPageCacheListener(), 5_000).unref();
  });
  holder.__collabmarketPageCacheListener = { generation: databaseGeneration(), started };
  return started;
}
