import 'server-only';
import { z } from '@/lib/zod';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import {
  brandIdParamsSchema,
  declineBodySchema,
  invitationBodySchema,
  invitationIdParamsSchema,
  shortlistIdParamsSchema,
  shortlistInviteBodySchema,
} from '@/lib/invitations/schemas';
import { memberParamsSchema, shortlistBodySchema, shortlistParamsSchema } from '@/lib/shortlists/schemas';
import { directoryCreatorJson } from './accounts';
import { idString, isoDate, messageSchema, type Operation } from './operation';

// Invitations, mutes and shortlists. Response shapes follow lib/invitations/serialize.ts and
// lib/shortlists/serialize.ts.

const shownStatus = z.enum(['pending', 'accepted', 'declined', 'withdrawn', 'expired']);
const person = { _id: idString, profilePicture: z.string().nullable() };

const invitationFields = {
  _id: idString,
  status: shownStatus,
  note: z.string(),
  declineReason: z.string().nullable(),
  collaborationId: idString.nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
};
const brandInvitation = z.object({ ...invitationFields, creator: z.object({ ...person, name: z.string() }) });
const creatorInvitation = z.object({
  ...invitationFields,
  campaign: z.looseObject({ _id: idString, campaignName: z.string(), status: z.string() }),
  brand: z.object({ _id: idString, brandName: z.string(), brandLogo: z.string().nullable() }),
});

const shortlistSummary = z.object({ _id: idString, name: z.string(), memberCount: z.int(), createdAt: isoDate, updatedAt: isoDate });
const shortlistAnswer = z.object({ message: z.string(), shortlist: shortlistSummary });
const memberAnswer = shortlistAnswer.extend({ changed: z.boolean() });
const mutedAnswer = z.object({ message: z.string(), brand: z.object({ _id: idString, brandName: z.string() }) });
const skipped = z.object({ creatorId: idString, name: z.string(), reason: z.string() });
const warned = z.object({ creatorId: idString, name: z.string(), warning: z.string() });

const invitation = { tag: 'Invitations', params: invitationIdParamsSchema } as const;
const shortlist = { tag: 'Shortlists', access: 'brand' } as const;

