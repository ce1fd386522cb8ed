import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { moderatedCampaignParamsSchema, reasonSchema } from '@/lib/moderation/schemas';
import { campaignAnswerJson } from '@/lib/moderation/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators: moderation',
    summary: 'Hide a campaign',
    description:
      'Needs a TOTP code from the last 15 minutes (else 403 `totp_required`). The campaign leaves every list, its page answers 410 to the public (its brand reads the reason), new requests are refused, and every server drops its cached pages at once. Written to the audit log. 409 when already hidden.',
    access: 'operator',
    params: moderatedCampaignParamsSchema,
    body: { kind: 'json', schema: reasonSchema },
    ok: [{ status: 200, description: 'Hidden', schema: campaignAnswerJson }],
    errors: [403, 404, 409],
  },
};
