'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import { roleActionClient } from '@/lib/actions/client';
import type { Role } from '@/models';
import { replyBodySchema, reviewFormSchema } from './schemas';
import { replyToReview, writeReview } from './service';

// The job page's "Review <name>" form and a reviewed side's reply: the same services as
// POST /api/collaborations/{id}/review and POST /api/reviews/{id}/reply.

const collaborationId = z.string({ error: 'Unknown collaboration' }).max(64, 'Unknown collaboration');
const reviewId = z.string({ error: 'Unknown review' }).max(64, 'Unknown review');

const reviewFor = (role: Role) =>
  roleActionClient(role)
    .bindArgsSchemas([collaborationId])
    .inputSchema(reviewFormSchema)
    .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
      const answer = await writeReview(ctx.actor, id, parsedInput);
      revalidatePath(`/${role}/dashboard/collaborations/${id}`);
      return answer;
    });

/** Either side reviews the other after the job. */
export const reviewAsBrandAction = reviewFor('brand');
export const reviewAsCreatorAction = reviewFor('creator');

const replyFor = (role: Role) =>
  roleActionClient(role)
    .bindArgsSchemas([reviewId])
    .inputSchema(replyBodySchema)
    .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
      const answer = await replyToReview(ctx.actor, id, parsedInput.text);
      revalidatePath(`/${role}/dashboard/collaborations/${answer.review.collaborationId}`);
      return answer;
    });

/** The one reviewed answers once. */
export const replyAsBrandAction = replyFor('brand');
export const replyAsCreatorAction = replyFor('creator');
