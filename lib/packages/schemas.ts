import { z } from '@/lib/zod';
import { CAMPAIGN_PLATFORMS } from '@/lib/constants';
import { readRupees, requiredDeliverablesSchema } from '@/lib/campaigns/schemas';
import { REQUIRED } from '@/lib/campaigns/messages';
import {
  DELIVERY_DAYS_MESSAGE,
  MAX_DELIVERY_DAYS,
  MAX_PACKAGE_DESCRIPTION,
  MAX_PACKAGE_PRICE_INR,
  MAX_PACKAGE_TITLE,
  MIN_DELIVERY_DAYS,
  PACKAGE_PRICE_MESSAGE,
  PACKAGE_TITLE_REQUIRED,
  MAX_ORDER_BRIEF,
  ORDER_BRIEF_REQUIRED,
} from './messages';

// A creator's package: the JSON API (POST/PATCH /api/creator/packages) and the dashboard's form
// read the same fields; the form sends text ("7,500", "7"), the API numbers.

const noNul = (v: string) => !v.includes('\u0000');
const digits = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v);

const packageShape = {
  title: z
    .string({ error: PACKAGE_TITLE_REQUIRED })
    .trim()
    .min(1, PACKAGE_TITLE_REQUIRED)
    .max(MAX_PACKAGE_TITLE, `Title must be at most ${MAX_PACKAGE_TITLE} characters`)
    .refine(noNul, 'Title must not contain NUL characters'),
  platform: z.enum(CAMPAIGN_PLATFORMS, { error: `Platform must be one of ${CAMPAIGN_PLATFORMS.join(', ')}` }),
  deliverables: requiredDeliverablesSchema,
  priceInr: z.preprocess(
    (v) => (v === '' || v === null ? undefined : readRupees(v)),
    z.number({ error: PACKAGE_PRICE_MESSAGE }).int(PACKAGE_PRICE_MESSAGE).min(1, PACKAGE_PRICE_MESSAGE).max(MAX_PACKAGE_PRICE_INR, PACKAGE_PRICE_MESSAGE),
  ),
  deliveryDays: z.preprocess(
    (v) => (v === '' || v === null ? undefined : digits(v)),
    z
      .number({ error: DELIVERY_DAYS_MESSAGE })
      .int(DELIVERY_DAYS_MESSAGE)
      .min(MIN_DELIVERY_DAYS, DELIVERY_DAYS_MESSAGE)
      .max(MAX_DELIVERY_DAYS, DELIVERY_DAYS_MESSAGE),
  ),
  description: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v),
      z
        .string({ error: 'Description must be text' })
        .trim()
        .max(MAX_PACKAGE_DESCRIPTION, `Description must be at most ${MAX_PACKAGE_DESCRIPTION} characters`)
        .refine(noNul, 'Description must not contain NUL characters'),
    )
    .optional(),
};

/** POST /api/creator/packages and the "Add package" form. */
export const packageCreateSchema = z.object(packageShape);
export type PackageInput = z.output<typeof packageCreateSchema>;

/** PATCH /api/creator/packages/{id}: any of the fields, and `status` to pause or resume. */
export const packageUpdateSchema = z
  .object({ ...packageShape, status: z.enum(['active', 'paused'], { error: 'Status must be active or paused' }) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });
export type PackageUpdate = z.output<typeof packageUpdateSchema>;

/** A package's id in a path or bound to an action: malformed ones answer 404 like unknown ones. */
export const packageIdParamsSchema = z.object({ id: z.string().max(200) });
export const creatorPackagesParamsSchema = z.object({ id: z.string().max(200) });
export const packageIdSchema = z.string({ error: REQUIRED }).max(64, 'Unknown package');

/** Move a package one place up or down (the dashboard's buttons). */
export const packageMoveSchema = z.object({ id: packageIdSchema, direction: z.enum(['up', 'down'], { error: 'Direction must be up or down' }) });
export const packageByIdSchema = z.object({ id: packageIdSchema });

const URL_MESSAGE = 'Enter a full https:// address';
function isHttpsUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname !== '' && !u.username && !u.password;
  } catch {
    return false;
  }
}
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const multiline = (v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v);

/** POST /api/creators/{id}/packages/{packageId}/order: the brand's brief (what to feature), where links go, and guidelines. */
export const orderSchema = z.object({
  brief: z.preprocess(
    multiline,
    z
      .string({ error: ORDER_BRIEF_REQUIRED })
      .trim()
      .min(1, ORDER_BRIEF_REQUIRED)
      .max(MAX_ORDER_BRIEF, `Brief must be at most ${MAX_ORDER_BRIEF} characters`)
      .refine(noNul, 'Brief must not contain NUL characters'),
  ),
  destinationUrl: z.preprocess(blankToUndefined, z.string({ error: URL_MESSAGE }).trim().max(2000, URL_MESSAGE).refine(isHttpsUrl, URL_MESSAGE).optional()),
  contentGuidelines: z.preprocess(
    (v) => blankToUndefined(multiline(v)),
    z
      .string({ error: 'Guidelines must be text' })
      .trim()
      .max(MAX_ORDER_BRIEF, `Guidelines must be at most ${MAX_ORDER_BRIEF} characters`)
      .refine(noNul, 'Guidelines must not contain NUL characters')
      .optional(),
  ),
});
export type OrderInput = z.output<typeof orderSchema>;

export const orderParamsSchema = z.object({ id: z.string().max(200), packageId: z.string().max(200) });
export const declineOrderSchema = z.object({
  reason: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(500, 'Reason must be at most 500 characters')
      .refine(noNul, 'Reason must not contain NUL characters')
      .optional(),
  ),
});
