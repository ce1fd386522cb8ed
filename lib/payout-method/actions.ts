'use server';

import { revalidatePath } from 'next/cache';
import { creatorActionClient } from '@/lib/actions/client';
import { payoutMethodFormSchema } from './schemas';
import { savePayoutMethod } from './service';

// The Payout settings card of the creator's profile: same rules and service as PUT /api/creator/payout-method.

/** Saves the signed-in creator's UPI ID or bank account; answers it masked. */
export const savePayoutMethodAction = creatorActionClient.inputSchema(payoutMethodFormSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await savePayoutMethod(ctx.actor, parsedInput);
  revalidatePath('/creator/dashboard/creator-profile');
  return answer;
});
