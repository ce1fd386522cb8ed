'use client';

import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import { Spinner } from '@/components/ui/spinner';
import type { CampaignWithRequests } from '@/lib/participation/serialize';
import { BrandInbox } from './brand-inbox';
import { CampaignRequests } from './campaign-requests';
import type { Busy } from './creator-request-row';
import styles from './brand-notifications.module.css';

const FETCH_FAILED = 'Failed to fetch notifications';
const texts = {
  approved: { ok: 'Influencer approved successfully!', fail: 'Failed to approve influencer', path: 'approve' },
  declined: { ok: 'Influencer declined successfully!', fail: 'Failed to decline influencer', path: 'decline' },
} as const;

type State = { kind: 'loading' } | { kind: 'ready'; campaigns: CampaignWithRequests[] } | { kind: 'message'; message: string };

/**
 * Brand notifications (spec §2): each campaign with the creators asking to join, Approve and
 * Decline; a server message on the fetch shows as a toast and replaces the content.
 */
export function BrandNotifications() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState<Record<string, Busy>>({});

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const res = await api<{ campaigns: CampaignWithRequests[] }>('/api/campaign/notifications', { role: 'brand' });
      if (res.ok && Array.isArray(res.data.campaigns)) {
        setState({ kind: 'ready', campaigns: res.data.campaigns });
        return;
      }
      const message = res.data.message ?? FETCH_FAILED;
      toast.error(message);
      setState({ kind: 'message', message });
    } catch {
      toast.error(FETCH_FAILED);
      setState({ kind: 'message', message: FETCH_FAILED });
    }
  }, []);

  useEffect(() => {
    // Fetch on mount; the state changes once the answer arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  // The decided creator leaves the list; a campaign with nobody left leaves too.
  const removeCreator = (campaignId: string, creatorId: string) =>
    setState((s) =>
      s.kind !== 'ready'
        ? s
        : {
            kind: 'ready',
            campaigns: s.campaigns
              .map((c) => (c._id === campaignId ? { ...c, requestedCreators: c.requestedCreators.filter((r) => r._id !== creatorId) } : c))
              .filter((c) => c.requestedCreators.length > 0),
          },
    );

  async function decide(campaignId: string, creatorId: string, decision: 'approved' | 'declined') {
    const key = `${campaignId}:${creatorId}`;
    const t = texts[decision];
    setBusy((b) => ({ ...b, [key]: decision }));
    try {
      const res = await api(`/api/campaign/${campaignId}/${t.path}`, { method: 'POST', role: 'brand', json: { influencerId: creatorId } });
      if (res.ok) {
        toast.success(t.ok);
        removeCreator(campaignId, creatorId);
      } else {
        toast.error(t.fail, res.data.message ? { description: res.data.message } : undefined);
        // Decided elsewhere (another tab or teammate) or withdrawn: it is no longer pending here either.
        if (res.status === 409 || res.status === 404) removeCreator(campaignId, creatorId);
      }
    } catch {
      toast.error(t.fail);
    } finally {
      setBusy((b) => {
        const next = { ...b };
        delete next[key];
        return next;
      });
    }
  }

  if (state.kind === 'message') {
    return (
      <div className={`card ${styles.replaced}`} role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <section className="stack" aria-labelledby="requests-title" aria-busy={state.kind === 'loading' || undefined}>
        <div className="spread">
          <h2 id="requests-title">Requests to join your campaigns</h2>
          {state.kind === 'ready' ? (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void load()}>
              Refresh
            </button>
          ) : null}
        </div>
        {state.kind === 'loading' ? <Spinner label="Loading notifications..." /> : null}
        {state.kind === 'ready' && state.campaigns.length === 0 ? <p className="card empty-state">No new notifications</p> : null}
        {state.kind === 'ready'
          ? state.campaigns.map((c) => (
              <CampaignRequests
                key={c._id}
                campaign={c}
                busyFor={(creatorId) => busy[`${c._id}:${creatorId}`] ?? null}
                onDecide={(creatorId, d) => void decide(c._id, creatorId, d)}
              />
            ))
          : null}
      </section>
      <BrandInbox />
    </div>
  );
}
