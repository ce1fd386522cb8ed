import type { ZodError } from '@/lib/zod';

/**
 * The first message per field of a zod error (`a.b` for nested fields, `_` for the whole value):
 * what route handlers answer as `fields` and what forms show under each input.
 */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
