'use client';

import Link from 'next/link';
import { useServerAction } from '@/components/ui/use-server-action';
import type { BrandCampaignJson } from '@/lib/campaigns/service';
import type { CampaignJson } from '@/lib/campaigns/serialize';
import { closeCampaignAction, reopenCampaignAction } from '@/lib/campaigns/actions';
import { campaignClosed, campaignReopened, formatDeliverable, formatFee } from '@/lib/campaigns/messages';
import { formatFollowers, initialsOf, mediaUrl } from '@/lib/client/format';
import { formatDate } from '@/lib/client/dates';
import { StatusPill } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { UploadImage } from '@/components/ui/upload-image';
import { formatDay } from '@/lib/campaigns/deadline';
import { cx } from '@/components/ui/cx';
import { fitCreatorsHref } from '@/components/creator-directory';
import { NEW_CAMPAIGN_HREF } from './hrefs';
import styles from './brand-campaigns.module.css';

export type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; campaigns: BrandCampaignJson[] };

type Props = {
  state: ListState;
  editingId: string | null;
  onEdit: (campaign: BrandCampaignJson) => void;
  /** A campaign the server answered with after a close or reopen. */
  onChanged: (campaign: CampaignJson) => void;
  /** The campaign is gone (another tab, another session): read the list again. */
  onStale: () => void;
  onRetry: () => void;
};

/** The brand's own campaigns: status, request counts, Edit, Close / Reopen, and the creators who fit. */
export function BrandCampaignList({ state, editingId, onEdit, onChanged, onStale, onRetry }: Props) {
  if (state.kind === 'loading') {
    return (
      <Card>
        <Spinner label="Loading your campaigns..." />
      </Card>
    );
  }
  if (state.kind === 'error') {
    return (
      <Card className="stack" role="alert">
        <p className="form-error">{state.message}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    );
  }
  if (state.campaigns.length === 0) {
    return (
      <EmptyState
        className="card"
        title="You have no campaigns yet."
        action={
          <ButtonLink href={NEW_CAMPAIGN_HREF} variant="secondary">
            Create a campaign
          </ButtonLink>
        }
      >
        Post your first one; creators will see it on Brand Collaborations.
      </EmptyState>
    );
  }
  return (
    <ul className="list-column" aria-label="Your campaigns">
      {state.campaigns.map((c) => (
        <CampaignItem key={c._id} campaign={c} editing={editingId === c._id} onEdit={onEdit} onChanged={onChanged} onStale={onStale} />
      ))}
    </ul>
  );
}

type ItemProps = { campaign: BrandCampaignJson; editing: boolean } & Pick<Props, 'onEdit' | 'onChanged' | 'onStale'>;

