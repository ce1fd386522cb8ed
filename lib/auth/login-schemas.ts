import { z } from '@/lib/zod';
import { emailSchema } from './schemas';

export const PASSWORD_REQUIRED = 'Password is required';
export const CODE_OR_REMOVE_PHONE = 'Please enter verification code or remove phone number';

/** `/login` (either role). An empty phone number means no phone check. */
export const genericLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(200, 'Password must be at most 200 characters'),
  phoneNumber: z.string({ error: 'Please enter a valid phone number!' }).trim().max(32, 'Please enter a valid phone number!').optional().default(''),
  verificationCode: z.string({ error: 'Invalid verification code. Please try again.' }).trim().max(16, 'Invalid verification code. Please try again.').optional().default(''),
  /** Firebase: the browser proves the phone and sends the ID token instead of a code. */
  idToken: z.string().max(8192).optional(),
});
export type GenericLoginInput = z.output<typeof genericLoginSchema>;
