// Client-safe texts and limits of the creator directory (no zod: the page's form reads these too).

export const DIRECTORY_SORTS = ['followers', 'newest'] as const;
type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const SORT_LABEL: Record<DirectorySort, string> = { followers: 'Most followers', newest: 'Newest' };

export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_MAX_PAGE_SIZE = 50;
/** Above any audience a creator may state (MAX_AUDIENCE is 2 billion). */
export const MAX_FOLLOWER_FILTER = 2_000_000_000;

export const FOLLOWERS_BACKWARDS = 'Minimum followers must not be more than maximum followers';
export const FOLLOWERS_FILTER = 'Followers must be a whole number, 0 or more';
export const MAX_PRICE_FILTER = 'Max price must be a whole number of rupees, 1 or more';
/** Above any package price (lib/packages/messages.ts MAX_PACKAGE_PRICE_INR). */
export const MAX_PRICE_FILTER_INR = 10_000_000;
export const CURSOR_INVALID = 'Invalid cursor: use nextCursor from a previous answer';
