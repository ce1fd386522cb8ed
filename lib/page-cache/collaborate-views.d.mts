export const LIST_QUERY_KEYS: readonly string[];
export const ALL_VIEW: 'all';
export const PAGE_VIEW_PREFIX: 'page-';
export const KNOWN_VALUES: { platform: string; interest: string };
export function filterView(platform: string | undefined, interest: string | undefined, page?: number): string;
export function filterViewParams(view: string): Record<string, string> | null;
type Rewrite = {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value?: string }[];
  missing?: { type: 'query'; key: string }[];
};
export function collaborateRewrites(): Rewrite[];
export function rewrittenListPath(params: URLSearchParams): string | null;
