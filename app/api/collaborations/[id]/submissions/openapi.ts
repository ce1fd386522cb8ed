import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema, submissionBodySchema } from '@/lib/collaborations/schemas';
import { submissionAnswer } from '@/lib/collaborations/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Submit a content version',
    description: 'The creator: a caption, up to 10 `images` (5 MB each) and/or a `draftUrl`.',
    access: 'any',
    params: collaborationParamsSchema,
    body: { kind: 'multipart', schema: submissionBodySchema, files: { images: 'many' }, maxBytes: 52 * 1024 * 1024 },
    ok: [{ status: 201, description: 'Submitted', schema: submissionAnswer }],
    errors: [404, 409],
  },
};
