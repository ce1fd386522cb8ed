import { z } from '@/lib/zod';
import { brandLoginSchema } from '@/lib/brands/schemas';
import { creatorLoginSchema } from '@/lib/creators/schemas';
import { emailSchema } from './schemas';

const PASSWORD_REQUIRED = 'Password is required';
import { CODE_OR_REMOVE_PHONE } from './messages';

export { CODE_OR_REMOVE_PHONE };

/** `/login` (either role). An empty phone number means no phone check. */
export const genericLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(200, 'Password must be at most 200 characters'),
  phoneNumber: z.string({ error: 'Please enter a valid phone number!' }).trim().max(32, 'Please enter a valid phone number!').optional().default(''),
  verificationCode: z
    .string({ error: 'Invalid verification code. Please try again.' })
    .trim()
    .max(16, 'Invalid verification code. Please try again.')
    .optional()
    .default(''),
  /** Firebase: the browser proves the phone and sends the ID token instead of a code. */
  idToken: z.string().max(8192).optional(),
});
export type GenericLoginInput = z.output<typeof genericLoginSchema>;

/**
 * The role login forms (`/brand/login`, `/creator/login`): the API's own schema, plus the page's
 * `next`, a path to go back to after sign-in. The action keeps it only when it is on this site.
 */
const nextField = z.string({ error: 'next must be a path' }).max(2048, 'next must be a path').optional();
export const brandLoginFormSchema = brandLoginSchema.extend({ next: nextField });
export const creatorLoginFormSchema = creatorLoginSchema.extend({ next: nextField });
