import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { creatorSignupSchema } from '@/lib/creators/schemas';
import { creatorSession } from '@/lib/auth/json-schemas';
import { ACCESS, CREATOR_EMAIL, CREATOR_ID, NOW, REFRESH } from '@/lib/openapi/examples';

const creator = {
  _id: CREATOR_ID,
  name: 'Asha Rao',
  email: CREATOR_EMAIL,
  phone: '+919812345678',
  niche: 'Fitness',
  bio: '',
  city: '',
  tags: [],
  socialMediaHandles: [{ platform: 'Instagram', handle: '@asharao', followers: 15000, followersUpdatedAt: NOW }],
  profilePicture: null,
  createdAt: NOW,
  updatedAt: NOW,
};

export const openapi: RouteOperations = {
  POST: {
    tag: 'Creator sign-up and sign-in',
    summary: 'Create the creator account',
    description:
      'Step 3 (multipart): the account, with `socialMediaHandles` as JSON text and an optional `profilePicture`. Answers the tokens for API clients and sets the session cookies for browsers.',
    access: 'none',
    body: { kind: 'multipart', schema: creatorSignupSchema, files: { profilePicture: 'one' } },
    ok: [{ status: 201, description: 'Account created and signed in', schema: creatorSession }],
    errors: [409],
    limited: true,
    examples: [
      {
        flow: 'creator-signup',
        step: 3,
        name: 'creatorSignup',
        summary: 'Step 3: the account (multipart; the picture is optional)',
        body: {
          name: 'Asha Rao',
          email: CREATOR_EMAIL,
          password: 'correct-horse-42',
          phone: '9812345678',
          niche: 'Fitness',
          socialMediaHandles: JSON.stringify([{ platform: 'Instagram', handle: '@asharao', followers: 15000 }]),
        },
        status: 201,
        response: { Creator: creator, accessToken: ACCESS, refreshToken: REFRESH, message: 'Signup successful' },
        save: { creatorToken: 'accessToken', creatorRefresh: 'refreshToken', creatorId: 'Creator._id' },
      },
    ],
  },
};
