import type { CollaborationStatus } from '@/models';

// Texts of collaborations shown by the pages and answered by the API. Zod-free: browser code imports them.

export const STATUS_LABEL: Record<CollaborationStatus, string> = {
  requested: 'Requested',
  active: 'Active',
  submitted: 'Content submitted',
  changes_requested: 'Changes requested',
  approved: 'Content approved',
  live: 'Live',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** What happens next, as each side reads it. */
export const NEXT_STEP: Record<CollaborationStatus, { brand: string; creator: string }> = {
  requested: { brand: 'Approve or decline the request', creator: 'Waiting for the brand to decide' },
  active: { brand: 'Waiting for the creator’s content', creator: 'Submit your content for review' },
  submitted: { brand: 'Review the submitted content', creator: 'Waiting for the brand’s review' },
  changes_requested: { brand: 'Waiting for the next version', creator: 'Make the changes and submit again' },
  approved: { brand: 'Waiting for the post to go live', creator: 'Post it and share the live link' },
  live: { brand: 'Confirm the job is complete', creator: 'Waiting for the brand to confirm' },
  completed: { brand: 'Done', creator: 'Done' },
  declined: { brand: 'Closed', creator: 'Closed' },
  cancelled: { brand: 'Closed', creator: 'Closed' },
};

/** The timeline's words for each event kind. */
export const EVENT_LABEL: Record<string, string> = {
  requested: 'asked to join',
  approved: 'approved the request',
  declined: 'declined the request',
  submitted: 'submitted content',
  changes_requested: 'asked for changes',
  content_approved: 'approved the content',
  live: 'shared the live post',
  completed: 'marked the job complete',
  cancelled: 'cancelled the collaboration',
  // A collaboration that began with an invitation (lib/invitations/service.ts).
  invited: 'sent an invitation',
  accepted: 'accepted the invitation',
  // The campaign's destination moved to another site (lib/collaborations/destination.ts).
  destination_changed: 'changed where the tracked link leads',
};

/** The timeline's and the notifications' kind for a change of the destination's site (lib/collaborations/destination.ts). */
export const DESTINATION_CHANGED = 'destination_changed';

export const COLLABORATION_NOT_FOUND = 'Collaboration not found';
export const THREAD_CLOSED = 'This conversation is closed: the collaboration was declined or cancelled';
export const MESSAGE_EMPTY = 'Write a message or attach an image';
export const MESSAGE_MAX = 2000;
export const CAPTION_MAX = 2200;
export const COMMENT_MAX = 2000;
export const REASON_MAX = 500;
export const MAX_SUBMISSION_IMAGES = 10;
export const MAX_MESSAGE_IMAGES = 4;
export const SUBMISSION_EMPTY = 'Add 1 to 10 images or a link to your draft video';
export const COMMENT_REQUIRED = 'Say what should change';
export const REASON_REQUIRED = 'Give a reason';
export const SUBMITTED = 'Content submitted for review';
export const REVIEWED = { approve: 'Content approved', changes: 'Changes requested' } as const;
export const WENT_LIVE = 'Live post shared';
export const COMPLETED = 'Collaboration completed';
export const METRICS_UPDATED = 'Figures updated';
/** At most this many figure reports per collaboration (a report a day for months is far below it). */
export const METRICS_REPORTS_MAX = 200;
export const CANCELLED = 'Collaboration cancelled';
export const MESSAGE_SENT = 'Message sent';

/** Statuses the list can be filtered by, in the order of the job. */
export const STATUS_FILTERS: CollaborationStatus[] = [
  'requested',
  'active',
  'submitted',
  'changes_requested',
  'approved',
  'live',
  'completed',
  'declined',
  'cancelled',
];

/** A package order not yet answered (issue 35): the creator accepts or declines it within 3 days. */
export const ORDER_NEXT_STEP = { brand: 'Waiting for the creator to accept your order', creator: 'Accept or decline this order' } as const;
