'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import { brandActionClient, creatorActionClient } from '@/lib/actions/client';
import { DECISIONS } from './messages';
import { decide, requestParticipation, withdrawRequest } from './service';

// The request, withdraw and approve/decline buttons. Same services as
// POST /api/campaign/{id}/request, DELETE /api/creator/requests/{id} and POST /api/campaign/{id}/approve|decline.

const campaignId = z.string({ error: 'Unknown campaign' }).uuid('Unknown campaign');

/** The signed-in creator asks to join an open campaign; its brand is notified. */
export const requestParticipationAction = creatorActionClient.inputSchema(z.object({ campaignId })).action(async ({ parsedInput, ctx }) => {
  const answer = await requestParticipation(ctx.actor, parsedInput.campaignId);
  revalidatePath('/creator/dashboard', 'layout');
  return answer;
});

/** The signed-in creator takes back one of their own pending requests. */
export const withdrawRequestAction = creatorActionClient
  .inputSchema(z.object({ requestId: z.string({ error: 'Unknown request' }).uuid('Unknown request') }))
  .action(async ({ parsedInput, ctx }) => {
    const answer = await withdrawRequest(ctx.actor, parsedInput.requestId);
    revalidatePath('/creator/dashboard', 'layout');
    return answer;
  });

/** The owning brand approves or declines a creator's pending request; the creator hears by notification and e-mail. */
export const decideRequestAction = brandActionClient
  .inputSchema(
    z.object({
      campaignId,
      influencerId: z.string({ error: 'influencerId is required' }).uuid('influencerId must be a creator id'),
      decision: z.enum(DECISIONS, { error: 'Decision must be approved or declined' }),
    }),
  )
  .action(async ({ parsedInput: { campaignId: id, influencerId, decision }, ctx }) => {
    const answer = await decide(ctx.actor, id, influencerId, decision);
    revalidatePath('/brand/dashboard', 'layout');
    return answer;
  });
