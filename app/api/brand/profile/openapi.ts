import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { brandProfileJson, profileMessage } from '@/lib/auth/json-schemas';
import { brandProfileUpdateSchema } from '@/lib/brands/schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Profiles',
    summary: 'The brand’s own profile',
    access: 'brand',
    ok: [{ status: 200, description: 'The profile', schema: brandProfileJson }],
    errors: [404],
  },
  PUT: {
    tag: 'Profiles',
    summary: 'Update the brand’s profile',
    description: 'JSON for the text fields; multipart when a new `brandLogo` comes along. A new e-mail waits in `pendingEmail` for the code mailed to it.',
    access: 'brand',
    body: { kind: 'json-or-multipart', schema: brandProfileUpdateSchema, files: { brandLogo: 'one' } },
    ok: [{ status: 200, description: 'Saved', schema: brandProfileJson.extend(profileMessage) }],
    errors: [404, 409],
    limited: true,
  },
};
