import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { moderatedCampaignParamsSchema, reasonSchema } from '@/lib/moderation/schemas';
import { campaignAnswerJson } from '@/lib/moderation/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators: moderation',
    summary: 'Restore a campaign',
    description:
      'Needs a TOTP code from the last 15 minutes (else 403 `totp_required`). The campaign is listed and served again as its status says. Written to the audit log. 409 when not hidden.',
    access: 'operator',
    params: moderatedCampaignParamsSchema,
    body: { kind: 'json', schema: reasonSchema },
    ok: [{ status: 200, description: 'Restored', schema: campaignAnswerJson }],
    errors: [403, 404, 409],
  },
};
