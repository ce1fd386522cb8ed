import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET, PUT } from '@/app/api/brand/profile/route';
import { DELETE as cancelEmail, POST as confirmEmail } from '@/app/api/brand/profile/email/route';
import { POST as brandLogin } from '@/app/api/brand/login/route';
import { POST as brandSignup } from '@/app/api/brand/signup/route';
import { getDb } from '@/lib/db';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { emailChangeSentMessage, EMAIL_CHANGE_NOTHING_PENDING } from '@/lib/brands/email-change';
import { PHONE_CHANGE_UNVERIFIED } from '@/lib/brands/messages';
import { brands } from '@/models';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { latestMailCode, mailsTo } from '../../helpers/outbox';
import { randomIndianPhone, signupFields, toForm, uniqueEmail, verifyPhoneViaApi } from './support';

// Issue 12, items 5 and 6: a brand's e-mail and phone change only with proof of the new one.

const row = async (id: string) => (await (await getDb()).select().from(brands).where(eq(brands.id, id)))[0];

let owner: Awaited<ReturnType<typeof createBrand>>;
beforeEach(async () => {
  resetAllRateLimits();
  owner = await createBrand({ address: 'Old address' });
});

const put = (over: Record<string, unknown>, token = owner.accessToken) =>
  call(PUT, {
    method: 'PUT',
    token,
    json: { brandName: owner.brand.brandName, email: owner.brand.email, phone: owner.brand.phone, address: 'Old address', ...over },
  });
const confirm = (code: unknown, token = owner.accessToken) => call(confirmEmail, { method: 'POST', token, json: { code } });

