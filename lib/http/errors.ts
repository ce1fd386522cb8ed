import 'server-only';
import { ZodError } from '@/lib/zod';
import { AppError, isConcurrencyFailure, isDatabaseUnavailable, isUniqueViolation } from '@/lib/errors';
import { log } from '@/lib/log';
import { fieldErrors } from '@/lib/field-errors';
import type { ErrorCode } from '@/lib/error-codes';

/** An error as callers see it: HTTP status, its code (lib/error-codes.ts), message, one message per field, and how long to wait. */
export type PublicError = { status: number; code: ErrorCode; message: string; fields?: Record<string, string>; retryAfterSeconds?: number; requestId?: string };

/** The first zod issue as the message, and one message per field. */
function zodMessage(err: ZodError): { message: string; fields: Record<string, string> } {
  const fields = fieldErrors(err);
  const first = err.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  return { message: first ? `${where}${first.message}` : 'Invalid input', fields };
}

/**
 * The one map from a thrown error to what the caller is told, for route handlers and server
 * actions alike: AppError → its status and message; zod → 400 with field messages; a unique
 * violation → 409; a transaction that gave way to another (deadlock, serialization) or a
 * database outage → 503 with Retry-After; anything else is logged with the request id and
 * answered with a generic 500, never its internals.
 */
export function toPublicError(err: unknown, requestId: string): PublicError {
  if (err instanceof AppError) {
    return {
      status: err.status,
      code: err.errorCode,
      message: err.message,
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err.retryAfterSeconds ? { retryAfterSeconds: err.retryAfterSeconds } : {}),
    };
  }
  if (err instanceof ZodError) return { status: 400, code: 'validation_failed', ...zodMessage(err) };
  if (isUniqueViolation(err)) return { status: 409, code: 'conflict', message: 'That already exists' };
  const clash = isConcurrencyFailure(err);
  if (clash) {
    // Logged as a warning with PostgreSQL's code: a deadlock here is a lock order to fix (docs/architecture.md).
    log.warn({ requestId, pgCode: clash, err: String(err) }, 'transaction gave way to another one');
    return {
      status: 503,
      code: 'unavailable',
      message: 'This was being changed by another request at the same moment, please try again',
      retryAfterSeconds: 1,
    };
  }
  if (isDatabaseUnavailable(err)) {
    log.warn({ requestId, err: String(err) }, 'database unavailable');
    return { status: 503, code: 'unavailable', message: 'Service temporarily unavailable, please try again shortly', retryAfterSeconds: 2 };
  }
  log.error({ requestId, err }, 'unhandled error');
  return { status: 500, code: 'internal', message: 'Something went wrong', requestId };
}
