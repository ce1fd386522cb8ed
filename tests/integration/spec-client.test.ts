import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as requestOtp } from '@/app/api/creator/request-otp/route';
import { POST as verifyOtp } from '@/app/api/creator/verify-otp/route';
import { POST as creatorSignup } from '@/app/api/creator/signup/route';
import { POST as creatorLogin } from '@/app/api/creator/login/route';
import { POST as creatorToken } from '@/app/api/creator/token/route';
import { GET as creatorProfile, PUT as putCreatorProfile } from '@/app/api/creator/profile/route';
import { GET as creatorNotifications } from '@/app/api/creator/notifications/route';
import { POST as sendCode } from '@/app/api/phone/send-code/route';
import { POST as numberVerification } from '@/app/auth/numberVerification/route';
import { POST as brandSignup } from '@/app/api/brand/signup/route';
import { POST as brandToken } from '@/app/api/brand/token/route';
import { GET as brandProfile, PUT as putBrandProfile } from '@/app/api/brand/profile/route';
import { GET as listCampaigns } from '@/app/api/campaign/route';
import { POST as createCampaign } from '@/app/api/campaign/create/route';
import { POST as requestToJoin } from '@/app/api/campaign/[id]/request/route';
import { GET as campaignNotifications } from '@/app/api/campaign/notifications/route';
import { POST as approve } from '@/app/api/campaign/[id]/approve/route';
import { POST as orderConfirmation } from '@/app/api/campaign/send-order-confirmation-email/route';
import { resetEnvForTests } from '@/lib/env';
import { call, pngFile, type CallOptions } from '../helpers/http';
import { latestMailCode, latestSmsCode } from '../helpers/outbox';

// The spec's own web client (spec §7), replayed call by call as it sends them: from its own
// origin (allowed by API_CORS_ORIGINS), with bearer tokens, JSON bodies with a JSON content type,
// multipart sign-ups with the picture it sends when none was chosen ("null"), and the one call it
// makes with `{}` and no content type. Nothing it does may regress under the server's defences.

const ORIGIN = 'https://client.example';
const browser = { origin: ORIGIN, 'sec-fetch-site': 'cross-site', 'x-forwarded-for': '10.77.0.1' };
type Handler = Parameters<typeof call>[0];
const send = (handler: Handler, opts: CallOptions) => call(handler, { ...opts, headers: { ...browser, ...opts.headers } });

beforeAll(() => {
  process.env.API_CORS_ORIGINS = ORIGIN;
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.API_CORS_ORIGINS;
  resetEnvForTests();
});

