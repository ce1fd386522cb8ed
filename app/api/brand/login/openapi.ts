import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { brandLoginSchema } from '@/lib/brands/schemas';
import { brandSession } from '@/lib/auth/json-schemas';
import { ACCESS, BRAND_EMAIL, REFRESH, brand } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Brand sign-up and sign-in',
    summary: 'Brand sign-in',
    access: 'none',
    body: { kind: 'json', schema: brandLoginSchema },
    ok: [{ status: 200, description: 'Signed in', schema: brandSession }],
    limited: true,
    examples: [
      {
        flow: 'brand-signup',
        step: 4,
        name: 'brandLogin',
        summary: 'Later: sign in for new tokens',
        body: { email: BRAND_EMAIL, password: 'strong-pass-77' },
        status: 200,
        response: { user: brand, accessToken: ACCESS, refreshToken: REFRESH, message: 'Login successful' },
        save: { brandToken: 'accessToken' },
      },
    ],
  },
};
