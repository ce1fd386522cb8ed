import 'server-only';
import { and, eq } from 'drizzle-orm';
import { findAccountByEmail } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '@/lib/errors';
import { log } from '@/lib/log';
import { mailboxKey } from '@/lib/email';
import { sendMail } from '@/lib/mail';
import { hit } from '@/lib/rate-limit';
import { loginFailures } from '@/lib/auth/limits';
import { phoneProblem, readPhone } from '@/lib/phone/number';
import { saveImage, removeUpload } from '@/lib/storage/images';
import { checkPassword, hashPassword } from '@/lib/auth/passwords';
import { startSession, type SessionTokens } from '@/lib/auth/sessions';
import { auditLogin } from '@/lib/auth/login-log';
import { ANSWER_FLOOR_MS, withTimeFloor } from '@/lib/auth/timing';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { consumeVerifiedEmailCode, hasVerifiedEmailCode, issueEmailCode, verifyEmailCode, type EmailCodeKey } from '@/lib/auth/email-codes';
import { campaigns, creators, participationRequests, type Creator, type SocialHandle } from '@/models';
import { PHONE_MESSAGE as PHONE_INVALID } from '@/lib/phone/messages';
import { OTP_NOT_VERIFIED } from './messages';
import type { CreatorSignupInput, ProfileUpdateInput } from './schemas';
import { toCreatorJson, toPublicCreatorJson, type CreatorJson, type PublicCreatorWithTrustJson } from './serialize';
import { creatorTrust } from '@/lib/trust/service';
import { isUuid } from '@/lib/uuid';
import { invalidatePages, pageTags } from '@/lib/page-cache/invalidate';

/** Who is calling, for rate limits. */
type CallerInfo = { ip: string };

const OTP_SENT_MESSAGE = 'OTP sent to your email';
const EMAIL_TAKEN_MESSAGE = 'Email already exists';
/** The spec's client reads exactly this message to send an unknown account to sign-up. */
const BAD_CREDENTIALS_MESSAGE = 'Invalid credentials';

// Limits: sends per address and per IP; wrong OTPs per IP (each code also burns after 5 tries);
// failed logins per account and per IP.
const OTP_PER_EMAIL = { max: 5, windowSeconds: 3600, message: 'Too many OTP requests for this email. Please wait and try again.' };
const OTP_PER_IP = { max: 20, windowSeconds: 3600, message: 'Too many OTP requests. Please wait and try again.' };
const VERIFY_PER_IP = { max: 30, windowSeconds: 900, message: 'Too many attempts. Please wait and try again.' };
const SIGNUP_PER_IP = { max: 20, windowSeconds: 3600, message: 'Too many sign-ups from this network. Please wait and try again.' };

const signupKey = (email: string): EmailCodeKey => ({ email, purpose: 'signup', role: 'creator' });

/** The typed phone in E.164; a 400 naming the problem (not a number, not Indian) otherwise. */
function checkedPhone(input: string): string {
  const reading = readPhone(input);
  if ('phone' in reading) return reading.phone;
  const message = phoneProblem(reading, PHONE_INVALID);
  throw badRequest(message, { phone: message });
}

/** The creator row by id, or null (unknown or malformed id). */
type HandleInput = Omit<SocialHandle, 'followersUpdatedAt'>;
const sameHandle = (a: HandleInput, b: HandleInput) => a.platform === b.platform && a.handle.toLowerCase() === b.handle.toLowerCase();

/**
 * Handles as stored. A handle sent without figures keeps those it had; `followersUpdatedAt` is
 * the server's: set when followers are first stated or change, kept while they stay the same.
 */
function stampHandles(list: HandleInput[], previous: readonly SocialHandle[] = [], now = new Date()): SocialHandle[] {
  return list.map((h) => {
    const old = previous.find((p) => sameHandle(p, h));
    if (typeof h.followers !== 'number') {
      if (!old || typeof old.followers !== 'number') return { platform: h.platform, handle: h.handle };
      const { followers, avgViews, engagementRate, followersUpdatedAt } = old;
      return { platform: h.platform, handle: h.handle, followers, avgViews, engagementRate, followersUpdatedAt };
    }
    const kept = old && old.followers === h.followers && old.followersUpdatedAt;
    return { ...h, followersUpdatedAt: kept || now.toISOString() };
  });
}

