// Texts of reports from users that the dialog and the server share (zod-free, so client code may import them).

export const FLAG_DETAILS_MAX = 1000;
/** Reports one account may send in a day (24 hours). */
export const FLAGS_PER_DAY = 20;

export const FLAG_KINDS = ['campaign', 'creator', 'message'] as const;
export type FlagKindName = (typeof FLAG_KINDS)[number];

/** The reasons a reporter chooses from, in the order the dialog lists them. */
export const FLAG_REASONS = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'scam', label: 'Scam or fraud' },
  { value: 'offensive', label: 'Offensive or abusive' },
  { value: 'impersonation', label: 'Pretends to be someone else' },
  { value: 'other', label: 'Something else' },
] as const;

export const FLAG_OUTCOMES = [
  { value: 'no_action', label: 'No action' },
  { value: 'hide', label: 'Hide the campaign' },
  { value: 'suspend', label: 'Suspend the owner' },
] as const;

export const FLAG_REASON_REQUIRED = 'Choose a reason';
export const FLAG_DETAILS_TOO_LONG = `Details must be at most ${FLAG_DETAILS_MAX} characters`;
export const FLAG_KIND_REQUIRED = 'kind must be campaign, creator or message';
export const FLAG_ID_REQUIRED = 'id must be the id of what you report';
export const FLAG_SENT = 'Thank you. Our team will look at your report.';
export const FLAG_ALREADY_OPEN = 'You have already reported this. Our team is looking at it.';
export const FLAG_DAILY_LIMIT = `You can send at most ${FLAGS_PER_DAY} reports a day. Please try again tomorrow.`;
export const FLAG_OWN_ITEM = 'You cannot report your own account or content';
export const FLAG_NOT_FOUND = { campaign: 'Campaign not found', creator: 'Creator not found', message: 'Message not found' } as const;

export const FLAG_OUTCOME_REQUIRED = 'outcome must be no_action, hide or suspend';
export const FLAG_NOTE_MAX = 1000;
export const FLAG_NOTE_TOO_LONG = `A note must be at most ${FLAG_NOTE_MAX} characters`;
export const FLAG_HIDE_CAMPAIGNS_ONLY = 'Only a campaign can be hidden';
export const FLAG_NOTHING_OPEN = 'No open reports of this item';
export const FLAG_RESOLVED = 'Reports resolved';
/** The notification type a reporter gets with the decision (the inboxes label it "Report"). */
export const REPORT_OUTCOME_TYPE = 'report_outcome';

/** How the item reads in a reporter's notification: the campaign “Free phones”, the creator “Asha”, the message from Asha. */
export function flagItemLabel(kind: FlagKindName, snapshot: { title?: string; name?: string; author?: string }): string {
  if (kind === 'campaign') return snapshot.title ? `the campaign “${snapshot.title}”` : 'the campaign';
  if (kind === 'creator') return snapshot.name ? `the creator “${snapshot.name}”` : 'the creator';
  return snapshot.author ? `the message from ${snapshot.author}` : 'the message';
}

/** What each reporter reads in the app once an operator decided. */
export function flagOutcomeMessage(item: string, outcome: 'no_action' | 'hide' | 'suspend'): string {
  if (outcome === 'hide') return `Thank you for reporting ${item}. We have hidden it.`;
  if (outcome === 'suspend') return `Thank you for reporting ${item}. We have suspended the account behind it.`;
  return `Thank you for reporting ${item}. We looked into it and took no action.`;
}
