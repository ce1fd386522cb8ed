import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';

// The JSON of a collaboration's parts several routes answer, as the API reference describes them
// (app/api/collaborations/**/openapi.ts). They follow lib/collaborations/serialize.ts.

export const submissionJson = z.object({
  _id: idString,
  version: z.int(),
  caption: z.string(),
  images: z.array(z.string()),
  draftUrl: z.string().nullable(),
  review: z.object({ decision: z.enum(['approve', 'changes']), comment: z.string(), reviewedAt: isoDate }).nullable(),
  createdAt: isoDate,
});

export const postMetricsJson = z.object({ views: z.int().nullable(), likes: z.int().nullable(), comments: z.int().nullable(), reportedAt: isoDate });

export const submissionAnswer = z.object({ message: z.string(), submission: submissionJson });
