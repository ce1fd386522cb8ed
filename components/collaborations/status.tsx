import { Badge } from '@/components/ui/badge';
import { STATUS_LABEL } from '@/lib/collaborations/messages';
import type { CollaborationStatus } from '@/models';

const TONE: Record<CollaborationStatus, 'neutral' | 'new' | 'success' | 'danger' | 'warning'> = {
  requested: 'warning',
  active: 'new',
  submitted: 'warning',
  changes_requested: 'warning',
  approved: 'success',
  live: 'success',
  completed: 'success',
  declined: 'danger',
  cancelled: 'danger',
};

/** Where a collaboration stands, in its colour and words. */
export function CollaborationStatusPill({ status }: { status: CollaborationStatus }) {
  return <Badge tone={TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}
