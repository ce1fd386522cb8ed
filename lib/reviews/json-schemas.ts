import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';
import { roles } from '@/models';

// The JSON of a review as the API reference describes it (follows ReviewJson in lib/reviews/service.ts).

export const reviewJson = z.object({
  _id: idString,
  collaborationId: idString,
  authorRole: z.enum(roles).describe('Who wrote it: `brand` (of the creator) or `creator` (of the brand)'),
  author: z.object({ _id: idString, name: z.string() }),
  stars: z.int().min(1).max(5),
  text: z.string(),
  reply: z.object({ text: z.string(), createdAt: isoDate }).nullable().describe('The one reviewed’s public answer'),
  createdAt: isoDate,
});

export const ratingJson = z.object({
  average: z.number().nullable().describe('Stars, to one decimal; null below 3 reviews ("New")'),
  count: z.int(),
});

export const reviewPageJson = z.object({
  reviews: z.array(reviewJson),
  rating: ratingJson,
  nextCursor: z.string().nullable(),
});
