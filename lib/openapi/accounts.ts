import 'server-only';
import { z, type ZodType } from '@/lib/zod';
import { COMPANY_TYPES, SOCIAL_PLATFORMS } from '@/lib/constants';
import { roleSchema, tokenBodySchema } from '@/lib/auth/schemas';
import { genericLoginSchema } from '@/lib/auth/login-schemas';
import { resetConfirmSchema, resetRequestSchema } from '@/lib/auth/password-reset-schemas';
import { brandLoginSchema, brandProfileUpdateSchema, brandSignupSchema, emailChangeConfirmSchema } from '@/lib/brands/schemas';
import {
  creatorIdParamsSchema,
  creatorLoginSchema,
  creatorSignupSchema,
  profileUpdateFormSchema,
  profileUpdateJsonSchema,
  requestOtpSchema,
  verifyOtpSchema,
} from '@/lib/creators/schemas';
import { directoryQuerySchema } from '@/lib/creators/directory-schemas';
import { viewerQuerySchema } from '@/lib/viewer/schemas';
import { phoneProofSchema, phoneQuerySchema, sendCodeSchema } from '@/lib/phone/schemas';
import { idString, isoDate, messageSchema, type Operation } from './operation';

// Sign-up, sign-in, tokens, phones and profiles of both roles. Response shapes follow
// lib/brands/serialize.ts and lib/creators/serialize.ts.

const handleSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  handle: z.string(),
  followers: z.int().optional(),
  avgViews: z.int().optional(),
  engagementRate: z.number().optional(),
  followersUpdatedAt: z.string().optional(),
});

