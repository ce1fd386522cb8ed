import 'server-only';
import crypto from 'node:crypto';
import type { NextRequest } from 'next/server';
import { etagMatches } from '@/lib/http/etag.mjs';

/** Shared caches (CDN, reverse proxy) may keep public lists briefly and serve them stale while revalidating. */
const PUBLIC_LIST_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** A weak validator over the exact bytes we would send. */
export function weakEtag(body: Uint8Array): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/** Already-serialised JSON with its ETag (e.g. from a server-side cache); bytes are sent as they are. */
export function jsonBodyWithEtag(req: NextRequest, body: Uint8Array<ArrayBuffer>, etag: string, cacheControl = PUBLIC_LIST_CACHE): Response {
  const headers = { 'Cache-Control': cacheControl, ETag: etag, Vary: 'Accept-Encoding' };
  if (etagMatches(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}
