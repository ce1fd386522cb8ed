import 'server-only';
import { z } from '@/lib/zod';
import { CAMPAIGN_PLATFORMS, DELIVERABLE_KINDS, INTERESTS } from '@/lib/constants';
import { campaignCreateSchema, campaignIdSchema, campaignListQuerySchema, campaignUpdateSchema } from '@/lib/campaigns/schemas';
import {
  declineBodySchema,
  decisionBodySchema,
  markReadBodySchema,
  orderConfirmationBodySchema,
  requestBodySchema,
  requestIdParamsSchema,
} from '@/lib/participation/schemas';
import { idString, isoDate, messageSchema, type Operation } from './operation';
import { collaborationStatuses } from '@/models';

// Campaigns, participation requests and notifications. Response shapes follow
// lib/campaigns/serialize.ts, lib/participation/serialize.ts and lib/notifications/serialize.ts.

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const requestStatus = z.enum(['pending', 'approved', 'declined']);

/** `CampaignJson`: a campaign in the spec's shape (`_id`, relative `campaignImage`) with its brief. */
const campaignJson = z.object({
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
const requestJson = z.object({
  _id: idString,
  campaignId: idString,
  creatorId: idString,
  status: requestStatus,
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  pitch: z.string().nullable().describe('What the creator wrote to the brand when asking (plain text); null: nothing.'),
});

const requestedCreator = z.object({
  _id: idString,
  name: z.string(),
  email: z.string(),
  city: z.string(),
  tags: z.array(z.string()),
  profilePicture: z.string().nullable(),
  requestId: idString,
  requestedAt: isoDate,
  pitch: z.string().nullable().describe('What the creator wrote with the request (plain text); null: nothing.'),
  platformFollowers: z.int().nullable().describe("Followers the creator states on the campaign's platform (self-reported); null: audience not stated."),
});

const notificationJson = z.object({
  _id: idString,
  type: z.string(),
  message: z.string(),
  date: isoDate,
  read: z.boolean(),
  campaignId: idString.nullable(),
});

const campaignAnswer = z.object({ message: z.string(), campaign: campaignJson });
const notificationsAnswer = z.object({
  notifications: z.array(
    notificationJson.extend({ collaborationId: idString.nullable().describe('The collaboration a step is about: where the notification leads') }),
  ),
  unread: z.int(),
});
const specNotificationsAnswer = z.object({
  notifications: z.array(notificationJson.extend({ type: z.enum(['approval', 'rejection']) })),
  unread: z.int(),
});
const markedAnswer = z.object({ message: z.string(), updated: z.int() });
const looseCampaignId = z.object({ id: z.string() });

function notificationOps(role: 'brand' | 'creator'): Operation[] {
  const every: Operation = {
    method: 'get',
    path: role === 'brand' ? '/api/brand/notifications' : '/api/creator/activity',
    tag: 'Notifications',
    summary: `The ${role}’s notifications, every kind`,
    description:
      role === 'brand'
        ? 'Requests to join, collaboration steps and invitation answers.'
        : 'Approvals, rejections, invitations, collaboration steps and notices (`type`); what our pages read.',
    access: role,
    ok: [{ status: 200, description: 'Newest first (at most 100), with the unread count', schema: notificationsAnswer }],
  };
  const spec: Operation = {
    method: 'get',
    path: '/api/creator/notifications',
    tag: 'Notifications',
    summary: 'The creator’s approvals and rejections (spec §7)',
    description: 'Only the types the spec defines, `approval` and `rejection`, and their unread count; every other kind is on `GET /api/creator/activity`.',
    access: 'creator',
    ok: [{ status: 200, description: 'Newest first (at most 100), with the unread count of these types', schema: specNotificationsAnswer }],
  };
  return [
    ...(role === 'creator' ? [spec] : []),
    every,
    {
      method: 'post',
      path: `/api/${role}/notifications/read`,
      tag: 'Notifications',
      summary: `Mark the ${role}’s notifications read`,
      description: 'Some `ids`, or none for all.',
      access: role,
      body: { kind: 'json', schema: markReadBodySchema },
      ok: [{ status: 200, description: 'How many changed', schema: markedAnswer }],
    },
  ];
}

export const campaignOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/campaign',
    tag: 'Campaigns',
    summary: 'List open campaigns',
    description:
      'Public and cacheable (ETag, `s-maxage=10`). Without `page`, `limit` or `after` it answers the 100 newest campaigns, still with `nextCursor`. `q` matches each of its words anywhere in the name, brand or description; when nothing has them all, close spellings of words of five letters or more (`closeMatches`). `minFee` and `maxFee` read rupees as people type them ("7,500", "₹7,500", "8k").',
    access: 'none',
    query: campaignListQuerySchema,
    ok: [
      {
        status: 200,
        description: 'A page of campaigns',
        schema: z.looseObject({
          campaigns: z.array(campaignJson.loose()),
          page: z.int(),
          limit: z.int(),
          total: z.int(),
          totalPages: z.int(),
          totalIsCapped: z.boolean(),
          nextCursor: z.string().nullable(),
          closeMatches: z.boolean().describe('True when no campaign had every word of `q` and these have close spellings of them ("protien" finds "protein").'),
        }),
      },
    ],
  },
  {
    method: 'post',
    path: '/api/campaign/create',
    tag: 'Campaigns',
    summary: 'Create a campaign',
    description:
      'Multipart, with the `campaignImage` file; `deliverables` is JSON text in a multipart form. `feeInr` is whole rupees, as a number or as people type it ("7500", "7,500", "₹7,500", "1,00,000", "1.5L", "18.5k"); anything that does not read as whole rupees is refused.',
    access: 'brand',
    body: { kind: 'multipart', schema: campaignCreateSchema, files: { campaignImage: 'one' } },
    ok: [{ status: 201, description: 'Created', schema: campaignAnswer }],
  },
  {
    method: 'get',
    path: '/api/campaign/{id}',
    tag: 'Campaigns',
    summary: 'One campaign',
    description: 'A closed campaign only for the brand that owns it; malformed ids are not found like unknown ones.',
    access: 'optional',
    params: looseCampaignId,
    ok: [{ status: 200, description: 'The campaign', schema: z.object({ campaign: campaignJson }) }],
    errors: [404],
  },
  {
    method: 'patch',
    path: '/api/campaign/{id}',
    tag: 'Campaigns',
    summary: 'Edit a campaign',
    description:
      'Owner only; any subset of the fields, as JSON or multipart (with an optional new `campaignImage`); `feeInr` as on create. A `destinationUrl` on another host (compared in punycode form) is recorded on the timeline of every open collaboration of the campaign and told to its creator in the app and by e-mail; at most 10 such changes a day per campaign.',
    access: 'brand',
    params: looseCampaignId,
    body: { kind: 'json-or-multipart', schema: campaignUpdateSchema, files: { campaignImage: 'one' } },
    ok: [{ status: 200, description: 'Saved', schema: campaignAnswer }],
    errors: [404],
    limited: true,
  },
  {
    method: 'delete',
    path: '/api/campaign/{id}',
    tag: 'Campaigns',
    summary: 'Close a campaign',
    description: 'Closing is the only “delete”: requests and history stay.',
    access: 'brand',
    params: looseCampaignId,
    ok: [{ status: 200, description: 'Closed', schema: campaignAnswer }],
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/campaign/{id}/close',
    tag: 'Campaigns',
    summary: 'Close a campaign',
    access: 'brand',
    params: looseCampaignId,
    ok: [{ status: 200, description: 'Closed', schema: campaignAnswer }],
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/campaign/{id}/reopen',
    tag: 'Campaigns',
    summary: 'Reopen a campaign',
    access: 'brand',
    params: looseCampaignId,
    ok: [{ status: 200, description: 'Reopened', schema: campaignAnswer }],
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/brand/campaigns',
    tag: 'Campaigns',
    summary: 'The brand’s own campaigns',
    description: 'Open and closed, with request counts; private, never cached.',
    access: 'brand',
    ok: [
      {
        status: 200,
        description: 'The campaigns',
        schema: z.object({
          campaigns: z.array(
            campaignJson.extend({
              requestCounts: z.object({ pending: z.int(), approved: z.int(), declined: z.int(), total: z.int() }),
              roster: z
                .array(
                  z.object({
                    collaborationId: z.uuid(),
                    creatorId: z.uuid(),
                    name: z.string(),
                    profilePicture: z.string().nullable(),
                    status: z.enum(collaborationStatuses),
                  }),
                )
                .describe('The approved creators, earliest first, at most 8 (requestCounts.approved counts them all)'),
            }),
          ),
        }),
      },
    ],
  },
  {
    method: 'post',
    path: '/api/campaign/{id}/request',
    tag: 'Participation',
    summary: 'Ask to join a campaign',
    description:
      'The creator must qualify (a handle on the campaign’s platform with followers in its range). The body may be empty or `{}` (the spec’s client sends it untyped); a JSON body may add `pitch`, at most 500 characters the brand reads on the request and in its notification.',
    access: 'creator',
    params: campaignIdSchema,
    body: { kind: 'json', schema: requestBodySchema },
    ok: [{ status: 201, description: 'Request sent', schema: z.object({ message: z.string(), request: requestJson }) }],
    errors: [400, 404, 409, 422],
  },
  {
    method: 'get',
    path: '/api/campaign/notifications',
    tag: 'Participation',
    summary: 'Pending requests on the brand’s campaigns',
    access: 'brand',
    ok: [
      {
        status: 200,
        description: 'Campaigns with their requesting creators',
        schema: z.object({ campaigns: z.array(campaignJson.extend({ requestedCreators: z.array(requestedCreator) })) }),
      },
    ],
  },
  {
    method: 'post',
    path: '/api/campaign/{id}/approve',
    tag: 'Participation',
    summary: 'Approve a creator’s request',
    description: 'Starts the collaboration and mails the creator.',
    access: 'brand',
    params: campaignIdSchema,
    body: { kind: 'json', schema: decisionBodySchema },
    ok: [{ status: 200, description: 'Approved', schema: messageSchema }],
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/campaign/{id}/decline',
    tag: 'Participation',
    summary: 'Decline a creator’s request',
    description:
      'Mails and notifies the creator. An optional `reason` (at most 500 characters; empty or null is none) is shown to the creator in the notification, the e-mail and the collaboration’s timeline.',
    access: 'brand',
    params: campaignIdSchema,
    body: { kind: 'json', schema: declineBodySchema },
    ok: [{ status: 200, description: 'Declined', schema: messageSchema }],
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/campaign/send-order-confirmation-email',
    tag: 'Participation',
    summary: 'Mail an order confirmation',
    description: 'Kept for spec clients; approving and declining already mail the creator.',
    access: 'brand',
    body: { kind: 'json', schema: orderConfirmationBodySchema },
    ok: [{ status: 200, description: 'Mailed', schema: messageSchema }],
    errors: [404],
    limited: true,
  },
  {
    method: 'get',
    path: '/api/creator/requests',
    tag: 'Participation',
    summary: 'The creator’s own requests',
    access: 'creator',
    ok: [
      {
        status: 200,
        description: 'Requests with their campaigns and counts by status',
        schema: z.object({
          requests: z.array(
            requestJson.pick({ _id: true, status: true, createdAt: true, decidedAt: true }).extend({
              campaign: campaignJson.pick({ _id: true, campaignName: true, brandName: true, campaignImage: true, status: true }),
            }),
          ),
          counts: z.object({ pending: z.int(), approved: z.int(), declined: z.int() }),
        }),
      },
    ],
  },
  {
    method: 'delete',
    path: '/api/creator/requests/{id}',
    tag: 'Participation',
    summary: 'Withdraw a pending request',
    access: 'creator',
    params: requestIdParamsSchema,
    ok: [{ status: 200, description: 'Withdrawn', schema: messageSchema }],
    errors: [404, 409],
  },
  ...notificationOps('brand'),
  ...notificationOps('creator'),
];
