import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A phone number in E.164, or null. Ten-digit numbers are read as Indian (+91), as the spec's client sends them. */
export function normalizePhone(input: unknown, region: 'IN' = 'IN'): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (trimmed.length < 6 || trimmed.length > 20 || !/^[+\d\s()-]+$/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, region);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}
