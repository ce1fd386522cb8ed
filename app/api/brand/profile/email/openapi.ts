import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { emailChangeConfirmSchema } from '@/lib/brands/schemas';
import { brandProfileJson, profileMessage } from '@/lib/auth/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Profiles',
    summary: 'Confirm the new e-mail address',
    access: 'brand',
    body: { kind: 'json', schema: emailChangeConfirmSchema },
    ok: [{ status: 200, description: 'E-mail changed', schema: brandProfileJson.extend(profileMessage) }],
    errors: [404, 409],
    limited: true,
  },
  DELETE: {
    tag: 'Profiles',
    summary: 'Drop the pending e-mail change',
    access: 'brand',
    ok: [{ status: 200, description: 'The e-mail stays as it is', schema: brandProfileJson.extend(profileMessage) }],
    errors: [404],
  },
};
