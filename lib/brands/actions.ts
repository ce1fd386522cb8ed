'use server';

import { revalidatePath } from 'next/cache';
import { actionClient, brandActionClient } from '@/lib/actions/client';
import { startActionSession } from '@/lib/actions/session';
import { AppError } from '@/lib/errors';
import { basicInfoSchema, brandProfileUpdateSchema, brandSignupSchema, emailChangeConfirmSchema } from './schemas';
import { EMAIL_TAKEN, cancelBrandEmailChange, checkSignupEmail, confirmBrandEmail, signupBrand, updateBrandProfile } from './service';

// Browser forms of the brand's own account. Same schemas and services as PUT /api/brand/profile
// and /api/brand/profile/email; the dashboard's layout shows the brand name, so it is revalidated.

/** Saves the profile form: name, address, logo at once; a new phone with its proof; a new e-mail pending its code. */
export const updateBrandProfileAction = brandActionClient.inputSchema(brandProfileUpdateSchema).action(async ({ parsedInput, ctx }) => {
  const profile = await updateBrandProfile(ctx.actor, parsedInput);
  revalidatePath('/brand/dashboard', 'layout');
  return profile;
});

/** Confirms the pending e-mail address with the code mailed to it. */
export const confirmBrandEmailAction = brandActionClient
  .inputSchema(emailChangeConfirmSchema)
  .action(async ({ parsedInput, ctx }) => confirmBrandEmail(ctx.actor, parsedInput));

/** Drops the pending e-mail address. */
export const cancelBrandEmailChangeAction = brandActionClient.action(async ({ ctx }) => cancelBrandEmailChange(ctx.actor));

/**
 * Sign-up step 1: checks name, e-mail and password with the API's own schema before the phone
 * step, and refuses an address that already has an account (under the e-mail, as the last step
 * would); rate-limited with the sign-up. Stores nothing.
 */
export const checkBrandBasicsAction = actionClient.inputSchema(basicInfoSchema).action(async ({ parsedInput, ctx }) => {
  await checkSignupEmail(parsedInput.email, ctx.ip).catch(emailTakenOnField);
  return { ok: true as const };
});

/**
 * The sign-up wizard's last step: every step's fields and the logo File at once, as
 * POST /api/brand/signup takes them. Signs this browser in as the new brand; the tokens stay in
 * the httpOnly cookies and out of the answer.
 */
export const signupBrandAction = actionClient.inputSchema(brandSignupSchema).action(async ({ parsedInput, ctx }) => {
  const { accessToken, refreshToken, user, message } = await signupBrand(parsedInput, ctx.ip).catch(emailTakenOnField);
  await startActionSession('brand', { accessToken, refreshToken });
  return { user, message };
});

// The API answers a taken address with its message only; the wizard shows it under the e-mail.
function emailTakenOnField(err: unknown): never {
  if (err instanceof AppError && err.code === 'conflict') throw new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
  throw err;
}
