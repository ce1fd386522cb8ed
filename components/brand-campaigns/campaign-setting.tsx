'use client';

import dynamic from 'next/dynamic';
import { loadCampaignForm } from '@/components/campaign-form';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/client/api';
import type { BrandCampaignJson } from '@/lib/campaigns/service';
import type { CampaignJson } from '@/lib/campaigns/serialize';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { BrandCampaignList, type ListState } from './brand-campaign-list';
import { NEW_CAMPAIGN_HREF } from './hrefs';
import styles from './brand-campaigns.module.css';

const LIST_FAILED = 'Could not load your campaigns';

// The form (with its deliverables editor, the form hook and the image input) is its own chunk,
// fetched only when a campaign is edited here: the list comes first and stays light.
const CampaignForm = dynamic(loadCampaignForm, {
  loading: () => (
    <div className={`card ${styles.formLoading}`} aria-busy="true">
      <Spinner label="Loading the campaign form..." />
    </div>
  ),
});

type Props = {
  brandName: string;
  /** Rendered on the server; null when that read failed, so the list loads in the browser. */
  initialCampaigns: BrandCampaignJson[] | null;
  /** A campaign to open in the form (`?edit=<id>`, e.g. from the report's "Set the destination link"). */
  editId?: string;
};

/** Campaign Setting: the brand's own campaigns (edit, close, reopen, invite) and the way to a new one. */
export function CampaignSetting({ brandName, initialCampaigns, editId }: Props) {
  const [list, setList] = useState<ListState>(initialCampaigns ? { kind: 'ready', campaigns: initialCampaigns } : { kind: 'loading' });
  const [editing, setEditing] = useState<BrandCampaignJson | null>(() => initialCampaigns?.find((c) => c._id === editId) ?? null);

  const load = useCallback(async (quiet = false) => {
    if (!quiet) setList({ kind: 'loading' });
    try {
      const res = await api<{ campaigns: BrandCampaignJson[] }>('/api/brand/campaigns', { role: 'brand' });
      if (res.ok && Array.isArray(res.data.campaigns)) setList({ kind: 'ready', campaigns: res.data.campaigns });
      else if (!quiet) setList({ kind: 'error', message: res.data.message || LIST_FAILED });
    } catch {
      if (!quiet) setList({ kind: 'error', message: LIST_FAILED });
    }
  }, []);

  useEffect(() => {
    // Only when the server could not render the list.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!initialCampaigns) void load();
  }, [initialCampaigns, load]);

  const replace = (c: CampaignJson) =>
    setList((s) => (s.kind === 'ready' ? { kind: 'ready', campaigns: s.campaigns.map((x) => (x._id === c._id ? { ...x, ...c } : x)) } : s));

  function onUpdated(c: CampaignJson) {
    replace(c);
    setEditing(null);
    // Back to the row just saved.
    requestAnimationFrame(() => document.querySelector(`[data-campaign-id="${c._id}"]`)?.scrollIntoView({ block: 'nearest' }));
  }

  return (
    <div className="stack">
      {editing ? (
        <CampaignForm
          key={editing._id}
          brandName={brandName}
          editing={editing}
          onCreated={() => undefined}
          onUpdated={onUpdated}
          onCancelEdit={() => setEditing(null)}
        />
      ) : null}
      <section className={`stack ${styles.side}`} aria-labelledby="my-campaigns-title">
        <div className="spread">
          <div className="row">
            <h2 id="my-campaigns-title">Your campaigns</h2>
            {list.kind === 'ready' ? <span className="muted small">{list.campaigns.length} total</span> : null}
          </div>
          <ButtonLink href={NEW_CAMPAIGN_HREF}>New campaign</ButtonLink>
        </div>
        <BrandCampaignList
          state={list}
          editingId={editing?._id ?? null}
          onEdit={setEditing}
          onChanged={replace}
          onStale={() => void load(true)}
          onRetry={() => void load()}
        />
      </section>
    </div>
  );
}
