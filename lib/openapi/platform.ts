import 'server-only';
import { z } from '@/lib/zod';
import { userEventsQuerySchema } from '@/lib/collaborations/schemas';
import { unsubscribeSchema } from '@/lib/mail/unsubscribe';
import type { Operation } from './operation';

// What is not one domain's: health, the user's event stream, uploaded files, e-mail unsubscribe links, this document.

export const platformOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Platform',
    summary: 'Health check',
    description:
      'For load balancers: 200 while the database answers, else 503 with `Retry-After`. Both carry `clicks`, this server’s click buffer: ' +
      'clicks waiting to be written, its bound (CLICK_BUFFER_MAX), and clicks redirected but not recorded since start because it was full.',
    access: 'none',
    ok: [
      {
        status: 200,
        description: 'Up',
        schema: z.object({
          status: z.literal('ok'),
          clicks: z.object({ buffered: z.number().int(), max: z.number().int(), dropped: z.number().int() }),
        }),
      },
    ],
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/events',
    tag: 'Platform',
    summary: 'Live events of the signed-in user',
    description:
      'Server-Sent Events for the navigation badges: `unread` and `activity`; with `collaboration`, that collaboration’s `message`, `status` and `seen` too (one stream per page). ' +
      'An account keeps its 10 newest streams (STREAMS_PER_ACCOUNT): the oldest gets `superseded` and ends, and should not reconnect until its person is back. ' +
      'Past 50 streams from one address (STREAMS_PER_IP), 429 with `Retry-After`.',
    access: 'any',
    query: userEventsQuerySchema,
    ok: [{ status: 200, description: 'Server-Sent Events', contentType: 'text/event-stream' }],
    errors: [404],
    limited: true,
  },
  {
    method: 'get',
    path: '/uploads/{name}',
    tag: 'Platform',
    summary: 'An uploaded image',
    description: 'The paths in `campaignImage`, `brandLogo`, `profilePicture` and attachments; public, cached for a year.',
    access: 'none',
    params: z.object({ name: z.string() }),
    ok: [{ status: 200, description: 'The image', contentType: 'image/*' }],
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/email/unsubscribe',
    tag: 'Platform',
    summary: 'One-click unsubscribe (RFC 8058)',
    description:
      'The `List-Unsubscribe` address of notification e-mails, posted by mail apps (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the body is not read). ' +
      '`token` names the account, its role and one e-mail topic, signed by the server and valid 180 days: that topic is turned off, the others stay as they are. ' +
      'No session is needed and any site may post it (the token is the only credential). A forged, altered or expired token answers 400; an account that is gone, 404.',
    access: 'none',
    query: unsubscribeSchema,
    ok: [{ status: 200, description: 'Turned off: a sentence saying so', contentType: 'text/plain' }],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/email/unsubscribe',
    tag: 'Platform',
    summary: 'Unsubscribe link opened',
    description: 'Changes nothing (mail scanners open links): redirects to the page `/unsubscribe?token=…`, which asks before turning the topic off.',
    access: 'none',
    query: unsubscribeSchema,
    ok: [{ status: 303, description: 'Redirect to the unsubscribe page', contentType: null }],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Platform',
    summary: 'This document',
    description: 'OpenAPI 3.1, generated from the schemas the routes validate with; cached 5 minutes, with an ETag.',
    access: 'none',
    ok: [{ status: 200, description: 'The OpenAPI document', schema: z.looseObject({ openapi: z.string() }) }],
  },
];
