import { route } from '@/lib/route';
import { jsonBodyWithEtag, weakEtag } from '@/lib/http-cache';
import { openApiDocument } from '@/lib/openapi/document';

const CACHE = 'public, max-age=300, stale-while-revalidate=86400';
let served: { body: Uint8Array<ArrayBuffer>; etag: string } | undefined;

/** The OpenAPI 3.1 document, generated from the routes' schemas once per process. */
export const GET = route({ auth: 'none' }, async ({ req }) => {
  if (!served) {
    const body = new TextEncoder().encode(JSON.stringify(openApiDocument())) as Uint8Array<ArrayBuffer>;
    served = { body, etag: weakEtag(body) };
  }
  return jsonBodyWithEtag(req, served.body, served.etag, CACHE);
});
