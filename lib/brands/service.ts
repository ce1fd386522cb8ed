import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { AppError, conflict, isUniqueViolation, notFound } from '@/lib/errors';
import { checkPassword, hashPassword } from '@/lib/auth/passwords';
import { refreshAccessToken, startSession, type SessionTokens } from '@/lib/auth/sessions';
import { auditLogin } from '@/lib/auth/login-log';
import { limitSignup, loginFailures } from '@/lib/auth/limits';
import type { Actor } from '@/lib/auth/tokens';
import { consumePhoneProof, hasFreshPhoneProof } from '@/lib/phone/provider';
import { removeUpload, saveImage } from '@/lib/storage/images';
import { brands, type Brand } from '@/models';
import type { BrandLoginInput, BrandProfileUpdate, BrandSignupInput } from './schemas';

export const EMAIL_TAKEN = 'Email already exists, please login';
export const PHONE_NOT_VERIFIED = 'Please verify your phone number before completing signup';

// Failed logins only: after this many in the window the account (or address) waits.

/** The brand as the API shows it to its owner: the spec's fields, never the password hash. */
export type BrandJson = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  brandName: string;
  brandLogo: string | null;
  companyType: string;
  gstNo: string;
  address: string;
  createdAt: string;
};

export function toBrandJson(b: Brand): BrandJson {
  return {
    _id: b.id,
    name: b.name,
    email: b.email,
    phone: b.phone,
    brandName: b.brandName,
    brandLogo: b.brandLogo,
    companyType: b.companyType,
    gstNo: b.gstNo,
    address: b.address,
    createdAt: b.createdAt.toISOString(),
  };
}

/** The brand with this e-mail (case-insensitive, as the unique index), or null. */
export async function findBrandByEmail(email: string, executor?: Executor): Promise<Brand | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.select().from(brands).where(eq(sql`lower(${brands.email})`, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/** The brand with this id, or null (a deleted account's still-valid token finds nothing). */
export async function getBrandById(id: string): Promise<Brand | null> {
  const db = await getDb();
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row ?? null;
}

async function getBrandOrThrow(actor: Actor): Promise<Brand> {
  const brand = await getBrandById(actor.id);
  if (!brand) throw new AppError('unauthorized', 'Your account no longer exists. Please sign up again.');
  return brand;
}

export type SessionAnswer = SessionTokens & { user: BrandJson; message: string };

/**
 * Creates a brand account from the wizard. Refuses unless the phone was verified through the
 * phone provider within the hour; the proof is used up in the same transaction.
 */
export async function signupBrand(input: BrandSignupInput, ip = 'direct'): Promise<SessionAnswer> {
  await limitSignup('brand', ip);
  if (!(await hasFreshPhoneProof(input.phone))) throw new AppError('bad_request', PHONE_NOT_VERIFIED, { phone: PHONE_NOT_VERIFIED });
  if (await findBrandByEmail(input.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const brandLogo = await saveImage(input.brandLogo, 'Brand Logo');
  const db = await getDb();
  let brand: Brand;
  try {
    brand = await db.transaction(async (tx) => {
      if (!(await consumePhoneProof(input.phone, tx))) throw new AppError('bad_request', PHONE_NOT_VERIFIED, { phone: PHONE_NOT_VERIFIED });
      const [row] = await tx
        .insert(brands)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          phone: input.phone,
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
  const failures = loginFailures('brand', input.email, ip);
  await failures.guard();
  const brand = await findBrandByEmail(input.email);
  const ok = await checkPassword(input.password, brand?.passwordHash);
  if (!brand || !ok) {
    await failures.failed();
    throw new AppError('unauthorized', 'Invalid credentials');
  }
  await failures.succeeded();
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

export type BrandProfileJson = Pick<BrandJson, '_id' | 'brandName' | 'email' | 'phone' | 'address' | 'brandLogo' | 'name' | 'companyType' | 'gstNo'>;

function toProfileJson(b: Brand): BrandProfileJson {
  const { _id, brandName, email, phone, address, brandLogo, name, companyType, gstNo } = toBrandJson(b);
  return { _id, brandName, email, phone, address, brandLogo, name, companyType, gstNo };
}

/** The signed-in brand's own profile. */
export async function getBrandProfile(actor: Actor): Promise<BrandProfileJson> {
  return toProfileJson(await getBrandOrThrow(actor));
}

/** Updates the editable profile fields (and the logo, replacing the old file); the e-mail stays unique. */
export async function updateBrandProfile(actor: Actor, input: BrandProfileUpdate): Promise<BrandProfileJson & { message: string }> {
  const before = await getBrandOrThrow(actor);
  const db = await getDb();
  const [taken] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(sql`lower(${brands.email})`, input.email), ne(brands.id, actor.id)))
    .limit(1);
  if (taken) throw conflict('Email already exists');
  const newLogo = input.brandLogo ? await saveImage(input.brandLogo, 'Brand Logo') : undefined;
  let after: Brand | undefined;
  try {
    [after] = await db
      .update(brands)
      .set({
        brandName: input.brandName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        ...(newLogo ? { brandLogo: newLogo } : {}),
        updatedAt: new Date(),
      })
      .where(eq(brands.id, actor.id))
      .returning();
  } catch (err) {
    await removeUpload(newLogo);
    if (isUniqueViolation(err)) throw conflict('Email already exists');
    throw err;
  }
  if (!after) {
    await removeUpload(newLogo);
    throw notFound('Brand not found');
  }
  // The old logo goes only once the new one is stored and referenced.
  if (newLogo && before.brandLogo !== newLogo) await removeUpload(before.brandLogo);
  return { ...toProfileJson(after), message: 'Profile updated successfully' };
}
