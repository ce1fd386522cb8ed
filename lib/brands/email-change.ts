import 'server-only';
import { and, eq } from 'drizzle-orm';
import { findAccountByEmail } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError, badRequest, conflict, isUniqueViolation } from '@/lib/errors';
import { log } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { hit } from '@/lib/rate-limit';
import { mailboxKey, normalEmail } from '@/lib/email';
import { consumeVerifiedEmailCode, issueEmailCode, verifyEmailCode, type EmailCodeKey } from '@/lib/auth/email-codes';
import { brands, emailCodes, type Brand } from '@/models';

/*
 * A brand's e-mail changes only once the new address proves it is theirs: saving a new address
 * mails it a code and keeps it as `pendingEmail`; the code confirms it. Until then the old address
 * stays, so nobody can squat an address they do not read, and the answer is the same whether or
 * not another account has the new address (that mailbox gets a notice instead of a code).
 */

export const EMAIL_CHANGE_NOTHING_PENDING = 'There is no new e-mail address waiting for confirmation.';
export const emailChangeSentMessage = (email: string) =>
  `We sent a 6-digit code to ${email}. Enter it to confirm your new e-mail address; until then your e-mail stays as it is.`;

const SENDS_PER_BRAND = { max: 5, windowSeconds: 3600, message: 'Too many e-mail changes. Please wait and try again.' };
const SENDS_PER_MAILBOX = { max: 3, windowSeconds: 15 * 60, message: 'Too many codes sent to this address. Please wait a few minutes and try again.' };
const CONFIRMS_PER_BRAND = { max: 20, windowSeconds: 15 * 60, message: 'Too many attempts. Please wait a few minutes and try again.' };

const codeKey = (brandId: string, email: string): EmailCodeKey => ({ email, purpose: 'email-change', role: 'brand', subjectId: brandId });

async function otherBrandHas(email: string, brandId: string): Promise<boolean> {
  const owner = await findAccountByEmail('brand', email);
  return owner !== null && owner.id !== brandId;
}

/** Counts the send against its limits before anything changes (a 429 leaves the profile as it was). */
export async function limitEmailChange(brandId: string, email: string): Promise<void> {
  await hit(`brand-email-change:brand:${brandId}`, SENDS_PER_BRAND);
  await hit(`brand-email-change:mailbox:${mailboxKey(email)}`, SENDS_PER_MAILBOX);
}

/** Records `email` as the brand's pending address and mails it a code (or, when taken, a notice). */
export async function startEmailChange(brand: Brand, email: string): Promise<void> {
  const db = await getDb();
  await db.update(brands).set({ pendingEmail: email, updatedAt: new Date() }).where(eq(brands.id, brand.id));
  // A code is stored either way, so the confirm step also answers alike; a taken address's code is never mailed.
  const { code } = await issueEmailCode(codeKey(brand.id, email));
  const appUrl = env().APP_URL.replace(/\/$/, '');
  const mail = (await otherBrandHas(email, brand.id))
    ? {
        subject: 'This address already has a CollabMarket account',
        text:
          `Someone asked to move a CollabMarket brand account to this e-mail address, but it already belongs to another brand account, so nothing was changed.\n\n` +
          `If that account is yours, log in: ${appUrl}/brand/login\n\nIf it was not you, you can ignore this e-mail.`,
        reason: 'You get this because someone asked to make this the e-mail address of a CollabMarket brand account.',
      }
    : {
        subject: 'Confirm your new CollabMarket e-mail address',
        text:
          `Your code to confirm ${email} as the e-mail address of ${brand.brandName} on CollabMarket is ${code}.\n\n` +
          `It expires in 10 minutes and works once. If you did not ask for this, you can ignore this e-mail: nothing changes without the code.`,
        reason: 'You get this because someone asked to make this the e-mail address of a CollabMarket brand account.',
      };
  try {
    await sendMail({ to: email, ...mail });
  } catch (err) {
    log.error({ err: String(err) }, 'could not send mail');
    throw new AppError('unavailable', 'We could not send the e-mail right now. Please try again shortly.');
  }
}

/** Checks the code mailed to the pending address; a right one makes it the brand's e-mail and tells the old address. */
export async function confirmEmailChange(brand: Brand, code: string): Promise<Brand> {
  const pending = brand.pendingEmail;
  if (!pending) throw badRequest(EMAIL_CHANGE_NOTHING_PENDING, { code: EMAIL_CHANGE_NOTHING_PENDING });
  await hit(`brand-email-confirm:brand:${brand.id}`, CONFIRMS_PER_BRAND);
  const key = codeKey(brand.id, pending);
  try {
    await verifyEmailCode({ ...key, code });
  } catch (err) {
    if (err instanceof AppError) throw badRequest(err.message, { code: err.message });
    throw err;
  }
  const db = await getDb();
  let after: Brand;
  try {
    after = await db.transaction(async (tx) => {
      if (!(await consumeVerifiedEmailCode(tx, key))) throw badRequest(EMAIL_CHANGE_NOTHING_PENDING, { code: EMAIL_CHANGE_NOTHING_PENDING });
      const [row] = await tx
        .update(brands)
        .set({ email: pending, pendingEmail: null, updatedAt: new Date() })
        .where(and(eq(brands.id, brand.id), eq(brands.pendingEmail, pending)))
        .returning();
      if (!row) throw badRequest(EMAIL_CHANGE_NOTHING_PENDING, { code: EMAIL_CHANGE_NOTHING_PENDING });
      return row;
    });
  } catch (err) {
    // The address proved to be the caller's, and another brand account has it: saying so tells them only about their own mailbox.
    if (isUniqueViolation(err)) throw conflict('Email already exists');
    throw err;
  }
  await sendMail({
    to: brand.email,
    subject: 'Your CollabMarket e-mail address was changed',
    text:
      `The e-mail address of ${brand.brandName} on CollabMarket is now ${pending}. From now on, log in with that address.\n\n` +
      `If you did not make this change, reset your password and contact us.`,
    reason: `You get this because this address was the e-mail of the CollabMarket brand account ${brand.brandName}.`,
  }).catch((err) => log.error({ err: String(err) }, 'could not send the e-mail change notice'));
  return after;
}

/** Drops a pending address and its codes. */
export async function cancelEmailChange(brand: Brand): Promise<Brand> {
  const db = await getDb();
  const [row] = await db.update(brands).set({ pendingEmail: null, updatedAt: new Date() }).where(eq(brands.id, brand.id)).returning();
  if (brand.pendingEmail) {
    await db
      .update(emailCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(emailCodes.email, normalEmail(brand.pendingEmail)), eq(emailCodes.purpose, 'email-change'), eq(emailCodes.role, 'brand')));
  }
  return row ?? brand;
}
