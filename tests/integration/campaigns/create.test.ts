import fs from 'node:fs';
import { FOLLOWERS_MESSAGE } from '@/lib/campaigns/messages';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { POST } from '@/app/api/campaign/create/route';
import { GET as LIST } from '@/app/api/campaign/route';
import { call, pngFile } from '../../helpers/http';
import { pngClaiming } from '../security/support';
import { campaignFormFields, createBrand, createCreator } from '../../helpers/factories';
import { accessCookie } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { brands, campaigns } from '@/models';

let brand: Awaited<ReturnType<typeof createBrand>>;
let creator: Awaited<ReturnType<typeof createCreator>>;
let realPng: Buffer;

const FIELDS = campaignFormFields() as Record<string, string>;
// The spec's fields, each required; the brief (deliverables, fee, ...) is optional in the API (brief.test.ts).
const SPEC_KEYS = Object.keys(FIELDS).filter((k) => k !== 'deliverables');

function form(over: Record<string, string | File | null> = {}, image: File | null = new File([new Uint8Array(realPng)], 'cover.png', { type: 'image/png' })) {
  const f = new FormData();
  const all: Record<string, string | File | null> = { ...FIELDS, campaignImage: image, ...over };
  for (const [k, v] of Object.entries(all)) if (v !== null) f.append(k, v);
  return f;
}

const uploadsDir = () => env().UPLOADS_DIR;
const uploadedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
async function campaignRows() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(campaigns);
  return Number(row.n);
}

