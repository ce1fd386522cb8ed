import 'server-only';
import { eq } from 'drizzle-orm';
import { accountTable, findAccountByEmail } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { mailboxKey } from '@/lib/email';
import { hit } from '@/lib/rate-limit';
import { CODE_EXPIRED_MESSAGE, consumeVerifiedEmailCode, issueEmailCode, verifyEmailCode } from './email-codes';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { ANSWER_FLOOR_MS, withTimeFloor } from './timing';
import type { ResetConfirm, ResetRequest } from './password-reset-schemas';

export const RESET_REQUESTED = 'If an account exists for that e-mail, we have sent it a 6-digit code to reset the password.';
export const RESET_DONE = 'Your password has been reset. Please log in with your new password.';

const REQUESTS_PER_EMAIL = { max: 3, windowSeconds: 15 * 60, message: 'Too many reset requests. Please wait a few minutes and try again.' };
const REQUESTS_PER_IP = { max: 10, windowSeconds: 15 * 60, message: 'Too many reset requests. Please wait a few minutes and try again.' };
const CONFIRMS_PER_IP = { max: 20, windowSeconds: 15 * 60, message: 'Too many attempts. Please wait a few minutes and try again.' };

/** Mails a reset code when the account exists; answers the same either way, in time too, so it reveals nothing. */
export function requestPasswordReset(input: ResetRequest, ip: string): Promise<{ message: string }> {
  return withTimeFloor(ANSWER_FLOOR_MS, () => mailResetCode(input, ip));
}

async function mailResetCode(input: ResetRequest, ip: string): Promise<{ message: string }> {
  await hit(`reset:ip:${ip}`, REQUESTS_PER_IP);
  await hit(`reset:email:${mailboxKey(input.email)}`, REQUESTS_PER_EMAIL);
  // A code is issued either way, so confirming with a wrong, expired or burned code answers alike
  // whether or not the account exists; without an account the code is never mailed.
  const { code } = await issueEmailCode({ email: input.email, purpose: 'reset', role: input.role });
  if (await findAccountByEmail(input.role, input.email)) {
    await sendMail({
      to: input.email,
      subject: 'Your CollabMarket password reset code',
      text: `Your code to reset your CollabMarket ${input.role} password is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      reason: `You get this because someone asked to reset the password of the CollabMarket ${input.role} account with this address.`,
    });
  }
  return { message: RESET_REQUESTED };
}

/** Sets a new password with a valid reset code, records when, and ends every session of the account. */
export async function confirmPasswordReset(input: ResetConfirm, ip: string): Promise<{ message: string }> {
  await hit(`reset-confirm:ip:${ip}`, CONFIRMS_PER_IP);
  const key = { email: input.email, purpose: 'reset' as const, role: input.role };
  await verifyEmailCode({ ...key, code: input.code });
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const account = await findAccountByEmail(input.role, input.email, tx);
    if (!account || !(await consumeVerifiedEmailCode(tx, key))) throw new AppError('bad_request', CODE_EXPIRED_MESSAGE);
    const t = accountTable(input.role);
    await tx.update(t).set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(t.id, account.id));
    return account.id;
  });
  await revokeAllSessions({ role: input.role, id });
  return { message: RESET_DONE };
}
