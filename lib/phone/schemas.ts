import { z } from '@/lib/zod';

import { CODE_MESSAGE, PHONE_MESSAGE } from './messages';

export { PHONE_MESSAGE };

/** A phone number field as our forms and the API take it (10 digits or +91…); the server then reads it in full. */
export const phoneFieldSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .min(1, PHONE_MESSAGE)
  .max(32, PHONE_MESSAGE)
  .regex(/^[+\d\s()-]{6,20}$/, PHONE_MESSAGE);

export const sendCodeSchema = z.object({ phone: z.string({ error: PHONE_MESSAGE }).max(32, PHONE_MESSAGE) });

export const phoneQuerySchema = z.object({ phone: z.string({ error: PHONE_MESSAGE }).max(32, PHONE_MESSAGE) });

/** `{code}` for the local provider, `{idToken}` when Firebase proved the phone in the browser. */
export const phoneProofSchema = z.object({
  code: z.string({ error: CODE_MESSAGE }).max(16, CODE_MESSAGE).optional(),
  idToken: z.string({ error: CODE_MESSAGE }).max(8192, CODE_MESSAGE).optional(),
});
