import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { brandSignupSchema } from '@/lib/brands/schemas';
import { brandSession } from '@/lib/auth/json-schemas';
import { ACCESS, BRAND_EMAIL, BRAND_PHONE, REFRESH, brand } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Brand sign-up and sign-in',
    summary: 'Create the brand account',
    description: 'The wizard’s last step (multipart, with the `brandLogo` file); the phone must have been verified within the hour.',
    access: 'none',
    body: { kind: 'multipart', schema: brandSignupSchema, files: { brandLogo: 'one' } },
    ok: [{ status: 201, description: 'Account created and signed in', schema: brandSession }],
    errors: [409],
    limited: true,
    examples: [
      {
        flow: 'brand-signup',
        step: 3,
        name: 'brandSignup',
        summary: 'Step 3: the account (multipart, with the brandLogo file)',
        body: {
          name: 'Priya Shah',
          email: BRAND_EMAIL,
          password: 'strong-pass-77',
          brandName: 'FitFuel',
          companyType: 'Private',
          gstNo: '27AAPFU0939F1ZV',
          phone: BRAND_PHONE,
        },
        status: 201,
        response: { user: brand, accessToken: ACCESS, refreshToken: REFRESH, message: 'Signup complete' },
        save: { brandToken: 'accessToken' },
      },
    ],
  },
};
