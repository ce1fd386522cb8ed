/** "Nov 2026": the month an account was made, in India time. */
export function memberSince(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

/** "Replies within 3 hours" / "within 1 hour". */
export function replyWithin(hours: number): string {
  return `Replies within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "1 job" / "12 jobs". */
export const jobsCount = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`;