function CampaignItem({ campaign: c, editing, onEdit, onChanged, onStale }: ItemProps) {
  const closed = c.status === 'closed';
  const image = mediaUrl(c.campaignImage);
  const hooks = {
    onSuccess: ({ data }: { data?: { campaign: CampaignJson } }) => {
      if (!data) return;
      onChanged(data.campaign);
      if (data.campaign.status !== 'closed') return toast.success(campaignReopened(c.campaignName));
      // Closing takes the campaign off the public list at once: the toast offers to put it back.
      toast.success(campaignClosed(c.campaignName), { action: { label: 'Undo', onClick: () => reopenNow(c._id) }, duration: 8000 });
    },
    onError: ({ error }: { error: { serverError?: unknown } }) => {
      const failure = error.serverError as { status?: number; message?: string } | undefined;
      toast.error(failure?.message ?? 'Server error');
      if (failure?.status === 404) onStale();
    },
  };
  const close = useServerAction(closeCampaignAction, hooks);
  const reopen = useServerAction(reopenCampaignAction, hooks);
  function reopenNow(id: string) {
    reopen.execute({ id });
  }
  const busy = close.isPending || reopen.isPending;
  return (
    <li className={cx('card', styles.item, editing && styles.editing)} data-campaign-id={c._id}>
      {image ? <UploadImage className={styles.thumb} src={image} alt="" width={72} height={72} /> : <span className={styles.thumb} aria-hidden="true" />}
      <div className={styles.body}>
        <div className="spread">
          <h3 className={styles.name}>{c.campaignName}</h3>
          <StatusPill status={c.status} />
        </div>
        <p className="small muted">
          {c.platform} · {c.interest} · {formatFollowers(c.minFollowers)}–{formatFollowers(c.maxFollowers)} followers · posted {formatDate(c.createdAt)}
        </p>
        <p className="small muted">
          {formatFee(c.feeInr, c.incentives)}
          {c.deliverables.length > 0 ? ` · ${c.deliverables.map(formatDeliverable).join(', ')}` : ''}
          {c.applyBy ? ` · apply by ${formatDay(c.applyBy)}` : ''}
        </p>
        <p
          className={`small ${styles.counts}`}
          aria-label={`Requests: ${c.requestCounts.pending} pending, ${c.requestCounts.approved} approved, ${c.requestCounts.declined} declined`}
        >
          <span>{c.requestCounts.pending} pending</span>
          <span>{c.requestCounts.approved} approved</span>
          <span>{c.requestCounts.declined} declined</span>
        </p>
        {c.takenDown ? (
          <p className={`small ${styles.takenDown}`} role="note">
            <strong>Hidden by CollabMarket.</strong> Creators can no longer see or join this campaign; its page answers that it was removed. The reason: “
            {c.takenDown.reason}”
          </p>
        ) : null}
        <Roster campaign={c} />
        <div className="row">
          <Button variant="secondary" size="s" onClick={() => onEdit(c)} disabled={busy} aria-label={`Edit ${c.campaignName}`}>
            Edit
          </Button>
          <Button
            variant={closed ? 'success' : 'danger'}
            size="s"
            busy={busy}
            onClick={() => (closed ? reopen.execute({ id: c._id }) : close.execute({ id: c._id }))}
            aria-label={`${closed ? 'Reopen' : 'Close'} ${c.campaignName}`}
          >
            {closed ? 'Reopen' : 'Close'}
          </Button>
          {closed ? null : (
            <ButtonLink variant="ghost" size="s" href={`/campaigns/${c._id}`}>
              View
            </ButtonLink>
          )}
          {closed ? null : (
            <ButtonLink variant="ghost" size="s" href={fitCreatorsHref(c)}>
              Invite creators who fit<span className="visually-hidden"> {c.campaignName}</span>
            </ButtonLink>
          )}
          <ButtonLink variant="ghost" size="s" href={`/brand/dashboard/campaign-setting/${c._id}/invitations`}>
            Invitations<span className="visually-hidden"> of {c.campaignName}</span>
          </ButtonLink>
          {/* Not prefetched: the report page brings its own styles and chart, for the few who open it. */}
          <ButtonLink variant="ghost" size="s" href={`/brand/dashboard/campaign-setting/${c._id}/report`} prefetch={false}>
            Report<span className="visually-hidden"> of {c.campaignName}</span>
          </ButtonLink>
        </div>
      </div>
    </li>
  );
}

/** The campaign's approved creators, each a link to the collaboration where the brand writes to them. */
function Roster({ campaign: c }: { campaign: BrandCampaignJson }) {
  if (c.roster.length === 0) return null;
  const more = c.requestCounts.approved - c.roster.length;
  return (
    <div className={styles.roster}>
      <p className="small muted" id={`roster-${c._id}`}>
        Approved creators
      </p>
      <ul aria-labelledby={`roster-${c._id}`} className={styles.rosterList}>
        {c.roster.map((r) => {
          const photo = mediaUrl(r.profilePicture);
          return (
            <li key={r.collaborationId}>
              <Link href={`/brand/dashboard/collaborations/${r.collaborationId}`} className={styles.rosterLink}>
                {photo ? (
                  <UploadImage src={photo} alt="" width={28} height={28} className="avatar" />
                ) : (
                  <span className={`avatar ${styles.rosterInitials}`} aria-hidden="true">
                    {initialsOf(r.name)}
                  </span>
                )}
                {r.name}
                <span className="visually-hidden"> (open the collaboration and messages)</span>
              </Link>
            </li>
          );
        })}
        {more > 0 ? (
          <li>
            <Link href="/brand/dashboard/collaborations" className="small">
              and {more} more
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
