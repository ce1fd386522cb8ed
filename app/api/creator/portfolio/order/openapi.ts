import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { portfolioOrderSchema } from '@/lib/portfolio/schemas';
import { portfolioOrdered } from '@/lib/portfolio/json-schemas';

export const openapi: RouteOperations = {
  PUT: {
    tag: 'Creator directory',
    summary: 'Reorder the portfolio',
    description: 'Every id of the creator’s portfolio once, in the new order (400 when one is missing, repeated or not theirs).',
    access: 'creator',
    body: { kind: 'json', schema: portfolioOrderSchema },
    ok: [{ status: 200, description: 'Reordered', schema: portfolioOrdered }],
  },
};
