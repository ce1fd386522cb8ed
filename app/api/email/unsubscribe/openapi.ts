import 'server-only';
import { unsubscribeSchema } from '@/lib/mail/unsubscribe';
import type { RouteOperations } from '@/lib/openapi/operation';

export const openapi: RouteOperations = {
  POST: {
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
  GET: {
    tag: 'Platform',
    summary: 'Unsubscribe link opened',
    description: 'Changes nothing (mail scanners open links): redirects to the page `/unsubscribe?token=…`, which asks before turning the topic off.',
    access: 'none',
    query: unsubscribeSchema,
    ok: [{ status: 303, description: 'Redirect to the unsubscribe page', contentType: null }],
  },
};
