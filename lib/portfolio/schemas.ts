import { z } from '@/lib/zod';
import { isChosenFile } from '@/lib/campaigns/schemas';
import { MAX_PORTFOLIO_CAPTION, PORTFOLIO_CAPTION_MESSAGE, PORTFOLIO_IMAGE_REQUIRED, PORTFOLIO_ORDER_MESSAGE, PORTFOLIO_URL_MESSAGE } from './messages';
import { postPlatform } from './platforms';

// A creator's portfolio item: the JSON API (POST|PATCH /api/creator/portfolio...) and the
// dashboard's forms read the same fields.

const noNul = (v: string) => !v.includes('\u0000');
const multiline = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v);

const caption = z.preprocess(
  multiline,
  z
    .string({ error: 'Caption must be text' })
    .trim()
    .max(MAX_PORTFOLIO_CAPTION, PORTFOLIO_CAPTION_MESSAGE)
    .refine(noNul, 'Caption must not contain NUL characters'),
);

/** A post's https address on a known platform (lib/portfolio/platforms.ts). */
const postUrl = z
  .string({ error: PORTFOLIO_URL_MESSAGE })
  .trim()
  .min(1, PORTFOLIO_URL_MESSAGE)
  .max(2000, PORTFOLIO_URL_MESSAGE)
  .refine((v) => postPlatform(v) !== null, PORTFOLIO_URL_MESSAGE);

/** A collaboration's id in a body or bound to an action: malformed ones answer 404 like unknown ones. */
const collaborationId = z.string({ error: 'collaborationId must be text' }).max(64, 'Unknown collaboration');

/**
 * POST /api/creator/portfolio as JSON: a post `{kind: "link", url, caption?}`, or the approved
 * content of a completed job `{collaborationId, caption?}` (an image comes as multipart).
 */
export const portfolioJsonSchema = z
  .object({
    kind: z.enum(['link'], { error: 'kind must be "link" (an image comes as multipart/form-data)' }).optional(),
    url: postUrl.optional(),
    caption: caption.optional(),
    collaborationId: collaborationId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.collaborationId !== undefined) {
      if (v.kind !== undefined || v.url !== undefined)
        ctx.addIssue({ code: 'custom', path: ['collaborationId'], message: 'Give either a link or a collaborationId' });
      return;
    }
    if (v.kind !== 'link') ctx.addIssue({ code: 'custom', path: ['kind'], message: 'kind must be "link", or give the collaborationId of a completed job' });
    else if (v.url === undefined) ctx.addIssue({ code: 'custom', path: ['url'], message: PORTFOLIO_URL_MESSAGE });
  });
export type PortfolioJsonInput = z.output<typeof portfolioJsonSchema>;

/** POST /api/creator/portfolio as multipart: `{kind: "image", file, caption?}`. */
export const portfolioImageSchema = z.object({
  kind: z.literal('image', { error: 'kind must be "image" for an upload' }),
  file: z.custom<File>(isChosenFile, { error: PORTFOLIO_IMAGE_REQUIRED }),
  caption: caption.optional(),
});

/** The dashboard's "Add a post" form. */
export const portfolioLinkFormSchema = z.object({ url: postUrl, caption: caption.optional() });
/** The dashboard's "Add an image" form. */
export const portfolioImageFormSchema = portfolioImageSchema.omit({ kind: true });
/** "Add to portfolio" on a completed job. */
export const portfolioFromJobSchema = z.object({ collaborationId });

/** PATCH /api/creator/portfolio/{id}: a new caption and/or a new place (0 first). */
export const portfolioUpdateSchema = z
  .object({
    caption,
    position: z.int({ error: 'position must be a whole number' }).min(0, 'position must be 0 or more').max(1000, 'position must be at most 1000'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change: give caption or position' });
export type PortfolioUpdate = z.output<typeof portfolioUpdateSchema>;

/** PUT /api/creator/portfolio/order: every item's id, once, in the new order. */
export const portfolioOrderSchema = z.object({
  ids: z
    .array(z.string({ error: PORTFOLIO_ORDER_MESSAGE }).max(64, PORTFOLIO_ORDER_MESSAGE), { error: PORTFOLIO_ORDER_MESSAGE })
    .min(1, PORTFOLIO_ORDER_MESSAGE)
    .max(50, PORTFOLIO_ORDER_MESSAGE),
});

/** An item's id in a path or bound to an action. */
export const portfolioItemParamsSchema = z.object({ id: z.string().max(200) });
export const portfolioItemIdSchema = z.string({ error: 'Unknown portfolio item' }).max(64, 'Unknown portfolio item');
export const portfolioByIdSchema = z.object({ id: portfolioItemIdSchema });
/** GET /api/creators/{id}/portfolio. */
export const creatorPortfolioParamsSchema = z.object({ id: z.string().max(200) });
