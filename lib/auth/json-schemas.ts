import 'server-only';
import { z } from '@/lib/zod';
import { COMPANY_TYPES, SOCIAL_PLATFORMS } from '@/lib/constants';
import { idString, isoDate } from '@/lib/openapi/operation';

// The JSON of both roles' accounts and sessions, as the API reference describes them (several
// routes' app/**/openapi.ts share them). They follow lib/brands/serialize.ts and
// lib/creators/serialize.ts; tests/integration/openapi proves real answers match them.

export const handleSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  handle: z.string(),
  followers: z.int().optional(),
  avgViews: z.int().optional(),
  engagementRate: z.number().optional(),
  followersUpdatedAt: z.string().optional(),
});

/** `CreatorJson`: the creator's own account (never the password). */
export const creatorJson = z.object({
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

/** `DirectoryCreatorJson`: a directory card (no e-mail, no phone). */
export const directoryCreatorJson = creatorJson
  .pick({ _id: true, name: true, niche: true, city: true, profilePicture: true, socialMediaHandles: true })
  .extend({
    fromPriceInr: z.number().nullable().describe('The lowest price of the creator’s active packages, in rupees ("From ₹X"); null without one'),
    rating: z.object({ average: z.number().nullable().describe('null below 3 reviews ("New")'), count: z.int() }),
    jobsCompleted: z.int(),
  });

/** `BrandJson`: the brand's own account. */
export const brandJson = z.object({
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

export const brandProfileJson = brandJson.omit({ createdAt: true }).extend({ pendingEmail: z.string().nullable() });

export const tokens = { accessToken: z.string(), refreshToken: z.string() };

export const brandSession = z.object({ ...tokens, user: brandJson, message: z.string() });

export const creatorSession = z.object({ ...tokens, Creator: creatorJson, message: z.string() });

export const phoneAnswer = z.object({ message: z.string(), phone: z.string() });

export const profileMessage = { message: z.string() };
