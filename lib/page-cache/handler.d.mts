type FrontCopy = { headers: string[]; body: Buffer; gzip?: Buffer };
type Entry = {
  value: unknown;
  lastModified: number;
  validFrom: number;
  cacheControl?: { revalidate?: number | false };
  tags: string[];
  bytes: number;
  front?: FrontCopy;
};
type LearntQuery = { path: string; rewrite: string; bytes: number };
type PageCacheState = {
  entries: Map<string, Entry>;
  paths: Map<string, string>;
  learnt: Map<string, LearntQuery>;
  learntBytes: number;
  bytes: number;
  maxBytes: number;
  tags: Map<string, number>;
  asked: Map<string, number>;
  listening: boolean;
  stores: number;
  hits: number;
  misses: number;
  frontHits: number;
};
export function pageCacheState(): PageCacheState;
export function invalidateTags(tags: readonly string[]): void;
export function clearPageCache(): void;
export function learntQuery(key: string): LearntQuery | undefined;
export function learnQuery(key: string, rewrite: string): void;
export function forgetLearntQueries(): void;
export function freshPage(path: string, now?: number): Entry | null;
export function servedByFront(path: string, entry: Entry): void;
export function keepFrontCopy(path: string, entry: Entry, copy: FrontCopy): void;
export function inlineScriptHashes(html: string): string[];
export function pagePolicy(html: string): string;
export function asciiHtml(html: string): string;
export default class PageCacheHandler {
  get(key: string): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx?: { cacheControl?: unknown; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
