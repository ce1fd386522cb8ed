'use client';

import { lazy, Suspense } from 'react';
import { RequestButton } from '@/components/participation';
import { useStanding, type KnownStanding } from '@/components/participation';
import { buttonClass } from '@/components/ui/button';
import styles from './standing.module.css';

type Range = { _id: string; platform: string; minFollowers: number; maxFollowers: number };

/**
 * A card's request button, personal once the viewer is known: Requested, Approved, Invited…,
 * Manage for the brand that owns the campaign, or
 * for a creator outside the range a "Not eligible" toggletip with the reason. The same height
 * either way, and the reason floats over the card, so the grid never moves.
 */
export function CardAction({ campaign, known }: { campaign: Range; known?: KnownStanding }) {
  const { status, owned, verdict } = useStanding(campaign, known);
  if (owned) {
    return (
      <Suspense fallback={null}>
        <ManageLinks campaignId={campaign._id} size="s" className={styles.manage} />
      </Suspense>
    );
  }
  if (verdict && !verdict.ok) {
    return (
      <Suspense fallback={<NotEligibleButton />}>
        <NotEligible reason={verdict.reason} />
      </Suspense>
    );
  }
  return <RequestButton campaignId={campaign._id} status={status} className={buttonClass({ size: 's' })} />;
}

/** "You qualify" over the card's picture, for a creator whose audience fits. */
export function QualifyBadge({ campaign, known }: { campaign: Range; known?: KnownStanding }) {
  const { verdict } = useStanding(campaign, known);
  return verdict?.ok && verdict.stated ? <span className={`badge ${styles.qualifyBadge}`}>You qualify</span> : null;
}

// Only creators outside a campaign's range need the toggletip, and only the owning brand sees
// Manage: fetched (one module) when one is shown.
const ManageLinks = lazy(() => import('./not-eligible').then((m) => ({ default: m.ManageLinks })));
const NotEligible = lazy(() => import('./not-eligible').then((m) => ({ default: m.NotEligible })));

/** The toggletip's button, also shown (inert) while its code arrives, so the card keeps its look. */
export function NotEligibleButton(props: { 'aria-expanded'?: boolean; 'aria-controls'?: string; onClick?: () => void }) {
  return (
    <button type="button" className={buttonClass({ size: 's', variant: 'secondary' })} {...props}>
      Not eligible<span className="visually-hidden">: why</span>
    </button>
  );
}