describe('changing the e-mail needs the code mailed to the new address', () => {
  it('keeps the old address, records the new one as pending, and mails it a code', async () => {
    const next = uniqueEmail('moved');
    const res = await put({ email: next, brandName: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ message: emailChangeSentMessage(next), email: owner.brand.email, pendingEmail: next, brandName: 'Renamed' });
    expect(await row(owner.brand.id)).toMatchObject({ email: owner.brand.email, pendingEmail: next, brandName: 'Renamed' });
    expect((await call(GET, { token: owner.accessToken })).data.pendingEmail).toBe(next);
    expect(await latestMailCode(next)).toMatch(/^\d{6}$/);
    // Until confirmed, the old address is the login.
    expect((await call(brandLogin, { json: { email: owner.brand.email, password: owner.password } })).status).toBe(200);
    expect((await call(brandLogin, { json: { email: next, password: owner.password } })).status).toBe(401);
  });

  it('the right code makes it the e-mail, clears the pending one, and tells the old address', async () => {
    const next = uniqueEmail('moved');
    await put({ email: next });
    const res = await confirm(await latestMailCode(next));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: next, pendingEmail: null, message: `Your e-mail address is now ${next}` });
    expect(await row(owner.brand.id)).toMatchObject({ email: next, pendingEmail: null });
    expect((await mailsTo(owner.brand.email)).at(-1)?.text).toMatch(/is now/);
    expect((await call(brandLogin, { json: { email: next, password: owner.password } })).status).toBe(200);
    // Used once.
    expect((await confirm(await latestMailCode(next))).status).toBe(400);
  });

  it('a wrong code changes nothing; the fifth wrong one burns the code', async () => {
    const next = uniqueEmail('moved');
    await put({ email: next });
    const right = (await latestMailCode(next))!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const r = await confirm(wrong);
      expect(r.status).toBe(400);
      expect(r.data.fields).toEqual({ code: 'Invalid code. Please try again.' });
    }
    expect((await confirm(wrong)).data.message).toBe('Too many wrong tries. Please request a new code.');
    expect((await confirm(right)).status).toBe(400);
    expect((await row(owner.brand.id)).email).toBe(owner.brand.email);
  });

  it("another brand's address: the same answer, a notice instead of a code, and nothing changes for either brand", async () => {
    const other = await createBrand();
    const res = await put({ email: other.brand.email });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe(emailChangeSentMessage(other.brand.email));
    expect((await mailsTo(other.brand.email)).at(-1)?.text).toMatch(/already belongs to another brand account/);
    expect(await latestMailCode(other.brand.email)).toBeNull();
    expect((await confirm('123456')).status).toBe(400);
    expect((await row(owner.brand.id)).email).toBe(owner.brand.email);
    expect((await row(other.brand.id)).email).toBe(other.brand.email);
  });

  it("a code mailed for one brand's change never confirms another brand's", async () => {
    const other = await createBrand();
    const shared = uniqueEmail('shared');
    await put({ email: shared });
    await put({ email: shared }, other.accessToken);
    const code = (await latestMailCode(shared))!;
    expect((await confirm(code)).status).toBe(400);
    expect((await row(owner.brand.id)).email).toBe(owner.brand.email);
    expect((await confirm(code, other.accessToken)).status).toBe(200);
    expect((await row(other.brand.id)).email).toBe(shared);
  });

  it('answers 409 when the address was taken by a sign-up between the code and the confirmation', async () => {
    const next = uniqueEmail('raced');
    await put({ email: next });
    const code = await latestMailCode(next);
    const phone = randomIndianPhone();
    await verifyPhoneViaApi(phone.local);
    expect((await call(brandSignup, { form: toForm(signupFields({ email: next, phone: phone.local })) })).status).toBe(201);
    const res = await confirm(code);
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('Email already exists');
    expect((await row(owner.brand.id)).email).toBe(owner.brand.email);
  });

  it('cancelling drops the pending address and its code', async () => {
    const next = uniqueEmail('moved');
    await put({ email: next });
    const res = await call(cancelEmail, { method: 'DELETE', token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ pendingEmail: null, email: owner.brand.email });
    const after = await confirm(await latestMailCode(next));
    expect(after.status).toBe(400);
    expect(after.data.message).toBe(EMAIL_CHANGE_NOTHING_PENDING);
  });

  it('with nothing pending, a code is refused with a message', async () => {
    const res = await confirm('123456');
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(EMAIL_CHANGE_NOTHING_PENDING);
  });

  it('limits codes to one mailbox (+tags included), and a refused send changes nothing', async () => {
    const target = uniqueEmail('target');
    const [local, domain] = target.split('@');
    for (let i = 0; i < 3; i++) expect((await put({ email: `${local}+${i}@${domain}` })).status).toBe(200);
    const res = await put({ email: target, brandName: 'Should not stick' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await row(owner.brand.id)).brandName).toBe(owner.brand.brandName);
  });

  it.each([
    ['a missing code', {}, 400],
    ['a short code', { code: '123' }, 400],
    ['a numeric code', { code: 123456 }, 400],
    ['an oversize code', { code: '1'.repeat(5000) }, 400],
  ])('refuses %s with a field message', async (_name, json, status) => {
    await put({ email: uniqueEmail('moved') });
    const res = await call(confirmEmail, { method: 'POST', token: owner.accessToken, json });
    expect(res.status).toBe(status);
    expect((res.data.fields as Record<string, string> | undefined)?.code).toBe('Enter the 6-digit code we e-mailed to your new address');
  });

  it('refuses the code as text/plain, malformed JSON, anonymous and creator callers, and other sites', async () => {
    const next = uniqueEmail('moved');
    await put({ email: next });
    const code = (await latestMailCode(next))!;
    const creator = await createCreator();
    const attempts = [
      call(confirmEmail, { method: 'POST', token: owner.accessToken, raw: JSON.stringify({ code }), headers: { 'content-type': 'text/plain' } }),
      call(confirmEmail, { method: 'POST', token: owner.accessToken, raw: '{"code":', headers: { 'content-type': 'application/json' } }),
      call(confirmEmail, { method: 'POST', json: { code } }),
      call(confirmEmail, { method: 'POST', token: creator.accessToken, json: { code } }),
      call(confirmEmail, { method: 'POST', cookies: { brand_access: owner.accessToken }, json: { code }, headers: { origin: 'https://evil.example' } }),
      call(cancelEmail, { method: 'DELETE', cookies: { brand_access: owner.accessToken }, headers: { origin: 'https://evil.example' } }),
      call(cancelEmail, { method: 'DELETE' }),
    ];
    expect((await Promise.all(attempts)).map((r) => r.status)).toEqual([415, 400, 401, 401, 403, 403, 401]);
    expect(await row(owner.brand.id)).toMatchObject({ email: owner.brand.email, pendingEmail: next });
  });
});

describe('changing the phone needs a fresh proof of the new number', () => {
  it('without a proof: 400 on the phone field, and nothing else changes either', async () => {
    const res = await put({ phone: randomIndianPhone().local, brandName: 'Renamed' });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ phone: PHONE_CHANGE_UNVERIFIED });
    expect(await row(owner.brand.id)).toMatchObject({ phone: owner.brand.phone, brandName: owner.brand.brandName });
  });

  it('with the code texted to the new number: the phone changes, and the proof is used up', async () => {
    const phone = randomIndianPhone();
    await verifyPhoneViaApi(phone.local);
    const res = await put({ phone: phone.local });
    expect(res.status).toBe(200);
    expect(res.data.phone).toBe(phone.e164);
    expect((await row(owner.brand.id)).phone).toBe(phone.e164);
    const other = await createBrand();
    const again = await put({ phone: phone.local }, other.accessToken);
    expect(again.status).toBe(400);
    expect((await row(other.brand.id)).phone).toBe(other.brand.phone);
  });

  it('a proof of another number does not count', async () => {
    const proven = randomIndianPhone();
    await verifyPhoneViaApi(proven.local);
    const res = await put({ phone: randomIndianPhone().local });
    expect(res.status).toBe(400);
    expect((await row(owner.brand.id)).phone).toBe(owner.brand.phone);
  });
});
