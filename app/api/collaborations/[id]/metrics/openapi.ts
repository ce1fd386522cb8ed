import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema, metricsBodySchema } from '@/lib/collaborations/schemas';
import { postMetricsJson } from '@/lib/collaborations/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Report the live post’s figures',
    description:
      'The creator, once the post is live (and after completion): views, likes and/or comments as the platform shows them now. Self-reported; each report is kept with the server’s date (`metricsHistory` on the collaboration), and a figure left out keeps its last value. At most 200 reports per collaboration.',
    access: 'any',
    params: collaborationParamsSchema,
    body: { kind: 'json', schema: metricsBodySchema },
    ok: [{ status: 201, description: 'Reported', schema: z.object({ message: z.string(), metrics: postMetricsJson }) }],
    errors: [403, 404, 409, 422],
  },
};
