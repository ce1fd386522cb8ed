import { z } from '@/lib/zod';
import { isCursorTime } from '@/lib/cursor-time';
import { CAMPAIGN_PLATFORMS, DELIVERABLE_KINDS, INTERESTS } from '@/lib/constants';
import { isUuid } from '@/lib/uuid';
import { parseCount } from '@/lib/numbers';
import { todayInIndia } from './deadline';
import { LIST_DEFAULT_LIMIT, LIST_LIMIT_MAX, LIST_PAGE_MAX, LIST_QUERY } from './list-query-space.mjs';
import {
  APPLY_BY_PAST,
  CONTENT_DUE_BEFORE_APPLY,
  DATE_MESSAGE,
  DELIVERABLE_COUNT,
  DELIVERABLE_KIND,
  DELIVERABLE_PLATFORM,
  DELIVERABLES_JSON,
  DELIVERABLES_REQUIRED,
  DELIVERABLES_TOO_MANY,
  FEE_MESSAGE,
  FOLLOWER_RANGE_MESSAGE,
  FOLLOWERS_MESSAGE,
  MAX_FOLLOWERS,
  IMAGE_REQUIRED,
  MAX_DELIVERABLE_COUNT,
  MAX_DELIVERABLES,
  MAX_FEE_INR,
  MAX_GUIDELINES,
  MAX_URL,
  REQUIRED,
  URL_MESSAGE,
} from './messages';

const tooLong = (max: number) => `Must be at most ${max} characters`;
const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, tooLong(max));
// A follower bound as a person types it ("25,000", "25k", "2 lakh") or as a spec client sends it
// (a number or its digits); an empty field arrives as '' (multipart): that is a missing value.
const followers = z.preprocess(
  (v) => {
    if ((typeof v === 'string' && v.trim() === '') || v === null) return undefined;
    return typeof v === 'string' ? (parseCount(v) ?? v) : v;
  },
  z.coerce.number({ error: REQUIRED }).int(FOLLOWERS_MESSAGE).min(1, FOLLOWERS_MESSAGE).max(MAX_FOLLOWERS, FOLLOWERS_MESSAGE),
);

/** The fields of spec §2 "Campaign form", without cross-field checks (shared by create and edit). */
const campaignFieldsShape = {
  campaignName: text(120),
  brandName: text(120),
  interest: z.enum(INTERESTS, { error: REQUIRED }),
  platform: z.enum(CAMPAIGN_PLATFORMS, { error: REQUIRED }),
  minFollowers: followers,
  maxFollowers: followers,
  incentives: text(300),
  description: text(4000),
};

// ---- The brief: optional for the API (spec clients send none of it), deliverables required by our form.
// Multipart and the form's inputs send text: an empty value means "none" (null), as JSON's null does.

const blankToNull = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v);
/** Rupees as people type them ("7,500", "₹7,500", "1.5L"); text that cannot be read stays text, for the number check to refuse. */
const rupeesText = (v: unknown) => (typeof v === 'string' ? (parseCount(v, { money: true }) ?? v) : v);
// Deliverables travel as JSON text (multipart, the form) or as the array itself (JSON edit).
const parseJsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

const deliverable = z.object(
  {
    platform: z.enum(CAMPAIGN_PLATFORMS, { error: DELIVERABLE_PLATFORM }),
    kind: z.enum(DELIVERABLE_KINDS, { error: DELIVERABLE_KIND }),
    count: z.preprocess(
      digitsToNumber,
      z.number({ error: DELIVERABLE_COUNT }).int(DELIVERABLE_COUNT).min(1, DELIVERABLE_COUNT).max(MAX_DELIVERABLE_COUNT, DELIVERABLE_COUNT),
    ),
  },
  { error: DELIVERABLES_JSON },
);
const deliverableList = z
  .array(deliverable, { error: (issue) => (issue.input === undefined ? REQUIRED : DELIVERABLES_JSON) })
  .max(MAX_DELIVERABLES, DELIVERABLES_TOO_MANY);

/** API: absent or an empty part leaves the list as it is (none on create); null clears it. */
const apiDeliverables = z.preprocess((v) => (v === '' ? undefined : v === null ? [] : parseJsonText(v)), deliverableList.optional());
/** The form: at least one line. */
const formDeliverables = z.preprocess((v) => (v === '' || v === null ? undefined : parseJsonText(v)), deliverableList.min(1, DELIVERABLES_REQUIRED));
/** At least one `{platform, kind, count}` line, as the list or its JSON text: the campaign form's, and a creator's package (lib/packages). */
export const requiredDeliverablesSchema = formDeliverables;
/** Rupees as people type them ("7,500", "₹7,500", "1.5L") or as a number; text that cannot be read stays text. */
export const readRupees = rupeesText;

function isRealDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '2000-01-01' && v <= '2100-12-31';
}
const day = z.preprocess(
  blankToNull,
  z
    .string({ error: DATE_MESSAGE })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
    .refine(isRealDay, DATE_MESSAGE)
    .nullable(),
);

function isHttpsUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname !== '' && !u.username && !u.password;
  } catch {
    return false;
  }
}

