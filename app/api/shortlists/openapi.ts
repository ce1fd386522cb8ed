import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { shortlistAnswer, shortlistSummary } from '@/lib/invitations/json-schemas';
import { shortlistBodySchema } from '@/lib/shortlists/schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Shortlists',
    summary: 'The brand’s shortlists',
    access: 'brand',
    ok: [{ status: 200, description: 'Name, how many creators, when last changed', schema: z.object({ shortlists: z.array(shortlistSummary) }) }],
  },
  POST: {
    tag: 'Shortlists',
    summary: 'Create a shortlist',
    access: 'brand',
    body: { kind: 'json', schema: shortlistBodySchema },
    ok: [{ status: 201, description: 'Created (empty)', schema: shortlistAnswer }],
    errors: [409],
  },
};
