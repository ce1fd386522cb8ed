'use server';

import { revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import { setAudienceCookie } from '@/lib/auth/cookies';
import { audienceKey, statedAudience } from '@/lib/participation/eligibility';
import { actionClient, creatorActionClient } from '@/lib/actions/client';
import { startActionSession } from '@/lib/actions/session';
import { PROFILE_UPDATED } from './messages';
import { creatorSignupActionSchema, profileUpdateActionSchema, requestOtpSchema, verifyOtpSchema } from './schemas';
import { requestOtp, signup, updateProfile, verifyOtp } from './service';

// Creator sign-up and profile forms. Same schemas and services as POST /api/creator/request-otp,
// /verify-otp, /signup and PUT /api/creator/profile (the handles and tags come as lists here,
// where the multipart API takes JSON text).

/** Sign-up step 1: mails a 6-digit code; the same answer whether or not the address has an account. */
export const requestCreatorCodeAction = actionClient
  .inputSchema(requestOtpSchema)
  .action(async ({ parsedInput, ctx }) => requestOtp(parsedInput, { ip: ctx.ip }));

/** Sign-up step 2: checks the mailed code. */
export const verifyCreatorCodeAction = actionClient.inputSchema(verifyOtpSchema).action(async ({ parsedInput, ctx }) => verifyOtp(parsedInput, { ip: ctx.ip }));

/** Sign-up step 3: creates the account for the verified address and signs this browser in (tokens stay in the httpOnly cookies). */
export const signupCreatorAction = actionClient.inputSchema(creatorSignupActionSchema).action(async ({ parsedInput, ctx }) => {
  const { creator, accessToken, refreshToken } = await signup(parsedInput, { ip: ctx.ip });
  await startActionSession('creator', { accessToken, refreshToken });
  return { creator, message: 'Signup successful' };
});

/** Saves the creator's profile: any of name, bio, city, phone, tags, and a new picture. */
export const updateCreatorProfileAction = creatorActionClient.inputSchema(profileUpdateActionSchema).action(async ({ parsedInput, ctx }) => {
  const profile = await updateProfile(ctx.actor, parsedInput);
  revalidatePath('/creator/dashboard', 'layout');
  // "Campaigns I qualify for" follows the audience just saved (proxy.ts reads this cookie).
  setAudienceCookie(await cookies(), audienceKey(statedAudience(profile.socialMediaHandles)));
  return { message: PROFILE_UPDATED, profile };
});
