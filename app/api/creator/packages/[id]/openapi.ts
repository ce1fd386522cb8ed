import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { packageIdParamsSchema, packageUpdateSchema } from '@/lib/packages/schemas';
import { packageAnswer } from '@/lib/packages/json-schemas';

export const openapi: RouteOperations = {
  PATCH: {
    tag: 'Creator directory',
    summary: 'Change a package',
    description:
      'Any of the package’s fields; `status: "paused"` hides it from brands, `"active"` shows it again. The creator’s own packages only (404 otherwise).',
    access: 'creator',
    params: packageIdParamsSchema,
    body: { kind: 'json', schema: packageUpdateSchema },
    ok: [{ status: 200, description: 'Saved', schema: packageAnswer }],
    errors: [404],
  },
  DELETE: {
    tag: 'Creator directory',
    summary: 'Delete a package',
    description: 'The creator’s own packages only (404 otherwise).',
    access: 'creator',
    params: packageIdParamsSchema,
    ok: [{ status: 200, description: 'Deleted', schema: packageAnswer }],
    errors: [404],
  },
};
