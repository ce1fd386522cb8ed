import 'server-only';
import { z } from '@/lib/zod';
import { isoDate } from '@/lib/openapi/operation';
import { ratingJson } from '@/lib/reviews/json-schemas';

// The trust signals as the API reference describes them (follows lib/trust/serialize.ts).

export const creatorTrustJson = z
  .object({
    rating: ratingJson,
    replyHours: z
      .int()
      .nullable()
      .describe(
        '"Replies within N hours": the median time to answer a brand’s first message in a thread over the last 90 days, rounded up; null below 3 threads',
      ),
    replyThreads: z.int(),
    jobsCompleted: z.int(),
    onTimeRate: z
      .int()
      .nullable()
      .describe('Percent of first versions handed in by the due time (the package’s delivery days, else the campaign’s contentDueBy); null without one'),
    onTimeJobs: z.int(),
    memberSince: isoDate,
    phoneVerified: z.boolean(),
    emailVerified: z.boolean(),
  })
  .describe('Computed from what happened on CollabMarket, never typed in');

export const brandTrustJson = z.object({
  rating: ratingJson.describe('Creators’ reviews of the brand'),
  memberSince: isoDate,
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  gstinFormatChecked: z.boolean().describe('The GSTIN’s format and check character are right (not looked up at the tax portal)'),
});
