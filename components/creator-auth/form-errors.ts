import type { ZodError } from '@/lib/zod';
import { fieldErrors } from '@/components/brand-signup/field-errors';

export type FieldErrors = Record<string, string | undefined>;

/** The first message per top-level field of a zod error, for messages shown next to inputs. */
export const fieldErrorsOf: (error: ZodError) => FieldErrors = fieldErrors;

/** Server field errors (`fields` of a 400), keyed by top-level field. */
export function serverFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(fields ?? {})) out[k.split('.')[0]] ??= v;
  return out;
}
