import { z } from '@/lib/zod';
import { PHONE_MESSAGE } from '@/lib/phone/schemas';
import { emailSchema, PASSWORD_MESSAGE } from '@/lib/auth/schemas';
import { PASSWORD_MIN, PROFILE_TAGS, SOCIAL_PLATFORMS } from '@/lib/constants';
import {
  ENGAGEMENT_RANGE,
  FOLLOWERS_REQUIRED,
  MAX_AUDIENCE,
  MAX_SOCIAL_HANDLES,
  NAME_REQUIRED,
  OTP_FORMAT,
  OTP_REQUIRED,
  PASSWORD_REQUIRED,
  PHONE_REQUIRED,
} from './messages';

// Shared by the creator server actions and route handlers (texts the browser needs are in ./messages).

const PHONE_INVALID = PHONE_MESSAGE;

const requiredText = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max, `Must be at most ${max} characters`);

const optionalText = (max: number) => z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`);

/** Cheap shape check; the server normalises with libphonenumber (E.164) and may still refuse. */
const phoneInputSchema = z
  .string({ error: PHONE_REQUIRED })
  .trim()
  .min(1, PHONE_REQUIRED)
  .regex(/^[+\d\s()-]{6,20}$/, PHONE_INVALID);

const creatorPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .min(PASSWORD_MIN, PASSWORD_MESSAGE)
  .max(200, 'Password must be at most 200 characters');

const otpSchema = z
  .string({ error: OTP_REQUIRED })
  .trim()
  .min(1, OTP_REQUIRED)
  .regex(/^\d{6}$/, OTP_FORMAT);

export const requestOtpSchema = z.object({ email: emailSchema });
export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema });

const count = (what: string, required = `${what} must be a number`) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : `${what} must be a number`) })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_AUDIENCE, `${what} must be at most ${MAX_AUDIENCE.toLocaleString('en-US')}`);

/** Percent with at most two decimals. */
const engagementRateSchema = z
  .number({ error: 'Engagement rate must be a number' })
  .min(0, ENGAGEMENT_RANGE)
  .max(100, ENGAGEMENT_RANGE)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Engagement rate may have at most 2 decimals');

/**
 * One social handle; the handle is trimmed and empty ones are dropped by `socialHandlesSchema`.
 * The audience figures are optional here (a spec client sends `{platform, handle}`); our forms
 * require followers (`formSocialHandlesSchema`). `followersUpdatedAt` is the server's to set.
 */
const socialHandleSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}` }),
  handle: z.string({ error: 'Handle must be text' }).trim().max(100, 'Handle must be at most 100 characters'),
  followers: count('Followers').optional(),
  avgViews: count('Average views').optional(),
  engagementRate: engagementRateSchema.optional(),
});

const TOO_MANY_HANDLES = `At most ${MAX_SOCIAL_HANDLES} social media handles`;
const dropEmpty = <T extends { handle: string }>(list: T[]) => list.filter((h) => h.handle !== '');
const socialHandlesSchema = z
  .array(socialHandleSchema, { error: 'Social media handles must be a list' })
  .transform(dropEmpty)
  .pipe(z.array(socialHandleSchema).max(MAX_SOCIAL_HANDLES, TOO_MANY_HANDLES));

/** Our forms: every handle states its followers. Empty number inputs arrive as '' or undefined. */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const formSocialHandleSchema = socialHandleSchema.extend({
  followers: z.preprocess(emptyToUndefined, count('Followers', FOLLOWERS_REQUIRED)),
  avgViews: z.preprocess(emptyToUndefined, count('Average views').optional()),
  engagementRate: z.preprocess(emptyToUndefined, engagementRateSchema.optional()),
});
// Rows left with an empty handle are dropped before their (missing) followers are checked.
const blankRow = (h: unknown) =>
  typeof h === 'object' && h !== null && typeof (h as { handle?: unknown }).handle === 'string' && (h as { handle: string }).handle.trim() === '';
const formSocialHandlesSchema = z.preprocess(
  (v) => (Array.isArray(v) ? v.filter((h) => !blankRow(h)) : v),
  z.array(formSocialHandleSchema, { error: 'Social media handles must be a list' }).max(MAX_SOCIAL_HANDLES, TOO_MANY_HANDLES),
);

/** A JSON text field of a multipart form, parsed and then checked with `inner`. */
function jsonText<T extends z.ZodType>(inner: T, what: string) {
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
const uploadSchema = z.custom<File>(
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

const optionalUpload = z.preprocess((v) => (noFile(v) ? undefined : v), uploadSchema.optional());

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

/** The sign-up form's server action: the same fields, the handles as a list rather than JSON text. */
export const creatorSignupActionSchema = creatorSignupSchema.extend({ socialMediaHandles: formSocialHandlesSchema.optional().default([]) });

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
  niche: optionalText(100).optional(),
  phone: phoneInputSchema.optional(),
};

// Handles are ours on top of the spec's fields: sent, they replace the list; a handle sent without
// its figures keeps the ones it had (a spec client that echoes `{platform, handle}` loses nothing).
export const profileUpdateJsonSchema = z.object({ ...profileFields, tags: tagsArray.optional(), socialMediaHandles: socialHandlesSchema.optional() });

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
  socialMediaHandles: jsonText(socialHandlesSchema, 'Social media handles').optional(),
  // A string here is the stored path sent back unchanged: only a new file replaces the picture.
  profilePicture: z.preprocess((v) => (typeof v === 'string' || noFile(v) ? undefined : v), uploadSchema.optional()),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateFormSchema>;

/** The profile form's server action: the fields, the tags as a list, and a new picture as a File. */
export const profileUpdateActionSchema = z.object({
  ...profileFields,
  tags: tagsArray.optional(),
  socialMediaHandles: formSocialHandlesSchema.optional(),
  profilePicture: optionalUpload,
});

export const creatorIdParamsSchema = z.object({ id: z.string().max(200) });
