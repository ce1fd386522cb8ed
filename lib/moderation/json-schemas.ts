import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';
import { collaborationStatuses } from '@/models';
import { accountKinds } from './schemas';

// The console's JSON, as the API reference describes it (follows lib/moderation/serialize.ts and queries.ts).

export const moderatedAccountJson = z.object({
  kind: z.enum(accountKinds),
  _id: idString,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  detail: z.string().describe('The brand’s name, or the creator’s niche and city'),
  gstNo: z.string().nullable(),
  suspended: z.boolean(),
  suspendedAt: isoDate.nullable(),
  suspendedReason: z.string().nullable(),
  createdAt: isoDate,
});

export const moderatedCampaignJson = z.object({
  _id: idString,
  campaignName: z.string(),
  brandId: idString,
  brandName: z.string(),
  status: z.enum(['open', 'closed']),
  hidden: z.boolean(),
  hiddenAt: isoDate.nullable(),
  hiddenReason: z.string().nullable(),
  brandSuspended: z.boolean().describe('Hidden because its brand is suspended'),
  createdAt: isoDate,
});

export const accountDetailJson = z.object({
  account: moderatedAccountJson,
  campaigns: z.array(moderatedCampaignJson),
  collaborations: z.array(
    z.object({
      _id: idString,
      campaignId: idString,
      campaignName: z.string(),
      withName: z.string(),
      status: z.enum(collaborationStatuses),
      createdAt: isoDate,
    }),
  ),
  sessions: z.array(z.object({ familyId: idString, startedAt: isoDate, lastUsedAt: isoDate, expiresAt: isoDate, live: z.boolean() })),
});

export const accountAnswerJson = z.object({
  message: z.string(),
  account: moderatedAccountJson,
  withdrawn: z.object({ requests: z.int(), invitations: z.int() }),
});

export const campaignAnswerJson = z.object({ message: z.string(), campaign: moderatedCampaignJson });
