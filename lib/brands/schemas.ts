import { z } from '@/lib/zod';
import { COMPANY_TYPES } from '@/lib/constants';
import { emailSchema, passwordSchema } from '@/lib/auth/schemas';
import { phoneFieldSchema } from '@/lib/phone/schemas';
import { gstNoSchema } from './gst';

// Shared by the wizard, the profile form and the route handlers; texts are the spec's.
const NAME_REQUIRED = 'Name is required';
const BRAND_NAME_REQUIRED = 'Brand Name is required';
const BRAND_LOGO_REQUIRED = 'Brand Logo is required';
const COMPANY_TYPE_REQUIRED = 'Company Type is required';

// A File from a form, a server action or a multipart body (a plain check: browser code imports this file).
const isUpload = (v: unknown): v is File =>
  typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function' && typeof (v as Blob).size === 'number';

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const companyTypeSchema = z
  .string({ error: COMPANY_TYPE_REQUIRED })
  .trim()
  .min(1, COMPANY_TYPE_REQUIRED)
  .refine((v) => (COMPANY_TYPES as readonly string[]).includes(v), `Company Type must be one of ${COMPANY_TYPES.join(', ')}`)
  .transform((v) => v as (typeof COMPANY_TYPES)[number]);

/** Wizard step 1: Basic Info. */
export const basicInfoSchema = z.object({
  name: requiredText(NAME_REQUIRED, 100),
  email: emailSchema,
  password: passwordSchema,
});

/** Wizard step 3: Additional Info (the logo file is checked separately in the browser). */
const additionalInfoSchema = z.object({
  brandName: requiredText(BRAND_NAME_REQUIRED, 100),
  companyType: companyTypeSchema,
  gstNo: gstNoSchema,
});

const logoFile = z.custom<File>((v) => isUpload(v) && v.size > 0, { error: BRAND_LOGO_REQUIRED });

/** `POST /api/brand/signup` (multipart): every step's fields plus the verified phone and the logo. */
export const brandSignupSchema = basicInfoSchema.extend(additionalInfoSchema.shape).extend({
  phone: phoneFieldSchema,
  brandLogo: logoFile,
});
export type BrandSignupInput = z.output<typeof brandSignupSchema>;

export const brandLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});
export type BrandLoginInput = z.output<typeof brandLoginSchema>;

/** The profile form's fields (spec: Brand Name, Email, Phone, Address). */
const brandProfileFormSchema = z.object({
  brandName: requiredText(BRAND_NAME_REQUIRED, 100),
  email: emailSchema,
  phone: phoneFieldSchema,
  address: z.string({ error: 'Address must be text' }).trim().max(300, 'Address must be at most 300 characters').default(''),
});

/**
 * `PUT /api/brand/profile`, JSON or multipart. Accepts the whole object GET answered but only
 * changes the editable fields; a new logo comes as a file (a path string is ignored).
 */
export const brandProfileUpdateSchema = brandProfileFormSchema.extend({
  brandLogo: z
    .unknown()
    .optional()
    .transform((v) => (isUpload(v) ? v : undefined))
    .refine((v) => v === undefined || v.size > 0, 'Brand Logo is empty'),
});
export type BrandProfileUpdate = z.output<typeof brandProfileUpdateSchema>;

const EMAIL_CODE_MESSAGE = 'Enter the 6-digit code we e-mailed to your new address';

/** `POST /api/brand/profile/email`: the code mailed to the new address. */
export const emailChangeConfirmSchema = z.object({
  code: z
    .string({ error: EMAIL_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, EMAIL_CODE_MESSAGE),
});
