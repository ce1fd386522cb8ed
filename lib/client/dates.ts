// Every date and time is shown in one zone, India's (the marketplace's), whatever the server's or
// the browser's zone: times carry "IST"; days are India's days.
const inIndia = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' });
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const;
const day = inIndia(DAY);
const moment = inIndia({ ...DAY, ...CLOCK });
const clock = inIndia(CLOCK);

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The day of a moment in India: "24 Nov 2026". */
export function formatDate(value: string | Date): string {
  return day.format(asDate(value));
}

/** A moment as India time, labelled: "24 Nov 2026, 1:35 pm IST". */
export function formatDateTimeIst(value: string | Date): string {
  return `${moment.format(asDate(value))} IST`;
}

/** The clock time of a moment in India, labelled: "1:35 pm IST". */
export function formatTimeIst(value: string | Date): string {
  return `${clock.format(asDate(value))} IST`;
}
