'use client';

import Link from 'next/link';
import type { BrandCampaignJson } from '@/lib/campaigns/service';
import { formatDate, formatFollowers, mediaUrl } from '@/lib/client/format';
import { Spinner } from '@/components/ui/spinner';
import styles from './brand-campaigns.module.css';

export type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; campaigns: BrandCampaignJson[] };

type Props = {
  state: ListState;
  editingId: string | null;
  /** Campaign ids with a close or reopen under way. */
  busyIds: ReadonlySet<string>;
  onEdit: (campaign: BrandCampaignJson) => void;
  onToggle: (campaign: BrandCampaignJson) => void;
  onRetry: () => void;
};

/** The brand's own campaigns beside the form: status, request counts, Edit and Close / Reopen. */
export function BrandCampaignList({ state, editingId, busyIds, onEdit, onToggle, onRetry }: Props) {
  if (state.kind === 'loading') {
    return (
      <div className="card">
        <Spinner label="Loading your campaigns..." />
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="card stack" role="alert">
        <p className="form-error">{state.message}</p>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.campaigns.length === 0) {
    return (
      <div className="card empty-state">
        <p>You have no campaigns yet.</p>
        <p className="small">Fill in the form to post your first one; creators will see it on Brand Collaborations.</p>
      </div>
    );
  }
  return (
    <ul className="list-column" aria-label="Your campaigns">
      {state.campaigns.map((c) => {
        const busy = busyIds.has(c._id);
        const closed = c.status === 'closed';
        const image = mediaUrl(c.campaignImage);
        return (
          <li key={c._id} className={`card ${styles.item} ${editingId === c._id ? styles.editing : ''}`} data-campaign-id={c._id}>
            {image ? (
              // Our own upload, shown as a small thumbnail.
              // eslint-disable-next-line @next/next/no-img-element
              <img className={styles.thumb} src={image} alt="" width={72} height={72} loading="lazy" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <div className={styles.body}>
              <div className="spread">
                <h3 className={styles.name}>{c.campaignName}</h3>
                <span className={closed ? 'badge badge-warning' : 'badge badge-success'}>{closed ? 'Closed' : 'Open'}</span>
              </div>
              <p className="small muted">
                {c.platform} · {c.interest} · {formatFollowers(c.minFollowers)}–{formatFollowers(c.maxFollowers)} followers · posted {formatDate(c.createdAt)}
              </p>
              <p
                className={`small ${styles.counts}`}
                aria-label={`Requests: ${c.requestCounts.pending} pending, ${c.requestCounts.approved} approved, ${c.requestCounts.declined} declined`}
              >
                <span>{c.requestCounts.pending} pending</span>
                <span>{c.requestCounts.approved} approved</span>
                <span>{c.requestCounts.declined} declined</span>
              </p>
              <div className="row">
                <button type="button" className="btn btn-secondary btn-small" onClick={() => onEdit(c)} disabled={busy} aria-label={`Edit ${c.campaignName}`}>
                  Edit
                </button>
                <button
                  type="button"
                  className={closed ? 'btn btn-success btn-small' : 'btn btn-danger btn-small'}
                  onClick={() => onToggle(c)}
                  disabled={busy}
                  aria-busy={busy || undefined}
                  aria-label={`${closed ? 'Reopen' : 'Close'} ${c.campaignName}`}
                >
                  {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
                  {closed ? 'Reopen' : 'Close'}
                </button>
                {closed ? null : (
                  <Link className="btn btn-ghost btn-small" href={`/campaigns/${c._id}`}>
                    View
                  </Link>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
