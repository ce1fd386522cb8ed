import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { directoryQuerySchema } from '@/lib/creators/directory-schemas';
import { directoryCreatorJson } from '@/lib/auth/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Creator directory',
    summary: 'Search creators',
    description:
      'The directory for brands: search, filters, sort and cursor paging (`after`); never e-mail or phone. `minFollowers` and `maxFollowers` read counts as people type them ("18500", "18,500", "18.5k", "1.2M").',
    access: 'brand',
    query: directoryQuerySchema,
    ok: [
      {
        status: 200,
        description: 'A page of creators',
        schema: z.object({ creators: z.array(directoryCreatorJson.loose()), nextCursor: z.string().nullable() }),
      },
    ],
  },
};
