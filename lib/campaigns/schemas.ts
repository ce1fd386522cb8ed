import { z } from '@/lib/zod';
import { CAMPAIGN_PLATFORMS, INTERESTS, MAX_FOLLOWER_OPTIONS, MIN_FOLLOWER_OPTIONS } from '@/lib/constants';
import { isUuid } from '@/lib/uuid';
import { FOLLOWER_RANGE_MESSAGE, IMAGE_REQUIRED, REQUIRED } from './messages';

const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);
// An empty select arrives as '' (multipart): that is a missing value, not zero.
const followers = (options: number[]) =>
  z.preprocess(
    (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
    z.coerce
      .number({ error: REQUIRED })
      .int(REQUIRED)
      .refine((n) => options.includes(n), 'Choose one of the listed values'),
  );

/** The fields of spec §2 "Campaign form", without cross-field checks (shared by create and edit). */
const campaignFieldsShape = {
  campaignName: text(120),
  brandName: text(120),
  interest: z.enum(INTERESTS, { error: REQUIRED }),
  platform: z.enum(CAMPAIGN_PLATFORMS, { error: REQUIRED }),
  minFollowers: followers(MIN_FOLLOWER_OPTIONS),
  maxFollowers: followers(MAX_FOLLOWER_OPTIONS),
  incentives: text(300),
  description: text(4000),
};

// The one follower-range rule: minimum not above maximum, when both are given.
const inRange = (v: { minFollowers?: number; maxFollowers?: number }) =>
  v.minFollowers === undefined || v.maxFollowers === undefined || v.minFollowers <= v.maxFollowers;
const RANGE = { path: ['minFollowers'], message: FOLLOWER_RANGE_MESSAGE };

/** Campaign fields of spec §2 "Campaign form" (the image is checked separately, from its bytes). */
export const campaignFieldsSchema = z.object(campaignFieldsShape).refine(inRange, RANGE);

/** True for a chosen file; browsers send an empty, nameless file when none was chosen. */
export function isChosenFile(v: unknown): v is File {
  return typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function' && (v as Blob).size > 0;
}

/** Multipart create: every field plus the image ("Campaign image is required"). */
export const campaignCreateSchema = z
  .object({ ...campaignFieldsShape, campaignImage: z.custom<File>(isChosenFile, { error: IMAGE_REQUIRED }) })
  .refine(inRange, RANGE);

const optionalImage = z.unknown().transform((v) => (isChosenFile(v) ? v : undefined));

/** Edit (JSON or multipart): any subset of the fields, optionally a new image; the range is checked against the stored row. */
export const campaignUpdateSchema = z
  .object({ ...campaignFieldsShape, campaignImage: optionalImage })
  .partial()
  .refine(inRange, RANGE);

/** The edit form: every field as on create (an emptied one is an error, not "unchanged"), the image optional. */
export const campaignEditSchema = z.object({ ...campaignFieldsShape, campaignImage: optionalImage.optional() }).refine(inRange, RANGE);

export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

export type CampaignFields = z.infer<typeof campaignFieldsSchema>;

export const campaignIdSchema = z.object({ id: z.string().uuid('Unknown campaign') });

/** Where a page of the list ends: the last campaign's creation time (as PostgreSQL prints it, to the microsecond) and id. */
type ListCursor = { createdAt: string; id: string };

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export function encodeCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

/** The cursor in `after`, or null when it is not one of ours. */
function decodeCursor(value: string): ListCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [createdAt, id] = parsed;
    if (typeof createdAt !== 'string' || !CURSOR_TIME.test(createdAt) || !isUuid(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** What `GET /api/campaign` answers when the caller names no page, limit or cursor. */
export const UNPAGED_LIST_LIMIT = 100;

/** Public list query: text search, filters, pagination (limit capped). */
export const campaignListQuerySchema = z.object({
  // NUL cannot reach PostgreSQL (the page drops a refused value, the API answers 400).
  q: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !v.includes('\u0000'), 'Search text must not contain NUL characters')
    .optional()
    .transform((v) => v || undefined),
  platform: z
    .enum(CAMPAIGN_PLATFORMS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  interest: z
    .enum(INTERESTS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  minFollowers: z.coerce.number().int().min(0).max(10_000_000).optional(),
  maxFollowers: z.coerce.number().int().min(0).max(10_000_000).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  // Keyset pagination for deep reading: the `nextCursor` of the previous answer.
  after: z
    .string()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const cursor = decodeCursor(v);
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'Invalid cursor: use nextCursor from a previous answer' });
      return cursor ?? undefined;
    }),
});

export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;
