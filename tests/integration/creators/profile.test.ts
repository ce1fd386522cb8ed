import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { creators } from '@/models';
import { call, pngFile } from '@/tests/helpers/http';
import { createBrand, createCreator } from '@/tests/helpers/factories';
import { GET, PUT } from '@/app/api/creator/profile/route';
import { POST as login } from '@/app/api/creator/login/route';
import { uploadedFiles } from './helpers';

async function row(id: string) {
  const db = await getDb();
  const [r] = await db.select().from(creators).where(eq(creators.id, id));
  return r;
}

const uploadExists = (p: string | null) => Boolean(p) && fs.existsSync(path.join(env().UPLOADS_DIR, p!.replace(/^uploads\//, '')));

beforeEach(() => resetAllRateLimits());

describe('GET /api/creator/profile', () => {
  it('answers the signed-in creator’s profile with the spec’s fields and no password', async () => {
    const { creator, accessToken } = await createCreator({ bio: 'Hi', city: 'Pune', tags: ['Food'] });
    const res = await call(GET, { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      _id: creator.id,
      name: creator.name,
      email: creator.email,
      bio: 'Hi',
      city: 'Pune',
      phone: creator.phone,
      tags: ['Food'],
      profilePicture: null,
    });
    expect(JSON.stringify(res.data)).not.toMatch(/password/i);
  });

  it('works with the session cookie instead of a bearer token', async () => {
    const { creator, accessToken } = await createCreator();
    const res = await call(GET, { cookies: { creator_access: accessToken } });
    expect(res.status).toBe(200);
    expect(res.data._id).toBe(creator.id);
  });

  it('each creator sees only their own profile', async () => {
    const a = await createCreator();
    const b = await createCreator();
    expect((await call(GET, { token: a.accessToken })).data._id).toBe(a.creator.id);
    expect((await call(GET, { token: b.accessToken })).data._id).toBe(b.creator.id);
  });

  it.each([
    ['anonymous', async () => ({}), 'Please sign in'],
    ['a brand token', async () => ({ token: (await createBrand()).accessToken }), 'Invalid or expired token'],
    ['a brand cookie', async () => ({ cookies: { brand_access: (await createBrand()).accessToken } }), 'Please sign in'],
    ['a refresh token as bearer', async () => ({ token: (await createCreator()).refreshToken }), 'Invalid or expired token'],
    ['a garbage bearer', async () => ({ token: 'abc.def.ghi' }), 'Invalid or expired token'],
  ])('answers 401 for %s', async (_, auth, message) => {
    const res = await call(GET, await auth());
    expect(res.status).toBe(401);
    expect(res.data.message).toBe(message);
  });

  it('answers 401 when the account no longer exists: its token is no session', async () => {
    const { creator, accessToken } = await createCreator();
    const db = await getDb();
    await db.delete(creators).where(eq(creators.id, creator.id));
    const res = await call(GET, { token: accessToken });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe('Invalid or expired token');
  });
});

describe('PUT /api/creator/profile: audience of the handles', () => {
  const put = (token: string, socialMediaHandles: unknown) => call(PUT, { method: 'PUT', token, json: { socialMediaHandles } });

  it('replaces the handles; followers are dated by the server, and the date stays while they do not change', async () => {
    const { creator, accessToken } = await createCreator({ socialMediaHandles: [] });
    const first = await put(accessToken, [
      { platform: 'Instagram', handle: '@asha', followers: 4200, avgViews: 900, engagementRate: 3.75, followersUpdatedAt: '2000-01-01' },
    ]);
    expect(first.status).toBe(200);
    const [h] = (await row(creator.id)).socialMediaHandles;
    expect(h).toMatchObject({ platform: 'Instagram', handle: '@asha', followers: 4200, avgViews: 900, engagementRate: 3.75 });
    expect(h.followersUpdatedAt).not.toBe('2000-01-01');
    expect(Date.now() - Date.parse(h.followersUpdatedAt!)).toBeLessThan(60_000);
    expect(first.data.socialMediaHandles).toEqual([h]);

    await put(accessToken, [{ platform: 'Instagram', handle: '@asha', followers: 4200, avgViews: 1000 }]);
    expect((await row(creator.id)).socialMediaHandles[0]).toMatchObject({ followers: 4200, avgViews: 1000, followersUpdatedAt: h.followersUpdatedAt });

    await put(accessToken, [{ platform: 'Instagram', handle: '@asha', followers: 5000 }]);
    const [changed] = (await row(creator.id)).socialMediaHandles;
    expect(changed.followers).toBe(5000);
    expect(Date.parse(changed.followersUpdatedAt!)).toBeGreaterThanOrEqual(Date.parse(h.followersUpdatedAt!));
  });

  it('accepts the spec shape without figures (a new handle shows none)', async () => {
    const { creator, accessToken } = await createCreator({ socialMediaHandles: [] });
    const res = await put(accessToken, [{ platform: 'YouTube', handle: 'AshaEats' }]);
    expect(res.status).toBe(200);
    expect((await row(creator.id)).socialMediaHandles).toEqual([{ platform: 'YouTube', handle: 'AshaEats' }]);
  });

  it.each([
    ['negative followers', { followers: -1 }, 'socialMediaHandles.0.followers: Followers cannot be negative'],
    ['fractional followers', { followers: 1.5 }, 'socialMediaHandles.0.followers: Followers must be a whole number'],
    ['followers as text', { followers: '10k' }, 'socialMediaHandles.0.followers: Followers must be a number'],
    ['engagement over 100', { followers: 10, engagementRate: 100.01 }, 'socialMediaHandles.0.engagementRate: Engagement rate must be between 0 and 100'],
    ['negative engagement', { followers: 10, engagementRate: -1 }, 'socialMediaHandles.0.engagementRate: Engagement rate must be between 0 and 100'],
    ['non-integer average views', { followers: 10, avgViews: 2.5 }, 'socialMediaHandles.0.avgViews: Average views must be a whole number'],
  ])('refuses %s with 400 and changes nothing', async (_name, figures, message) => {
    const { creator, accessToken } = await createCreator();
    const res = await put(accessToken, [{ platform: 'Instagram', handle: '@a', ...figures }]);
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
    expect((await row(creator.id)).socialMediaHandles).toEqual(creator.socialMediaHandles);
  });

  it('multipart takes the handles as JSON text', async () => {
    const { creator, accessToken } = await createCreator({ socialMediaHandles: [] });
    const form = new FormData();
    form.append('socialMediaHandles', JSON.stringify([{ platform: 'TikTok', handle: '@asha', followers: 70 }]));
    const res = await call(PUT, { method: 'PUT', token: accessToken, form });
    expect(res.status).toBe(200);
    expect((await row(creator.id)).socialMediaHandles[0]).toMatchObject({ platform: 'TikTok', handle: '@asha', followers: 70 });
  });
});

describe('PUT /api/creator/profile', () => {
  it('takes back the whole object GET answered and changes only the editable fields', async () => {
    const { creator, accessToken, password } = await createCreator({ tags: ['Tech'] });
    const got = (await call(GET, { token: accessToken })).data;
    const res = await call(PUT, {
      method: 'PUT',
      token: accessToken,
      json: {
        ...got,
        name: '  New Name ',
        bio: 'Food and travel.',
        city: 'Kochi',
        phone: '9123456780',
        tags: ['Travel', 'Food', 'Travel'],
        email: 'hijack@example.com',
        _id: '00000000-0000-4000-8000-000000000000',
        password: 'changed-password',
        passwordHash: 'x',
        createdAt: '2000-01-01T00:00:00.000Z',
        // Ours on top of the spec's fields: the niche the creator types in My Profile.
        niche: '  Street food ',
        // A spec client echoes the handles in the spec's shape: their audience figures stay.
        socialMediaHandles: creator.socialMediaHandles.map(({ platform, handle }) => ({ platform, handle })),
        profilePicture: 'uploads/ffffffffffffffffffffffffffffffff.png',
      },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      _id: creator.id,
      email: creator.email,
      name: 'New Name',
      bio: 'Food and travel.',
      city: 'Kochi',
      niche: 'Street food',
      phone: '+919123456780',
      tags: ['Travel', 'Food'],
      message: 'Profile updated successfully',
    });
    const r = await row(creator.id);
    expect(r).toMatchObject({ email: creator.email, name: 'New Name', city: 'Kochi', phone: '+919123456780', niche: 'Street food', profilePicture: null });
    expect(r.socialMediaHandles).toEqual(creator.socialMediaHandles);
    expect(r.passwordHash).toBe(creator.passwordHash);
    expect(r.createdAt.toISOString()).toBe(creator.createdAt.toISOString());
    expect(r.updatedAt.getTime()).toBeGreaterThan(creator.updatedAt.getTime());
    // The password still works; the one in the body did nothing.
    expect((await call(login, { json: { email: creator.email, password } })).status).toBe(200);
    expect((await call(login, { json: { email: creator.email, password: 'changed-password' } })).status).toBe(401);
    expect((await call(GET, { token: accessToken })).data).toMatchObject({ name: 'New Name', tags: ['Travel', 'Food'] });
  });

  it('refuses a niche over 100 characters with a clear 400 and stores nothing', async () => {
    const { creator, accessToken } = await createCreator({ niche: 'Food' });
    const res = await call(PUT, { method: 'PUT', token: accessToken, json: { niche: 'x'.repeat(101), city: 'Pune' } });
    expect(res.status).toBe(400);
    expect((res.data as { message: string }).message).toMatch(/100/);
    expect(await row(creator.id)).toMatchObject({ niche: 'Food', city: creator.city });
  });

  it('changes only the fields sent; an empty object changes nothing', async () => {
    const { creator, accessToken } = await createCreator({ bio: 'Old bio', city: 'Jaipur' });
    expect((await call(PUT, { method: 'PUT', token: accessToken, json: { city: 'Delhi' } })).status).toBe(200);
    expect(await row(creator.id)).toMatchObject({ bio: 'Old bio', city: 'Delhi' });
    expect((await call(PUT, { method: 'PUT', token: accessToken, json: {} })).status).toBe(200);
    expect(await row(creator.id)).toMatchObject({ bio: 'Old bio', city: 'Delhi', name: creator.name });
  });

  it('clears the bio, city and tags when sent empty', async () => {
    const { creator, accessToken } = await createCreator({ bio: 'x', city: 'y', tags: ['Tech'] });
    expect((await call(PUT, { method: 'PUT', token: accessToken, json: { bio: '', city: '', tags: [] } })).status).toBe(200);
    expect(await row(creator.id)).toMatchObject({ bio: '', city: '', tags: [] });
  });

  it('uploads a new profile picture by multipart and removes the old file', async () => {
    const { creator, accessToken } = await createCreator();
    const form1 = new FormData();
    form1.append('profilePicture', pngFile());
    const first = await call(PUT, { method: 'PUT', token: accessToken, form: form1 });
    expect(first.status).toBe(200);
    const firstPath = String(first.data.profilePicture);
    expect(firstPath).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect(uploadExists(firstPath)).toBe(true);

    const form2 = new FormData();
    form2.append('profilePicture', pngFile('new.png'));
    form2.append('name', 'Photo Person');
    form2.append('tags', JSON.stringify(['Lifestyle', 'Tech']));
    const second = await call(PUT, { method: 'PUT', token: accessToken, form: form2 });
    expect(second.status).toBe(200);
    const secondPath = String(second.data.profilePicture);
    expect(secondPath).not.toBe(firstPath);
    expect(uploadExists(secondPath)).toBe(true);
    expect(uploadExists(firstPath)).toBe(false);
    expect(await row(creator.id)).toMatchObject({ profilePicture: secondPath, name: 'Photo Person', tags: ['Tech', 'Lifestyle'] });
  });

  it('multipart: the stored path sent back as text keeps the picture; repeated tag fields work', async () => {
    const { creator, accessToken } = await createCreator();
    const withPic = new FormData();
    withPic.append('profilePicture', pngFile());
    const pic = String((await call(PUT, { method: 'PUT', token: accessToken, form: withPic })).data.profilePicture);
    const form = new FormData();
    form.append('profilePicture', pic);
    form.append('tags', 'Food');
    form.append('tags', 'Tech');
    form.append('email', 'other@example.com');
    const res = await call(PUT, { method: 'PUT', token: accessToken, form });
    expect(res.status).toBe(200);
    expect(await row(creator.id)).toMatchObject({ profilePicture: pic, tags: ['Tech', 'Food'], email: creator.email });
    expect(uploadExists(pic)).toBe(true);
  });

  it('works with the session cookie from our own site, and refuses it cross-site', async () => {
    const { creator, accessToken } = await createCreator();
    const same = await call(PUT, {
      method: 'PUT',
      cookies: { creator_access: accessToken },
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      json: { city: 'Goa' },
    });
    expect(same.status).toBe(200);
    const cross = await call(PUT, {
      method: 'PUT',
      cookies: { creator_access: accessToken },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      json: { city: 'Evil' },
    });
    expect(cross.status).toBe(403);
    expect((await row(creator.id)).city).toBe('Goa');
  });

  it.each([
    ['anonymous', async () => ({})],
    ['a brand token', async () => ({ token: (await createBrand()).accessToken })],
  ])('answers 401 for %s and changes nothing', async (_, auth) => {
    const { creator } = await createCreator({ city: 'Jaipur' });
    const res = await call(PUT, { method: 'PUT', ...(await auth()), json: { city: 'Nowhere' } });
    expect(res.status).toBe(401);
    expect(typeof res.data.message).toBe('string');
    expect((await row(creator.id)).city).toBe('Jaipur');
  });

  it('one creator cannot change another: the token decides whose profile changes', async () => {
    const a = await createCreator({ city: 'A-town' });
    const b = await createCreator({ city: 'B-town' });
    const res = await call(PUT, { method: 'PUT', token: a.accessToken, json: { _id: b.creator.id, city: 'Changed' } });
    expect(res.status).toBe(200);
    expect((await row(a.creator.id)).city).toBe('Changed');
    expect((await row(b.creator.id)).city).toBe('B-town');
  });

  it.each([
    ['malformed JSON', { raw: '{"name":', headers: { 'content-type': 'application/json' } }, 400, 'Malformed JSON body'],
    ['a blank name', { json: { name: '  ' } }, 400, 'name: Name is required'],
    ['a name that is a number', { json: { name: 5 } }, 400, 'name: Name is required'],
    ['a too-long bio', { json: { bio: 'x'.repeat(1001) } }, 400, 'bio: Must be at most 1000 characters'],
    ['a bio that is an object', { json: { bio: { a: 1 } } }, 400, 'bio: Must be text'],
    ['an unknown tag', { json: { tags: ['Tech', 'Crypto'] } }, 400, 'tags.1: Tags must be among Tech, Marketing, Lifestyle, Travel, Food'],
    ['tags that are a string', { json: { tags: 'Tech' } }, 400, 'tags: Tags must be a list'],
    ['an invalid phone', { json: { phone: '12345678' } }, 400, 'Please enter a valid phone number!'],
    ['an empty phone', { json: { phone: '' } }, 400, 'phone: Phone is required'],
    ['an XML body', { raw: '<name>x</name>', headers: { 'content-type': 'application/xml' } }, 415, 'Expected application/json'],
    ['an oversized JSON body', { json: { bio: 'x'.repeat(70_000) } }, 413, 'The request is too large: at most 64 KB'],
    [
      'a picture that is not an image',
      {
        form: (() => {
          const f = new FormData();
          f.append('profilePicture', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
          return f;
        })(),
      },
      415,
      'Profile picture must be a JPEG, PNG, WebP, GIF or AVIF image',
    ],
    [
      'an unknown tag in a form',
      {
        form: (() => {
          const f = new FormData();
          f.append('tags', 'Crypto');
          return f;
        })(),
      },
      400,
      'tags.0: Tags must be among Tech, Marketing, Lifestyle, Travel, Food',
    ],
    [
      'a broken multipart body',
      { raw: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      400,
      'Malformed multipart body',
    ],
  ] as const)('refuses %s and changes nothing', async (_, opts, status, message) => {
    const { creator, accessToken } = await createCreator({ bio: 'Keep', tags: ['Tech'] });
    const files = uploadedFiles().length;
    const res = await call(PUT, { method: 'PUT', token: accessToken, ...opts });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(res.data.message).toBe(message);
    expect(await row(creator.id)).toMatchObject({ bio: 'Keep', tags: ['Tech'], name: creator.name, phone: creator.phone, updatedAt: creator.updatedAt });
    expect(uploadedFiles()).toHaveLength(files);
  });

  it('refuses a picture over the size limit with 413 and keeps the old one', async () => {
    const { creator, accessToken } = await createCreator();
    const form = new FormData();
    form.append('profilePicture', new File([new Uint8Array(env().MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' }));
    const res = await call(PUT, { method: 'PUT', token: accessToken, form });
    expect(res.status).toBe(413);
    expect((await row(creator.id)).profilePicture).toBeNull();
  });
});
