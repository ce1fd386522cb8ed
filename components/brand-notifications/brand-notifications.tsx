'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { CampaignWithRequests } from '@/lib/participation/serialize';
import { BrandInbox } from './brand-inbox';
import styles from './brand-notifications.module.css';

const FETCH_FAILED = 'Failed to fetch notifications';

// The requests' rows (Approve, Decline and its reason) show only once the list has arrived: their
// chunk is fetched beside the list (the effect below asks for it), not with the page.
const loadRequests = () => import('./campaign-requests').then((m) => m.CampaignRequests);
const CampaignRequests = dynamic(loadRequests, { loading: () => <Spinner label="Loading notifications..." /> });

type State = { kind: 'loading' } | { kind: 'ready'; campaigns: CampaignWithRequests[] } | { kind: 'message'; message: string };

/**
 * Brand notifications (spec §2): each campaign with the creators asking to join, Approve and
 * Decline; a server message on the fetch shows as a toast and replaces the content.
 */
export function BrandNotifications() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async (signal?: AbortSignal) => {
    setState({ kind: 'loading' });
    try {
      const res = await api<{ campaigns: CampaignWithRequests[] }>('/api/campaign/notifications', { role: 'brand', signal });
      if (signal?.aborted) return;
      if (res.ok && Array.isArray(res.data.campaigns)) {
        setState({ kind: 'ready', campaigns: res.data.campaigns });
        return;
      }
      const message = res.data.message ?? FETCH_FAILED;
      toast.error(message);
      setState({ kind: 'message', message });
    } catch {
      if (signal?.aborted) return;
      toast.error(FETCH_FAILED);
      setState({ kind: 'message', message: FETCH_FAILED });
    }
  }, []);

  useEffect(() => {
    // Fetch on mount; the state changes once the answer arrives. A second run of this effect
    // (development's StrictMode) aborts the first load, so a failure is told once.
    const ctrl = new AbortController();
    void loadRequests();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(ctrl.signal);
    return () => ctrl.abort();
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

  if (state.kind === 'message') {
    return (
      <div className={`card ${styles.replaced}`} role="alert">
        <p>{state.message}</p>
        <Button variant="secondary" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <section className="stack" aria-labelledby="requests-title" aria-busy={state.kind === 'loading' || undefined}>
        <div className="spread">
          <h2 id="requests-title">Requests to join your campaigns</h2>
          {state.kind === 'ready' ? (
            <Button variant="ghost" size="s" onClick={() => void load()}>
              Refresh
            </Button>
          ) : null}
        </div>
        {state.kind === 'loading' ? <Spinner label="Loading notifications..." /> : null}
        {state.kind === 'ready' && state.campaigns.length === 0 ? <EmptyState className="card" title="No new notifications" /> : null}
        {state.kind === 'ready'
          ? state.campaigns.map((c) => <CampaignRequests key={c._id} campaign={c} onSettled={(creatorId) => removeCreator(c._id, creatorId)} />)
          : null}
      </section>
      {/* Loads meanwhile, shown with the requests: on a phone it sits below them, and a card shown
          early would jump down the page when they arrive (Lighthouse measured a shift of 0.56). */}
      <div hidden={state.kind === 'loading'}>
        <BrandInbox />
      </div>
    </div>
  );
}
