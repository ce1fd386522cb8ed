import { Badge } from '@/components/ui/badge';
import { INVITATION_STATUS_LABEL, type InvitationStatusShown } from '@/lib/invitations/messages';

const TONE = { pending: 'warning', accepted: 'success', declined: 'danger', withdrawn: 'neutral', expired: 'neutral' } as const;

/** An invitation's state in its colour and words. */
export function InvitationPill({ status }: { status: InvitationStatusShown }) {
  return <Badge tone={TONE[status]}>{INVITATION_STATUS_LABEL[status]}</Badge>;
}
