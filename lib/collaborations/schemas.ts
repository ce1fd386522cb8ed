import { z } from '@/lib/zod';
import { isCursorTime } from '@/lib/cursor-time';
import { isUuid } from '@/lib/uuid';
import { collaborationStatuses, reviewDecisions } from '@/models';
import {
  CAPTION_MAX,
  COMMENT_MAX,
  COMMENT_REQUIRED,
  MAX_MESSAGE_IMAGES,
  MAX_SUBMISSION_IMAGES,
  MESSAGE_EMPTY,
  MESSAGE_MAX,
  REASON_MAX,
  REASON_REQUIRED,
  SUBMISSION_EMPTY,
} from './messages';
import { isChosenFile } from '@/lib/campaigns/schemas';

/** A collaboration's id where a malformed one answers 404 like an unknown one, not 400 (its report). */
export const collaborationLookupSchema = z.object({ id: z.string() });
export const collaborationParamsSchema = z.object({ id: z.string().uuid('Unknown collaboration') });
/** The user's event stream; with `collaboration`, that collaboration's events ride along (one stream per page). */
export const userEventsQuerySchema = z.object({ collaboration: z.string().uuid('Unknown collaboration').optional() });
export const submissionParamsSchema = collaborationParamsSchema.extend({ submissionId: z.string().uuid('Unknown submission') });

/** An https address (drafts, live posts): nothing else is shown to the other side as a link. */
const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(2000, `${label} must be at most 2,000 characters`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' && Boolean(u.hostname) && !u.username && !u.password;
      } catch {
        return false;
      }
    }, `${label} must be an https:// link`);

// Multipart sends a field once (a File), several times (a list) or not at all; the browser sends an
// empty nameless file when none was chosen.
const images = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.unknown())
      .transform((list) => list.filter(isChosenFile) as File[])
      .refine((list) => list.length <= max, `At most ${max} ${label}`),
  );

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')} characters`)
    .optional()
    .default('');

/** `POST /api/collaborations/{id}/messages`: text, images, or both. */
export const messageBodySchema = z
  .object({ text: optionalText(MESSAGE_MAX, 'A message'), attachments: images(MAX_MESSAGE_IMAGES, 'images per message') })
  .refine((m) => m.text.length > 0 || m.attachments.length > 0, { path: ['text'], message: MESSAGE_EMPTY });

