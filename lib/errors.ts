const errorStatus = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;

type ErrorCode = keyof typeof errorStatus;

/** The one error type services throw; the route wrapper maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
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
