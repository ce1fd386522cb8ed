import 'server-only';
import { z } from '@/lib/zod';
import { isoDate, messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { shortlistBodySchema, shortlistParamsSchema } from '@/lib/shortlists/schemas';
import { shortlistAnswer, shortlistSummary } from '@/lib/invitations/json-schemas';
import { directoryCreatorJson } from '@/lib/auth/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Shortlists',
    summary: 'One shortlist with its creators',
    access: 'brand',
    params: shortlistParamsSchema,
    ok: [{ status: 200, description: 'The list', schema: shortlistSummary.extend({ members: z.array(directoryCreatorJson.extend({ addedAt: isoDate })) }) }],
    errors: [404],
  },
  PATCH: {
    tag: 'Shortlists',
    summary: 'Rename a shortlist',
    access: 'brand',
    params: shortlistParamsSchema,
    body: { kind: 'json', schema: shortlistBodySchema },
    ok: [{ status: 200, description: 'Renamed', schema: shortlistAnswer }],
    errors: [404, 409],
  },
  DELETE: {
    tag: 'Shortlists',
    summary: 'Delete a shortlist',
    description: 'Never the creators on it.',
    access: 'brand',
    params: shortlistParamsSchema,
    ok: [{ status: 200, description: 'Deleted', schema: messageSchema }],
    errors: [404],
  },
};
