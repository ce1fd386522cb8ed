import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { requestCreatorCodeAction, signupCreatorAction, updateCreatorProfileAction, verifyCreatorCodeAction } from '@/lib/creators/actions';
import { NAME_REQUIRED, OTP_FORMAT, OTP_NOT_VERIFIED, PROFILE_UPDATED } from '@/lib/creators/messages';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { getDb } from '@/lib/db';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { creators } from '@/models';
import { callAction, sessionCookies } from '../../helpers/actions';
import { revalidated } from '../../helpers/action-request';
import { createBrand, createCreator } from '../../helpers/factories';
import { pngFile } from '../../helpers/http';
import { latestMailCode } from '../../helpers/outbox';
import { creatorCount, freshEmail, verifiedEmail } from '../creators/helpers';

// Creator sign-up (request code, verify, details) and the profile form: the same schemas and
// services as POST /api/creator/request-otp, /verify-otp, /signup and PUT /api/creator/profile.

type Loose = (input: Record<string, unknown>) => Promise<never>;
const signup = signupCreatorAction as unknown as Loose;
const updateProfile = updateCreatorProfileAction as unknown as Loose;
type Errors = Record<string, { _errors?: string[] } | undefined>;

const details = (email: string, over: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email,
  password: 'secret123',
  phone: '9876543210',
  niche: 'Food',
  socialMediaHandles: [
    { platform: 'Instagram', handle: '  @asha.eats  ' },
    { platform: 'YouTube', handle: '   ' },
  ],
  ...over,
});
const row = async (id: string) => (await (await getDb()).select().from(creators).where(eq(creators.id, id)))[0];

beforeEach(() => resetAllRateLimits());

describe('creator sign-up actions', () => {
  it('request code → verify → details: the account exists, the browser is signed in by cookie, no tokens in the answer', async () => {
    const email = freshEmail('action');
    const sent = await callAction(requestCreatorCodeAction, { email: `  ${email.toUpperCase()} ` });
    expect(sent.status).toBe(200);
    const code = (await latestMailCode(email))!;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await callAction(verifyCreatorCodeAction, { email, otp: code });
    expect(verified.status).toBe(200);

    const res = await callAction(signup, { ...details(email), profilePicture: pngFile('me.png') });
    expect(res.status).toBe(200);
    const { creator, message } = res.data as { creator: { _id: string; socialMediaHandles: unknown; profilePicture: string }; message: string };
    expect(message).toBe('Signup successful');
    expect(creator.socialMediaHandles).toEqual([{ platform: 'Instagram', handle: '@asha.eats' }]);
    expect(creator.profilePicture).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect(JSON.stringify(res.data)).not.toMatch(/accessToken|refreshToken|password/);
    expect(verifyAccessToken(res.cookies.creator_access)).toMatchObject({ role: 'creator', id: creator._id });
    expect(res.cookies.creator_refresh).toBeTruthy();
  });

  it('a wrong or malformed code is refused; a malformed one with the field message', async () => {
    const email = freshEmail('wrong');
    await callAction(requestCreatorCodeAction, { email });
    const code = (await latestMailCode(email))!;
    const wrong = await callAction(verifyCreatorCodeAction, { email, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const malformed = await callAction(verifyCreatorCodeAction, { email, otp: '12ab' });
    expect(malformed.status).toBe(400);
    expect((malformed.validationErrors as Errors).otp?._errors).toEqual([OTP_FORMAT]);
  });

  it('details without a verified address: "Please verify OTP before submitting", nothing stored', async () => {
    const email = freshEmail('unverified');
    const res = await callAction(signup, details(email));
    expect([res.status, res.message]).toEqual([400, OTP_NOT_VERIFIED]);
    expect(await creatorCount(email)).toBe(0);
  });

  it('field errors come back per field (nested handles included); nothing stored', async () => {
    const email = await verifiedEmail();
    const res = await callAction(
      signup,
      details(email, { name: '', password: '12', phone: 'abc', socialMediaHandles: [{ platform: 'MySpace', handle: 'x' }] }),
    );
    expect(res.status).toBe(400);
    const errors = res.validationErrors as Errors & { socialMediaHandles?: Record<string, unknown> };
    expect(errors.name?._errors).toEqual([NAME_REQUIRED]);
    expect(errors.password?._errors?.[0]).toMatch(/at least 6/);
    expect(errors.phone?._errors).toBeTruthy();
    expect(JSON.stringify(errors.socialMediaHandles)).toMatch(/Platform must be one of/);
    expect(await creatorCount(email)).toBe(0);
  });

  it('an address taken after it was verified answers 409 and stores no second account', async () => {
    const email = await verifiedEmail();
    await createCreator({ email });
    const res = await callAction(signup, details(email));
    expect(res.status).toBe(409);
    expect(await creatorCount(email)).toBe(1);
  });

  it('other sites are refused (403) before anything is mailed', async () => {
    const email = freshEmail('cross');
    const res = await callAction(requestCreatorCodeAction, { email }, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await latestMailCode(email)).toBeNull();
  });
});

describe('updateCreatorProfileAction', () => {
  it("saves the signed-in creator's fields and tags, and refreshes the dashboard and the public page", async () => {
    const me = await createCreator();
    const before = revalidated.length;
    const res = await callAction(
      updateProfile,
      { name: 'Kavya', bio: 'Slow travel', city: 'Pune', phone: '9876543210', tags: ['Food', 'Travel'] },
      { cookies: sessionCookies('creator', me) },
    );
    expect(res.status).toBe(200);
    const { message, profile } = res.data as { message: string; profile: { tags: string[] } };
    expect(message).toBe(PROFILE_UPDATED);
    // Stored in the order the form lists them.
    expect(profile.tags).toEqual(['Travel', 'Food']);
    expect(await row(me.creator.id)).toMatchObject({ name: 'Kavya', bio: 'Slow travel', city: 'Pune' });
    expect(revalidated.slice(before)).toEqual(expect.arrayContaining(['/creator/dashboard', `/creators/${me.creator.id}`]));
  });

  it('a new photo alone, as a File', async () => {
    const me = await createCreator();
    const res = await callAction(updateProfile, { profilePicture: pngFile('new.png') }, { cookies: sessionCookies('creator', me) });
    expect(res.status).toBe(200);
    expect((await row(me.creator.id)).profilePicture).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
  });

  it('bad input is answered per field and stores nothing; brands and visitors get 401', async () => {
    const me = await createCreator();
    const bad = await callAction(updateProfile, { name: '', tags: ['Knitting'], bio: 'x'.repeat(1001) }, { cookies: sessionCookies('creator', me) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.validationErrors as Errors)).toEqual(expect.arrayContaining(['name', 'tags', 'bio']));
    const brand = await createBrand();
    expect((await callAction(updateProfile, { name: 'Hijack' }, { cookies: sessionCookies('brand', brand) })).status).toBe(401);
    expect((await callAction(updateProfile, { name: 'Hijack' })).status).toBe(401);
    expect((await row(me.creator.id)).name).toBe(me.creator.name);
  });
});
