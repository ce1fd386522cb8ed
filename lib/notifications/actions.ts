'use server';

import { revalidatePath } from 'next/cache';
import { brandActionClient, creatorActionClient } from '@/lib/actions/client';
import { markReadBodySchema } from '@/lib/participation/schemas';
import { markRead } from './service';

// "Mark as read" and "Mark all as read" on either dashboard: the same schema and service as
// POST /api/{role}/notifications/read. The dashboard header shows the unread count, so its layout is refreshed.

export const markBrandNotificationsReadAction = brandActionClient.inputSchema(markReadBodySchema).action(async ({ parsedInput, ctx }) => {
  const updated = await markRead(ctx.actor, parsedInput.ids);
  revalidatePath('/brand/dashboard', 'layout');
  return { updated };
});

export const markCreatorNotificationsReadAction = creatorActionClient.inputSchema(markReadBodySchema).action(async ({ parsedInput, ctx }) => {
  const updated = await markRead(ctx.actor, parsedInput.ids);
  revalidatePath('/creator/dashboard', 'layout');
  return { updated };
});
