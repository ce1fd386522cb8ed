import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { accountParamsSchema, reasonSchema } from '@/lib/moderation/schemas';
import { accountAnswerJson } from '@/lib/moderation/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators: moderation',
    summary: 'Suspend an account',
    description:
      'Needs a TOTP code from the last 15 minutes (else 403 `totp_required`). At once: every sign-in of the account ends (its access tokens are refused on the next call), it cannot sign in (403 `account_suspended`), its public page (a creator) or its campaigns (a brand) leave every list, its pending requests and invitations are withdrawn, and it is e-mailed the reason. Written to the audit log. 409 when already suspended.',
    access: 'operator',
    params: accountParamsSchema,
    body: { kind: 'json', schema: reasonSchema },
    ok: [{ status: 200, description: 'Suspended', schema: accountAnswerJson }],
    errors: [403, 404, 409],
  },
};