/** `POST /api/collaborations/{id}/submissions`: a caption, 1 to 10 images and/or a draft video link. */
export const submissionBodySchema = z
  .object({
    caption: optionalText(CAPTION_MAX, 'The caption'),
    images: images(MAX_SUBMISSION_IMAGES, 'images per version'),
    draftUrl: z
      .union([z.literal('').transform(() => undefined), httpsUrl('The draft link')])
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((s) => s.images.length > 0 || Boolean(s.draftUrl), { path: ['images'], message: SUBMISSION_EMPTY });

/** `POST /api/collaborations/{id}/submissions/{submissionId}/review`. */
export const reviewBodySchema = z
  .object({
    decision: z.enum(reviewDecisions, { error: 'decision must be "approve" or "changes"' }),
    comment: optionalText(COMMENT_MAX, 'The comment'),
  })
  .refine((r) => r.decision !== 'changes' || r.comment.length > 0, { path: ['comment'], message: COMMENT_REQUIRED });

const count = z.coerce
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(0, 'Must not be negative')
  .max(10_000_000_000, 'Too large');
const optionalCount = z.preprocess((v) => (v === '' || v === null ? undefined : v), count.optional());

/** How long a deliverable's name may be ("Instagram reel 12" and the like). */
const DELIVERABLE_NAME_MAX = 60;

/**
 * One live post: its link, or `{url, deliverable}` naming the piece of the brief it is for (one of
 * the names the collaboration's `campaign.deliverableNames` lists, e.g. "Reel 1"; empty for none).
 */
const liveLink = z.union(
  [
    httpsUrl('A live post link'),
    z.object({
      url: httpsUrl('A live post link'),
      deliverable: z
        .string({ error: 'deliverable must be text' })
        .trim()
        .max(DELIVERABLE_NAME_MAX, `A deliverable's name must be at most ${DELIVERABLE_NAME_MAX} characters`)
        .nullish()
        .transform((v) => v || null),
    }),
  ],
  // Only for a value that is neither: a link or an object that fails says why next to it.
  { error: (issue) => (issue.code === 'invalid_union' ? 'Each live post must be a link, or {url, deliverable}' : undefined) },
);

/** `POST /api/collaborations/{id}/live`: the live post(s) and optionally their first figures. */
export const liveBodySchema = z.object({
  postUrls: z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z
      .array(liveLink, { error: 'postUrls must be a list of links' })
      .min(1, 'Give the link of the live post')
      .max(20, 'At most 20 links')
      // After the check (a transform inside the union would hide why a bare link was refused).
      .transform((links) => links.map((l) => (typeof l === 'string' ? { url: l, deliverable: null } : l))),
  ),
  metrics: z.object({ views: optionalCount, likes: optionalCount, comments: optionalCount }).optional(),
});

/** True when a report of the post's figures gives at least one of them. */
export const hasFigure = (m: { views?: number; likes?: number; comments?: number } | undefined) =>
  m !== undefined && (m.views !== undefined || m.likes !== undefined || m.comments !== undefined);

/** `POST /api/collaborations/{id}/metrics`: the live post's figures now (self-reported); a figure left out keeps its last value. */
export const metricsBodySchema = z.object({ views: optionalCount, likes: optionalCount, comments: optionalCount }).refine(hasFigure, {
  message: 'Give at least one figure: views, likes or comments',
});

/** `POST /api/collaborations/{id}/cancel`. */
export const cancelBodySchema = z.object({
  reason: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(REASON_MAX, `A reason must be at most ${REASON_MAX} characters`),
});

/**
 * `POST /api/collaborations/{id}/complete`: optionally `{portfolioAllowed: true}`, the brand's
 * "The creator may show this work in their portfolio" (no body, or `{}`, is not allowed).
 */
export const completeBodySchema = z.object({
  portfolioAllowed: z.boolean({ error: 'portfolioAllowed must be true or false' }).optional(),
});

/** Where a page of "my collaborations" ends: last item's activity time (as PostgreSQL prints it) and id. */
type ListCursor = { updatedAt: string; id: string };

export function encodeListCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify([c.updatedAt, c.id])).toString('base64url');
}

export function decodeListCursor(value: string): ListCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [updatedAt, id] = parsed;
    if (typeof updatedAt !== 'string' || !isCursorTime(updatedAt) || !isUuid(id)) return null;
    return { updatedAt, id };
  } catch {
    return null;
  }
}

export const cursorOf = <T>(decode: (v: string) => T | null) =>
  z
    .string()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const cursor = decode(v);
      if (cursor === null) ctx.addIssue({ code: 'custom', message: 'Invalid cursor: use the cursor of a previous answer' });
      return cursor ?? undefined;
    });

/** `GET /api/collaborations?status=&unread=1&after=&limit=`. */
export const collaborationListQuerySchema = z.object({
  status: z
    .enum(collaborationStatuses, { error: `status must be one of ${collaborationStatuses.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `1`: only the collaborations with messages the caller has not read (the dashboard's Messages). */
  unread: z
    .enum(['1', '0', ''], { error: 'unread must be 1 (only threads with unread messages) or 0' })
    .optional()
    .transform((v) => v === '1'),
  after: cursorOf(decodeListCursor),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type CollaborationListQuery = z.infer<typeof collaborationListQuerySchema>;

const seqCursor = (v: string) => (/^\d{1,15}$/.test(v) ? Number(v) : null);

/** `GET /api/collaborations/{id}/messages?after=|before=&limit=`: newest page by default. */
export const messageListQuerySchema = z.object({
  after: cursorOf(seqCursor),
  before: cursorOf(seqCursor),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
