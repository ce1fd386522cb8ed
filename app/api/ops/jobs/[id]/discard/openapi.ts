import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { jobActionBodySchema, jobParamsSchema } from '@/lib/ops-queue/schemas';
import { jobDiscardedJson } from '@/lib/ops-queue/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators: disputes and jobs',
    summary: 'Discard a failed job',
    description: 'Removes a failed job or dead mail for good; an audit row with the optional reason. Operators only; unknown 404, a job not failed 409.',
    access: 'operator',
    params: jobParamsSchema,
    body: { kind: 'json', schema: jobActionBodySchema },
    ok: [{ status: 200, description: 'Discarded', schema: jobDiscardedJson }],
    errors: [404, 409],
  },
};
