import { z } from '@/lib/zod';
import { isUuid } from '@/lib/uuid';

/** Most campaigns one viewer call answers states for: a list page shows 12, at most 50. */
const VIEWER_CAMPAIGNS_MAX = 60;

const campaignIds = z
  .string()
  .max(VIEWER_CAMPAIGNS_MAX * 37)
  .transform((v) => [...new Set(v.split(',').filter(Boolean))])
  .refine((ids) => ids.length <= VIEWER_CAMPAIGNS_MAX, `At most ${VIEWER_CAMPAIGNS_MAX} campaigns at a time`)
  .refine((ids) => ids.every(isUuid), 'Campaign ids must be ids of campaigns');

/** `GET /api/session/viewer?campaigns=id,id&creator=id`: which campaigns' states, and which creator's page. */
export const viewerQuerySchema = z.object({
  campaigns: campaignIds.optional(),
  creator: z.string().max(200).refine(isUuid, 'Invalid creator id').optional(),
});

export type ViewerQuery = z.output<typeof viewerQuerySchema>;
