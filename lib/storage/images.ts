import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

const FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' } as const;
type Format = keyof typeof FORMATS;

export const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export const MAX_PIXELS = 40_000_000;
const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|avif)$/;

// Polyglots: bytes that are an image and also a page, a script, a PDF or an archive (GIFAR, JPEG+ZIP).
// Re-encoding drops any such payload anyway; refusing them says so plainly and keeps them off disk.
// The markers are long enough that compressed pixel data practically never contains them by chance.
const ACTIVE_CONTENT = /<(script|html|body|iframe|object|embed|svg[\s>]|\?php)|<!doctype|javascript:|%PDF-/i;

/** True when the bytes also carry markup, a script, a PDF or a ZIP archive (local header and end record). */
export function looksLikePolyglot(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return ACTIVE_CONTENT.test(text) || (text.includes('PK\x03\x04') && text.includes('PK\x05\x06'));
}

const notAnImage = (label: string) => new AppError('unsupported_media_type', `${label} must be a JPEG, PNG, WebP, GIF or AVIF image`);

export function isUpload(value: unknown): value is File {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';
}

/**
 * Checks that the bytes are a raster image (never trusting name or declared type), re-encodes
 * it to strip metadata and anything appended, and stores it under a server-made name.
 * Returns the relative path the API hands out: `uploads/<name>`.
 */
export async function saveImage(file: Blob, label = 'Image'): Promise<string> {
  const max = env().MAX_UPLOAD_BYTES;
  if (file.size === 0) throw new AppError('bad_request', `${label} is empty`);
  if (file.size > max) throw new AppError('payload_too_large', `${label} must be at most ${Math.floor(max / 1024 / 1024)} MB`);
  const input = Buffer.from(await file.arrayBuffer());
  if (looksLikePolyglot(input)) throw notAnImage(label);
  let format: Format;
  let output: Buffer;
  try {
    const img = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false });
    const meta = await img.metadata();
    if (!meta.format || !(meta.format in FORMATS) || meta.format === ('svg' as never)) throw new Error('format');
    format = meta.format as Format;
    // GIF and AVIF re-encode to PNG/WebP: simpler, smaller and still images.
    const target = format === 'gif' ? 'png' : format === 'avif' ? 'webp' : format;
    output = await img.rotate().toFormat(target).toBuffer();
    format = target;
  } catch {
    throw notAnImage(label);
  }
  const name = `${crypto.randomBytes(16).toString('hex')}.${FORMATS[format]}`;
  const dir = env().UPLOADS_DIR;
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(/*turbopackIgnore: true*/ dir, `.${name}.tmp`);
  await fs.writeFile(tmp, output);
  await fs.rename(tmp, path.join(/*turbopackIgnore: true*/ dir, name));
  return `uploads/${name}`;
}

/** Reads a stored upload by its bare name; null when the name is not ours or the file is gone. */
export async function readUpload(name: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  try {
    const bytes = await fs.readFile(path.join(/*turbopackIgnore: true*/ env().UPLOADS_DIR, name));
    return { bytes, type: IMAGE_TYPES[name.split('.').pop()!] };
  } catch {
    return null;
  }
}

/** Removes an upload we no longer reference; missing files are fine. */
export async function removeUpload(relative: string | null | undefined) {
  const name = relative?.replace(/^\/?uploads\//, '');
  if (!name || !UPLOAD_NAME.test(name)) return;
  await fs.rm(path.join(/*turbopackIgnore: true*/ env().UPLOADS_DIR, name), { force: true });
}
