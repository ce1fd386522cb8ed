import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { opsSetupPasswordSchema } from '@/lib/ops/schemas';
import { opsEnrolmentJson } from '@/lib/ops/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators',
    summary: 'Set an operator’s password (setup link)',
    description:
      'The token of the one-time link `npm run operator -- create <email>` prints (24 hours). Sets the password (at least 12 characters) and answers the TOTP secret to enrol, with its QR code as SVG. Once set, the same password resumes (a reload); another is 401. A used or expired link is 404.',
    access: 'none',
    body: { kind: 'json', schema: opsSetupPasswordSchema },
    ok: [{ status: 200, description: 'Password set; enrol this secret', schema: opsEnrolmentJson }],
    errors: [404, 409],
    limited: true,
  },
};