describe("the spec's client, from its own origin", () => {
  const creatorEmail = `spec-creator-${Date.now()}@example.com`;
  const phone = `98${String(Date.now()).slice(-8)}`;
  let creator: { id: string; accessToken: string; refreshToken: string };
  let brand: { accessToken: string; refreshToken: string };
  let campaignId: string;

  it('signs a creator up: request-otp, verify-otp, multipart sign-up with the picture "null", then logs in and refreshes', async () => {
    expect((await send(requestOtp, { method: 'POST', json: { email: creatorEmail } })).data.message).toBeTruthy();
    const otp = (await latestMailCode(creatorEmail))!;
    expect((await send(verifyOtp, { method: 'POST', json: { email: creatorEmail, otp } })).status).toBe(200);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Spec Creator',
      email: creatorEmail,
      password: 'secret123',
      phone: '9876543210',
      niche: 'Food',
      // Exactly the spec's shape: {platform, handle}, no followers (the audience is "not stated").
      socialMediaHandles: '[{"platform":"Instagram","handle":"@spec"}]',
      profilePicture: 'null',
    }))
      form.append(k, v);
    const signup = await send(creatorSignup, { method: 'POST', form });
    expect(signup.status, JSON.stringify(signup.data)).toBe(201);
    expect(signup.data).toMatchObject({ Creator: { name: 'Spec Creator' } });
    const login = await send(creatorLogin, { method: 'POST', json: { email: creatorEmail, password: 'secret123' } });
    expect(login.status).toBe(200);
    creator = {
      id: (login.data.Creator as { _id: string })._id,
      accessToken: login.data.accessToken as string,
      refreshToken: login.data.refreshToken as string,
    };
    const refreshed = await send(creatorToken, { method: 'POST', json: { token: creator.refreshToken } });
    expect(typeof refreshed.data.accessToken).toBe('string');
  });

  it('reads and edits the creator profile and notifications with the bearer token', async () => {
    expect((await send(creatorProfile, { token: creator.accessToken })).data).toMatchObject({ name: 'Spec Creator' });
    const put = await send(putCreatorProfile, {
      method: 'PUT',
      token: creator.accessToken,
      json: { name: 'Spec Creator', bio: 'Food and travel', city: 'Jaipur', phone: '9876543210', tags: ['Food'] },
    });
    expect(put.status).toBe(200);
    expect((await send(creatorNotifications, { token: creator.accessToken })).status).toBe(200);
  });

  it('signs a brand up: phone verification, multipart sign-up; refreshes the token; reads and saves the profile unchanged', async () => {
    expect((await send(sendCode, { method: 'POST', json: { phone } })).status).toBe(200);
    const code = latestSmsCode(`+91${phone}`);
    const verified = await send(numberVerification, { method: 'POST', url: `/auth/numberVerification?phone=${phone}`, json: { code } });
    expect(verified.status).toBe(200);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Spec Owner',
      email: `spec-brand-${Date.now()}@example.com`,
      password: 'secret123',
      phone,
      brandName: 'Spec Foods',
      companyType: 'Private',
      gstNo: '27AAPFU0939F1ZV',
    }))
      form.append(k, v);
    form.append('brandLogo', pngFile('logo.png'));
    const signup = await send(brandSignup, { method: 'POST', form });
    expect(signup.status, JSON.stringify(signup.data)).toBe(201);
    brand = { accessToken: signup.data.accessToken as string, refreshToken: signup.data.refreshToken as string };
    expect(typeof (await send(brandToken, { method: 'POST', json: { token: brand.refreshToken } })).data.accessToken).toBe('string');
    const profile = (await send(brandProfile, { token: brand.accessToken })).data;
    const saved = await send(putBrandProfile, {
      method: 'PUT',
      token: brand.accessToken,
      json: { brandName: profile.brandName, email: profile.email, phone: profile.phone, address: 'MI Road, Jaipur' },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ address: 'MI Road, Jaipur', pendingEmail: null });
  });

  it('creates a campaign (multipart), which the unpaged list shows', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      campaignName: 'Spec Launch',
      brandName: 'Spec Foods',
      interest: 'Travel',
      platform: 'Instagram',
      minFollowers: '1000',
      maxFollowers: '20000',
      incentives: 'Free hamper',
      description: 'A campaign from the spec client.',
    }))
      form.append(k, v);
    form.append('campaignImage', pngFile('image.png'));
    const created = await send(createCampaign, { method: 'POST', token: brand.accessToken, form });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const list = await send(listCampaigns, { url: '/api/campaign' });
    const found = (list.data.campaigns as { _id: string; campaignName: string }[]).find((c) => c.campaignName === 'Spec Launch');
    expect(found).toBeTruthy();
    campaignId = found!._id;
  });

  it('asks to join with `{}` sent without a content type, and the brand approves and mails the order confirmation', async () => {
    const joined = await send(requestToJoin, { method: 'POST', token: creator.accessToken, raw: '{}', params: { id: campaignId } });
    expect(joined.status, JSON.stringify(joined.data)).toBeLessThan(300);
    const inbox = await send(campaignNotifications, { token: brand.accessToken });
    const mine = (inbox.data.campaigns as { _id: string; requestedCreators: { _id: string; email: string; platformFollowers: number | null }[] }[]).find(
      (c) => c._id === campaignId,
    )!;
    expect(mine.requestedCreators.map((c) => c._id)).toContain(creator.id);
    // No figures stated: the brand is told, the request is not refused.
    expect(mine.requestedCreators.find((c) => c._id === creator.id)?.platformFollowers).toBeNull();
    expect((await send(approve, { method: 'POST', token: brand.accessToken, json: { influencerId: creator.id }, params: { id: campaignId } })).status).toBe(
      200,
    );
    expect((await send(orderConfirmation, { method: 'POST', token: brand.accessToken, json: { customerEmail: creatorEmail } })).status).toBe(200);
  });

  it("reads the approval among the creator's notifications, with only the spec's types", async () => {
    const read = await send(creatorNotifications, { token: creator.accessToken });
    expect(read.status).toBe(200);
    const list = read.data.notifications as { type: string; message: string }[];
    expect(list.map((n) => n.type)).toContain('approval');
    expect(list.every((n) => n.type === 'approval' || n.type === 'rejection')).toBe(true);
  });
});
