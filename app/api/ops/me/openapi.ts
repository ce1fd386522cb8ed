import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { opsMeJson } from '@/lib/ops/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators',
    summary: 'The signed-in operator',
    description:
      'Who is signed in, when the session ends, and whether the last TOTP check is within 15 minutes (else suspending, hiding and settling answer 403 `totp_required`).',
    access: 'operator',
    ok: [{ status: 200, description: 'The operator', schema: opsMeJson }],
  },
};
