import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { flagItemParamsSchema, flagResolveBodySchema } from '@/lib/flags/schemas';
import { flagResolvedJson } from '@/lib/flags/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators: moderation',
    summary: 'Resolve the reports of an item',
    description:
      'Closes every open report of the item with one decision: `no_action`, `hide` (campaigns only: hidden as by the campaign moderation) or `suspend` (the item’s owner: a campaign’s brand, the creator, a message’s author). Hiding and suspending need a TOTP code from the last 15 minutes (403 `totp_required`). Writes an audit row; each reporter is told the decision in the app. 404 when the item has no open report.',
    access: 'operator',
    params: flagItemParamsSchema,
    body: { kind: 'json', schema: flagResolveBodySchema },
    ok: [{ status: 200, description: 'Resolved', schema: flagResolvedJson }],
    errors: [403, 404],
  },
};
