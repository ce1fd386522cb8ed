import { ERROR_CODES, isErrorCode } from '@/lib/error-codes';

/**
 * What is wrong with an error answer's `code`: missing, not one of lib/error-codes.ts, or listed
 * there with another status. Undefined when it is right.
 */
export function codeProblem(status: number, code: unknown): string | undefined {
  if (!isErrorCode(code)) return `code ${JSON.stringify(code)} is not one of lib/error-codes.ts`;
  if (ERROR_CODES[code].status !== status) return `code ${code} goes with ${ERROR_CODES[code].status}, not ${status}`;
  return undefined;
}
