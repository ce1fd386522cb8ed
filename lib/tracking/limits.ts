// How many of a person's clicks count (lib/tracking/clicks.ts applies them; the reports and the API
// docs say them). Client-safe: no server code.

/** A visitor (IP and user agent) counts on a link at most once in this many minutes. */
export const REPEAT_WINDOW_MINUTES = 5;
/** Counted clicks of one IP (an IPv6 /64) on one link in any hour. */
export const IP_CLICKS_PER_HOUR = 20;
