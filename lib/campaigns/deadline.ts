// Campaign dates (`applyBy`, `contentDueBy`) are calendar days in India time, where our brands
// and creators are: a deadline of the 12th holds until the 12th ends in IST.

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** True when the application deadline (inclusive) is behind us; no deadline never passes. */
export function deadlinePassed(applyBy: string | null | undefined, now = Date.now()): boolean {
  return Boolean(applyBy) && applyBy! < todayInIndia(now);
}

/** "12 Nov 2026" for a YYYY-MM-DD date. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
