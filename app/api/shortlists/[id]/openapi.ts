import 'server-only';
import { isoDate, messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { shortlistBodySchema, shortlistParamsSchema } from '@/lib/shortlists/schemas';
import { shortlistAnswer, shortlistSummary } from '@/lib/invitations/json-schemas';
import { z } from '@/lib/zod';
import { directoryCreatorJson } from '@/lib/auth/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Shortlists',
    access: 'brand',
    summary: 'One shortlist with its creators',
    params: shortlistParamsSchema,
    ok: [{ status: 200, description: 'The list', schema: shortlistSummary.extend({ members: z.array(directoryCreatorJson.extend({ addedAt: isoDate })) }) }],
    errors: [404],
  },
  PATCH: {
    tag: 'Shortlists',
    access: 'brand',
    summary: 'Rename a shortlist',
    params: shortlistParamsSchema,
    body: { kind: 'json', schema: shortlistBodySchema },
    ok: [{ status: 200, description: 'Renamed', schema: shortlistAnswer }],
    errors: [404, 409],
  },
  DELETE: {
    tag: 'Shortlists',
    access: 'brand',
    summary: 'Delete a shortlist',
    description: 'Never the creators on it.',
    params: shortlistParamsSchema,
    ok: [{ status: 200, description: 'Deleted', schema: messageSchema }],
    errors: [404],
  },
};