beforeAll(async () => {
  brand = await createBrand({ brandName: 'Acme Foods' });
  creator = await createCreator();
  realPng = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/campaign/create', () => {
  it('takes follower bounds as people type them, beyond the spec’s choices, up to 10 crore', async () => {
    for (const [min, max, stored] of [
      ['5k', '2 lakh', [5000, 200000]],
      ['1,500', '2,50,000', [1500, 250000]],
      ['1', '100000000', [1, 100_000_000]],
    ] as const) {
      const { status, data } = await call(POST, { form: form({ minFollowers: min, maxFollowers: max }), token: brand.accessToken });
      expect(status, `${min}-${max}`).toBe(201);
      expect(data.campaign).toMatchObject({ minFollowers: stored[0], maxFollowers: stored[1] });
    }
  });

  it('creates an open campaign with its stored image and answers 201 with the spec message', async () => {
    const before = uploadedFiles().length;
    const { status, data } = await call(POST, { form: form(), token: brand.accessToken });
    expect(status).toBe(201);
    expect(data.message).toBe('Campaign created successfully!');
    const campaign = data.campaign as Record<string, unknown>;
    expect(campaign).toMatchObject({
      brandId: brand.brand.id,
      campaignName: 'Monsoon Launch',
      brandName: 'Acme Foods',
      interest: 'Health',
      platform: 'YouTube',
      minFollowers: 3000,
      maxFollowers: 60000,
      incentives: '₹8,000 per video',
      status: 'open',
    });
    expect(campaign._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(campaign.campaignImage).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    const file = `${uploadsDir()}/${String(campaign.campaignImage).slice('uploads/'.length)}`;
    expect((await sharp(file).metadata()).width).toBe(64);
    expect(uploadedFiles().length).toBe(before + 1);

    const db = await getDb();
    const [row] = await db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, String(campaign._id)));
    expect(row.campaignImage).toBe(campaign.campaignImage);

    const listed = await call(LIST, { url: '/api/campaign' });
    expect((listed.data.campaigns as { _id: string }[]).map((c) => c._id)).toContain(campaign._id);
  });

  it('trims text fields', async () => {
    const { status, data } = await call(POST, { form: form({ campaignName: '  Spaced  ' }), token: brand.accessToken });
    expect(status).toBe(201);
    expect((data.campaign as { campaignName: string }).campaignName).toBe('Spaced');
  });

  it('accepts the browser session cookie from our own origin', async () => {
    const { status } = await call(POST, {
      form: form(),
      cookies: { [accessCookie('brand')]: brand.accessToken },
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(status).toBe(201);
  });

  it.each([
    ['anonymous', () => ({}), 401],
    ['a creator token', () => ({ token: creator.accessToken }), 401],
    ['a creator cookie', () => ({ cookies: { [accessCookie('creator')]: creator.accessToken } }), 401],
    ['a garbage token', () => ({ token: 'abc.def.ghi' }), 401],
    ['a refresh token used as access token', () => ({ token: brand.refreshToken }), 401],
    [
      'a brand cookie from another site (CSRF)',
      () => ({ cookies: { [accessCookie('brand')]: brand.accessToken }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
      403,
    ],
  ])('refuses %s and stores nothing', async (_who, opts, expected) => {
    const rows = await campaignRows();
    const files = uploadedFiles().length;
    const { status, data } = await call(POST, { form: form(), ...opts() });
    expect(status).toBe(expected);
    expect(typeof data.message).toBe('string');
    expect(await campaignRows()).toBe(rows);
    expect(uploadedFiles().length).toBe(files);
  });

  it('refuses a brand whose account no longer exists', async () => {
    const gone = await createBrand();
    const db = await getDb();
    await db.delete(brands).where(eq(brands.id, gone.brand.id));
    const { status } = await call(POST, { form: form(), token: gone.accessToken });
    expect(status).toBe(401);
  });

  const missing = SPEC_KEYS.map((k) => [k, { [k]: null }] as const);
  it.each([
    ...missing.map(([k, over]) => [`missing ${k}`, over, null, k, 'This field is required'] as const),
    ...SPEC_KEYS.map((k) => [`blank ${k}`, { [k]: '   ' }, null, k, 'This field is required'] as const),
    ['missing image', {}, 'none', 'campaignImage', 'Campaign image is required'],
    ['an empty file for the image', {}, 'empty', 'campaignImage', 'Campaign image is required'],
    ['the image as text', { campaignImage: 'uploads/x.png' }, 'none', 'campaignImage', 'Campaign image is required'],
    ['an unknown interest', { interest: 'Cooking' }, null, 'interest', 'This field is required'],
    ['an unknown platform', { platform: 'MySpace' }, null, 'platform', 'This field is required'],
    ['non-numeric followers', { minFollowers: 'lots' }, null, 'minFollowers', 'This field is required'],
    ['no followers at all', { minFollowers: '0' }, null, 'minFollowers', FOLLOWERS_MESSAGE],
    ['followers past 10 crore', { maxFollowers: '100000001' }, null, 'maxFollowers', FOLLOWERS_MESSAGE],
    ['fractional followers', { maxFollowers: '20000.5' }, null, 'maxFollowers', FOLLOWERS_MESSAGE],
    ['negative followers', { minFollowers: '-5000' }, null, 'minFollowers', FOLLOWERS_MESSAGE],
    ['a name that is too long', { campaignName: 'x'.repeat(121) }, null, 'campaignName', 'Must be at most 120 characters'],
    ['a description that is too long', { description: 'x'.repeat(4001) }, null, 'description', 'Must be at most 4000 characters'],
  ] as const)('answers 400 for %s, with the field message, storing nothing', async (_case, over, image, field, message) => {
    const rows = await campaignRows();
    const files = uploadedFiles().length;
    const img = image === 'none' ? null : image === 'empty' ? new File([], '', { type: 'application/octet-stream' }) : undefined;
    const f = img === undefined ? form(over as Record<string, string | null>) : form(over as Record<string, string | null>, img);
    const { status, data } = await call(POST, { form: f, token: brand.accessToken });
    expect(status).toBe(400);
    expect((data.fields as Record<string, string>)[field]).toBe(message);
    expect(data.message).toContain(message);
    expect(await campaignRows()).toBe(rows);
    expect(uploadedFiles().length).toBe(files);
  });

  it('lists every missing field at once', async () => {
    const { status, data } = await call(POST, { form: new FormData(), token: brand.accessToken });
    expect(status).toBe(400);
    expect(Object.keys(data.fields as object).sort()).toEqual([...SPEC_KEYS, 'campaignImage'].sort());
  });

  it.each([
    ['a text file named .png', () => new File(['hello, not an image'], 'fake.png', { type: 'image/png' }), 415, /must be a JPEG, PNG/],
    ['an SVG', () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }), 415, /must be a JPEG, PNG/],
    ['a truncated PNG', () => new File([new Uint8Array(realPng.subarray(0, 40))], 'cut.png', { type: 'image/png' }), 415, /must be a JPEG, PNG/],
    // A too-large image says it is too large, in the words the browser's check uses; never that it is the wrong type.
    [
      'an image over the size limit',
      () => new File([new Uint8Array(env().MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' }),
      413,
      /^Campaign image is too large: 5\.1 MB; the limit is 5 MB$/,
    ],
    [
      'an image of too many pixels (its header claims 60000 × 60000)',
      () => new File([new Uint8Array(pngClaiming(60_000, 60_000))], 'bomb.png', { type: 'image/png' }),
      413,
      /^Campaign image is too large: 60000 × 60000 pixels \(3600 megapixels\); the limit is 40 megapixels$/,
    ],
  ])('refuses %s and stores nothing', async (_case, file, expected, message) => {
    const rows = await campaignRows();
    const files = uploadedFiles().length;
    const { status, data } = await call(POST, { form: form({}, file()), token: brand.accessToken });
    expect(status).toBe(expected);
    expect(data.message).toMatch(message);
    expect(await campaignRows()).toBe(rows);
    expect(uploadedFiles().length).toBe(files);
  });

  it('refuses a body over the multipart limit with 413', async () => {
    const big = new File([new Uint8Array(13 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    const { status, data } = await call(POST, { form: form({}, big), token: brand.accessToken });
    expect(status).toBe(413);
    // Plain words, never "Request body is larger than 12582912 bytes".
    expect(data.message).toBe('The upload is too large: at most 12 MB in all, and each image at most 5 MB');
  });

  it.each([
    ['JSON', { json: { ...FIELDS } }],
    ['urlencoded', { raw: new URLSearchParams(FIELDS).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['no content type', { raw: 'campaignName=x' }],
  ])('answers 415 for %s instead of multipart', async (_case, opts) => {
    const rows = await campaignRows();
    const { status, data } = await call(POST, { method: 'POST', token: brand.accessToken, ...opts });
    expect(status).toBe(415);
    expect(data.message).toBe('Expected multipart/form-data');
    expect(await campaignRows()).toBe(rows);
  });

  it('answers 400 for a malformed multipart body', async () => {
    const { status, data } = await call(POST, {
      method: 'POST',
      token: brand.accessToken,
      raw: '--xyz\r\nContent-Disposition: form-data; name="campaignName"\r\n\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(status).toBe(400);
    expect(data.message).toBe('Malformed multipart body');
  });

  it('removes the saved image when the database insert fails', async () => {
    const rows = await campaignRows();
    const files = uploadedFiles().length;
    const db = await getDb();
    vi.spyOn(db, 'insert').mockImplementationOnce(() => {
      throw new Error('insert failed');
    });
    const { status, data } = await call(POST, { form: form(), token: brand.accessToken });
    expect(status).toBe(500);
    expect(data.message).toBe('Something went wrong');
    expect(await campaignRows()).toBe(rows);
    expect(uploadedFiles().length).toBe(files);
  });

  it('accepts the tiny PNG helper as a real image too', async () => {
    const { status } = await call(POST, { form: form({}, pngFile()), token: brand.accessToken });
    expect(status).toBe(201);
  });
});
