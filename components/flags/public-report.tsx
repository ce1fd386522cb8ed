'use client';

import { lazy, Suspense } from 'react';
import { useViewer } from '@/components/viewer';
import type { Role } from '@/models';
import styles from './flags.module.css';

// Cached public pages are at the edge of the first-load budget: the button loads only for a signed-in viewer who may report.
// React's own lazy (not next/dynamic, whose loader these pages would otherwise carry): it renders
// only in the browser, once the viewer is known.
const ReportButton = lazy(() => import('./report-button').then((m) => ({ default: m.ReportButton })));

/** "Report" under a cached campaign page, once the viewer is known: a signed-in creator, or a brand other than its own. */
export function CampaignReport({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const viewer = useViewer({ campaignId });
  const role: Role | null = viewer?.creator ? 'creator' : viewer?.brand && !viewer.brand.owned.includes(campaignId) ? 'brand' : null;
  if (!role) return null;
  return (
    <div className={styles.report}>
      <Suspense fallback={null}>
        <ReportButton role={role} target={{ kind: 'campaign', id: campaignId, what: 'this campaign' }} label={`campaign ${campaignName}`} />
      </Suspense>
    </div>
  );
}

/** "Report" on a cached creator page, once the viewer is known: a signed-in brand, or another creator. */
export function CreatorReport({ creatorId, name }: { creatorId: string; name: string }) {
  const viewer = useViewer({ creatorId });
  const role: Role | null = viewer?.brand ? 'brand' : viewer?.creator && viewer.creator._id !== creatorId ? 'creator' : null;
  if (!role) return null;
  return (
    <div className={styles.report}>
      <Suspense fallback={null}>
        <ReportButton role={role} target={{ kind: 'creator', id: creatorId, what: `${name}` }} label={`creator ${name}`} />
      </Suspense>
    </div>
  );
}
