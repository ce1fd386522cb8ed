import { beforeEach, describe, expect, it } from 'vitest';
import { requestCreatorCodeAction, signupCreatorAction, verifyCreatorCodeAction } from '@/lib/creators/actions';
import { FOLLOWERS_REQUIRED, NAME_REQUIRED, OTP_FORMAT, OTP_NOT_VERIFIED, OTP_REQUIRED, PHONE_REQUIRED } from '@/lib/creators/messages';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { callAction, sessionCookies } from '../../helpers/actions';
import { createBrand, createCreator } from '../../helpers/factories';
import { pngFile } from '../../helpers/http';
import { latestMailCode } from '../../helpers/outbox';
import { creatorCount, freshEmail, uploadedFiles, verifiedEmail } from '../creators/helpers';

// Creator sign-up (request code, verify, details): the same schemas and services as
// POST /api/creator/request-otp, /verify-otp and /signup. No session is needed: what a caller
// reaches is decided by the mailed code.

type Loose = (input: Record<string, unknown>) => Promise<never>;
const signup = signupCreatorAction as unknown as Loose;
type Errors = Record<string, { _errors?: string[] } | undefined>;

const details = (email: string, over: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email,
  password: 'secret123',
  phone: '9876543210',
  niche: 'Food',
  socialMediaHandles: [
    { platform: 'Instagram', handle: '  @asha.eats  ', followers: 12000 },
    { platform: 'YouTube', handle: '   ' },
  ],
  ...over,
});
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

beforeEach(() => resetAllRateLimits());

