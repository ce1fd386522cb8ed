'use server';

import { revalidatePath } from 'next/cache';
import { brandActionClient, creatorActionClient } from '@/lib/actions/client';
import { declineActionSchema, invitationActionSchema, inviteActionSchema, inviteShortlistActionSchema, muteActionSchema } from './schemas';
import { acceptInvitation, declineInvitation, inviteCreator, inviteShortlist, muteBrand, unmuteBrand, withdrawInvitation } from './service';

// The invite dialogs and the invitations pages. Same services as POST /api/campaign/{id}/invitations,
// POST /api/invitations/{id}/accept|decline|withdraw, PUT|DELETE /api/creator/mutes/{brandId} and
// POST /api/shortlists/{id}/invite.

/** The signed-in brand invites a creator to one of its open campaigns. */
export const inviteCreatorAction = brandActionClient.inputSchema(inviteActionSchema).action(async ({ parsedInput: { campaignId, ...input }, ctx }) => {
  const answer = await inviteCreator(ctx.actor, campaignId, input);
  revalidatePath('/brand/dashboard', 'layout');
  return answer;
});

/** The signed-in brand invites every creator of one of its shortlists. */
export const inviteShortlistAction = brandActionClient
  .inputSchema(inviteShortlistActionSchema)
  .action(async ({ parsedInput: { shortlistId, campaignId, note }, ctx }) => {
    const answer = await inviteShortlist(ctx.actor, shortlistId, campaignId, note);
    revalidatePath('/brand/dashboard', 'layout');
    return answer;
  });

/** The brand takes back a pending invitation. */
export const withdrawInvitationAction = brandActionClient.inputSchema(invitationActionSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await withdrawInvitation(ctx.actor, parsedInput.invitationId);
  revalidatePath('/brand/dashboard', 'layout');
  return answer;
});

/** The creator accepts an invitation: the collaboration is active at once. */
export const acceptInvitationAction = creatorActionClient.inputSchema(invitationActionSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await acceptInvitation(ctx.actor, parsedInput.invitationId);
  revalidatePath('/creator/dashboard', 'layout');
  return answer;
});

/** The creator declines an invitation, optionally with a reason. */
export const declineInvitationAction = creatorActionClient.inputSchema(declineActionSchema).action(async ({ parsedInput: { invitationId, reason }, ctx }) => {
  const answer = await declineInvitation(ctx.actor, invitationId, { reason });
  revalidatePath('/creator/dashboard', 'layout');
  return answer;
});

/** The creator mutes a brand. */
export const muteBrandAction = creatorActionClient.inputSchema(muteActionSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await muteBrand(ctx.actor, parsedInput.brandId);
  revalidatePath('/creator/dashboard', 'layout');
  return answer;
});

/** The creator unmutes a brand. */
export const unmuteBrandAction = creatorActionClient.inputSchema(muteActionSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await unmuteBrand(ctx.actor, parsedInput.brandId);
  revalidatePath('/creator/dashboard', 'layout');
  return answer;
});
