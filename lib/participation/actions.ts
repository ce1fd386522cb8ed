'use server';

import { revalidatePath } from 'next/cache';
import { brandActionClient, creatorActionClient } from '@/lib/actions/client';
import { decideActionSchema, requestActionSchema, withdrawActionSchema } from './schemas';
import { decide, requestParticipation, withdrawRequest } from './service';

// The request, withdraw and approve/decline buttons. Same services as
// POST /api/campaign/{id}/request, DELETE /api/creator/requests/{id} and POST /api/campaign/{id}/approve|decline.

/** The signed-in creator asks to join an open campaign; its brand is notified. */
export const requestParticipationAction = creatorActionClient.inputSchema(requestActionSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await requestParticipation(ctx.actor, parsedInput.campaignId, { pitch: parsedInput.pitch });
  revalidatePath('/creator/dashboard', 'layout');
  revalidatePath(`/campaigns/${parsedInput.campaignId}`);
  return answer;
});

/** The signed-in creator takes back one of their own pending requests. */
export const withdrawRequestAction = creatorActionClient.inputSchema(withdrawActionSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await withdrawRequest(ctx.actor, parsedInput.requestId);
  revalidatePath('/creator/dashboard', 'layout');
  return answer;
});

/** The owning brand approves or declines a creator's pending request; the creator hears by notification and e-mail. */
export const decideRequestAction = brandActionClient
  .inputSchema(decideActionSchema)
  .action(async ({ parsedInput: { campaignId: id, influencerId, decision, reason }, ctx }) => {
    const answer = await decide(ctx.actor, id, influencerId, decision, decision === 'declined' ? reason : undefined);
    revalidatePath('/brand/dashboard', 'layout');
    return answer;
  });
