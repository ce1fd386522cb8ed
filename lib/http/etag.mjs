// @ts-check
// ETag comparison, shared by the route handlers (lib/http-cache.ts) and the campaign list's front
// (lib/campaigns/list-front.mjs, run by server.mjs without a build): plain JavaScript for both.

/**
 * True when one of the If-None-Match validators matches `etag` (weak comparison, as RFC 9110 says
 * for GET), or the header is `*`.
 * @param {string | null | undefined} ifNoneMatch
 * @param {string} etag
 * @returns {boolean}
 */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  /** @type {(t: string) => string} */
  const bare = (t) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}
