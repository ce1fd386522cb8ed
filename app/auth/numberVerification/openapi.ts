import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { phoneProofSchema, phoneQuerySchema } from '@/lib/phone/schemas';
import { phoneAnswer } from '@/lib/auth/json-schemas';
import { BRAND_PHONE } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Brand sign-up and sign-in',
    summary: 'Verify a phone',
    description: 'Marks `?phone=` verified given `{code}` (local provider) or `{idToken}` (Firebase). Brand sign-up needs it within the hour.',
    access: 'none',
    query: phoneQuerySchema,
    body: { kind: 'json', schema: phoneProofSchema },
    ok: [{ status: 200, description: 'Phone verified', schema: phoneAnswer }],
    limited: true,
    examples: [
      {
        flow: 'brand-signup',
        step: 2,
        name: 'brandSignup',
        summary: 'Step 2: the 6-digit code from the text',
        query: { phone: BRAND_PHONE },
        body: { code: '731205' },
        code: { field: 'body.code', textTo: `+91${BRAND_PHONE}` },
        status: 200,
        response: { message: 'Phone number verified successfully!', phone: `+91${BRAND_PHONE}` },
      },
    ],
  },
};
