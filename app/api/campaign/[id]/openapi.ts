import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { campaignAnswer, campaignJson } from '@/lib/campaigns/json-schemas';
import { campaignLookupSchema } from '@/lib/campaigns/schemas';
import { campaignUpdateSchema } from '@/lib/campaigns/schemas';
import { brandTrustJson } from '@/lib/trust/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Campaigns',
    summary: 'One campaign',
    description:
      'A closed campaign only for the brand that owns it; malformed ids are not found like unknown ones. `brandTrust`: the brand’s rating by creators ("New" below 3 reviews) and what was checked of it (computed, never typed in).',
    access: 'optional',
    params: campaignLookupSchema,
    ok: [{ status: 200, description: 'The campaign', schema: z.object({ campaign: campaignJson, brandTrust: brandTrustJson.nullable() }) }],
    errors: [404],
  },
  PATCH: {
    tag: 'Campaigns',
    summary: 'Edit a campaign',
    description:
      'Owner only; any subset of the fields, as JSON or multipart (with an optional new `campaignImage`); `feeInr` as on create. A `destinationUrl` on another host (compared in punycode form) is recorded on the timeline of every open collaboration of the campaign and told to its creator in the app and by e-mail; at most 10 such changes a day per campaign.',
    access: 'brand',
    params: campaignLookupSchema,
    body: { kind: 'json-or-multipart', schema: campaignUpdateSchema, files: { campaignImage: 'one' } },
    ok: [{ status: 200, description: 'Saved', schema: campaignAnswer }],
    errors: [404],
    limited: true,
  },
  DELETE: {
    tag: 'Campaigns',
    summary: 'Close a campaign',
    description: 'Closing is the only “delete”: requests and history stay.',
    access: 'brand',
    params: campaignLookupSchema,
    ok: [{ status: 200, description: 'Closed', schema: campaignAnswer }],
    errors: [404],
  },
};