export async function getCreatorById(id: string): Promise<Creator | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(creators).where(eq(creators.id, id)).limit(1);
  return row ?? null;
}

/** Sign-up mails go to whoever typed the address, who may have no account: no settings link. */
const SIGNUP_REASON = 'You get this because someone asked to sign up as a creator on CollabMarket with this address.';

async function mail(to: string, subject: string, text: string) {
  try {
    await sendMail({ to, subject, text, reason: SIGNUP_REASON });
  } catch (err) {
    log.error({ err: String(err) }, 'could not send mail');
    throw new AppError('unavailable', 'We could not send the e-mail right now. Please try again shortly.');
  }
}

/**
 * Mails a sign-up code. The answer is the same whether or not the address has an account; an
 * existing account gets a notice (log in or reset the password) instead of a code.
 */
export function requestOtp(input: { email: string }, caller: CallerInfo): Promise<{ message: string }> {
  // The two branches do different work; the floor keeps their answers alike in time as well.
  return withTimeFloor(ANSWER_FLOOR_MS, () => mailOtpOrNotice(input, caller));
}

async function mailOtpOrNotice(input: { email: string }, caller: CallerInfo): Promise<{ message: string }> {
  await hit(`creator-otp:ip:${caller.ip}`, OTP_PER_IP);
  await hit(`creator-otp:email:${mailboxKey(input.email)}`, OTP_PER_EMAIL);
  const appUrl = env().APP_URL.replace(/\/$/, '');
  // A code is issued either way, so a wrong, expired or burned code answers alike whether or not
  // the address has an account; an existing account's code is never mailed, so it is never usable.
  const { code } = await issueEmailCode(signupKey(input.email));
  if (await findAccountByEmail('creator', input.email)) {
    await mail(
      input.email,
      'You already have a CollabMarket account',
      `Someone, hopefully you, asked to sign up as a creator on CollabMarket with this e-mail address, but it already has an account.\n\n` +
        `Log in: ${appUrl}/creator/login\nForgot your password? ${appUrl}/forgot-password?role=creator\n\n` +
        `If it was not you, you can ignore this e-mail.`,
    );
  } else {
    await mail(
      input.email,
      'Your CollabMarket sign-up code',
      `Your CollabMarket verification code is ${code}.\n\nIt expires in 10 minutes and works once. ` +
        `If you did not ask to sign up, you can ignore this e-mail.`,
    );
  }
  return { message: OTP_SENT_MESSAGE };
}

/** Checks the e-mailed code; a right one lets that address finish sign-up within 30 minutes. */
export async function verifyOtp(input: { email: string; otp: string }, caller: CallerInfo): Promise<{ message: string }> {
  await hit(`creator-otp-verify:ip:${caller.ip}`, VERIFY_PER_IP);
  await verifyEmailCode({ ...signupKey(input.email), code: input.otp });
  return { message: 'OTP verified successfully' };
}

/** Creates the creator account (consuming the verified OTP in the same transaction) and starts a session. */
export async function signup(input: CreatorSignupInput, caller: CallerInfo): Promise<{ creator: CreatorJson } & SessionTokens> {
  await hit(`creator-signup:ip:${caller.ip}`, SIGNUP_PER_IP);
  const key = signupKey(input.email);
  // Checked here to fail fast (no hashing, no file stored); consumed for real in the transaction.
  if (!(await hasVerifiedEmailCode(key))) throw badRequest(OTP_NOT_VERIFIED);
  const phone = checkedPhone(input.phone);
  const passwordHash = await hashPassword(input.password);
  const picture = input.profilePicture ? await saveImage(input.profilePicture, 'Profile picture', `ip:${caller.ip}`) : null;
  const db = await getDb();
  let row: Creator;
  try {
    row = await db.transaction(async (tx) => {
      if (!(await consumeVerifiedEmailCode(tx, key))) throw badRequest(OTP_NOT_VERIFIED);
      if (await findAccountByEmail('creator', input.email, tx)) throw conflict(EMAIL_TAKEN_MESSAGE);
      const [created] = await tx
        .insert(creators)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          phone,
          niche: input.niche,
          socialMediaHandles: stampHandles(input.socialMediaHandles),
          profilePicture: picture,
        })
        .returning();
      return created;
    });
  } catch (err) {
    await removeUpload(picture);
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw err;
  }
  const tokens = await startSession({ role: 'creator', id: row.id });
  return { creator: toCreatorJson(row), ...tokens };
}

