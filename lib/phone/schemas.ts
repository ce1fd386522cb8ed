import { z } from '@/lib/zod';

export const PHONE_MESSAGE = 'Please enter a valid phone number!';
export const CODE_MESSAGE = 'Invalid verification code. Please try again.';

export const sendCodeSchema = z.object({ phone: z.string({ error: PHONE_MESSAGE }).max(32, PHONE_MESSAGE) });

export const phoneQuerySchema = z.object({ phone: z.string({ error: PHONE_MESSAGE }).max(32, PHONE_MESSAGE) });

/** `{code}` for the local provider, `{idToken}` when Firebase proved the phone in the browser. */
export const phoneProofSchema = z.object({
  code: z.string({ error: CODE_MESSAGE }).max(16, CODE_MESSAGE).optional(),
  idToken: z.string({ error: CODE_MESSAGE }).max(8192, CODE_MESSAGE).optional(),
});