describe('requestCreatorCodeAction and verifyCreatorCodeAction', () => {
  it('mails a 6-digit code to the trimmed, lower-cased address, and that code verifies it', async () => {
    const email = freshEmail('action');
    const sent = await callAction(requestCreatorCodeAction, { email: `  ${email.toUpperCase()} ` });
    expect(sent.status).toBe(200);
    expect(typeof (sent.data as { message: string }).message).toBe('string');
    const code = (await latestMailCode(email))!;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await callAction(verifyCreatorCodeAction, { email, otp: code });
    expect(verified.status).toBe(200);
  });

  it('a malformed address or a missing code is answered per field, and nothing is mailed', async () => {
    const bad = await callAction(requestCreatorCodeAction, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect((bad.validationErrors as Errors).email?._errors).toEqual(['Please enter a valid email address']);
    const missing = await callAction(verifyCreatorCodeAction, { email: freshEmail('none'), otp: '' });
    expect(missing.status).toBe(400);
    expect((missing.validationErrors as Errors).otp?._errors?.[0]).toBe(OTP_REQUIRED);
  });

  it('a wrong code is refused and leaves the address unverified; a malformed one gets the field message', async () => {
    const email = freshEmail('wrong');
    await callAction(requestCreatorCodeAction, { email });
    const code = (await latestMailCode(email))!;
    const wrong = await callAction(verifyCreatorCodeAction, { email, otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.message).toBeTruthy();
    const malformed = await callAction(verifyCreatorCodeAction, { email, otp: '12ab' });
    expect(malformed.status).toBe(400);
    expect((malformed.validationErrors as Errors).otp?._errors).toEqual([OTP_FORMAT]);
    const res = await callAction(signup, details(email));
    expect([res.status, res.message]).toEqual([400, OTP_NOT_VERIFIED]);
    expect(await creatorCount(email)).toBe(0);
  });

  it('other sites are refused (403) before anything is mailed', async () => {
    const email = freshEmail('cross');
    const res = await callAction(requestCreatorCodeAction, { email }, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await latestMailCode(email)).toBeNull();
  });
});

describe('signupCreatorAction', () => {
  it('request code → verify → details: the account exists, the browser is signed in by cookie, no tokens in the answer', async () => {
    const email = freshEmail('action');
    await callAction(requestCreatorCodeAction, { email });
    expect((await callAction(verifyCreatorCodeAction, { email, otp: (await latestMailCode(email))! })).status).toBe(200);

    const res = await callAction(signup, { ...details(email), profilePicture: pngFile('me.png') });
    expect(res.status).toBe(200);
    const { creator, message } = res.data as { creator: { _id: string; socialMediaHandles: unknown; profilePicture: string }; message: string };
    expect(message).toBe('Signup successful');
    // Blank handles are dropped and the others trimmed, as through the API.
    expect(creator.socialMediaHandles).toEqual([{ platform: 'Instagram', handle: '@asha.eats', followers: 12000, followersUpdatedAt: expect.any(String) }]);
    expect(creator.profilePicture).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect(uploadedFiles()).toContain(creator.profilePicture.replace(/^uploads\//, ''));
    expect(JSON.stringify(res.data)).not.toMatch(/accessToken|refreshToken|password/);
    expect(verifyAccessToken(res.cookies.creator_access)).toMatchObject({ role: 'creator', id: creator._id });
    expect(res.cookies.creator_refresh).toBeTruthy();
    expect(await creatorCount(email)).toBe(1);
  });

  it('niche, handles and picture are optional', async () => {
    const email = await verifiedEmail();
    const res = await callAction(signup, { name: 'Min Imal', email, password: 'secret123', phone: '9876543210' });
    expect(res.status).toBe(200);
    expect((res.data as { creator: { socialMediaHandles: unknown; profilePicture: unknown } }).creator).toMatchObject({
      socialMediaHandles: [],
      profilePicture: null,
    });
  });

  it('a signed-in brand or creator signing up gets a session of the new account', async () => {
    for (const other of [
      { role: 'creator' as const, account: await createCreator() },
      { role: 'brand' as const, account: await createBrand() },
    ]) {
      const email = await verifiedEmail();
      const res = await callAction(signup, details(email), { cookies: sessionCookies(other.role, other.account) });
      expect(res.status).toBe(200);
      const { creator } = res.data as { creator: { _id: string; email: string } };
      expect(creator.email).toBe(email);
      expect(verifyAccessToken(res.cookies.creator_access)).toMatchObject({ role: 'creator', id: creator._id });
    }
  });

  it('details without a verified address: "Please verify OTP before submitting", nothing stored', async () => {
    const email = freshEmail('unverified');
    const res = await callAction(signup, details(email));
    expect([res.status, res.message]).toEqual([400, OTP_NOT_VERIFIED]);
    expect(res.cookies.creator_access).toBeUndefined();
    expect(await creatorCount(email)).toBe(0);
  });

  it('field errors come back per field (nested handles included); nothing stored, no session', async () => {
    const email = await verifiedEmail();
    const res = await callAction(signup, details(email, { name: '', password: '12', phone: '', socialMediaHandles: [{ platform: 'MySpace', handle: 'x' }] }));
    expect(res.status).toBe(400);
    const errors = res.validationErrors as Errors & { socialMediaHandles?: Record<string, unknown> };
    expect(errors.name?._errors).toEqual([NAME_REQUIRED]);
    expect(errors.password?._errors?.[0]).toMatch(/at least 6/);
    expect(errors.phone?._errors?.[0]).toBe(PHONE_REQUIRED);
    expect(JSON.stringify(errors.socialMediaHandles)).toMatch(/Platform must be one of/);
    expect(res.cookies.creator_access).toBeUndefined();
    expect(await creatorCount(email)).toBe(0);
  });

  it.each([
    ['missing followers', { platform: 'Instagram', handle: 'a' }, 'followers', FOLLOWERS_REQUIRED],
    ['empty followers', { platform: 'Instagram', handle: 'a', followers: '' }, 'followers', FOLLOWERS_REQUIRED],
    ['negative followers', { platform: 'Instagram', handle: 'a', followers: -3 }, 'followers', 'Followers cannot be negative'],
    ['fractional followers', { platform: 'Instagram', handle: 'a', followers: 2.5 }, 'followers', 'Followers must be a whole number'],
    [
      'engagement over 100',
      { platform: 'Instagram', handle: 'a', followers: 10, engagementRate: 101 },
      'engagementRate',
      'Engagement rate must be between 0 and 100',
    ],
  ])('our form requires sound audience figures: %s', async (_name, handle, field, message) => {
    const email = await verifiedEmail();
    const res = await callAction(signup, details(email, { socialMediaHandles: [handle] }));
    expect(res.status).toBe(400);
    const errors = res.validationErrors as { socialMediaHandles?: Record<string, Record<string, { _errors?: string[] }>> };
    expect(errors.socialMediaHandles?.['0']?.[field]?._errors).toEqual([message]);
    expect(await creatorCount(email)).toBe(0);
  });

  it('a picture that is not an image is refused (415) and stores no file', async () => {
    const email = await verifiedEmail();
    const before = uploadedFiles().length;
    const fake = new File([new TextEncoder().encode('not an image at all')], 'me.png', { type: 'image/png' });
    const res = await callAction(signup, { ...details(email), profilePicture: fake });
    expect([res.status, res.message]).toEqual([415, 'Profile picture must be a JPEG, PNG, WebP, GIF or AVIF image']);
    expect(uploadedFiles().length).toBe(before);
    expect(await creatorCount(email)).toBe(0);
  });

  it('an address taken after it was verified answers 409 and stores no second account', async () => {
    const email = await verifiedEmail();
    await createCreator({ email });
    const res = await callAction(signup, details(email));
    expect(res.status).toBe(409);
    expect(await creatorCount(email)).toBe(1);
  });

  it('other sites are refused (403) and nothing is stored', async () => {
    const email = await verifiedEmail();
    const res = await callAction(signup, details(email), { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await creatorCount(email)).toBe(0);
  });
});
