import { z } from '@/lib/zod';

// Indian GSTIN: 2-digit state code, the holder's PAN, an entity number, the letter Z and a
// check character computed with the official mod-36 (Luhn-style) algorithm.
export const GST_REQUIRED = 'GST Number is required';
export const GST_FORMAT = 'Enter a 15-character GST number like 27AAPFU0939F1ZV';
export const GST_CHECKSUM = 'GST number check digit is wrong';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// State codes 01-38, PAN (5 letters, 4 digits, 1 letter), entity 1-9/A-Z, 'Z', check character.
const GSTIN_PATTERN = /^(0[1-9]|[12][0-9]|3[0-8])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Upper-cases and drops spaces, so "27aapfu0939f1zv " and "27AAPFU0939F1ZV" are the same number. */
export function normalizeGstin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i]);
    if (value < 0) throw new Error('GSTIN characters must be 0-9 or A-Z');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** The message explaining what is wrong with a GSTIN, or null when it is valid. */
export function gstinProblem(input: unknown): string | null {
  if (typeof input !== 'string' || input.trim() === '') return GST_REQUIRED;
  const gstin = normalizeGstin(input);
  if (!GSTIN_PATTERN.test(gstin)) return GST_FORMAT;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return GST_CHECKSUM;
  return null;
}

export function isValidGstin(input: unknown): boolean {
  return gstinProblem(input) === null;
}

/** zod schema for a GST number: answers the normalised GSTIN or one of the three messages. */
export const gstNoSchema = z
  .string({ error: GST_REQUIRED })
  .transform((v) => normalizeGstin(v))
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
