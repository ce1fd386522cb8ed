'use client';

import dynamic from 'next/dynamic';
import { loadCampaignForm } from '@/components/campaign-form';
import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/client/api';
import type { BrandCampaignJson } from '@/lib/campaigns/service';
import type { CampaignJson } from '@/lib/campaigns/serialize';
import { Spinner } from '@/components/ui/spinner';
import { BrandCampaignList, type ListState } from './brand-campaign-list';
import styles from './brand-campaigns.module.css';

const LIST_FAILED = 'Could not load your campaigns';

// The form (with its deliverables editor, the form hook and the image input) is its own chunk:
// still rendered on the server, it keeps the page within its first-load budget (STYLE.md). Its
// placeholder, painted until the form's styles arrive, is at least a screen tall: a one-line one
// let the form push the campaign list down a whole form's height on a phone (Lighthouse measured a
// layout shift of 0.66); now the list starts below the screen and moves out of sight. The list
// keeps its own hydration meanwhile (its buttons answer before the form has loaded).
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

/** Campaign Setting: the campaign form beside the brand's own campaigns (edit, close, reopen). */
export function CampaignSetting({ brandName, initialCampaigns, editId }: Props) {
  const router = useRouter();
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

  function onCreated() {
    // Spec: success goes to the brand dashboard.
    router.push('/brand/dashboard');
  }

  function onUpdated(c: CampaignJson) {
    replace(c);
    setEditing(null);
  }

  function onEdit(c: BrandCampaignJson) {
    setEditing(c);
    document.getElementById('campaign-form-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="two-col">
      <CampaignForm
        key={editing?._id ?? 'new'}
        brandName={brandName}
        editing={editing}
        onCreated={onCreated}
        onUpdated={onUpdated}
        onCancelEdit={() => setEditing(null)}
      />
      <section className={`stack ${styles.side}`} aria-labelledby="my-campaigns-title">
        <div className="spread">
          <h2 id="my-campaigns-title">Your campaigns</h2>
          {list.kind === 'ready' ? <span className="muted small">{list.campaigns.length} total</span> : null}
        </div>
        <BrandCampaignList
          state={list}
          editingId={editing?._id ?? null}
          onEdit={onEdit}
          onChanged={replace}
          onStale={() => void load(true)}
          onRetry={() => void load()}
        />
      </section>
    </div>
  );
}
