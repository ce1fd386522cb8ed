// The codes of every error answer: the JSON API's `{ code, message, fields? }` and a server
// action's `serverError`. A program branches on `code` (stable); `message` is for people and may
// change. Listed once here with the HTTP status each goes with; the OpenAPI document
// (lib/openapi/document.ts) publishes this list, and /docs/api shows it as the errors table.
// Client-safe: no server imports.

export const ERROR_CODES = {
  validation_failed: { status: 400, meaning: 'Bad input: a malformed body, query or path; `fields` names each wrong field' },
  unauthenticated: { status: 401, meaning: 'Not signed in, or the token is invalid or expired (refresh it)' },
  forbidden: { status: 403, meaning: 'Signed in, but not allowed to do this (a step for the other side)' },
  account_suspended: { status: 403, meaning: 'The account is suspended by CollabMarket: it cannot sign in until it is reinstated' },
  cross_site_refused: { status: 403, meaning: 'A write sent from a page of another site (not in API_CORS_ORIGINS)' },
  totp_required: {
    status: 403,
    meaning: 'An operator action that needs a TOTP code from the last 15 minutes: confirm one (`POST /api/ops/step-up`) and retry',
  },
  not_found: { status: 404, meaning: 'No such resource or endpoint; another account’s resource answers the same' },
  conflict: { status: 409, meaning: 'Conflicts with the current state: it already exists, or it is the wrong step' },
  payload_too_large: { status: 413, meaning: 'The body, or an image in it, is over the limit (the message says which)' },
  unsupported_media_type: { status: 415, meaning: 'The body’s content type is not the one the endpoint takes' },
  not_eligible: { status: 422, meaning: 'The creator does not meet the campaign’s requirements (the message says which)' },
  unprocessable: { status: 422, meaning: 'Well-formed, but a rule refuses it (a limit reached, outside the attribution window)' },
  rate_limited: { status: 429, meaning: 'Too many requests: wait `Retry-After` seconds' },
  internal: { status: 500, meaning: 'Our fault: logged; quote the answer’s `requestId` to support' },
  unavailable: {
    status: 503,
    meaning:
      'The database or the mail service is not answering, or another request was changing the same thing at that moment: retry after `Retry-After` seconds',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code, in the order of the table above (by status). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
