import 'server-only';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The product serves India only for now (region IN): numbers elsewhere are refused with this. */
export const NOT_INDIAN_MESSAGE = 'Only Indian phone numbers (+91) can be used for now';

type PhoneReading = { phone: string } | { error: 'invalid' | 'not_indian' };

/**
 * A phone number as typed, read as an Indian number: E.164 when it is a valid Indian number,
 * `not_indian` when it is a valid number of another country, `invalid` otherwise. Ten-digit
 * numbers are read as Indian (+91), as the spec's client sends them.
 */
export function readPhone(input: unknown): PhoneReading {
  if (typeof input !== 'string') return { error: 'invalid' };
  const trimmed = input.trim();
  if (trimmed.length < 6 || trimmed.length > 20 || !/^[+\d\s()-]+$/.test(trimmed)) return { error: 'invalid' };
  const parsed = parsePhoneNumberFromString(trimmed, 'IN');
  if (!parsed || !parsed.isValid()) return { error: 'invalid' };
  if (parsed.country !== 'IN') return { error: 'not_indian' };
  return { phone: parsed.number };
}

/** A valid Indian phone number in E.164, or null. */
export function normalizePhone(input: unknown): string | null {
  const r = readPhone(input);
  return 'phone' in r ? r.phone : null;
}

/** The message for a number `readPhone` refused: `invalid` gets the caller's own wording. */
export function phoneProblem(refused: { error: 'invalid' | 'not_indian' }, invalidMessage: string): string {
  return refused.error === 'not_indian' ? NOT_INDIAN_MESSAGE : invalidMessage;
}
