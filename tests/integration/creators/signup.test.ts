import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { creators, emailCodes } from '@/models';
import { call, pngFile, PNG_1x1 } from '@/tests/helpers/http';
import { createCreator } from '@/tests/helpers/factories';
import { latestMailCode } from '@/tests/helpers/outbox';
import { POST as signup } from '@/app/api/creator/signup/route';
import { POST as requestOtp } from '@/app/api/creator/request-otp/route';
import { GET as profile } from '@/app/api/creator/profile/route';
import { creatorCount, freshEmail, setCookies, signupForm, uploadedFiles, verifiedEmail } from './helpers';

const base = (email: string) => ({
  name: 'Asha Rao',
  email,
  password: 'secret123',
  phone: '9876543210',
  niche: 'Food',
  socialMediaHandles: JSON.stringify([
    { platform: 'Instagram', handle: '  @asha.eats  ' },
    { platform: 'YouTube', handle: '   ' },
  ]),
});

beforeEach(() => resetAllRateLimits());
afterEach(() => vi.useRealTimers());

describe('POST /api/creator/signup', () => {
  it('stores the audience of each handle, dated by the server; the spec shape without it still works', async () => {
    const email = await verifiedEmail();
    const before = Date.now();
    const handles = [
      { platform: 'Instagram', handle: '@asha.eats', followers: 12_000, avgViews: 3000, engagementRate: 4.25, followersUpdatedAt: '2001-01-01T00:00:00.000Z' },
      { platform: 'YouTube', handle: 'AshaEats' },
    ];
    const res = await call(signup, { form: signupForm({ ...base(email), socialMediaHandles: JSON.stringify(handles) }) });
    expect(res.status).toBe(201);
    const [ig, yt] = (res.data.Creator as { socialMediaHandles: Record<string, unknown>[] }).socialMediaHandles;
    expect(ig).toMatchObject({ platform: 'Instagram', handle: '@asha.eats', followers: 12_000, avgViews: 3000, engagementRate: 4.25 });
    // The date is the server's, never the client's.
    expect(Date.parse(String(ig.followersUpdatedAt))).toBeGreaterThanOrEqual(before - 1000);
    expect(yt).toEqual({ platform: 'YouTube', handle: 'AshaEats' });
  });

  it('creates the account after a verified OTP and answers 201 with Creator, tokens, message and session cookies', async () => {
    const email = await verifiedEmail();
    const res = await call(signup, { form: signupForm({ ...base(email), profilePicture: pngFile() }) });
    expect(res.status).toBe(201);
    expect(res.data.message).toBe('Signup successful');
    const c = res.data.Creator as Record<string, unknown>;
    expect(c).toMatchObject({
      name: 'Asha Rao',
      email,
      phone: '+919876543210',
      niche: 'Food',
      socialMediaHandles: [{ platform: 'Instagram', handle: '@asha.eats' }],
      tags: [],
      bio: '',
      city: '',
    });
    expect(c._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.profilePicture).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(env().UPLOADS_DIR, String(c.profilePicture).slice('uploads/'.length)))).toBe(true);
    expect(JSON.stringify(res.data)).not.toMatch(/passwordHash|\$2[aby]\$/);
    expect(verifyAccessToken(String(res.data.accessToken))).toMatchObject({ role: 'creator', id: c._id });
    expect(typeof res.data.refreshToken).toBe('string');
    const cookies = setCookies(res.res);
    expect(cookies.creator_access.value).toBe(res.data.accessToken);
    expect(cookies.creator_refresh.value).toBe(res.data.refreshToken);
    expect(cookies.creator_access.raw).toMatch(/HttpOnly/i);
    expect(cookies.creator_access.raw).toMatch(/SameSite=Lax/i);
    // The access token works right away.
    const me = await call(profile, { token: String(res.data.accessToken) });
    expect(me.status).toBe(200);
    expect(me.data.email).toBe(email);
  });

  it('stores the password hashed and the address lower-cased', async () => {
    const email = await verifiedEmail(freshEmail('MixedCase').toLowerCase());
    const res = await call(signup, { form: signupForm({ ...base(email.toUpperCase()) }) });
    expect(res.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(creators).where(eq(creators.email, email));
    expect(row.passwordHash).toMatch(/^\$2[aby]\$1\d\$/);
    expect(row.passwordHash).not.toContain('secret123');
    expect(row.profilePicture).toBeNull();
  });

  it('consumes the OTP: a second sign-up with the same proof is refused', async () => {
    const email = await verifiedEmail();
    expect((await call(signup, { form: signupForm(base(email)) })).status).toBe(201);
    const db = await getDb();
    await db.delete(creators).where(eq(creators.email, email));
    const again = await call(signup, { form: signupForm(base(email)) });
    expect(again.status).toBe(400);
    expect(again.data.message).toBe('Please verify OTP before submitting');
  });

  it('accepts a +91 phone, no niche, no handles and no picture', async () => {
    const email = await verifiedEmail();
    const res = await call(signup, { form: signupForm({ name: 'Min', email, password: 'secret123', phone: '+91 98765 43210' }) });
    expect(res.status).toBe(201);
    expect(res.data.Creator).toMatchObject({ phone: '+919876543210', niche: '', socialMediaHandles: [], profilePicture: null });
  });

  it('treats an empty file part (an empty file input) as no picture', async () => {
    const email = await verifiedEmail();
    const res = await call(signup, { form: signupForm({ ...base(email), profilePicture: new File([], '') }) });
    expect(res.status).toBe(201);
    expect(res.data.Creator).toMatchObject({ profilePicture: null });
  });

  it.each(['null', 'undefined', '', ' null '])("treats the text %j as no picture, as the spec's client sends its empty picture", async (text) => {
    const email = await verifiedEmail();
    const before = uploadedFiles().length;
    const res = await call(signup, { form: signupForm({ ...base(email), profilePicture: text }) });
    expect(res.status, String(res.data.message)).toBe(201);
    expect(res.data.Creator).toMatchObject({ profilePicture: null });
    expect(uploadedFiles()).toHaveLength(before);
  });

  it('still refuses other text as a picture', async () => {
    const email = await verifiedEmail();
    const res = await call(signup, { form: signupForm({ ...base(email), profilePicture: 'uploads/someone-else.png' }) });
    expect(res.status).toBe(400);
    expect(res.data.message).toContain('Must be an image file');
  });

  it.each([
    ['without any OTP', async () => freshEmail()],
    [
      'with an OTP requested but not verified',
      async () => {
        const email = freshEmail();
        await call(requestOtp, { json: { email } });
        return email;
      },
    ],
    [
      'when the OTP was verified for another address',
      async () => {
        await verifiedEmail();
        return freshEmail();
      },
    ],
  ])('refuses sign-up %s with "Please verify OTP before submitting" and stores nothing', async (_, prepare) => {
    const email = await prepare();
    const files = uploadedFiles().length;
    const res = await call(signup, { form: signupForm({ ...base(email), profilePicture: pngFile() }) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('Please verify OTP before submitting');
    expect(await creatorCount(email)).toBe(0);
    expect(uploadedFiles()).toHaveLength(files);
  });

  it('refuses sign-up when the verification is older than 30 minutes', async () => {
    const email = await verifiedEmail();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const res = await call(signup, { form: signupForm(base(email)) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('Please verify OTP before submitting');
  });

  it('answers 409 "Email already exists" when the address got an account meanwhile, keeps no file and leaves the OTP unused', async () => {
    const email = await verifiedEmail();
    await createCreator({ email: email.toUpperCase() });
    const files = uploadedFiles().length;
    const res = await call(signup, { form: signupForm({ ...base(email), profilePicture: pngFile() }) });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('Email already exists');
    expect(await creatorCount(email)).toBe(1);
    expect(uploadedFiles()).toHaveLength(files);
    const db = await getDb();
    const rows = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(rows[0].consumedAt).toBeNull();
  });

  it('makes exactly one account from parallel sign-ups with one proof', async () => {
    const email = await verifiedEmail();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(signup, { form: signupForm(base(email)) })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 400 || s === 409)).toBe(true);
    expect(await creatorCount(email)).toBe(1);
  });

  const big = () => new File([new Uint8Array(env().MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' });

  it.each([
    ['a missing name', { name: undefined }, 400, 'name: Name is required'],
    ['a blank name', { name: '   ' }, 400, 'name: Name is required'],
    ['a missing password', { password: undefined }, 400, 'password: Password is required'],
    ['a short password', { password: '12345' }, 400, 'password: Password must be at least 6 characters'],
    ['a missing phone', { phone: undefined }, 400, 'phone: Phone is required'],
    ['a phone of letters', { phone: 'call me' }, 400, 'phone: Please enter a valid phone number!'],
    ['a phone that is not a real number', { phone: '12345678' }, 400, 'Please enter a valid phone number!'],
    ['an invalid email', { email: 'nope' }, 400, 'email: Please enter a valid email address'],
    ['handles that are not JSON', { socialMediaHandles: '[{platform:' }, 400, 'socialMediaHandles: Social media handles must be valid JSON'],
    ['handles that are not a list', { socialMediaHandles: '{"platform":"Instagram"}' }, 400, 'socialMediaHandles: Social media handles must be a list'],
    [
      'a handle on an unknown platform',
      { socialMediaHandles: '[{"platform":"MySpace","handle":"x"}]' },
      400,
      'socialMediaHandles.0.platform: Platform must be one of Instagram, YouTube, TikTok, Twitter, Facebook',
    ],
    ['a handle that is a number', { socialMediaHandles: '[{"platform":"Instagram","handle":5}]' }, 400, 'socialMediaHandles.0.handle: Handle must be text'],
    [
      'too many handles',
      { socialMediaHandles: JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ platform: 'Instagram', handle: `h${i}` }))) },
      400,
      'socialMediaHandles: At most 10 social media handles',
    ],
    [
      'negative followers',
      { socialMediaHandles: '[{"platform":"Instagram","handle":"a","followers":-1}]' },
      400,
      'socialMediaHandles.0.followers: Followers cannot be negative',
    ],
    [
      'followers that are not whole',
      { socialMediaHandles: '[{"platform":"Instagram","handle":"a","followers":10.5}]' },
      400,
      'socialMediaHandles.0.followers: Followers must be a whole number',
    ],
    [
      'followers as text',
      { socialMediaHandles: '[{"platform":"Instagram","handle":"a","followers":"many"}]' },
      400,
      'socialMediaHandles.0.followers: Followers must be a number',
    ],
    [
      'an engagement rate over 100',
      { socialMediaHandles: '[{"platform":"Instagram","handle":"a","followers":10,"engagementRate":100.5}]' },
      400,
      'socialMediaHandles.0.engagementRate: Engagement rate must be between 0 and 100',
    ],
    [
      'an engagement rate with 3 decimals',
      { socialMediaHandles: '[{"platform":"Instagram","handle":"a","followers":10,"engagementRate":4.125}]' },
      400,
      'socialMediaHandles.0.engagementRate: Engagement rate may have at most 2 decimals',
    ],
    [
      'negative average views',
      { socialMediaHandles: '[{"platform":"Instagram","handle":"a","followers":10,"avgViews":-5}]' },
      400,
      'socialMediaHandles.0.avgViews: Average views cannot be negative',
    ],
    [
      'a picture that is not an image',
      { profilePicture: new File(['hello'], 'x.png', { type: 'image/png' }) },
      415,
      'Profile picture must be a JPEG, PNG, WebP, GIF or AVIF image',
    ],
    ['a picture given as text', { profilePicture: 'uploads/abc.png' }, 400, 'profilePicture: Must be an image file'],
  ] as const)('refuses %s and stores nothing', async (_, over, status, message) => {
    const email = await verifiedEmail();
    const [creatorsBefore, filesBefore] = [await creatorCount(), uploadedFiles().length];
    const fields: Record<string, string | File | undefined> = { ...base(email), ...over };
    const res = await call(signup, { form: signupForm(fields) });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(res.data.message).toBe(message);
    expect(await creatorCount()).toBe(creatorsBefore);
    expect(uploadedFiles()).toHaveLength(filesBefore);
  });

  it('refuses a picture over the size limit with 413', async () => {
    const email = await verifiedEmail();
    const res = await call(signup, { form: signupForm({ ...base(email), profilePicture: big() }) });
    expect(res.status).toBe(413);
    expect(res.data.message).toMatch(/^Profile picture is too large: 5.1 MB; the limit is 5 MB$/);
    expect(await creatorCount(email)).toBe(0);
  });

  it('refuses a body over 12 MiB with 413', async () => {
    const email = await verifiedEmail();
    const huge = new File([new Uint8Array(13 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    const res = await call(signup, { form: signupForm({ ...base(email), profilePicture: huge }) });
    expect(res.status).toBe(413);
    expect(await creatorCount(email)).toBe(0);
  });

  it.each([
    ['JSON instead of multipart', { json: { name: 'A', email: 'a@b.co', password: 'secret123', phone: '9876543210' } }, 415],
    ['no body at all', {}, 415],
    [
      'a broken multipart body',
      { raw: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      400,
    ],
  ] as const)('refuses %s', async (_, opts, status) => {
    const before = await creatorCount();
    const res = await call(signup, { method: 'POST', ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(await creatorCount()).toBe(before);
  });

  it('keeps a valid image that is a JPEG in disguise as what its bytes say', async () => {
    const email = await verifiedEmail();
    const res = await call(signup, {
      form: signupForm({ ...base(email), profilePicture: new File([new Uint8Array(PNG_1x1)], 'me.jpg', { type: 'image/jpeg' }) }),
    });
    expect(res.status).toBe(201);
    expect(res.data.Creator).toMatchObject({ profilePicture: expect.stringMatching(/\.png$/) });
  });

  it('the whole journey: the code from the mail, then sign-up', async () => {
    const email = freshEmail();
    await call(requestOtp, { json: { email } });
    const { POST: verifyOtp } = await import('@/app/api/creator/verify-otp/route');
    expect((await call(verifyOtp, { json: { email, otp: await latestMailCode(email) } })).status).toBe(200);
    const before = await creatorCount();
    const res = await call(signup, { form: signupForm(base(email)) });
    expect(res.status).toBe(201);
    const db = await getDb();
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(creators);
    expect(n).toBe(before + 1);
  });
});
