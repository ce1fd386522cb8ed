import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET, PUT } from '@/app/api/brand/profile/route';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { saveImage } from '@/lib/storage/images';
import { brands } from '@/models';
import { call, pngFile } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { outboxMails } from '../../helpers/outbox';

const uploadPath = (rel: string) => path.join(env().UPLOADS_DIR, rel.replace(/^uploads\//, ''));
const row = async (id: string) => (await (await getDb()).select().from(brands).where(eq(brands.id, id)))[0];
// The owner's own e-mail and phone unless a test changes them: those two need proof (below).
const edit = (over: Record<string, unknown> = {}) => ({
  brandName: 'New Name',
  email: owner.brand.email,
  phone: owner.brand.phone,
  address: '12 MI Road, Jaipur',
  ...over,
});

let owner: Awaited<ReturnType<typeof createBrand>>;
beforeEach(async () => {
  owner = await createBrand({ address: 'Old address', brandLogo: await saveImage(pngFile(), 'Brand Logo') });
});

describe('GET /api/brand/profile', () => {
  it("answers the signed-in brand's profile with the spec's fields", async () => {
    const res = await call(GET, { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      _id: owner.brand.id,
      brandName: owner.brand.brandName,
      email: owner.brand.email,
      phone: owner.brand.phone,
      address: 'Old address',
      brandLogo: owner.brand.brandLogo,
      name: owner.brand.name,
      companyType: 'Private',
      gstNo: '27AAPFU0939F1ZV',
      pendingEmail: null,
    });
  });

  it('works with the session cookie too', async () => {
    const res = await call(GET, { cookies: { brand_access: owner.accessToken } });
    expect(res.status).toBe(200);
    expect(res.data._id).toBe(owner.brand.id);
  });

  it('another brand sees its own profile, never this one', async () => {
    const other = await createBrand();
    const res = await call(GET, { token: other.accessToken });
    expect(res.data._id).toBe(other.brand.id);
    expect(res.data.email).not.toBe(owner.brand.email);
  });

  it.each<[string, () => { token?: string }, string]>([
    ['anonymous', () => ({}), 'Please sign in'],
    ['a garbage token', () => ({ token: 'garbage' }), 'Invalid or expired token'],
    ['a refresh token used as an access token', () => ({ token: owner.refreshToken }), 'Invalid or expired token'],
  ])('refuses %s with 401', async (_name, opts, message) => {
    const res = await call(GET, opts());
    expect(res.status).toBe(401);
    expect(res.data.message).toBe(message);
  });

  it('refuses a creator token (wrong role) with 401', async () => {
    const creator = await createCreator();
    expect((await call(GET, { token: creator.accessToken })).status).toBe(401);
    expect((await call(GET, { cookies: { creator_access: creator.accessToken } })).status).toBe(401);
  });

  it('answers 401 when the account no longer exists', async () => {
    await (await getDb()).delete(brands).where(eq(brands.id, owner.brand.id));
    const res = await call(GET, { token: owner.accessToken });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/brand/profile', () => {
  it('updates brand name and address from JSON at once', async () => {
    const res = await call(PUT, { method: 'PUT', token: owner.accessToken, json: edit() });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      message: 'Profile updated successfully',
      brandName: 'New Name',
      email: owner.brand.email,
      phone: owner.brand.phone,
      address: '12 MI Road, Jaipur',
      pendingEmail: null,
    });
    const after = await row(owner.brand.id);
    expect(after).toMatchObject({ brandName: 'New Name', address: '12 MI Road, Jaipur', brandLogo: owner.brand.brandLogo });
    expect((await call(GET, { token: owner.accessToken })).data.brandName).toBe('New Name');
  });

  it('accepts its own phone typed as 10 digits (the stored E.164 number) as no change', async () => {
    const res = await call(PUT, { method: 'PUT', token: owner.accessToken, json: edit({ phone: owner.brand.phone.replace('+91', '') }) });
    expect(res.status).toBe(200);
    expect((await row(owner.brand.id)).phone).toBe(owner.brand.phone);
  });

  it('accepts the whole object GET answered, changing only the editable fields', async () => {
    const current = (await call(GET, { token: owner.accessToken })).data;
    const res = await call(PUT, {
      method: 'PUT',
      token: owner.accessToken,
      json: {
        ...current,
        brandName: 'Renamed',
        _id: '00000000-0000-0000-0000-000000000000',
        name: 'Hacker',
        gstNo: 'X',
        companyType: 'Public',
        brandLogo: 'uploads/evil.png',
        passwordHash: 'x',
      },
    });
    expect(res.status).toBe(200);
    const after = await row(owner.brand.id);
    expect(after).toMatchObject({
      id: owner.brand.id,
      brandName: 'Renamed',
      name: owner.brand.name,
      gstNo: '27AAPFU0939F1ZV',
      companyType: 'Private',
      brandLogo: owner.brand.brandLogo,
      passwordHash: owner.brand.passwordHash,
    });
  });

  it('replaces the logo from multipart and removes the old file', async () => {
    const oldLogo = owner.brand.brandLogo!;
    expect(fs.existsSync(uploadPath(oldLogo))).toBe(true);
    const form = new FormData();
    for (const [k, v] of Object.entries(edit())) form.append(k, String(v));
    form.append('brandLogo', pngFile('new-logo.png'));
    const res = await call(PUT, { method: 'PUT', token: owner.accessToken, form });
    expect(res.status).toBe(200);
    expect(res.data.brandLogo).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect(res.data.brandLogo).not.toBe(oldLogo);
    expect(fs.existsSync(uploadPath(res.data.brandLogo as string))).toBe(true);
    expect(fs.existsSync(uploadPath(oldLogo))).toBe(false);
    expect((await row(owner.brand.id)).brandLogo).toBe(res.data.brandLogo);
  });

  it('keeps the logo when multipart comes without a new file', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(edit())) form.append(k, String(v));
    const res = await call(PUT, { method: 'PUT', token: owner.accessToken, form });
    expect(res.status).toBe(200);
    expect(res.data.brandLogo).toBe(owner.brand.brandLogo);
  });

  it('keeping its own e-mail (any case) changes nothing and mails nothing', async () => {
    const before = outboxMails().length;
    const res = await call(PUT, { method: 'PUT', token: owner.accessToken, json: edit({ email: owner.brand.email.toUpperCase() }) });
    expect(res.status).toBe(200);
    expect(res.data.pendingEmail).toBeNull();
    expect(outboxMails()).toHaveLength(before);
  });

  const svg = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['an empty brand name', { brandName: '' }, 400, 'Brand Name is required'],
    ['a missing brand name', { brandName: undefined }, 400, 'Brand Name is required'],
    ['a numeric brand name', { brandName: 42 }, 400, 'Brand Name is required'],
    ['an invalid e-mail', { email: 'nope' }, 400, 'Please enter a valid email address'],
    ['a missing e-mail', { email: undefined }, 400, 'Please enter a valid email address'],
    ['an invalid phone', { phone: '12345' }, 400, 'Please enter a valid phone number!'],
    ['a US phone', { phone: '+1 415 555 2671' }, 400, 'Only Indian phone numbers (+91) can be used for now'],
    ['an e-mail with a display name', { email: 'Asha <asha@example.com>' }, 400, 'Please enter a valid email address'],
    ['an e-mail list', { email: 'a@example.com,b@example.com' }, 400, 'Please enter a valid email address'],
    ['a missing phone', { phone: undefined }, 400, 'Please enter a valid phone number!'],
    ['an oversize address', { address: 'x'.repeat(301) }, 400, 'Address must be at most 300 characters'],
    ['an address of the wrong type', { address: { street: 'x' } }, 400, 'Address must be text'],
  ])('refuses %s and changes nothing', async (_name, over, status, message) => {
    const res = await call(PUT, { method: 'PUT', token: owner.accessToken, json: edit(over) });
    expect(res.status).toBe(status);
    expect(res.data.message).toContain(message);
    expect(await row(owner.brand.id)).toMatchObject({
      brandName: owner.brand.brandName,
      email: owner.brand.email,
      phone: owner.brand.phone,
      address: 'Old address',
    });
  });

  it.each([
    ['an SVG logo', svg, 415],
    ['a non-image logo', () => new File(['hello'], 'logo.png', { type: 'image/png' }), 415],
    ['an empty logo', () => new File([], 'logo.png', { type: 'image/png' }), 400],
    ['an oversize logo', () => new File([new Uint8Array(6 * 1024 * 1024)], 'logo.png', { type: 'image/png' }), 413],
  ])('refuses %s, keeping the old logo', async (_name, file, status) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(edit())) form.append(k, String(v));
    form.append('brandLogo', file());
    const res = await call(PUT, { method: 'PUT', token: owner.accessToken, form });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(await row(owner.brand.id)).toMatchObject({ brandLogo: owner.brand.brandLogo, brandName: owner.brand.brandName });
    expect(fs.existsSync(uploadPath(owner.brand.brandLogo!))).toBe(true);
  });

  it.each([
    ['malformed JSON', { raw: '{"brandName":', headers: { 'content-type': 'application/json' } }, 400],
    ['a urlencoded body', { raw: 'brandName=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
    ['an oversize JSON body', { raw: JSON.stringify({ brandName: 'x', address: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' } }, 413],
  ])('refuses %s', async (_name, opts, status) => {
    const res = await call(PUT, { method: 'PUT', token: owner.accessToken, ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
  });

  it('refuses anonymous and creator callers with 401', async () => {
    const creator = await createCreator();
    for (const opts of [{}, { token: creator.accessToken }, { cookies: { creator_access: creator.accessToken } }]) {
      const res = await call(PUT, { method: 'PUT', json: edit(), ...opts });
      expect(res.status).toBe(401);
    }
    expect((await row(owner.brand.id)).brandName).toBe(owner.brand.brandName);
  });

  it("another brand's token changes that brand, never this one", async () => {
    const other = await createBrand();
    const res = await call(PUT, { method: 'PUT', token: other.accessToken, json: edit({ brandName: 'Other renamed' }) });
    expect(res.status).toBe(200);
    expect((await row(other.brand.id)).brandName).toBe('Other renamed');
    expect((await row(owner.brand.id)).brandName).toBe(owner.brand.brandName);
  });

  it('refuses a cross-site cookie write (CSRF) with 403', async () => {
    const res = await call(PUT, {
      method: 'PUT',
      cookies: { brand_access: owner.accessToken },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      json: edit(),
    });
    expect(res.status).toBe(403);
    expect((await row(owner.brand.id)).brandName).toBe(owner.brand.brandName);
  });
});
