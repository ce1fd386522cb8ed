'use server';

import { actionClient, brandActionClient, creatorActionClient } from '@/lib/actions/client';
import { emailSettingsSchema, saveEmailTopics } from './settings';
import { unsubscribe, unsubscribeSchema } from './unsubscribe';

// The E-mails card of both profiles: which notification mails the signed-in account gets.

/** Saves which e-mails the signed-in brand gets. */
export const saveBrandEmailSettingsAction = brandActionClient
  .inputSchema(emailSettingsSchema)
  .action(async ({ parsedInput, ctx }) => saveEmailTopics(ctx.actor, parsedInput.on));

/** Saves which e-mails the signed-in creator gets. */
export const saveCreatorEmailSettingsAction = creatorActionClient
  .inputSchema(emailSettingsSchema)
  .action(async ({ parsedInput, ctx }) => saveEmailTopics(ctx.actor, parsedInput.on));

/** The unsubscribe page's button: turns off the topic its token names, without signing in (the token is the proof). */
export const unsubscribeAction = actionClient.inputSchema(unsubscribeSchema).action(async ({ parsedInput }) => unsubscribe(parsedInput.token));
