'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import { brandActionClient, roleActionClient } from '@/lib/actions/client';
import type { Role } from '@/models';
import { disputeBodySchema } from './schemas';
import { localCheckout, openDispute, startCheckout } from './service';

// The job page's Fund button and the local provider's checkout page (/pay/{orderId}): the same
// services as POST /api/collaborations/{id}/payment and /api/payments/local/{orderId}/capture|fail.

const collaborationId = z.string({ error: 'Unknown collaboration' }).max(64, 'Unknown collaboration');
const orderId = z.string({ error: 'Unknown order' }).max(100, 'Unknown order');

/** The brand opens the checkout of a job: the order and where to pay it. */
export const startCheckoutAction = brandActionClient
  .bindArgsSchemas([collaborationId])
  .action(async ({ bindArgsParsedInputs: [id], ctx }) => (await startCheckout(ctx.actor, id)).checkout);

/** The local checkout page's Pay and Decline: a signed webhook to our own webhook route, as a provider would send. */
export const localCheckoutAction = brandActionClient
  .bindArgsSchemas([orderId])
  .inputSchema(z.object({ outcome: z.enum(['capture', 'fail'], 'Pay or decline') }))
  .action(async ({ parsedInput, bindArgsParsedInputs: [order], ctx }) => {
    const answer = await localCheckout(ctx.actor, order, parsedInput.outcome);
    revalidatePath(`/brand/dashboard/collaborations/${answer.collaborationId}`);
    revalidatePath(`/creator/dashboard/collaborations/${answer.collaborationId}`);
    return answer;
  });

const disputeFor = (role: Role) =>
  roleActionClient(role)
    .bindArgsSchemas([collaborationId])
    .inputSchema(disputeBodySchema)
    .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
      const answer = await openDispute(ctx.actor, id, parsedInput.reason);
      revalidatePath(`/brand/dashboard/collaborations/${id}`);
      revalidatePath(`/creator/dashboard/collaborations/${id}`);
      return answer;
    });

/** Either side opens a dispute on a funded job (the same service as POST /api/collaborations/{id}/dispute). */
export const disputeAsBrandAction = disputeFor('brand');
export const disputeAsCreatorAction = disputeFor('creator');
