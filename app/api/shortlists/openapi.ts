import 'server-only';
import { type RouteOperations } from '@/lib/openapi/operation';
import { z } from '@/lib/zod';
import { shortlistAnswer, shortlistSummary } from '@/lib/invitations/json-schemas';
import { shortlistBodySchema } from '@/lib/shortlists/schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Shortlists',
    access: 'brand',
    summary: 'The brand’s shortlists',
    ok: [{ status: 200, description: 'Name, how many creators, when last changed', schema: z.object({ shortlists: z.array(shortlistSummary) }) }],
  },
  POST: {
    tag: 'Shortlists',
    access: 'brand',
    summary: 'Create a shortlist',
    body: { kind: 'json', schema: shortlistBodySchema },
    ok: [{ status: 201, description: 'Created (empty)', schema: shortlistAnswer }],
    errors: [409],
  },
};
