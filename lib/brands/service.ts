import 'server-only';
import { eq } from 'drizzle-orm';
import { findAccountByEmail } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '@/lib/errors';
import { normalEmail } from '@/lib/email';
import { cancelEmailChange, confirmEmailChange, emailChangeSentMessage, limitEmailChange, startEmailChange } from './email-change';
import { checkPassword, hashPassword } from '@/lib/auth/passwords';
import { refreshAccessToken, startSession, type SessionTokens } from '@/lib/auth/sessions';
import { auditLogin } from '@/lib/auth/login-log';
import { limitSignup, loginFailures } from '@/lib/auth/limits';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { consumePhoneProof, hasFreshPhoneProof, requirePhone } from '@/lib/phone/provider';
import { removeUpload, saveImage } from '@/lib/storage/images';
import { brands, type Brand } from '@/models';
import type { BrandLoginInput, BrandProfileUpdate, BrandSignupInput } from './schemas';
import { PHONE_CHANGE_UNVERIFIED } from './messages';
import { toBrandJson, toBrandProfileJson, type BrandJson, type BrandProfileJson } from './serialize';

export const EMAIL_TAKEN = 'Email already exists, please login';
export const PHONE_NOT_VERIFIED = 'Please verify your phone number before completing signup';

/** The brand with this id, or null (a deleted account's still-valid token finds nothing). */
export async function getBrandById(id: string): Promise<Brand | null> {
  const db = await getDb();
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row ?? null;
}

/** The signed-in brand's own row: a creator's actor is refused even with a brand's id. */
async function getBrandOrThrow(actor: Actor): Promise<Brand> {
  requireRole(actor, 'brand');
  const brand = await getBrandById(actor.id);
  if (!brand) throw new AppError('unauthorized', 'Your account no longer exists. Please sign up again.');
  return brand;
}

type SessionAnswer = SessionTokens & { user: BrandJson; message: string };

/**
 * Sign-up step 1: refuses an e-mail that already has a brand account with the sign-up's own 409,
 * before the phone step. Each check counts against the sign-up's per-IP limit (the same counter),
 * so it tells no more, and no faster, than POST /api/brand/signup's 409 does.
 */
export async function checkSignupEmail(email: string, ip = 'direct'): Promise<void> {
  await limitSignup('brand', ip);
  if (await findAccountByEmail('brand', email)) throw conflict(EMAIL_TAKEN);
}

/**
 * Creates a brand account from the wizard. Refuses unless the phone was verified through the
 * phone provider within the hour; the proof is used up in the same transaction.
 */