export const invitationOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/campaign/{id}/invitations',
    tag: 'Invitations',
    summary: 'Invite a creator to a campaign',
    description: 'The owning brand: `{creatorId, note}`. `warning` says when the creator does not qualify yet.',
    access: 'brand',
    params: campaignIdSchema,
    body: { kind: 'json', schema: invitationBodySchema },
    ok: [{ status: 201, description: 'Invited', schema: z.object({ message: z.string(), invitation: brandInvitation, warning: z.string().nullable() }) }],
    errors: [404, 409],
    limited: true,
  },
  {
    method: 'get',
    path: '/api/campaign/{id}/invitations',
    tag: 'Invitations',
    summary: 'A campaign’s invitations',
    access: 'brand',
    params: campaignIdSchema,
    ok: [
      {
        status: 200,
        description: 'The campaign and its invitations',
        schema: z.object({
          campaign: z.object({ _id: idString, campaignName: z.string(), status: z.string(), applyBy: z.string().nullable() }),
          invitations: z.array(brandInvitation),
        }),
      },
    ],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/creator/invitations',
    tag: 'Invitations',
    summary: 'The creator’s invitations',
    access: 'creator',
    ok: [{ status: 200, description: 'Newest first', schema: z.object({ invitations: z.array(creatorInvitation) }) }],
  },
  {
    ...invitation,
    method: 'post',
    path: '/api/invitations/{id}/accept',
    summary: 'Accept an invitation',
    description: 'Starts an active collaboration.',
    access: 'creator',
    ok: [{ status: 200, description: 'Accepted', schema: z.object({ message: z.string(), collaborationId: idString }) }],
    errors: [404, 409],
  },
  {
    ...invitation,
    method: 'post',
    path: '/api/invitations/{id}/decline',
    summary: 'Decline an invitation',
    access: 'creator',
    body: { kind: 'json', schema: declineBodySchema },
    ok: [{ status: 200, description: 'Declined', schema: messageSchema }],
    errors: [404, 409],
  },
  {
    ...invitation,
    method: 'post',
    path: '/api/invitations/{id}/withdraw',
    summary: 'Withdraw a pending invitation',
    access: 'brand',
    ok: [{ status: 200, description: 'Withdrawn', schema: messageSchema }],
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/creator/mutes',
    tag: 'Invitations',
    summary: 'Brands the creator muted',
    access: 'creator',
    ok: [
      {
        status: 200,
        description: 'Muted brands',
        schema: z.object({ brands: z.array(z.object({ _id: idString, brandName: z.string(), brandLogo: z.string().nullable(), mutedAt: isoDate })) }),
      },
    ],
  },
  {
    method: 'put',
    path: '/api/creator/mutes/{brandId}',
    tag: 'Invitations',
    summary: 'Mute a brand',
    description: 'No more invitations from it; idempotent.',
    access: 'creator',
    params: brandIdParamsSchema,
    ok: [{ status: 200, description: 'Muted', schema: mutedAnswer }],
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/creator/mutes/{brandId}',
    tag: 'Invitations',
    summary: 'Unmute a brand',
    access: 'creator',
    params: brandIdParamsSchema,
    ok: [{ status: 200, description: 'Unmuted', schema: mutedAnswer }],
    errors: [404],
  },
  {
    ...shortlist,
    method: 'get',
    path: '/api/shortlists',
    summary: 'The brand’s shortlists',
    ok: [{ status: 200, description: 'Name, how many creators, when last changed', schema: z.object({ shortlists: z.array(shortlistSummary) }) }],
  },
  {
    ...shortlist,
    method: 'post',
    path: '/api/shortlists',
    summary: 'Create a shortlist',
    body: { kind: 'json', schema: shortlistBodySchema },
    ok: [{ status: 201, description: 'Created (empty)', schema: shortlistAnswer }],
    errors: [409],
  },
  {
    ...shortlist,
    method: 'get',
    path: '/api/shortlists/{id}',
    summary: 'One shortlist with its creators',
    params: shortlistParamsSchema,
    ok: [{ status: 200, description: 'The list', schema: shortlistSummary.extend({ members: z.array(directoryCreatorJson.extend({ addedAt: isoDate })) }) }],
    errors: [404],
  },
  {
    ...shortlist,
    method: 'patch',
    path: '/api/shortlists/{id}',
    summary: 'Rename a shortlist',
    params: shortlistParamsSchema,
    body: { kind: 'json', schema: shortlistBodySchema },
    ok: [{ status: 200, description: 'Renamed', schema: shortlistAnswer }],
    errors: [404, 409],
  },
  {
    ...shortlist,
    method: 'delete',
    path: '/api/shortlists/{id}',
    summary: 'Delete a shortlist',
    description: 'Never the creators on it.',
    params: shortlistParamsSchema,
    ok: [{ status: 200, description: 'Deleted', schema: messageSchema }],
    errors: [404],
  },
  {
    ...shortlist,
    method: 'put',
    path: '/api/shortlists/{id}/members/{creatorId}',
    summary: 'Add a creator to a shortlist',
    description: 'Idempotent: `changed` is false when they were already on it.',
    params: memberParamsSchema,
    ok: [{ status: 200, description: 'On the list', schema: memberAnswer }],
    errors: [404],
  },
  {
    ...shortlist,
    method: 'delete',
    path: '/api/shortlists/{id}/members/{creatorId}',
    summary: 'Take a creator off a shortlist',
    params: memberParamsSchema,
    ok: [{ status: 200, description: 'Off the list', schema: memberAnswer }],
    errors: [404],
  },
  {
    ...shortlist,
    method: 'post',
    path: '/api/shortlists/{id}/invite',
    summary: 'Invite a whole shortlist',
    description: 'To one of the brand’s open campaigns; answers who was invited, skipped and why, and eligibility warnings.',
    params: shortlistIdParamsSchema,
    body: { kind: 'json', schema: shortlistInviteBodySchema },
    ok: [
      {
        status: 200,
        description: 'A summary',
        schema: z.object({ message: z.string(), invited: z.int(), skipped: z.array(skipped), warnings: z.array(warned) }),
      },
    ],
    errors: [404, 409],
    limited: true,
  },
];