/**
 * Password login. An unknown address and a wrong password get the same answer, count against the
 * same limits and take as long (a dummy hash), so the login tells nobody which accounts exist.
 */
async function passwordLogin(input: { email: string; password: string }, caller: CallerInfo): Promise<{ creator: CreatorJson } & SessionTokens> {
  const failures = loginFailures(['creator'], input.email, caller.ip);
  await failures.guard();
  const row = await findAccountByEmail('creator', input.email);
  const ok = await checkPassword(input.password, row?.passwordHash);
  if (!row || !ok) {
    await failures.failed();
    throw new AppError('unauthorized', BAD_CREDENTIALS_MESSAGE);
  }
  await failures.succeeded('creator');
  const tokens = await startSession({ role: 'creator', id: row.id });
  return { creator: toCreatorJson(row), ...tokens };
}

/** Creator password login; every attempt is logged with its outcome (never the password or tokens). */
export function login(input: { email: string; password: string }, caller: CallerInfo): Promise<{ creator: CreatorJson } & SessionTokens> {
  return auditLogin('creator', input.email, caller.ip, () => passwordLogin(input, caller));
}

async function ownRow(actor: Actor): Promise<Creator> {
  requireRole(actor, 'creator');
  const row = await getCreatorById(actor.id);
  if (!row) throw notFound('Creator not found');
  return row;
}

/** The signed-in creator's own profile. */
export async function getProfile(actor: Actor): Promise<CreatorJson> {
  return toCreatorJson(await ownRow(actor));
}

/**
 * Changes the editable fields (name, bio, city, niche, phone, tags, handles, profile picture); a new picture
 * replaces the old file. E-mail, id and password never change here.
 */
export async function updateProfile(actor: Actor, input: ProfileUpdateInput): Promise<CreatorJson> {
  await ownRow(actor);
  const changes: Partial<typeof creators.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.city !== undefined) changes.city = input.city;
  if (input.niche !== undefined) changes.niche = input.niche;
  if (input.tags !== undefined) changes.tags = input.tags;
  if (input.phone !== undefined) {
    changes.phone = checkedPhone(input.phone);
  }
  const picture = input.profilePicture ? await saveImage(input.profilePicture, 'Profile picture', `creator:${actor.id}`) : null;
  if (picture) changes.profilePicture = picture;
  const db = await getDb();
  let result: { row: Creator; old: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(creators).where(eq(creators.id, actor.id)).for('no key update');
      if (!current) throw notFound('Creator not found');
      if (input.socialMediaHandles !== undefined) changes.socialMediaHandles = stampHandles(input.socialMediaHandles, current.socialMediaHandles);
      const [row] = await tx
        .update(creators)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(creators.id, actor.id))
        .returning();
      return { row, old: current.profilePicture };
    });
  } catch (err) {
    await removeUpload(picture);
    throw err;
  }
  // The old file goes only once the new path is committed.
  if (picture && result.old && result.old !== picture) await removeUpload(result.old);
  await invalidatePages(pageTags.creator(actor.id));
  return toCreatorJson(result.row);
}

/** True when this brand is negotiating with the creator: a request (any status) on one of its campaigns. */
async function brandKnowsCreator(brandId: string, creatorId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: participationRequests.id })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .where(and(eq(participationRequests.creatorId, creatorId), eq(campaigns.brandId, brandId)))
    .limit(1);
  return rows.length > 0;
}

/** A creator's public profile for a signed-in brand; the phone only when the brand is negotiating with them. */
export async function getCreatorForBrand(brand: Actor, creatorId: string): Promise<PublicCreatorWithTrustJson> {
  requireRole(brand, 'brand', 'Only brands can view creator profiles');
  const row = await getCreatorById(creatorId);
  // A suspended creator's profile is gone for brands as for the public (lib/moderation).
  if (!row || row.suspendedAt) throw notFound('Creator not found');
  const [showPhone, trust] = await Promise.all([brandKnowsCreator(brand.id, row.id), creatorTrust(row.id)]);
  if (!trust) throw notFound('Creator not found');
  return { ...toPublicCreatorJson(row, { showPhone }), rating: trust.rating, trust };
}
