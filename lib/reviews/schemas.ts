import { z } from '@/lib/zod';
import { cursorOf, decodeListCursor } from '@/lib/collaborations/schemas';
import { REPLY_REQUIRED, REPLY_TOO_LONG, REVIEW_TEXT_MAX, REVIEW_TEXT_TOO_LONG, STARS_REQUIRED } from './messages';

const reviewText = z.string({ error: 'text must be a string' }).trim().max(REVIEW_TEXT_MAX, REVIEW_TEXT_TOO_LONG).default('');

/** `POST /api/collaborations/{id}/review {stars, text}`. */
export const reviewBodySchema = z.object({
  stars: z.number({ error: STARS_REQUIRED }).int(STARS_REQUIRED).min(1, STARS_REQUIRED).max(5, STARS_REQUIRED),
  text: reviewText,
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** The form's review: the stars are the checked radio's text ("1"–"5"). */
export const reviewFormSchema = z.object({
  stars: z.enum(['1', '2', '3', '4', '5'], { error: STARS_REQUIRED }).transform(Number),
  text: reviewText,
});

/** `POST /api/reviews/{id}/reply {text}`. */
export const replyBodySchema = z.object({
  text: z.string({ error: REPLY_REQUIRED }).trim().min(1, REPLY_REQUIRED).max(REVIEW_TEXT_MAX, REPLY_TOO_LONG),
});

export const reviewParamsSchema = z.object({ id: z.string().uuid('Unknown review') });
/** A creator's or brand's id in a path: anything else is simply not found. */
export const reviewedParamsSchema = z.object({ id: z.string().max(200) });

/** `GET /api/creators/{id}/reviews?after=&limit=`, `GET /api/brands/{id}/reviews?after=&limit=`: newest first. */
export const reviewListQuerySchema = z.object({
  after: cursorOf(decodeListCursor),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
