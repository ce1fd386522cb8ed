import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { reviewBodySchema, submissionParamsSchema } from '@/lib/collaborations/schemas';
import { submissionAnswer } from '@/lib/collaborations/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Review the latest version',
    description: 'The brand approves it or asks for changes (a comment is then required).',
    access: 'any',
    params: submissionParamsSchema,
    body: { kind: 'json', schema: reviewBodySchema },
    ok: [{ status: 200, description: 'Reviewed', schema: submissionAnswer }],
    errors: [404, 409],
  },
};
