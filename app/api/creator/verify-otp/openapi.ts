import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { verifyOtpSchema } from '@/lib/creators/schemas';
import { CREATOR_EMAIL } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Creator sign-up and sign-in',
    summary: 'Check the mailed code',
    description: 'Step 2: a right code lets this address finish sign-up within 30 minutes.',
    access: 'none',
    body: { kind: 'json', schema: verifyOtpSchema },
    ok: [{ status: 200, description: 'Code verified', schema: messageSchema }],
    limited: true,
    examples: [
      {
        flow: 'creator-signup',
        step: 2,
        name: 'creatorSignup',
        summary: 'Step 2: the 6-digit code from the e-mail',
        body: { email: CREATOR_EMAIL, otp: '482913' },
        code: { field: 'body.otp', mailTo: CREATOR_EMAIL },
        status: 200,
        response: { message: 'OTP verified successfully' },
      },
    ],
  },
};
