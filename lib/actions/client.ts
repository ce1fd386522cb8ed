import 'server-only';
import crypto from 'node:crypto';
import { headers } from 'next/headers';
import { ActionBindArgsValidationError, createSafeActionClient } from 'next-safe-action';
import { AppError } from '@/lib/errors';
import { refuseNul } from '@/lib/http/body';
import { clientIpOf, isForeignWrite } from '@/lib/http/caller';
import { toPublicError, type PublicError } from '@/lib/http/errors';
import type { Role } from '@/models';
import { actionActor } from './session';

/**
 * What a failed action tells the browser, as the API would: HTTP-like status, the same `code`
 * (lib/error-codes.ts), message and one message per field (field errors from the services, e.g.
 * "Verify your new phone number...").
 * Validation errors of the input schema come separately, as next-safe-action's validationErrors.
 */
type ActionError = Omit<PublicError, 'retryAfterSeconds'>;

/**
 * Every server action starts here. Next.js refuses actions whose Origin is not this host; this
 * also refuses what the browser marks as cross-site (as the API does), refuses NUL characters,
 * and puts the caller's address in `ctx.ip` for the services' rate limits. Thrown errors are
 * mapped like the API's (toPublicError): a 4xx with its message, or a logged, generic 500.
 */
export const actionClient = createSafeActionClient({
  handleServerError: (err): ActionError => {
    // A bound argument (the id an edit form is for) that fails its schema is bad input, not our fault.
    if (err instanceof ActionBindArgsValidationError)
      return { status: 400, code: 'validation_failed', message: firstMessage(err.validationErrors) ?? 'Invalid request' };
    const { status, code, message, fields, requestId } = toPublicError(err, crypto.randomUUID());
    return { status, code, message, ...(fields ? { fields } : {}), ...(requestId ? { requestId } : {}) };
  },
}).use(async ({ next, clientInput }) => {
  const h = await headers();
  if (isForeignWrite('POST', h)) throw new AppError('cross_site_refused', 'Cross-site request refused');
  refuseNul(clientInput);
  return next({ ctx: { ip: clientIpOf(h) } });
});

const PLEASE_SIGN_IN = { brand: 'Please sign in as a brand', creator: 'Please sign in as a creator' } as const;

/** Actions of a signed-in `role` (its session cookie; renewed from the refresh cookie if it ran out): `ctx.actor`. */
export function roleActionClient<R extends Role>(role: R) {
  return actionClient.use(async ({ next, ctx }) => {
    const actor = await actionActor(role, ctx.ip);
    if (!actor) throw new AppError('unauthorized', PLEASE_SIGN_IN[role]);
    return next({ ctx: { ...ctx, actor } });
  });
}

export const brandActionClient = roleActionClient('brand');
export const creatorActionClient = roleActionClient('creator');

/** The first message in next-safe-action's nested validation errors ({ _errors: [...] } at any depth). */
function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  for (const [key, value] of Object.entries(errors)) {
    if (key === '_errors' && Array.isArray(value) && typeof value[0] === 'string') return value[0];
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
