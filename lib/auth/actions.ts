'use server';

import { cookies } from 'next/headers';
import { actionClient } from '@/lib/actions/client';
import { startActionSession } from '@/lib/actions/session';
import { loginBrand } from '@/lib/brands/service';
import { login as loginCreator } from '@/lib/creators/service';
import { clearSessionCookies, forgetKnownRole, refreshCookie } from './cookies';
import { loginAnyRole } from './login';
import { brandLoginFormSchema, creatorLoginFormSchema, genericLoginSchema } from './login-schemas';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { resetConfirmSchema, resetRequestSchema } from './password-reset-schemas';
import { safeNext, signOutSchema } from './schemas';
import { endSession } from './sessions';

// The sign-in forms. Same schemas and services as POST /api/auth/login, /api/brand/login,
// /api/creator/login, /api/auth/password-reset/* and /api/session/logout (same failed-login
// counters, same answers for unknown accounts); the tokens go into httpOnly cookies, never into
// the answer, which says where to go next.

const LOGGED_IN = 'Login successful';

/** `/login`: either role; the account decides the dashboard. A typed phone must be the account's, proven with its code. */
export const loginAction = actionClient.inputSchema(genericLoginSchema).action(async ({ parsedInput, ctx }) => {
  const { role, redirectTo, accessToken, refreshToken } = await loginAnyRole(parsedInput, ctx.ip);
  await startActionSession(role, { accessToken, refreshToken });
  return { redirectTo, message: LOGGED_IN };
});

/** `/brand/login`: then back to `next` when it is a path on this site, else the dashboard. */
export const brandLoginAction = actionClient.inputSchema(brandLoginFormSchema).action(async ({ parsedInput: { next, ...input }, ctx }) => {
  const { accessToken, refreshToken } = await loginBrand(input, ctx.ip);
  await startActionSession('brand', { accessToken, refreshToken });
  return { redirectTo: safeNext(next, '/brand/dashboard'), message: LOGGED_IN };
});

/** `/creator/login`: then back to `next` when it is a path on this site, else the dashboard. */
export const creatorLoginAction = actionClient.inputSchema(creatorLoginFormSchema).action(async ({ parsedInput: { next, ...input }, ctx }) => {
  const { accessToken, refreshToken } = await loginCreator(input, { ip: ctx.ip });
  await startActionSession('creator', { accessToken, refreshToken });
  return { redirectTo: safeNext(next, '/creator/dashboard'), message: LOGGED_IN };
});

/** Mails a reset code when the account exists; the answer is the same either way. */
export const requestPasswordResetAction = actionClient
  .inputSchema(resetRequestSchema)
  .action(async ({ parsedInput, ctx }) => requestPasswordReset(parsedInput, ctx.ip));

/** Sets the new password with the mailed code; every session of the account ends. */
export const confirmPasswordResetAction = actionClient
  .inputSchema(resetConfirmSchema)
  .action(async ({ parsedInput, ctx }) => confirmPasswordReset(parsedInput, ctx.ip));

/**
 * Signs this browser out of one role: ends the session of its refresh cookie and clears the
 * role's cookies, leaving a session of the other role alone. No session is needed to call it
 * (an expired access cookie must not keep anyone signed in), and other sites are refused.
 */
export const signOutAction = actionClient.inputSchema(signOutSchema).action(async ({ parsedInput: { role } }) => {
  const jar = await cookies();
  await endSession(role, jar.get(refreshCookie(role))?.value);
  clearSessionCookies(jar, role);
  forgetKnownRole(jar, role);
  return { message: 'Signed out' };
});
