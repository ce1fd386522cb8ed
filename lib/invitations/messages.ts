// Client-safe texts of invitations (no zod here: the invite dialog and the invitations page import these).

import { eligibility, wantedAudience } from '@/lib/participation/eligibility';
import { formatDay } from '@/lib/campaigns/deadline';

export const NOTE_MAX = 500;
export const DECLINE_REASON_MAX = 500;
/** Invitations one brand may send in any 24 hours (a rolling window, counted from the table). */
export const DAILY_INVITATIONS = 50;

export const INVITATION_SENT = 'Invitation sent';
export const INVITATION_ACCEPTED = 'Invitation accepted: your collaboration is active';
export const INVITATION_DECLINED = 'Invitation declined';
export const INVITATION_WITHDRAWN = 'Invitation withdrawn';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const ALREADY_INVITED = 'You have already invited this creator to this campaign';
export const ALREADY_ON_CAMPAIGN = 'This creator already asked to join or works on this campaign';
export const YOU_ARE_ON_CAMPAIGN = 'You already asked to join or work on this campaign';
/** Said to a brand a creator muted: no more than that it may not invite them (not "muted"). */
export const NOT_ACCEPTING = 'This creator is not accepting invitations from you';
export const CREATOR_NOT_FOUND = 'Creator not found';
export const SHORTLIST_NOT_FOUND = 'Shortlist not found';
export const BRAND_NOT_FOUND = 'Brand not found';
export const BRAND_MUTED = (brandName: string) => `${brandName} is muted: you will get no more invitations from it`;
export const BRAND_UNMUTED = (brandName: string) => `${brandName} is unmuted`;
export const NOTE_TOO_LONG = `A note must be at most ${NOTE_MAX} characters`;
export const REASON_TOO_LONG = `A reason must be at most ${DECLINE_REASON_MAX} characters`;

export const dailyLimitReached = () => `You can send at most ${DAILY_INVITATIONS} invitations in 24 hours. Please try again later.`;
export const batchTooLarge = (left: number, wanted: number) =>
  `You can send ${left} more invitation${left === 1 ? '' : 's'} in the next 24 hours; this shortlist needs ${wanted}. Remove some creators or try again later.`;

/** Why an invitation can no longer be answered: by its status, and for an expired one, by its campaign. */
export function notAnswerable(status: string, campaign: { status: string; applyBy: string | null }): string {
  if (status === 'withdrawn') return 'The brand withdrew this invitation';
  if (status === 'accepted') return 'You already accepted this invitation';
  if (status === 'declined') return 'You already declined this invitation';
  if (campaign.status !== 'open' || !campaign.applyBy) return 'This invitation expired: the campaign is closed';
  return `This invitation expired on ${formatDay(campaign.applyBy)}`;
}

export type InvitationStatusShown = 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
export const INVITATION_STATUS_LABEL: Record<InvitationStatusShown, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

type Range = { platform: string; minFollowers: number; maxFollowers: number };
type Audience = { platform: string; followers?: number | null };

/**
 * The eligibility rule (lib/participation/eligibility.ts) told to the brand: an invitation is
 * not refused for it (the brand chose), but the brand should know. Null when the creator fits.
 */
export function brandWarning(campaign: Range, handles: readonly Audience[]): string | null {
  const verdict = eligibility(campaign, handles);
  if (verdict.ok && verdict.stated) return null;
  // A creator who stated nothing on the platform may ask to join, but the brand inviting should know.
  const reason = verdict.ok ? `${wantedAudience(campaign)}; you have no ${campaign.platform} handle with followers on your profile.` : verdict.reason;
  return `Heads up: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`
    .replace('; you have no ', '; they have no ')
    .replace(' on your profile.', ' on their profile.')
    .replace('; your ', '; their ');
}
