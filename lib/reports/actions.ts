'use server';

import { brandActionClient } from '@/lib/actions/client';
import { rotateConversionKey } from './conversions';
import { rotateKeySchema } from './schemas';

// The report page's "New conversion key" button. Same service as POST /api/campaign/{id}/conversion-key.

/** Makes a new conversion key for one of the brand's campaigns and answers it once: the old key stops working at once. */
export const rotateConversionKeyAction = brandActionClient
  .inputSchema(rotateKeySchema)
  .action(async ({ parsedInput, ctx }) => rotateConversionKey(ctx.actor, parsedInput.campaignId));
