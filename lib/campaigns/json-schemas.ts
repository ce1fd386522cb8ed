import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';
import { CAMPAIGN_PLATFORMS, DELIVERABLE_KINDS, INTERESTS } from '@/lib/constants';

// The JSON of campaigns, participation requests and notifications, as the API reference describes
// them (several routes' app/**/openapi.ts share them). They follow lib/campaigns/serialize.ts,
// lib/participation/serialize.ts and lib/notifications/serialize.ts.

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const requestStatus = z.enum(['pending', 'approved', 'declined']);

/** `CampaignJson`: a campaign in the spec's shape (`_id`, relative `campaignImage`) with its brief. */
export const campaignJson = z.object({
  _id: idString,
  brandId: idString,
  campaignName: z.string(),
  brandName: z.string(),
  interest: z.enum(INTERESTS),
  platform: z.enum(CAMPAIGN_PLATFORMS),
  minFollowers: z.int(),
  maxFollowers: z.int(),
  incentives: z.string(),
  description: z.string(),
  campaignImage: z.string(),
  status: z.enum(['open', 'closed']),
  deliverables: z.array(z.object({ platform: z.string(), kind: z.enum(DELIVERABLE_KINDS), count: z.int() })),
  feeInr: z.number().nullable(),
  applyBy: ymd.nullable(),
  contentDueBy: ymd.nullable(),
  contentGuidelines: z.string(),
  destinationUrl: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** `RequestJson`: a participation request. */
export const requestJson = z.object({
  _id: idString,
  campaignId: idString,
  creatorId: idString,
  status: requestStatus,
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  pitch: z.string().nullable().describe('What the creator wrote to the brand when asking (plain text); null: nothing.'),
});

export const notificationJson = z.object({
  _id: idString,
  type: z.string(),
  message: z.string(),
  date: isoDate,
  read: z.boolean(),
  campaignId: idString.nullable(),
});

export const campaignAnswer = z.object({ message: z.string(), campaign: campaignJson });

export const notificationsAnswer = z.object({
  notifications: z.array(
    notificationJson.extend({ collaborationId: idString.nullable().describe('The collaboration a step is about: where the notification leads') }),
  ),
  unread: z.int(),
});

export const markedAnswer = z.object({ message: z.string(), updated: z.int() });
