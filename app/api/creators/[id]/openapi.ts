import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { creatorIdParamsSchema } from '@/lib/creators/schemas';
import { creatorJson } from '@/lib/auth/json-schemas';
import { ratingJson } from '@/lib/reviews/json-schemas';
import { creatorTrustJson } from '@/lib/trust/json-schemas';

/** `PublicCreatorJson`: what a brand sees; `phone` only while they negotiate. */
const publicCreatorJson = creatorJson.omit({ email: true, phone: true, createdAt: true, updatedAt: true }).extend({
  phone: z.string().nullable(),
  rating: ratingJson,
  trust: creatorTrustJson,
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Creator directory',
    summary: 'A creator’s public profile',
    description:
      '`phone` is null unless the brand is negotiating with the creator. `rating` and `trust` are computed (reviews, threads, jobs), never typed in.',
    access: 'brand',
    params: creatorIdParamsSchema,
    ok: [{ status: 200, description: 'The profile', schema: publicCreatorJson }],
    errors: [404],
  },
};
