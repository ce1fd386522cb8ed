// A time inside a list cursor, as PostgreSQL prints a timestamptz ("2026-11-26 11:49:07.123456+00"):
// checked whole here, so a forged cursor is a 400 and never a query PostgreSQL refuses.

const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;

/** True when `s` is a real instant in the years 1-9999 written as PostgreSQL prints it (offsets up to ±15:59:59). */
export function isCursorTime(s: string): boolean {
  const m = CURSOR_TIME.exec(s);
  if (!m) return false;
  const [y, mo, d, hour, minute, second, , , offHours, offMinutes, offSeconds] = m.slice(1).map((p) => Number(p?.replace(/^\./, '') ?? 0));
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one (Date.UTC maps years 0-99 to 1900+: fix the year).
  const last = new Date(Date.UTC(2000, mo, 0));
  last.setUTCFullYear(y, mo, 0);
  if (d > last.getUTCDate()) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  return offHours <= 15 && offMinutes <= 59 && offSeconds <= 59;
}
