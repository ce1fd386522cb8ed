'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { useServerAction } from '@/components/ui/use-server-action';
import { withdrawInvitationAction } from '@/lib/invitations/actions';
import type { BrandInvitationJson } from '@/lib/invitations/serialize';

import { InvitationPill } from './invitation-pill';
import styles from './invitations.module.css';
import { When } from '@/components/ui/when';

/** The invitations of one campaign as its brand sees them: each one's status, and Withdraw while pending. */
export function CampaignInvitations({ invitations }: { invitations: BrandInvitationJson[] }) {
  if (invitations.length === 0) {
    return (
      <EmptyState className="card" title="No invitations on this campaign yet.">
        Open a creator’s profile and choose “Invite to a campaign”.
      </EmptyState>
    );
  }
  return (
    <ul className="list-column" aria-label="Invitations">
      {invitations.map((i) => (
        <InvitationRow key={i._id} invitation={i} />
      ))}
    </ul>
  );
}

function InvitationRow({ invitation: i }: { invitation: BrandInvitationJson }) {
  const router = useRouter();
  const withdraw = useServerAction(withdrawInvitationAction, {
    onSuccess: ({ data }) => {
      toast.success(data.message);
      router.refresh();
    },
    onError: ({ error }) => {
      toast.error((error.serverError as { message?: string } | undefined)?.message ?? 'Could not withdraw. Please try again.');
      router.refresh();
    },
  });
  return (
    <li className={`card ${styles.item}`} data-invitation-id={i._id}>
      <div className={styles.body}>
        <div className="spread">
          <h2 className={styles.name}>
            <Link href={`/creators/${i.creator._id}`}>{i.creator.name}</Link>
          </h2>
          <InvitationPill status={i.status} />
        </div>
        <p className="small muted">
          Invited <When at={i.createdAt} />
          {i.decidedAt && i.status !== 'pending' && i.status !== 'expired' ? (
            <>
              {' '}
              · answered <When at={i.decidedAt} />
            </>
          ) : null}
        </p>
        {i.note ? <blockquote className="quote">{i.note}</blockquote> : null}
        {i.status === 'declined' && i.declineReason ? <p className="small">Their reason: “{i.declineReason}”</p> : null}
        <div className={styles.actions}>
          {i.status === 'accepted' && i.collaborationId ? (
            <Link className="small" href={`/brand/dashboard/collaborations/${i.collaborationId}`}>
              Open the collaboration
            </Link>
          ) : null}
          {i.status === 'pending' ? (
            <Button size="s" variant="ghost" busy={withdraw.isPending} busyLabel="Withdrawing..." onClick={() => withdraw.execute({ invitationId: i._id })}>
              Withdraw<span className="visually-hidden"> invitation to {i.creator.name}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
