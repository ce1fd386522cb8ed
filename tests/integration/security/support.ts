import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { brands, campaigns, creators, emailCodes, notifications, participationRequests, phoneVerifications, refreshTokens } from '@/models';
import { issueEmailCode, verifyEmailCode } from '@/lib/auth/email-codes';
import { sendLocalCode, verifyPhone } from '@/lib/phone/provider';
import { saveImage } from '@/lib/storage/images';
import { API_TREES } from '@/lib/openapi/registry';
import { PNG_1x1 } from '../../helpers/http';
import { latestSmsCode } from '../../helpers/outbox';

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type Handler = (req: Request, ctx: { params: Promise<never> }) => Promise<Response>;
export type Endpoint = { key: string; file: string; method: string; handler: Handler };

const ROOT = path.resolve(import.meta.dirname, '../../..');

function routeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(e.name) ? [full] : [];
  });
}

/** Every route handler of the app's API trees, as `METHOD /path/[param]`, found on disk (so a new one is never missed). */
export async function discoverEndpoints(): Promise<Endpoint[]> {
  const out: Endpoint[] = [];
  for (const tree of API_TREES) {
    for (const file of routeFiles(path.join(ROOT, tree)).sort()) {
      const urlPath = '/' + path.relative(path.join(ROOT, 'app'), path.dirname(file)).split(path.sep).join('/');
      const mod = (await import(file)) as Record<string, unknown>;
      for (const method of HTTP_METHODS) {
        if (typeof mod[method] === 'function') out.push({ key: `${method} ${urlPath}`, file, method, handler: mod[method] as Handler });
      }
    }
  }
  return out;
}

/** A client address of its own, so per-IP limits of one call never touch another. */
export const freshIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
export const freshEmail = (prefix = 'sec') => `${prefix}-${crypto.randomBytes(6).toString('hex')}@example.com`;
/** A random valid Indian mobile number: 10 digits and E.164. */
export function freshPhone() {
  const local = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  return { local, e164: `+91${local}` };
}

/** An e-mail whose sign-up code was issued and verified (the first two steps of creator sign-up). */
export async function verifiedSignupEmail(email = freshEmail()): Promise<string> {
  const { code } = await issueEmailCode({ email, purpose: 'signup', role: 'creator' });
  await verifyEmailCode({ email, purpose: 'signup', role: 'creator', code });
  return email;
}

/** A phone verified through the local provider (the brand wizard's step 2). */
export async function verifiedPhone(): Promise<{ local: string; e164: string }> {
  const phone = freshPhone();
  await sendLocalCode(phone.local);
  await verifyPhone(phone.local, { code: latestSmsCode(phone.e164) ?? '' });
  return phone;
}

export async function pngBytes(width = 16, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#5b3df5' } })
    .png()
    .toBuffer();
}

export const imageFile = async (name = 'image.png') => new File([new Uint8Array(await pngBytes())], name, { type: 'image/png' });

/** A stored upload's bare name, as `/uploads/<name>` serves it. */
export async function storedUploadName(): Promise<string> {
  const rel = await saveImage(await imageFile(), 'Image');
  return rel.slice('uploads/'.length);
}

const TABLES = { brands, creators, campaigns, participationRequests, notifications, refreshTokens, emailCodes, phoneVerifications };

/** Row counts of the tables bad input must never touch. */
export async function rowCounts(): Promise<Record<string, number>> {
  const db = await getDb();
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = Number(row.n);
  }
  return out;
}

/** The multipart body of a campaign as the campaign form sends it. */
export function campaignForm(over: Record<string, string | Blob | undefined> = {}, image?: Blob): FormData {
  const fields: Record<string, string | Blob | undefined> = {
    campaignName: 'Summer launch',
    brandName: 'Acme',
    interest: 'Technology',
    platform: 'Instagram',
    minFollowers: '1000',
    maxFollowers: '20000',
    incentives: '₹5,000 per post',
    description: 'Show our product to your audience.',
    campaignImage: image,
    ...over,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  return form;
}

/** A PNG whose header claims `width`×`height` pixels (a decompression bomb), a few dozen bytes long. */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_1x1);
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data (bytes 12-28).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Image bytes with something else riding along: a ZIP after a JPEG, HTML after a GIF, and the like. */
export async function polyglots(): Promise<Record<string, Buffer>> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
    .jpeg()
    .toBuffer();
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
    .gif()
    .toBuffer();
  const png = await pngBytes(8, 8);
  // A stored ZIP holding evil.html: local file header ... end of central directory.
  const zip = Buffer.concat([
    Buffer.from('504b0304140000000000000000000000000000000000000000000800000065766c2e68746d6c', 'hex'),
    Buffer.from('<script>alert(1)</script>'),
    Buffer.from('504b050600000000010001000000000000000000000000', 'hex'),
  ]);
  return {
    'JPEG with a ZIP archive appended': Buffer.concat([jpeg, zip]),
    'GIF with an HTML page appended': Buffer.concat([gif, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]),
    'PNG with a PHP script appended': Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]),
    'JPEG with a PDF appended': Buffer.concat([jpeg, Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF')]),
    'GIF with an SVG tag spliced in before its trailer': Buffer.concat([
      gif.subarray(0, gif.length - 1),
      Buffer.from('<svg onload=alert(1)>'),
      gif.subarray(gif.length - 1),
    ]),
  };
}

/** A brand's row as stored. */
export async function brandRow(id: string) {
  const [row] = await (await getDb()).select().from(brands).where(eq(brands.id, id));
  return row;
}

/** Sets a brand's e-mail columns directly (to prepare or undo a pending e-mail change). */
export async function setBrandEmail(id: string, set: { email?: string; pendingEmail: string | null }) {
  await (await getDb()).update(brands).set(set).where(eq(brands.id, id));
}
