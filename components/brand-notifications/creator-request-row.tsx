'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useServerAction } from '@/components/ui/use-server-action';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { UploadImage } from '@/components/ui/upload-image';
import { initialsOf, mediaUrl } from '@/lib/client/format';
import { decideRequestAction } from '@/lib/participation/actions';
import { decisionMessage, declinedToast, type Decision } from '@/lib/participation/messages';
import { DeclineDialog } from '@/components/participation';
import type { RequestedCreator } from '@/lib/participation/serialize';
import styles from './brand-notifications.module.css';
import { EmailText } from '@/components/ui/email-text';
import { When } from '@/components/ui/when';

const FAILED: Record<Decision, string> = { approved: 'Failed to approve influencer', declined: 'Failed to decline influencer' };

type Props = {
  campaignId: string;
  /** The campaign's platform, which the creator's stated followers are on. */
  platform: string;
  creator: RequestedCreator;
  /** The request is no longer pending here: decided now, or (409/404) decided or withdrawn elsewhere. */
  onSettled: (creatorId: string) => void;
};

/** One creator asking to join: who they are, their pitch (plain text), View More, Approve, Decline. */
export function CreatorRequestRow({ campaignId, platform, creator: c, onSettled }: Props) {
  const [declining, setDeclining] = useState(false);
  const { execute, isPending, input } = useServerAction(decideRequestAction, {
    onSuccess: ({ data, input: sent }) => {
      setDeclining(false);
      // A decline names the creator: after a dialog, "Influencer declined" would not say who.
      toast.success(sent.decision === 'declined' ? declinedToast(c.name) : (data?.message ?? decisionMessage[sent.decision]));
      onSettled(c._id);
    },
    onError: ({ error, input: sent }) => {
      setDeclining(false);
      const failure = error.serverError as { status?: number; message?: string } | undefined;
      toast.error(FAILED[sent.decision], failure?.message ? { description: failure.message } : undefined);
      if (failure?.status === 409 || failure?.status === 404) onSettled(c._id);
    },
  });
  const busy: Decision | null = isPending ? (input?.decision ?? null) : null;
  const decide = (decision: Decision, reason?: string) => execute({ campaignId, influencerId: c._id, decision, ...(reason ? { reason } : {}) });
  const photo = mediaUrl(c.profilePicture);
  const initials = initialsOf(c.name);
  return (
    <li className={styles.creator} data-testid="requested-creator" aria-busy={isPending || undefined}>
      {photo ? (
        <UploadImage src={photo} alt="" width={56} height={56} className={`avatar ${styles.avatar}`} />
      ) : (
        <span className={`avatar ${styles.avatar}`} aria-hidden="true">
          {initials}
        </span>
      )}
      <div className={styles.who}>
        <p className={styles.name}>{c.name}</p>
        <p className="muted small">
          <EmailText address={c.email} />
        </p>
        <p className="muted small">
          {c.city ? `${c.city} · ` : ''}asked <When at={c.requestedAt} />
        </p>
        <p className="small" data-testid="request-audience">
          {c.platformFollowers === null ? (
            <Badge>Audience not stated</Badge>
          ) : (
            <>
              {c.platformFollowers.toLocaleString('en-IN')} {platform} followers <span className="muted">(self-reported)</span>
            </>
          )}
        </p>
        {c.pitch ? (
          <blockquote className={`quote ${styles.pitch}`} data-testid="request-pitch">
            <span className="visually-hidden">{c.name} wrote: </span>
            {c.pitch}
          </blockquote>
        ) : null}
        {c.tags.length > 0 ? (
          <div className={styles.tags}>
            {c.tags.map((t) => (
              <Badge key={t}>{t}</Badge>
            ))}
          </div>
        ) : null}
      </div>
      <div className={styles.buttons}>
        <Link href={`/creator-details?id=${encodeURIComponent(c._id)}`} className={buttonClass({ variant: 'secondary', size: 's' })}>
          View More<span className="visually-hidden"> about {c.name}</span>
        </Link>
        {/* The job's own page: the brief, and any question the creator asked before the decision. */}
        <Link href={`/brand/dashboard/collaborations/${c.requestId}`} className={buttonClass({ variant: 'ghost', size: 's' })}>
          Messages<span className="visually-hidden"> with {c.name}</span>
        </Link>
        <Button variant="success" size="s" busy={busy === 'approved'} busyLabel="Approving..." disabled={isPending} onClick={() => decide('approved')}>
          Approve<span className="visually-hidden"> {c.name}</span>
        </Button>
        <Button variant="danger" size="s" busy={busy === 'declined'} busyLabel="Declining..." disabled={isPending} onClick={() => setDeclining(true)}>
          Decline<span className="visually-hidden"> {c.name}</span>
        </Button>
      </div>
      <DeclineDialog
        open={declining}
        creatorName={c.name}
        busy={busy === 'declined'}
        onClose={() => setDeclining(false)}
        onConfirm={(reason) => decide('declined', reason)}
      />
    </li>
  );
}
