// Client-safe texts of the campaign forms and buttons (no zod here: the forms import these and must stay light).

import { formatDay } from './deadline';
import { formatInr } from '@/lib/money';

export const REQUIRED = 'This field is required';
export const IMAGE_REQUIRED = 'Campaign image is required';
export const FOLLOWER_RANGE_MESSAGE = 'Minimum followers must not exceed maximum followers';
/** Follower bounds a campaign may ask for: typed freely (the spec's choices are offered as presets). */
export const MAX_FOLLOWERS = 100_000_000;
export const FOLLOWERS_MESSAGE = 'Enter a number of followers from 1 to 10,00,00,000 (e.g. 25,000 or 25k)';

/** Spec §2's toasts after the campaign form. */
export const CAMPAIGN_CREATED = 'Campaign created successfully!';
export const CAMPAIGN_UPDATED = 'Campaign updated successfully!';

export const campaignClosed = (name: string) => `"${name}" is closed: it left the public list`;
export const campaignReopened = (name: string) => `"${name}" is open again`;

// The brief (deliverables, fee, dates, guidelines, destination URL).
export const MAX_DELIVERABLES = 10;
export const MAX_DELIVERABLE_COUNT = 20;
export const MAX_FEE_INR = 10_000_000;
export const MAX_GUIDELINES = 2000;
export const MAX_URL = 2000;
export const DELIVERABLES_REQUIRED = 'Add at least one deliverable';
export const DELIVERABLES_JSON = 'Deliverables must be a list of {platform, kind, count}';
export const DELIVERABLES_TOO_MANY = `At most ${MAX_DELIVERABLES} deliverables`;
export const DELIVERABLE_PLATFORM = 'Choose a platform';
export const DELIVERABLE_KIND = 'Choose a kind of content';
export const DELIVERABLE_COUNT = `Count must be a whole number from 1 to ${MAX_DELIVERABLE_COUNT}`;
export const FEE_MESSAGE = 'Fee must be a whole number of rupees from 0 to 1,00,00,000';
export const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD';
export const APPLY_BY_PAST = 'The application deadline cannot be in the past';
export const CONTENT_DUE_BEFORE_APPLY = 'Content cannot be due before the application deadline';
export const URL_MESSAGE = 'Enter a full https:// address';

/**
 * "₹8,000 per creator"; without a fee, "See incentives" when the incentives name money
 * ("₹3,000 per thread", "Rs 500", "INR 2000"), else "Product only".
 */
export function formatFee(feeInr: number | null, incentives?: string | null): string {
  if (feeInr !== null) return `${formatInr(feeInr)} per creator`;
  return incentives && MONEY_WORDS.test(incentives) ? 'See incentives' : 'Product only';
}
const MONEY_WORDS = /₹|\b(?:rs\.?|inr|rupees?|paid|cash)(?=[\s\d.]|$)/i;

/** "2 × Instagram reels" for one line of the brief. */
export function formatDeliverable(d: { platform: string; kind: string; count: number }): string {
  const kinds = d.count === 1 ? d.kind : d.kind === 'story' ? 'stories' : `${d.kind}s`;
  return `${d.count} × ${d.platform} ${kinds}`;
}

/**
 * A name for each piece the brief asks for, numbered within its kind: 1 reel and 3 stories are
 * "Reel 1", "Story 1", "Story 2", "Story 3". When one kind comes on two platforms, the platform
 * leads ("Instagram reel 1", "YouTube reel 1"). A live post link may name the piece it is for.
 */
export function deliverableNames(deliverables: readonly { platform: string; kind: string; count: number }[]): string[] {
  const platformsOf = new Map<string, Set<string>>();
  for (const d of deliverables) platformsOf.set(d.kind, (platformsOf.get(d.kind) ?? new Set()).add(d.platform));
  const seen = new Map<string, number>();
  const names: string[] = [];
  for (const d of deliverables) {
    const kind = d.kind.charAt(0).toUpperCase() + d.kind.slice(1);
    const base = (platformsOf.get(d.kind)?.size ?? 0) > 1 ? `${d.platform} ${d.kind}` : kind;
    for (let i = 0; i < d.count; i++) {
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      names.push(`${base} ${n}`);
    }
  }
  return names;
}

/** What the campaign page and card say instead of the request button once the deadline passed. */
export const applicationsClosedOn = (applyBy: string) => `Applications closed on ${formatDay(applyBy)}`;
