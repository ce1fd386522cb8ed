import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { sendCodeSchema } from '@/lib/phone/schemas';
import { phoneAnswer } from '@/lib/auth/json-schemas';
import { BRAND_PHONE } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Brand sign-up and sign-in',
    summary: 'Text a phone code',
    description: 'Local phone provider: texts a 6-digit code to the number (10 digits or +91…).',
    access: 'none',
    body: { kind: 'json', schema: sendCodeSchema },
    ok: [{ status: 200, description: 'Code sent', schema: phoneAnswer }],
    limited: true,
    examples: [
      {
        flow: 'brand-signup',
        step: 1,
        name: 'brandSignup',
        summary: 'Step 1: text a code to the phone',
        body: { phone: BRAND_PHONE },
        status: 200,
        response: { message: `Sent verification code to +91${BRAND_PHONE}`, phone: `+91${BRAND_PHONE}` },
      },
    ],
  },
};
