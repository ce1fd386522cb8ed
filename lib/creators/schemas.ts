import { z } from '@/lib/zod';
import { PHONE_MESSAGE } from '@/lib/phone/schemas';
import { emailSchema, PASSWORD_MESSAGE } from '@/lib/auth/schemas';
import { PASSWORD_MIN, PROFILE_TAGS, SOCIAL_PLATFORMS } from '@/lib/constants';

// Shared by the creator forms (browser) and the creator route handlers: nothing server-only here.

export const NAME_REQUIRED = 'Name is required';
export const PASSWORD_REQUIRED = 'Password is required';
export const PHONE_REQUIRED = 'Phone is required';
export const PHONE_INVALID = PHONE_MESSAGE;
export const OTP_REQUIRED = 'Please enter the OTP';
export const OTP_FORMAT = 'The OTP is the 6-digit code we e-mailed you';
export const OTP_NOT_VERIFIED = 'Please verify OTP before submitting';
export const MAX_SOCIAL_HANDLES = 10;

const requiredText = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max, `Must be at most ${max} characters`);

const optionalText = (max: number) => z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`);

/** Cheap shape check; the server normalises with libphonenumber (E.164) and may still refuse. */
export const phoneInputSchema = z
  .string({ error: PHONE_REQUIRED })
  .trim()
  .min(1, PHONE_REQUIRED)
  .regex(/^[+\d\s()-]{6,20}$/, PHONE_INVALID);

export const creatorPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .min(PASSWORD_MIN, PASSWORD_MESSAGE)
  .max(200, 'Password must be at most 200 characters');

export const otpSchema = z
  .string({ error: OTP_REQUIRED })
  .trim()
  .min(1, OTP_REQUIRED)
  .regex(/^\d{6}$/, OTP_FORMAT);

export const requestOtpSchema = z.object({ email: emailSchema });
export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema });

/** One social handle; the handle is trimmed and empty ones are dropped by `socialHandlesSchema`. */
export const socialHandleSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}` }),
  handle: z.string({ error: 'Handle must be text' }).trim().max(100, 'Handle must be at most 100 characters'),
});

export const socialHandlesSchema = z
  .array(socialHandleSchema, { error: 'Social media handles must be a list' })
  .transform((list) => list.filter((h) => h.handle !== ''))
  .pipe(z.array(socialHandleSchema).max(MAX_SOCIAL_HANDLES, `At most ${MAX_SOCIAL_HANDLES} social media handles`));

/** A JSON text field of a multipart form, parsed and then checked with `inner`. */
export function jsonText<T extends z.ZodType>(inner: T, what: string) {
  return z
    .string({ error: `${what} must be JSON text` })
    .max(10_000, `${what} is too long`)
    .transform((text, ctx) => {
      if (text.trim() === '') return [];
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: `${what} must be valid JSON`, input: text });
        return z.NEVER;
      }
    })
    .pipe(inner);
}

/** Something uploaded in a multipart form (a File); the bytes are checked on the server. */
export const uploadSchema = z.custom<File>(
  (v) => typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function' && typeof (v as Blob).size === 'number',
  'Must be an image file',
);

// Browsers send an empty, nameless file part for an empty file input, and the spec's client sends
// its empty picture state as the text "null": each means "no file". Other text is not a file.
const NO_FILE_TEXT = new Set(['', 'null', 'undefined']);
const noFile = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && NO_FILE_TEXT.has(v.trim())) ||
  (typeof v === 'object' && (v as File).size === 0 && !(v as File).name);

export const optionalUpload = z.preprocess((v) => (noFile(v) ? undefined : v), uploadSchema.optional());

/** POST /api/creator/signup (multipart). */
export const creatorSignupSchema = z.object({
  name: requiredText(NAME_REQUIRED, 100),
  email: emailSchema,
  password: creatorPasswordSchema,
  phone: phoneInputSchema,
  niche: optionalText(100).optional().default(''),
  socialMediaHandles: jsonText(socialHandlesSchema, 'Social media handles').optional().default([]),
  profilePicture: optionalUpload,
});

export type CreatorSignupInput = z.infer<typeof creatorSignupSchema>;

/** Creator login: both fields required (spec §5). */
export const creatorLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(200, 'Password must be at most 200 characters'),
});

const tagsArray = z
  .array(z.enum(PROFILE_TAGS, { error: `Tags must be among ${PROFILE_TAGS.join(', ')}` }), { error: 'Tags must be a list' })
  .max(PROFILE_TAGS.length)
  .transform((tags) => PROFILE_TAGS.filter((t) => tags.includes(t)));

/** The editable fields of PUT /api/creator/profile; anything else in the body (email, _id, password…) is ignored. */
const profileFields = {
  name: requiredText(NAME_REQUIRED, 100).optional(),
  bio: optionalText(1000).optional(),
  city: optionalText(100).optional(),
  phone: phoneInputSchema.optional(),
};

export const profileUpdateJsonSchema = z.object({ ...profileFields, tags: tagsArray.optional() });

// Multipart sends tags as JSON text (what our form does), as repeated fields, or as one field.
const multipartTags = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return [];
  if (t.startsWith('[')) {
    try {
      return JSON.parse(t);
    } catch {
      return v;
    }
  }
  return [t];
}, tagsArray);

export const profileUpdateFormSchema = z.object({
  ...profileFields,
  tags: multipartTags.optional(),
  // A string here is the stored path sent back unchanged: only a new file replaces the picture.
  profilePicture: z.preprocess((v) => (typeof v === 'string' || noFile(v) ? undefined : v), uploadSchema.optional()),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateFormSchema>;

export const creatorIdParamsSchema = z.object({ id: z.string().max(200) });
