import { z } from '@/lib/zod';
import { isCursorTime } from '@/lib/cursor-time';
import { SOCIAL_PLATFORMS } from '@/lib/constants';
import { isUuid } from '@/lib/uuid';
import { parseCount } from '@/lib/numbers';
import {
  CURSOR_INVALID,
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  FOLLOWERS_BACKWARDS,
  FOLLOWERS_FILTER,
  MAX_FOLLOWER_FILTER,
  MAX_PRICE_FILTER,
  MAX_PRICE_FILTER_INR,
} from './directory-messages';

/**
 * Where a page of the directory ends, in its sort's terms: the last creator's follower count
 * (null sorts last) or creation time (as PostgreSQL prints it, to the microsecond), and its id.
 */
export type DirectoryCursor = { sort: 'followers'; followers: number | null; id: string } | { sort: 'newest'; createdAt: string; id: string };

export function encodeDirectoryCursor(c: DirectoryCursor): string {
  const key = c.sort === 'followers' ? c.followers : c.createdAt;
  return Buffer.from(JSON.stringify([c.sort === 'followers' ? 'f' : 'n', key, c.id])).toString('base64url');
}

/** The cursor in `after`, or null when it is not one of ours. */
function decodeDirectoryCursor(value: string): DirectoryCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3 || !isUuid(parsed[2])) return null;
    const [kind, key, id] = parsed as [unknown, unknown, string];
    if (kind === 'f' && (key === null || (Number.isSafeInteger(key) && (key as number) >= 0)))
      return { sort: 'followers', followers: key as number | null, id };
    if (kind === 'n' && typeof key === 'string' && isCursorTime(key)) return { sort: 'newest', createdAt: key, id };
    return null;
  } catch {
    return null;
  }
}

// Forms send every input, empty ones as '': an empty filter filters nothing.
const blank = (v: unknown) => (v === '' ? undefined : v);
const text = (max: number, what: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${what} must be text` })
      .trim()
      .max(max, `${what} must be at most ${max} characters`)
      .refine((v) => !v.includes('\u0000'), `${what} must not contain NUL characters`)
      .optional()
      .transform((v) => v || undefined),
  );
const followers = z.preprocess(
  // As people type counts: "18,500", "18.5k", "1.2M"; unreadable text stays text, for the number check to refuse.
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (parseCount(v) ?? v)) : v),
  z.number({ error: FOLLOWERS_FILTER }).int(FOLLOWERS_FILTER).min(0, FOLLOWERS_FILTER).max(MAX_FOLLOWER_FILTER, FOLLOWERS_FILTER).optional(),
);

/** GET /api/creators and the Find creators page: text, filters, sort, cursor and page size. */
export const directoryQuerySchema = z
  .object({
    q: text(100, 'Search text'),
    niche: text(100, 'Niche'),
    city: text(100, 'City'),
    platform: z.preprocess(blank, z.enum(SOCIAL_PLATFORMS, { error: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}` }).optional()),
    minFollowers: followers,
    maxFollowers: followers,
    /** Creators with an active package at this price or less (whole rupees, typed as "5,000" or "5k" too). */
    maxPriceInr: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (parseCount(v, { money: true }) ?? v)) : v),
      z.number({ error: MAX_PRICE_FILTER }).int(MAX_PRICE_FILTER).min(1, MAX_PRICE_FILTER).max(MAX_PRICE_FILTER_INR, MAX_PRICE_FILTER).optional(),
    ),
    sort: z.preprocess(blank, z.enum(DIRECTORY_SORTS, { error: `Sort must be one of ${DIRECTORY_SORTS.join(', ')}` }).default('followers')),
    after: z.preprocess(
      blank,
      z
        .string({ error: CURSOR_INVALID })
        .max(300, CURSOR_INVALID)
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          const cursor = decodeDirectoryCursor(v);
          if (!cursor) ctx.addIssue({ code: 'custom', message: CURSOR_INVALID });
          return cursor ?? undefined;
        }),
    ),
    limit: z.preprocess(
      blank,
      z.coerce
        .number({ error: `Limit must be a whole number from 1 to ${DIRECTORY_MAX_PAGE_SIZE}` })
        .int(`Limit must be a whole number from 1 to ${DIRECTORY_MAX_PAGE_SIZE}`)
        .min(1, `Limit must be a whole number from 1 to ${DIRECTORY_MAX_PAGE_SIZE}`)
        .max(DIRECTORY_MAX_PAGE_SIZE, `Limit must be a whole number from 1 to ${DIRECTORY_MAX_PAGE_SIZE}`)
        .default(DIRECTORY_PAGE_SIZE),
    ),
  })
  .refine((v) => v.minFollowers === undefined || v.maxFollowers === undefined || v.minFollowers <= v.maxFollowers, {
    path: ['minFollowers'],
    message: FOLLOWERS_BACKWARDS,
  })
  // A cursor belongs to one sort: read on with another and it would skip or repeat creators.
  .refine((v) => !v.after || v.after.sort === v.sort, { path: ['after'], message: CURSOR_INVALID });

export type DirectoryQuery = z.output<typeof directoryQuerySchema>;
