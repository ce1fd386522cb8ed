import 'server-only';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

export type BodyKind = 'json' | 'multipart' | 'none';

const JSON_LIMIT = 64 * 1024;
const MULTIPART_LIMIT = 12 * 1024 * 1024;

const inWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.floor((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.max(1, Math.floor(bytes / 1024))} KB`);

/**
 * The refusal of a body over the limit, in words a person reads (a form shows it as is): an upload
 * says that it, or its images, are too large; never a count of bytes.
 */
function tooLarge(kind: BodyKind, limit: number): AppError {
  if (kind === 'multipart') {
    const perImage = inWords(env().MAX_UPLOAD_BYTES);
    return new AppError('payload_too_large', `The upload is too large: at most ${inWords(limit)} in all, and each image at most ${perImage}`);
  }
  return new AppError('payload_too_large', `The request is too large: at most ${inWords(limit)}`);
}

async function readLimited(req: Request, limit: number, kind: BodyKind): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge(kind, limit);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(kind, limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function isEmptyJson(text: string): boolean {
  const t = text.trim();
  if (t === '') return true;
  try {
    const v: unknown = JSON.parse(t);
    return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0;
  } catch {
    return false;
  }
}

/**
 * The request body as the route declared it: JSON (parsed), multipart (FormData) or none.
 * `maxBytes` defaults to 64 KiB for JSON and 12 MiB for multipart; more is a 413.
 */
export async function readBody(req: NextRequest, kind: BodyKind, maxBytes?: number): Promise<unknown> {
  if (kind === 'none') return undefined;
  const rawType = req.headers.get('content-type') ?? '';
  const type = rawType.toLowerCase();
  if (kind === 'multipart') {
    if (!type.startsWith('multipart/form-data')) {
      throw new AppError('unsupported_media_type', 'Expected multipart/form-data');
    }
    const bytes = await readLimited(req, maxBytes ?? MULTIPART_LIMIT, kind);
    try {
      // The boundary is case-sensitive (browsers send e.g. ----WebKitFormBoundaryAbC): pass the header as sent.
      return await new Response(bytes as BodyInit, { headers: { 'content-type': rawType } }).formData();
    } catch {
      throw new AppError('bad_request', 'Malformed multipart body');
    }
  }
  const bytes = await readLimited(req, maxBytes ?? JSON_LIMIT, kind);
  const text = new TextDecoder().decode(bytes);
  const declaredJson = /^application\/([\w.+-]+\+)?json\s*(;|$)/.test(type);
  // Only JSON is JSON. A body typed text/plain (or untyped) is what an HTML form or a "simple"
  // cross-site fetch can send without a preflight: accepted only when it carries nothing, as the
  // spec's client sends its participation request (`{}` with no content type, which fetch labels
  // text/plain). Any field in such a body is refused, so no login or write can ride on it.
  if (!declaredJson) {
    const bare = type === '' || type.startsWith('text/plain');
    if (!bare || !isEmptyJson(text)) throw new AppError('unsupported_media_type', 'Expected application/json');
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'Malformed JSON body');
  }
}

/** Multipart fields as an object; a field sent more than once becomes an array, files stay File. */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key in out) {
      const prev = out[key];
      out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    } else out[key] = value;
  }
  return out;
}

const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Whether a parsed body holds a NUL anywhere (PostgreSQL cannot store one): in a key or a string, nested. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || value instanceof Blob || depth > 32) return false;
  const entries: Iterable<[string, unknown]> = value instanceof FormData ? value.entries() : Object.entries(value);
  for (const [k, v] of entries) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, which JSON, multipart, URLs and server-action arguments can
 * all carry: refused as bad input (400) before it can reach a query and come back as a driver error.
 */
export function refuseNul<T>(value: T): T {
  if (hasNul(value)) throw new AppError('bad_request', NUL_MESSAGE);
  return value;
}

/** The body's exact text (a webhook's signature is over these bytes), at most `limit` bytes (else 413). */
export async function readRawText(req: Request, limit = JSON_LIMIT): Promise<string> {
  return new TextDecoder().decode(await readLimited(req, limit, 'json'));
}
