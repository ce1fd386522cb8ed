import 'server-only';
import { z } from '@/lib/zod';
import {
  cancelBodySchema,
  collaborationListQuerySchema,
  collaborationParamsSchema,
  liveBodySchema,
  metricsBodySchema,
  messageBodySchema,
  messageListQuerySchema,
  reviewBodySchema,
  submissionBodySchema,
  submissionParamsSchema,
} from '@/lib/collaborations/schemas';
import { idString, isoDate, messageSchema, type Operation } from './operation';

// Collaborations (the job after an approval or an accepted invitation): thread, content versions,
// review, going live. Response shapes follow lib/collaborations/serialize.ts; the larger ones are
// described by their main fields and may carry more.

const role = z.enum(['brand', 'creator']);

const messageJson = z.object({
  _id: idString,
  cursor: z.string(),
  sender: z.object({ role, _id: idString }),
  text: z.string(),
  attachments: z.array(z.string()),
  seenAt: isoDate.nullable(),
  createdAt: isoDate,
});

const submissionJson = z.object({
  _id: idString,
  version: z.int(),
  caption: z.string(),
  images: z.array(z.string()),
  draftUrl: z.string().nullable(),
  review: z.object({ decision: z.enum(['approve', 'changes']), comment: z.string(), reviewedAt: isoDate }).nullable(),
  createdAt: isoDate,
});

const postMetricsJson = z.object({ views: z.int().nullable(), likes: z.int().nullable(), comments: z.int().nullable(), reportedAt: isoDate });

const listItem = z.looseObject({ _id: idString, status: z.string(), unread: z.int(), updatedAt: isoDate });
const collaborationJson = z.looseObject({
  _id: idString,
  status: z.string(),
  submissions: z.array(submissionJson),
  timeline: z.array(z.looseObject({ _id: idString, kind: z.string() })),
  postUrls: z.array(z.string()),
  metrics: postMetricsJson.nullable(),
  metricsHistory: z.array(postMetricsJson),
  trackingUrl: z.string().nullable().describe('The tracked link `{APP_URL}/r/{code}`: from approval on, when the campaign has a destination URL.'),
  promoCode: z.string().nullable().describe("The creator's promo code for this campaign, from approval on."),
});

const submissionAnswer = z.object({ message: z.string(), submission: submissionJson });
const stream = { status: 200, description: 'Server-Sent Events', contentType: 'text/event-stream' } as const;

const base = { tag: 'Collaborations', access: 'any', params: collaborationParamsSchema } as const;

export const collaborationOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/collaborations',
    tag: 'Collaborations',
    summary: 'The caller’s collaborations',
    description: 'Either role; most recent activity first, paged with `after`.',
    access: 'any',
    query: collaborationListQuerySchema,
    ok: [{ status: 200, description: 'A page', schema: z.object({ collaborations: z.array(listItem), nextCursor: z.string().nullable() }) }],
  },
  {
    method: 'get',
    path: '/api/collaborations/unread',
    tag: 'Collaborations',
    summary: 'Unread messages across collaborations',
    access: 'any',
    ok: [{ status: 200, description: 'The navigation badge', schema: z.object({ unread: z.int() }) }],
  },
  {
    ...base,
    method: 'get',
    path: '/api/collaborations/{id}',
    summary: 'One collaboration',
    description: 'With its brief, content versions, timeline and `trackingUrl`.',
    ok: [{ status: 200, description: 'The collaboration', schema: z.object({ collaboration: collaborationJson }) }],
    errors: [404],
  },
  {
    ...base,
    method: 'get',
    path: '/api/collaborations/{id}/events',
    summary: 'Live events of one collaboration',
    description:
      'Server-Sent Events: `message`, `status`, `seen`, and `resync` after a gap. Counts towards the account’s and the address’s streams, as `/api/events` says (`superseded`, 429).',
    ok: [stream],
    errors: [404],
    limited: true,
  },
  {
    ...base,
    method: 'get',
    path: '/api/collaborations/{id}/messages',
    summary: 'A page of the thread',
    description: 'Oldest first: the newest by default, or `after` / `before` a message’s cursor.',
    query: messageListQuerySchema,
    ok: [
      {
        status: 200,
        description: 'Messages',
        schema: z.object({ messages: z.array(messageJson), nextCursor: z.string().nullable(), prevCursor: z.string().nullable() }),
      },
    ],
    errors: [404],
  },
  {
    ...base,
    method: 'post',
    path: '/api/collaborations/{id}/messages',
    summary: 'Send a message',
    description: '`{text}` as JSON, or text and `attachments` images as multipart.',
    body: { kind: 'json-or-multipart', schema: messageBodySchema, files: { attachments: 'many' } },
    ok: [{ status: 201, description: 'The message sent', schema: messageJson }],
    errors: [404, 409],
    limited: true,
  },
  {
    ...base,
    method: 'post',
    path: '/api/collaborations/{id}/messages/read',
    summary: 'Mark the other side’s messages seen',
    ok: [{ status: 200, description: 'How many were new', schema: z.object({ seen: z.int() }) }],
    errors: [404],
  },
  {
    ...base,
    method: 'post',
    path: '/api/collaborations/{id}/submissions',
    summary: 'Submit a content version',
    description: 'The creator: a caption, up to 10 `images` (5 MB each) and/or a `draftUrl`.',
    body: { kind: 'multipart', schema: submissionBodySchema, files: { images: 'many' }, maxBytes: 52 * 1024 * 1024 },
    ok: [{ status: 201, description: 'Submitted', schema: submissionAnswer }],
    errors: [404, 409],
  },
  {
    ...base,
    method: 'post',
    path: '/api/collaborations/{id}/submissions/{submissionId}/review',
    params: submissionParamsSchema,
    summary: 'Review the latest version',
    description: 'The brand approves it or asks for changes (a comment is then required).',
    body: { kind: 'json', schema: reviewBodySchema },
    ok: [{ status: 200, description: 'Reviewed', schema: submissionAnswer }],
    errors: [404, 409],
  },
  {
    ...base,
    method: 'post',
    path: '/api/collaborations/{id}/live',
    summary: 'Share the live post(s)',
    description: 'The creator: `postUrls` and optionally the first `metrics`.',
    body: { kind: 'json', schema: liveBodySchema },
    ok: [{ status: 200, description: 'Live', schema: messageSchema }],
    errors: [404, 409],
  },
  {
    ...base,
    method: 'post',
    path: '/api/collaborations/{id}/metrics',
    summary: 'Report the live post’s figures',
    description:
      'The creator, once the post is live (and after completion): views, likes and/or comments as the platform shows them now. Self-reported; each report is kept with the server’s date (`metricsHistory` on the collaboration), and a figure left out keeps its last value. At most 200 reports per collaboration.',
    body: { kind: 'json', schema: metricsBodySchema },
    ok: [{ status: 201, description: 'Reported', schema: z.object({ message: z.string(), metrics: postMetricsJson }) }],
    errors: [403, 404, 409, 422],
  },
  {
    ...base,
    method: 'post',
    path: '/api/collaborations/{id}/complete',
    summary: 'Confirm the job is done',
    description: 'The brand, once the post is live.',
    ok: [{ status: 200, description: 'Completed', schema: messageSchema }],
    errors: [404, 409],
  },
  {
    ...base,
    method: 'post',
    path: '/api/collaborations/{id}/cancel',
    summary: 'End an open job',
    description: 'Either side, with a `reason`.',
    body: { kind: 'json', schema: cancelBodySchema },
    ok: [{ status: 200, description: 'Cancelled', schema: messageSchema }],
    errors: [404, 409],
  },
];
