import { ERROR_CODES, type ErrorCode } from '@/lib/error-codes';

/**
 * What a service throws, and the answer's `code` (lib/error-codes.ts) each kind goes with. A
 * service may name a code directly (`not_eligible`, `cross_site_refused`); the older kinds keep
 * their names here and map to the public code once.
 */
const KIND_CODE = {
  bad_request: 'validation_failed',
  validation: 'validation_failed',
  unauthorized: 'unauthenticated',
  forbidden: 'forbidden',
  account_suspended: 'account_suspended',
  cross_site_refused: 'cross_site_refused',
  totp_required: 'totp_required',
  not_found: 'not_found',
  conflict: 'conflict',
  payload_too_large: 'payload_too_large',
  unsupported_media_type: 'unsupported_media_type',
  not_eligible: 'not_eligible',
  unprocessable: 'unprocessable',
  rate_limited: 'rate_limited',
  unavailable: 'unavailable',
} as const satisfies Record<string, ErrorCode>;

type ErrorKind = keyof typeof KIND_CODE;

/** The one error type services throw; the route wrapper answers its status and `errorCode`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The answer's `code`, as lib/error-codes.ts lists it. */
  get errorCode(): ErrorCode {
    return KIND_CODE[this.code];
  }

  get status(): number {
    return ERROR_CODES[this.errorCode].status;
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const unauthorized = (message = 'Please sign in') => new AppError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const badRequest = (message: string, fields?: Record<string, string>) => new AppError('bad_request', message, fields);

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);

/** PostgreSQL's unique violation, from either driver (drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}

/**
 * PostgreSQL gave up on the transaction because another one held what it needed: a deadlock, a
 * serialization failure or a lock it could not take in time. Nothing was written; the same request
 * again succeeds.
 */
export function isConcurrencyFailure(err: unknown): string | undefined {
  const code = pgCode(err);
  return code === '40P01' || code === '40001' || code === '55P03' ? code : undefined;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  const code = pgCode(err);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  const msg = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : '';
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|ECONNREFUSED/i.test(msg);
}

function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
