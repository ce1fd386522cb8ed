// How people type counts and rupees (client-safe, no zod): "7,500", "1,00,000", "18.5k", "1.2M",
// "2 lakh", "1.5Cr", "₹7,500". One reader for the forms and for the schemas, so the server takes
// exactly what the page takes.

/** What a unit multiplies by, as a power of ten (exact: "1.2M" is 1,200,000, not 1,199,999.9…). */
const UNITS: Record<string, number> = {
  k: 3,
  thousand: 3,
  l: 5,
  lac: 5,
  lacs: 5,
  lakh: 5,
  lakhs: 5,
  m: 6,
  mn: 6,
  million: 6,
  cr: 7,
  crore: 7,
  crores: 7,
};

// The whole part: plain digits, or grouped with commas or spaces (one kind throughout) the Western
// way (1,000,000) or the Indian way (10,00,000).
const PLAIN = /^\d+$/;
const WESTERN = /^\d{1,3}(?:([, ])\d{3})(?:\1\d{3})*$/;
const INDIAN = /^\d{1,2}(?:([, ])\d{2})*([, ])\d{3}$/;
const NUMBER = /^(?<whole>\d[\d, ]*?)?(?:\.(?<fraction>\d+))?\s*(?<unit>[a-z]+)?$/i;
const CURRENCY = /^(?:₹|rs\.?|inr)\s*/i;

function isGrouped(whole: string): boolean {
  if (PLAIN.test(whole) || WESTERN.test(whole)) return true;
  const indian = INDIAN.exec(whole);
  // Indian grouping with one separator kind throughout ("1,00 000" is not a number).
  return indian !== null && (indian[1] === undefined || indian[1] === indian[2]);
}

type ParseCountOptions = {
  /** Rupees: a leading "₹", "Rs" or "INR" is allowed. */
  money?: boolean;
};

/**
 * The whole number a person typed, or null when it cannot be read (or is empty). Accepts digit
 * grouping with commas or spaces, and the units k/thousand, L/lakh, M/million, Cr/crore; decimals
 * only where the value is still whole ("18.5k" is 18,500; "7,500.5" is refused). Refuses signs,
 * exponents ("1e3"), repeated units ("12kk") and anything else.
 */
export function parseCount(text: string, options: ParseCountOptions = {}): number | null {
  let s = text.trim();
  if (s === '' || s.length > 40) return null;
  if (options.money) s = s.replace(CURRENCY, '');
  const m = NUMBER.exec(s);
  if (!m?.groups) return null;
  const { whole = '', fraction = '', unit } = m.groups;
  if (whole === '' && fraction === '') return null;
  if (whole !== '' && !isGrouped(whole)) return null;
  let power = 0;
  if (unit !== undefined) {
    const p = UNITS[unit.toLowerCase()];
    if (p === undefined) return null;
    power = p;
  }
  // Shift the decimal point by the unit's power; what is left after it must be zeros.
  const digits = whole.replace(/[, ]/g, '') + fraction.padEnd(power, '0').slice(0, power);
  if (!/^0*$/.test(fraction.slice(power))) return null;
  const n = Number(digits || '0');
  return Number.isSafeInteger(n) ? n : null;
}
