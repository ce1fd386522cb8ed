// Shared by the Shortlists pages: how many creators, and a day in India time.

export const creatorCount = (n: number) => `${n} ${n === 1 ? 'creator' : 'creators'}`;

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "24 Nov 2026" as it is in India. */
export const indiaDay = (iso: string) => DAY.format(new Date(iso));
