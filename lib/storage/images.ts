import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

const FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' } as const;
type Format = keyof typeof FORMATS;

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

const MAX_PIXELS = 40_000_000;
/** Stored images fit in this square: profile photos, logos and campaign pictures never need more. */
const MAX_STORED_SIDE = 2048;
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

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;
const tooManyPixels = (label: string, width: number, height: number) =>
  new AppError(
    'payload_too_large',
    `${label} is too large: ${width} × ${height} pixels (${megapixels(width * height)}); the limit is ${megapixels(MAX_PIXELS)}`,
  );
const megabytes = (bytes: number) => `${Math.ceil((bytes / 1024 / 1024) * 10) / 10} MB`;
/** The refusal of an image over MAX_UPLOAD_BYTES, in the words the browser's own check uses. */
const tooManyBytes = (label: string, size: number, max: number) =>
  new AppError('payload_too_large', `${label} is too large: ${megabytes(size)}; the limit is ${megabytes(max)}`);

const notAnImage = (label: string) => new AppError('unsupported_media_type', `${label} must be a JPEG, PNG, WebP, GIF or AVIF image`);

/*
 * Decoding a large image takes hundreds of megabytes and seconds of CPU, on the thread pool that
 * file reads share: a burst of uploads could take the server's memory and stall every image it
 * serves. So decodes take turns: at most DECODES_AT_ONCE at a time in this process, a bounded
 * queue behind them, and at most PER_OWNER in flight (running or queued) for one account or
 * address. Past either, a 429 says so. Each decode also shrinks the image while loading it
 * (MAX_STORED_SIDE), which libvips does without holding the full-size pixels for JPEG and WebP.
 */
const DECODES_AT_ONCE = 2;
const DECODE_QUEUE = 16;
const DECODES_PER_OWNER = 2;
const QUEUE_WAIT_MS = 20_000;
const BUSY_MESSAGE = 'The server is busy processing images. Please try again in a moment.';
const TOO_MANY_UPLOADS_MESSAGE = 'You are uploading too many images at once. Please wait for the others to finish.';

type Gate = { running: number; queue: (() => void)[]; owners: Map<string, number> };
const gate: Gate = ((globalThis as { __collabmarketDecodeGate?: Gate }).__collabmarketDecodeGate ??= { running: 0, queue: [], owners: new Map() });

const busy = (message: string) => new AppError('rate_limited', message, undefined, 2);

/** Runs `work` when a decode slot is free, counting it against `owner`; 429 when the owner or the queue is full. */
async function takeTurn<T>(owner: string, work: () => Promise<T>): Promise<T> {
  const mine = gate.owners.get(owner) ?? 0;
  if (mine >= DECODES_PER_OWNER) throw busy(TOO_MANY_UPLOADS_MESSAGE);
  if (gate.running >= DECODES_AT_ONCE && gate.queue.length >= DECODE_QUEUE) throw busy(BUSY_MESSAGE);
  gate.owners.set(owner, mine + 1);
  try {
    if (gate.running >= DECODES_AT_ONCE) await waitForSlot();
    else gate.running += 1;
    try {
      return await work();
    } finally {
      const next = gate.queue.shift();
      if (next) next();
      else gate.running -= 1;
    }
  } finally {
    const left = (gate.owners.get(owner) ?? 1) - 1;
    if (left > 0) gate.owners.set(owner, left);
    else gate.owners.delete(owner);
  }
}

// A freed slot passes straight to the next waiter (`running` stays the same), so nobody overtakes the queue.
function waitForSlot(): Promise<void> {
  return new Promise((resolve, reject) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      const i = gate.queue.indexOf(wake);
      if (i >= 0) gate.queue.splice(i, 1);
      reject(busy(BUSY_MESSAGE));
    }, QUEUE_WAIT_MS);
    gate.queue.push(wake);
  });
}

/**
 * Checks that the bytes are a raster image (never trusting name or declared type), re-encodes
 * it to strip metadata and anything appended, and stores it under a server-made name.
 * `owner` (an account or an address) limits how many one caller may have in flight.
 * Returns the relative path the API hands out: `uploads/<name>`.
 */
export async function saveImage(file: Blob, label = 'Image', owner = 'anonymous'): Promise<string> {
  const max = env().MAX_UPLOAD_BYTES;
  if (file.size === 0) throw new AppError('bad_request', `${label} is empty`);
  if (file.size > max) throw tooManyBytes(label, file.size, max);
  const input = Buffer.from(await file.arrayBuffer());
  if (looksLikePolyglot(input)) throw notAnImage(label);
  const { format, output } = await takeTurn(owner, () => reencode(input, label));
  const name = `${crypto.randomBytes(16).toString('hex')}.${FORMATS[format]}`;
  const dir = env().UPLOADS_DIR;
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(/*turbopackIgnore: true*/ dir, `.${name}.tmp`);
  await fs.writeFile(tmp, output);
  await fs.rename(tmp, path.join(/*turbopackIgnore: true*/ dir, name));
  return `uploads/${name}`;
}

async function reencode(input: Buffer, label: string): Promise<{ format: Format; output: Buffer }> {
  try {
    const img = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false });
    // The header alone (no pixels decoded), read without the limit so that an image over it is told apart from a broken one.
    const meta = await sharp(input, { limitInputPixels: false, failOn: 'error', animated: false }).metadata();
    if (!meta.format || !(meta.format in FORMATS) || meta.format === ('svg' as never)) throw new Error('format');
    // Too many pixels is an image too large, said so (not "not an image", which is what sharp's own limit would make of it).
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw tooManyPixels(label, meta.width!, meta.height!);
    // GIF and AVIF re-encode to PNG/WebP: simpler, smaller and still images.
    const source = meta.format as Format;
    const format: Format = source === 'gif' ? 'png' : source === 'avif' ? 'webp' : source;
    const output = await img.rotate().resize(MAX_STORED_SIDE, MAX_STORED_SIDE, { fit: 'inside', withoutEnlargement: true }).toFormat(format).toBuffer();
    return { format, output };
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw notAnImage(label);
  }
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

/**
 * A copy of a stored upload under a new server-made name (`uploads/<name>`), so that another
 * owner (a portfolio item made from a job's image) may remove its copy without touching the
 * original; null when the name is not ours or the file is gone.
 */
export async function copyUpload(relative: string): Promise<string | null> {
  const name = relative.replace(/^\/?uploads\//, '');
  if (!UPLOAD_NAME.test(name)) return null;
  const dir = env().UPLOADS_DIR;
  const copy = `${crypto.randomBytes(16).toString('hex')}.${name.split('.').pop()!}`;
  try {
    await fs.copyFile(path.join(/*turbopackIgnore: true*/ dir, name), path.join(/*turbopackIgnore: true*/ dir, copy));
  } catch {
    return null;
  }
  return `uploads/${copy}`;
}
