import { z } from '@/lib/zod';
import { emailSchema, passwordSchema } from './schemas';

const roleField = z.enum(['brand', 'creator'], { error: 'role must be brand or creator' });

export const resetRequestSchema = z.object({ role: roleField, email: emailSchema });

const RESET_CODE_MESSAGE = 'Enter the 6-digit code from the e-mail';
export const resetConfirmSchema = z.object({
  role: roleField,
  email: emailSchema,
  code: z
    .string({ error: RESET_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, RESET_CODE_MESSAGE),
  password: passwordSchema,
});

export type ResetRequest = z.output<typeof resetRequestSchema>;
export type ResetConfirm = z.output<typeof resetConfirmSchema>;
