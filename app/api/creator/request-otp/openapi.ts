import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { requestOtpSchema } from '@/lib/creators/schemas';
import { CREATOR_EMAIL } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Creator sign-up and sign-in',
    summary: 'Mail a sign-up code',
    description: 'Step 1 of creator sign-up: mails a 6-digit code to the address. The answer is the same whether or not the address has an account.',
    access: 'none',
    body: { kind: 'json', schema: requestOtpSchema },
    ok: [{ status: 200, description: 'Code sent', schema: messageSchema }],
    limited: true,
    examples: [
      {
        flow: 'creator-signup',
        step: 1,
        name: 'creatorSignup',
        summary: 'Step 1: mail a sign-up code',
        body: { email: CREATOR_EMAIL },
        status: 200,
        response: { message: 'OTP sent to your email' },
      },
    ],
  },
};