const briefShape = {
  deliverables: apiDeliverables,
  /** Whole rupees; null (or empty) is "product only". */
  feeInr: z
    .preprocess(
      (v) => rupeesText(blankToNull(v)),
      z.number({ error: FEE_MESSAGE }).int(FEE_MESSAGE).min(0, FEE_MESSAGE).max(MAX_FEE_INR, FEE_MESSAGE).nullable(),
    )
    .optional(),
  applyBy: day.optional(),
  contentDueBy: day.optional(),
  contentGuidelines: z
    // Multipart sends line breaks as CRLF; stored as LF, as typed.
    .preprocess(
      (v) => (v === null ? '' : typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v),
      z.string({ error: 'Guidelines must be text' }).trim().max(MAX_GUIDELINES, tooLong(MAX_GUIDELINES)),
    )
    .optional(),
  destinationUrl: z
    .preprocess(blankToNull, z.string({ error: URL_MESSAGE }).trim().max(MAX_URL, tooLong(MAX_URL)).refine(isHttpsUrl, URL_MESSAGE).nullable())
    .optional(),
};

// Cross-field rules, each stated once: followers minimum not above maximum, content not due
// before the application deadline (when both are given), and on create no deadline in the past.
type Checked = { minFollowers?: number; maxFollowers?: number; applyBy?: string | null; contentDueBy?: string | null };
const inRange = (v: Checked) => v.minFollowers === undefined || v.maxFollowers === undefined || v.minFollowers <= v.maxFollowers;
const RANGE = { path: ['minFollowers'], message: FOLLOWER_RANGE_MESSAGE };
const datesInOrder = (v: Checked) => !v.applyBy || !v.contentDueBy || v.contentDueBy >= v.applyBy;
const DATES = { path: ['contentDueBy'], message: CONTENT_DUE_BEFORE_APPLY };
const notPast = (v: Checked) => !v.applyBy || v.applyBy >= todayInIndia();
const PAST = { path: ['applyBy'], message: APPLY_BY_PAST };

/** True for a chosen file; browsers send an empty, nameless file when none was chosen. */
export function isChosenFile(v: unknown): v is File {
  return typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function' && (v as Blob).size > 0;
}

const requiredImage = z.custom<File>(isChosenFile, { error: IMAGE_REQUIRED });

/** Multipart create (POST /api/campaign/create): every spec field plus the image ("Campaign image is required"); the brief is optional. */
export const campaignCreateSchema = z
  .object({ ...campaignFieldsShape, ...briefShape, campaignImage: requiredImage })
  .refine(inRange, RANGE)
  .refine(datesInOrder, DATES)
  .refine(notPast, PAST);

/** The create form: as the API, and at least one deliverable. */
export const campaignCreateFormSchema = z
  .object({ ...campaignFieldsShape, ...briefShape, deliverables: formDeliverables, campaignImage: requiredImage })
  .refine(inRange, RANGE)
  .refine(datesInOrder, DATES)
  .refine(notPast, PAST);

const optionalImage = z.unknown().transform((v) => (isChosenFile(v) ? v : undefined));

/** Edit (JSON or multipart): any subset of the fields, optionally a new image; the ranges are checked against the stored row. */
export const campaignUpdateSchema = z
  .object({ ...campaignFieldsShape, ...briefShape, campaignImage: optionalImage })
  .partial()
  .refine(inRange, RANGE)
  .refine(datesInOrder, DATES);

/** The edit form: every field as on create (an emptied one is an error, not "unchanged"), the image optional. */
export const campaignEditSchema = z
  .object({ ...campaignFieldsShape, ...briefShape, deliverables: formDeliverables, campaignImage: optionalImage.optional() })
  .refine(inRange, RANGE)
  .refine(datesInOrder, DATES);

export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

/** Campaign fields of spec §2 "Campaign form" and the brief (the image is checked separately, from its bytes). */
export type CampaignFields = Omit<z.infer<typeof campaignCreateSchema>, 'campaignImage'>;

/** A campaign's id where a malformed one answers 404 like an unknown one, not 400 (the campaign's own routes and its report). */
export const campaignLookupSchema = z.object({ id: z.string() });

export const campaignIdSchema = z.object({ id: z.string().uuid('Unknown campaign') });

/** Where a page of the list ends: the last campaign's creation time (as PostgreSQL prints it, to the microsecond) and id. */
type ListCursor = { createdAt: string; id: string };

export function encodeCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

/** The cursor in `after`, or null when it is not one of ours. */
function decodeCursor(value: string): ListCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [createdAt, id] = parsed;
    if (typeof createdAt !== 'string' || !isCursorTime(createdAt) || !isUuid(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** What `GET /api/campaign` answers when the caller names no page, limit or cursor. */
export const UNPAGED_LIST_LIMIT = 100;

// An empty filter (`minFee=`) filters nothing; it is not zero.
const rupeesFilter = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : rupeesText(v)),
  z.number({ error: FEE_MESSAGE }).int(FEE_MESSAGE).min(0, FEE_MESSAGE).max(MAX_FEE_INR, FEE_MESSAGE).optional(),
);

/** Public list query: text search, filters, pagination (limit capped); its parameters and their values are the list's query space (list-query-space.mjs). */
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
    .enum(LIST_QUERY.platform.values)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  interest: z
    .enum(LIST_QUERY.interest.values)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  minFollowers: z.coerce.number().int().min(0).max(10_000_000).optional(),
  maxFollowers: z.coerce.number().int().min(0).max(10_000_000).optional(),
  /** Fee per creator in whole rupees; a "product only" campaign matches only when no minimum is asked. */
  minFee: rupeesFilter,
  maxFee: rupeesFilter,
  /** `open=1`: only campaigns whose application deadline has not passed (India time); `open=0` or none: any. */
  open: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['0', '1'], { error: 'open must be 0 or 1' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1')),
  ),
  page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_DEFAULT_LIMIT),
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
