import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { opsLoginSchema } from '@/lib/ops/schemas';
import { opsSessionJson } from '@/lib/ops/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators',
    summary: 'Operator sign-in',
    description:
      'Password and a TOTP code from the authenticator app (or one unused recovery code, then spent). Sets the httpOnly `ops_session` cookie: an 8-hour session for `/ops` and `/api/ops` only. A wrong address, password or code is the same 401.',
    access: 'none',
    body: { kind: 'json', schema: opsLoginSchema },
    ok: [{ status: 200, description: 'Signed in', schema: opsSessionJson }],
    limited: true,
  },
};