/** `CreatorJson`: the creator's own account (never the password). */
const creatorJson = z.object({
  _id: idString,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  niche: z.string(),
  bio: z.string(),
  city: z.string(),
  tags: z.array(z.string()),
  socialMediaHandles: z.array(handleSchema),
  profilePicture: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** `PublicCreatorJson`: what a brand sees; `phone` only while they negotiate. */
const publicCreatorJson = creatorJson.omit({ email: true, phone: true, createdAt: true, updatedAt: true }).extend({ phone: z.string().nullable() });

/** `ViewerJson` (lib/viewer/types.ts): the browser's sessions as cached pages show them. */
const viewerJson = z.object({
  brand: z
    .object({
      _id: idString,
      name: z.string(),
      logo: z.string().nullable(),
      owned: z.array(idString).describe('The campaigns asked about (`campaigns`) that belong to this brand'),
      forCreator: z
        .object({
          _id: idString,
          phone: z.string().nullable(),
          campaigns: z.array(z.object({ _id: idString, campaignName: z.string(), platform: z.string(), minFollowers: z.int(), maxFollowers: z.int() })),
          shortlists: z.array(z.object({ _id: idString, name: z.string(), hasCreator: z.boolean() })),
        })
        .optional(),
    })
    .nullable(),
  creator: z
    .object({
      _id: idString,
      name: z.string(),
      profilePicture: z.string().nullable(),
      socialMediaHandles: z.array(handleSchema),
      requests: z.record(idString, z.enum(['pending', 'approved', 'declined', 'invited'])),
    })
    .nullable(),
  renew: z.array(z.enum(['brand', 'creator'])),
});

/** `DirectoryCreatorJson`: a directory card (no e-mail, no phone). */
export const directoryCreatorJson = creatorJson.pick({ _id: true, name: true, niche: true, city: true, profilePicture: true, socialMediaHandles: true });

/** `BrandJson`: the brand's own account. */
const brandJson = z.object({
  _id: idString,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  brandName: z.string(),
  brandLogo: z.string().nullable(),
  companyType: z.enum(COMPANY_TYPES),
  gstNo: z.string(),
  address: z.string(),
  createdAt: isoDate,
});

const brandProfileJson = brandJson.omit({ createdAt: true }).extend({ pendingEmail: z.string().nullable() });

const tokens = { accessToken: z.string(), refreshToken: z.string() };
const brandSession = z.object({ ...tokens, user: brandJson, message: z.string() });
const creatorSession = z.object({ ...tokens, Creator: creatorJson, message: z.string() });
const phoneAnswer = z.object({ message: z.string(), phone: z.string() });

const sessionQuery = z.object({ role: roleSchema });
const refreshQuery = z.object({ role: roleSchema, next: z.string().max(2048).optional() });
const logoutBody = z.object({ token: z.string().max(4096).optional() });

const profileMessage = { message: z.string() };

/** A role's password sign-in and its token refresh for API clients. */
function signInOperations(role: 'brand' | 'creator', tag: string, bodySchema: ZodType, session: ZodType): Operation[] {
  return [
    {
      method: 'post',
      path: `/api/${role}/login`,
      tag,
      summary: `${role === 'brand' ? 'Brand' : 'Creator'} sign-in`,
      access: 'none',
      body: { kind: 'json', schema: bodySchema },
      ok: [{ status: 200, description: 'Signed in', schema: session }],
      limited: true,
    },
    {
      method: 'post',
      path: `/api/${role}/token`,
      tag: 'Tokens and sessions',
      summary: `New ${role} access token`,
      description: 'API clients: a new access token for the refresh token they keep; the refresh token stays valid.',
      access: 'none',
      body: { kind: 'json', schema: tokenBodySchema },
      ok: [{ status: 200, description: 'A fresh access token', schema: z.object({ accessToken: z.string() }) }],
      limited: true,
    },
  ];
}

export const accountOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/creator/request-otp',
    tag: 'Creator sign-up and sign-in',
    summary: 'Mail a sign-up code',
    description: 'Step 1 of creator sign-up: mails a 6-digit code to the address. The answer is the same whether or not the address has an account.',
    access: 'none',
    body: { kind: 'json', schema: requestOtpSchema },
    ok: [{ status: 200, description: 'Code sent', schema: messageSchema }],
    limited: true,
  },
  {
    method: 'post',
    path: '/api/creator/verify-otp',
    tag: 'Creator sign-up and sign-in',
    summary: 'Check the mailed code',
    description: 'Step 2: a right code lets this address finish sign-up within 30 minutes.',
    access: 'none',
    body: { kind: 'json', schema: verifyOtpSchema },
    ok: [{ status: 200, description: 'Code verified', schema: messageSchema }],
    limited: true,
  },
  {
    method: 'post',
    path: '/api/creator/signup',
    tag: 'Creator sign-up and sign-in',
    summary: 'Create the creator account',
    description:
      'Step 3 (multipart): the account, with `socialMediaHandles` as JSON text and an optional `profilePicture`. Answers the tokens for API clients and sets the session cookies for browsers.',
    access: 'none',
    body: { kind: 'multipart', schema: creatorSignupSchema, files: { profilePicture: 'one' } },
    ok: [{ status: 201, description: 'Account created and signed in', schema: creatorSession }],
    errors: [409],
    limited: true,
  },
  ...signInOperations('creator', 'Creator sign-up and sign-in', creatorLoginSchema, creatorSession),
  {
    method: 'post',
    path: '/api/phone/send-code',
    tag: 'Brand sign-up and sign-in',
    summary: 'Text a phone code',
    description: 'Local phone provider: texts a 6-digit code to the number (10 digits or +91…).',
    access: 'none',
    body: { kind: 'json', schema: sendCodeSchema },
    ok: [{ status: 200, description: 'Code sent', schema: phoneAnswer }],
    limited: true,
  },
  {
    method: 'post',
    path: '/auth/numberVerification',
    tag: 'Brand sign-up and sign-in',
    summary: 'Verify a phone',
    description: 'Marks `?phone=` verified given `{code}` (local provider) or `{idToken}` (Firebase). Brand sign-up needs it within the hour.',
    access: 'none',
    query: phoneQuerySchema,
    body: { kind: 'json', schema: phoneProofSchema },
    ok: [{ status: 200, description: 'Phone verified', schema: phoneAnswer }],
    limited: true,
  },
  {
    method: 'get',
    path: '/api/phone/config',
    tag: 'Brand sign-up and sign-in',
    summary: 'Active phone provider',
    description: 'Which phone provider is active (`local` or `firebase`), with Firebase’s public web config when it is.',
    access: 'none',
    ok: [{ status: 200, description: 'The provider', schema: z.looseObject({ provider: z.enum(['local', 'firebase']) }) }],
  },
  {
    method: 'post',
    path: '/api/brand/signup',
    tag: 'Brand sign-up and sign-in',
    summary: 'Create the brand account',
    description: 'The wizard’s last step (multipart, with the `brandLogo` file); the phone must have been verified within the hour.',
    access: 'none',
    body: { kind: 'multipart', schema: brandSignupSchema, files: { brandLogo: 'one' } },
    ok: [{ status: 201, description: 'Account created and signed in', schema: brandSession }],
    errors: [409],
    limited: true,
  },
  ...signInOperations('brand', 'Brand sign-up and sign-in', brandLoginSchema, brandSession),
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Tokens and sessions',
    summary: 'Sign-in for either role',
    description:
      'The account decides the role; `redirectTo` names its dashboard. An optional phone check takes `phoneNumber` with `verificationCode` or `idToken`.',
    access: 'none',
    body: { kind: 'json', schema: genericLoginSchema },
    ok: [
      {
        status: 200,
        description: 'Signed in',
        schema: z.object({ ...tokens, role: roleSchema, redirectTo: z.string(), user: z.union([brandJson, creatorJson]), message: z.string() }),
      },
    ],
    limited: true,
  },
  {
    method: 'post',
    path: '/api/auth/password-reset/request',
    tag: 'Tokens and sessions',
    summary: 'Mail a password-reset code',
    description: 'The answer is the same whether the account exists or not.',
    access: 'none',
    body: { kind: 'json', schema: resetRequestSchema },
    ok: [{ status: 200, description: 'Code mailed if the account exists', schema: messageSchema }],
    limited: true,
  },
  {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    tag: 'Tokens and sessions',
    summary: 'Set a new password with the mailed code',
    description: 'Also signs the account out everywhere (every refresh token is revoked).',
    access: 'none',
    body: { kind: 'json', schema: resetConfirmSchema },
    ok: [{ status: 200, description: 'Password changed', schema: messageSchema }],
    limited: true,
  },
  {
    method: 'get',
    path: '/api/session/refresh',
    tag: 'Tokens and sessions',
    summary: 'Browser: renew the session and go back',
    description: 'Rotates the role’s refresh cookie and redirects to `next` (a path on this site); without a live session, to the sign-up page.',
    access: 'none',
    query: refreshQuery,
    ok: [{ status: 307, description: 'Redirect (cookies renewed or cleared)', contentType: null }],
    limited: true,
  },
  {
    method: 'post',
    path: '/api/session/refresh',
    tag: 'Tokens and sessions',
    summary: 'Browser: renew the session cookies',
    description: 'Rotates the role’s refresh cookie (`{role}_refresh`) and sets new cookies; the web client calls it after a 401.',
    access: 'none',
    query: refreshQuery,
    ok: [{ status: 200, description: 'Cookies renewed', schema: messageSchema }],
    limited: true,
  },
  {
    method: 'post',
    path: '/api/session/logout',
    tag: 'Tokens and sessions',
    summary: 'Sign out one role',
    description: 'Revokes the refresh-token family (the `token` sent, or the role’s refresh cookie) and clears the cookies.',
    access: 'none',
    query: sessionQuery,
    body: { kind: 'json', schema: logoutBody },
    ok: [{ status: 200, description: 'Signed out', schema: messageSchema }],
  },
  {
    method: 'get',
    path: '/api/session/viewer',
    tag: 'Tokens and sessions',
    summary: 'Browser: who is signed in, for a cached page',
    description:
      'Both of the browser’s sessions at once (`null` for a role not signed in), for the personal parts of cached public pages. `campaigns` (up to 60 ids, comma-separated) asks for the creator’s state on each (a campaign without one, or unknown, is left out); for a signed-in brand, `brand.owned` lists those of them that are its own (the page shows Manage instead of a request button); `creator` (a brand’s call) adds what the brand can do on that creator’s page. `renew` names roles whose access cookie ran out while a refresh cookie remains. Sets the creator’s `cm_audience` cookie. Never cached.',
    access: 'optional',
    query: viewerQuerySchema,
    ok: [{ status: 200, description: 'The signed-in roles', schema: viewerJson }],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/creator/profile',
    tag: 'Profiles',
    summary: 'The creator’s own profile',
    access: 'creator',
    ok: [{ status: 200, description: 'The profile', schema: creatorJson }],
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/creator/profile',
    tag: 'Profiles',
    summary: 'Update the creator’s profile',
    description: 'JSON for the fields; multipart when a new `profilePicture` comes along (then `tags` and `socialMediaHandles` are JSON text).',
    access: 'creator',
    body: { kind: 'json-or-multipart', schema: profileUpdateJsonSchema, multipartSchema: profileUpdateFormSchema, files: { profilePicture: 'one' } },
    ok: [{ status: 200, description: 'Saved', schema: creatorJson.extend(profileMessage) }],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/brand/profile',
    tag: 'Profiles',
    summary: 'The brand’s own profile',
    access: 'brand',
    ok: [{ status: 200, description: 'The profile', schema: brandProfileJson }],
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/brand/profile',
    tag: 'Profiles',
    summary: 'Update the brand’s profile',
    description: 'JSON for the text fields; multipart when a new `brandLogo` comes along. A new e-mail waits in `pendingEmail` for the code mailed to it.',
    access: 'brand',
    body: { kind: 'json-or-multipart', schema: brandProfileUpdateSchema, files: { brandLogo: 'one' } },
    ok: [{ status: 200, description: 'Saved', schema: brandProfileJson.extend(profileMessage) }],
    errors: [404, 409],
    limited: true,
  },
  {
    method: 'post',
    path: '/api/brand/profile/email',
    tag: 'Profiles',
    summary: 'Confirm the new e-mail address',
    access: 'brand',
    body: { kind: 'json', schema: emailChangeConfirmSchema },
    ok: [{ status: 200, description: 'E-mail changed', schema: brandProfileJson.extend(profileMessage) }],
    errors: [404, 409],
    limited: true,
  },
  {
    method: 'delete',
    path: '/api/brand/profile/email',
    tag: 'Profiles',
    summary: 'Drop the pending e-mail change',
    access: 'brand',
    ok: [{ status: 200, description: 'The e-mail stays as it is', schema: brandProfileJson.extend(profileMessage) }],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/creators',
    tag: 'Creator directory',
    summary: 'Search creators',
    description:
      'The directory for brands: search, filters, sort and cursor paging (`after`); never e-mail or phone. `minFollowers` and `maxFollowers` read counts as people type them ("18500", "18,500", "18.5k", "1.2M").',
    access: 'brand',
    query: directoryQuerySchema,
    ok: [
      {
        status: 200,
        description: 'A page of creators',
        schema: z.object({ creators: z.array(directoryCreatorJson.loose()), nextCursor: z.string().nullable() }),
      },
    ],
  },
  {
    method: 'get',
    path: '/api/creators/{id}',
    tag: 'Creator directory',
    summary: 'A creator’s public profile',
    description: '`phone` is null unless the brand is negotiating with the creator.',
    access: 'brand',
    params: creatorIdParamsSchema,
    ok: [{ status: 200, description: 'The profile', schema: publicCreatorJson }],
    errors: [404],
  },
];
