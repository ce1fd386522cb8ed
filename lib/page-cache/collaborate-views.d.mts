export const LIST_QUERY_KEYS: readonly string[];
export const ALL_VIEW: 'all';
export const PAGE_VIEW_PREFIX: 'page-';
type Rewrite = {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value?: string }[];
  missing?: { type: 'query'; key: string }[];
};
export function collaborateRewrites(): Rewrite[];
