import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { moderationSearchSchema } from '@/lib/moderation/schemas';
import { moderatedAccountJson } from '@/lib/moderation/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators: moderation',
    summary: 'Search accounts',
    description: 'Brands and creators whose name, e-mail, phone number or GSTIN (brands) contains `q`, newest first, at most 50; without `q`, the newest.',
    access: 'operator',
    query: moderationSearchSchema,
    ok: [{ status: 200, description: 'The accounts', schema: z.object({ accounts: z.array(moderatedAccountJson) }) }],
  },
};
