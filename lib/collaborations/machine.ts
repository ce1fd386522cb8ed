import { AppError } from '@/lib/errors';
import type { CollaborationStatus, Role } from '@/models';
import { STATUS_LABEL } from './messages';

/** Every step a collaboration can take. */
export type Move = 'approve' | 'decline' | 'submit' | 'request_changes' | 'approve_content' | 'go_live' | 'complete' | 'cancel';

type Rule = { from: readonly CollaborationStatus[]; by: Role | 'either'; to: CollaborationStatus; what: string };

/** States a job is still open in (after approval): either side may cancel from them; the dashboards count them as active. */
export const OPEN_AFTER_APPROVAL: readonly CollaborationStatus[] = ['active', 'submitted', 'changes_requested', 'approved', 'live'];

/**
 * The one table of allowed transitions: from which states, by whom, to what. A requested
 * collaboration is not cancelled: the creator withdraws it (DELETE /api/creator/requests/{id})
 * and the brand declines it.
 */
export const TRANSITIONS: Record<Move, Rule> = {
  approve: { from: ['requested'], by: 'brand', to: 'active', what: 'approve the request' },
  decline: { from: ['requested'], by: 'brand', to: 'declined', what: 'decline the request' },
  submit: { from: ['active', 'changes_requested'], by: 'creator', to: 'submitted', what: 'submit content' },
  request_changes: { from: ['submitted'], by: 'brand', to: 'changes_requested', what: 'ask for changes' },
  approve_content: { from: ['submitted'], by: 'brand', to: 'approved', what: 'approve the content' },
  go_live: { from: ['approved'], by: 'creator', to: 'live', what: 'share the live post' },
  complete: { from: ['live'], by: 'brand', to: 'completed', what: 'complete the job' },
  cancel: { from: OPEN_AFTER_APPROVAL, by: 'either', to: 'cancelled', what: 'cancel' },
};

/** The moves `role` may make from `status` (what the page offers). */
export function allowedMoves(status: CollaborationStatus, role: Role): Move[] {
  return (Object.keys(TRANSITIONS) as Move[]).filter((m) => {
    const rule = TRANSITIONS[m];
    return rule.from.includes(status) && (rule.by === 'either' || rule.by === role);
  });
}

/** The state `move` leads to, or a 403 (wrong side) / 409 (wrong state) that says why not. */
export function nextStatus(move: Move, role: Role, status: CollaborationStatus): CollaborationStatus {
  const rule = TRANSITIONS[move];
  if (rule.by !== 'either' && rule.by !== role) throw new AppError('forbidden', `Only the ${rule.by} can ${rule.what}`);
  if (!rule.from.includes(status)) {
    const allowed = rule.from.map((s) => `“${STATUS_LABEL[s]}”`).join(' or ');
    throw new AppError('conflict', `You can ${rule.what} only when the collaboration is ${allowed}; it is “${STATUS_LABEL[status]}”`);
  }
  return rule.to;
}

/** Declined and cancelled jobs keep their thread, read-only. */
export function threadIsOpen(status: CollaborationStatus): boolean {
  return status !== 'declined' && status !== 'cancelled';
}
