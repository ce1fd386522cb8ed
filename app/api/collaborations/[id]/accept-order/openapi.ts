import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { orderAnswer } from '@/lib/packages/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Accept a package order',
    description: 'The creator, on a paid order not yet answered: the job is active, its content due in the package’s delivery days.',
    access: 'creator',
    params: collaborationParamsSchema,
    ok: [{ status: 200, description: 'Accepted', schema: orderAnswer }],
    errors: [404, 409],
  },
};
