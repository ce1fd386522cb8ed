'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { loadCampaignForm } from '@/components/campaign-form';
import { fitCreatorsHref } from '@/components/creator-directory';
import type { CampaignJson } from '@/lib/campaigns/serialize';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import styles from './brand-campaigns.module.css';

// The form is its own chunk (still rendered on the server), which keeps the page in its budget.
const CampaignForm = dynamic(loadCampaignForm, {
  loading: () => (
    <div className={`card ${styles.formLoading}`} aria-busy="true">
      <Spinner label="Loading the campaign form..." />
    </div>
  ),
});

/**
 * A new campaign: the form; once it is published, the spec's toast and the way to the brand
 * dashboard, the toast offering the creators who fit it (the directory filtered to its platform
 * and follower range, inviting to this campaign).
 */
export function NewCampaign({ brandName }: { brandName: string }) {
  const router = useRouter();
  function onCreated(campaign: CampaignJson, message: string) {
    toast.success(message, {
      action: { label: 'Invite creators who fit', onClick: () => router.push(fitCreatorsHref(campaign)) },
      duration: 12_000,
    });
    // Spec: success goes to the brand dashboard.
    router.push('/brand/dashboard');
  }
  return <CampaignForm brandName={brandName} editing={null} onCreated={onCreated} onUpdated={() => undefined} onCancelEdit={() => undefined} />;
}
