import { z } from 'zod';
import { CAMPAIGN_PLATFORMS, INTERESTS, MAX_FOLLOWER_OPTIONS, MIN_FOLLOWER_OPTIONS } from '@/lib/constants';

export const REQUIRED = 'This field is required';
export const IMAGE_REQUIRED = 'Campaign image is required';

const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);
const followers = (options: number[]) =>
  z.coerce
    .number({ error: REQUIRED })
    .int(REQUIRED)
    .refine((n) => options.includes(n), 'Choose one of the listed values');

/** Campaign fields of spec §2 "Campaign form" (the image is checked separately, from its bytes). */
export const campaignFieldsSchema = z
  .object({
    campaignName: text(120),
    brandName: text(120),
    interest: z.enum(INTERESTS, { error: REQUIRED }),
    platform: z.enum(CAMPAIGN_PLATFORMS, { error: REQUIRED }),
    minFollowers: followers(MIN_FOLLOWER_OPTIONS),
    maxFollowers: followers(MAX_FOLLOWER_OPTIONS),
    incentives: text(300),
    description: text(4000),
  })
  .refine((v) => v.minFollowers <= v.maxFollowers, {
    path: ['minFollowers'],
    message: 'Minimum followers must not exceed maximum followers',
  });

export type CampaignFields = z.infer<typeof campaignFieldsSchema>;

export const campaignIdSchema = z.object({ id: z.string().uuid('Unknown campaign') });

/** Public list query: text search, filters, pagination (limit capped). */
export const campaignListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().transform((v) => v || undefined),
  platform: z.enum(CAMPAIGN_PLATFORMS).optional().or(z.literal('').transform(() => undefined)),
  interest: z.enum(INTERESTS).optional().or(z.literal('').transform(() => undefined)),
  minFollowers: z.coerce.number().int().min(0).max(10_000_000).optional(),
  maxFollowers: z.coerce.number().int().min(0).max(10_000_000).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;