export async function signupBrand(input: BrandSignupInput, ip = 'direct'): Promise<SessionAnswer> {
  await limitSignup('brand', ip);
  const phone = requirePhone(input.phone);
  if (!(await hasFreshPhoneProof(phone))) throw new AppError('bad_request', PHONE_NOT_VERIFIED, { phone: PHONE_NOT_VERIFIED });
  if (await findAccountByEmail('brand', input.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const brandLogo = await saveImage(input.brandLogo, 'Brand Logo', `ip:${ip}`);
  const db = await getDb();
  let brand: Brand;
  try {
    brand = await db.transaction(async (tx) => {
      if (!(await consumePhoneProof(phone, tx))) throw new AppError('bad_request', PHONE_NOT_VERIFIED, { phone: PHONE_NOT_VERIFIED });
      const [row] = await tx
        .insert(brands)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          phone,
          brandName: input.brandName,
          brandLogo,
          companyType: input.companyType,
          gstNo: input.gstNo,
        })
        .returning();
      return row;
    });
  } catch (err) {
    await removeUpload(brandLogo);
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  const tokens = await startSession({ role: 'brand', id: brand.id });
  return { ...tokens, user: toBrandJson(brand), message: 'Signup complete' };
}

/**
 * Brand login. An unknown e-mail and a wrong password get the same answer, count against the same
 * limits and take as long (a dummy hash), so the login tells nobody which accounts exist.
 */
async function passwordLogin(input: BrandLoginInput, ip: string): Promise<SessionAnswer> {
  const failures = loginFailures(['brand'], input.email, ip);
  await failures.guard();
  const brand = await findAccountByEmail('brand', input.email);
  const ok = await checkPassword(input.password, brand?.passwordHash);
  if (!brand || !ok) {
    await failures.failed();
    throw new AppError('unauthorized', 'Invalid credentials');
  }
  await failures.succeeded('brand');
  const tokens = await startSession({ role: 'brand', id: brand.id });
  return { ...tokens, user: toBrandJson(brand), message: 'Login successful' };
}

/** Brand password login; every attempt is logged with its outcome (never the password or tokens). */
export function loginBrand(input: BrandLoginInput, ip: string): Promise<SessionAnswer> {
  return auditLogin('brand', input.email, ip, () => passwordLogin(input, ip));
}

/** `POST /api/brand/token`: a new access token for a live brand refresh token. */
export async function brandAccessToken(token: string): Promise<{ accessToken: string }> {
  return { accessToken: await refreshAccessToken('brand', token) };
}

/** The signed-in brand's own profile. */
export async function getBrandProfile(actor: Actor): Promise<BrandProfileJson> {
  return toBrandProfileJson(await getBrandOrThrow(actor));
}

/**
 * Updates the profile. Brand name, address and logo change at once (a new logo replaces the old
 * file). A new phone needs a fresh proof through the phone provider, used up here; a new e-mail
 * needs the code mailed to it (`confirmBrandEmail`), and until then the old one stays.
 */
export async function updateBrandProfile(actor: Actor, input: BrandProfileUpdate): Promise<BrandProfileJson & { message: string }> {
  const before = await getBrandOrThrow(actor);
  const newEmail = normalEmail(input.email) !== normalEmail(before.email) ? input.email : null;
  const phone = requirePhone(input.phone);
  const newPhone = phone !== before.phone ? phone : null;
  if (newPhone && !(await hasFreshPhoneProof(newPhone))) throw badRequest(PHONE_CHANGE_UNVERIFIED, { phone: PHONE_CHANGE_UNVERIFIED });
  if (newEmail) await limitEmailChange(before.id, newEmail);
  const newLogo = input.brandLogo ? await saveImage(input.brandLogo, 'Brand Logo', `brand:${actor.id}`) : undefined;
  const db = await getDb();
  let after: Brand | undefined;
  try {
    after = await db.transaction(async (tx) => {
      if (newPhone && !(await consumePhoneProof(newPhone, tx))) throw badRequest(PHONE_CHANGE_UNVERIFIED, { phone: PHONE_CHANGE_UNVERIFIED });
      const [row] = await tx
        .update(brands)
        .set({
          brandName: input.brandName,
          address: input.address,
          ...(newPhone ? { phone: newPhone } : {}),
          ...(newLogo ? { brandLogo: newLogo } : {}),
          updatedAt: new Date(),
        })
        .where(eq(brands.id, actor.id))
        .returning();
      return row;
    });
  } catch (err) {
    await removeUpload(newLogo);
    throw err;
  }
  if (!after) {
    await removeUpload(newLogo);
    throw notFound('Brand not found');
  }
  // The old logo goes only once the new one is stored and referenced.
  if (newLogo && before.brandLogo !== newLogo) await removeUpload(before.brandLogo);
  if (newEmail) {
    await startEmailChange(after, newEmail);
    after = { ...after, pendingEmail: newEmail };
  }
  return { ...toBrandProfileJson(after), message: newEmail ? emailChangeSentMessage(newEmail) : 'Profile updated successfully' };
}

/** Confirms the pending e-mail address with the code mailed to it. */
export async function confirmBrandEmail(actor: Actor, input: { code: string }): Promise<BrandProfileJson & { message: string }> {
  const after = await confirmEmailChange(await getBrandOrThrow(actor), input.code);
  return { ...toBrandProfileJson(after), message: `Your e-mail address is now ${after.email}` };
}

/** Drops the pending e-mail address. */
export async function cancelBrandEmailChange(actor: Actor): Promise<BrandProfileJson & { message: string }> {
  const after = await cancelEmailChange(await getBrandOrThrow(actor));
  return { ...toBrandProfileJson(after), message: 'E-mail change cancelled' };
}
