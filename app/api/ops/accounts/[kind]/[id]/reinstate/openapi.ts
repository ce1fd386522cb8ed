import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { accountParamsSchema, reasonSchema } from '@/lib/moderation/schemas';
import { accountAnswerJson } from '@/lib/moderation/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators: moderation',
    summary: 'Reinstate an account',
    description:
      'Needs a TOTP code from the last 15 minutes (else 403 `totp_required`). The account may sign in again and its page and campaigns come back; it is e-mailed. Withdrawn requests and invitations stay withdrawn. Written to the audit log. 409 when not suspended.',
    access: 'operator',
    params: accountParamsSchema,
    body: { kind: 'json', schema: reasonSchema },
    ok: [{ status: 200, description: 'Reinstated', schema: accountAnswerJson }],
    errors: [403, 404, 409],
  },
};
