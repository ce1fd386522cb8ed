import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { opsSetupTotpSchema } from '@/lib/ops/schemas';
import { opsRecoveryJson } from '@/lib/ops/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators',
    summary: 'Confirm TOTP enrolment (setup link)',
    description:
      'A code from the app proves the secret was enrolled: two-step sign-in is on, the link is used up, and ten recovery codes are answered this once (only their hashes are kept).',
    access: 'none',
    body: { kind: 'json', schema: opsSetupTotpSchema },
    ok: [{ status: 201, description: 'Enrolled', schema: opsRecoveryJson }],
    errors: [404, 409],
    limited: true,
  },
};
