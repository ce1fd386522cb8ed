import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { creatorPackagesParamsSchema } from '@/lib/packages/schemas';
import { packageList } from '@/lib/packages/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Creator directory',
    summary: 'A creator’s packages',
    description: 'The creator’s active packages (paused ones are hidden), in the creator’s order. Public.',
    access: 'none',
    params: creatorPackagesParamsSchema,
    ok: [{ status: 200, description: 'The packages', schema: packageList }],
    errors: [404],
  },
};
