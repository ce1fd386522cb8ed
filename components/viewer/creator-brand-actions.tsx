'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { useViewer } from './viewer-store';
import styles from './viewer.module.css';

// A brand's two actions load only for a signed-in brand, once the viewer says so (the row keeps its
// height meanwhile): every other visitor of the cached page goes without their script.
const InviteCreatorButton = dynamic(() => import('@/components/invitations').then((m) => m.InviteCreatorButton));
const SaveToShortlist = dynamic(() => import('@/components/shortlists').then((m) => m.SaveToShortlist));

type Creator = { _id: string; name: string; socialMediaHandles: { platform: string; followers?: number | null }[] };

/**
 * The cached creator page's brand actions, once the viewer is known: a signed-in brand invites
 * the creator to a campaign or saves them to a shortlist; anyone else is offered the brand login.
 * One row of the same height either way, so the profile below stays where it is.
 */
export function CreatorBrandActions({ creator }: { creator: Creator }) {
  const forCreator = useViewer({ creatorId: creator._id })?.brand?.forCreator;
  if (forCreator?._id !== creator._id) {
    const here = `/creators/${creator._id}`;
    return (
      <p className={styles.actions}>
        <span className="muted">Working with creators?</span>
        <Link href={`/brand/login?next=${encodeURIComponent(here)}`} prefetch={false}>
          Brand login
        </Link>
      </p>
    );
  }
  return (
    <div className={`row ${styles.actions}`}>
      <InviteCreatorButton creator={creator} campaigns={forCreator.campaigns} />
      <SaveToShortlist creatorId={creator._id} creatorName={creator.name} shortlists={forCreator.shortlists} />
    </div>
  );
}

/** The phone row of the cached creator page: only for the brand negotiating with the creator. */
export function CreatorPhone({ creatorId }: { creatorId: string }) {
  const phone = useViewer({ creatorId })?.brand?.forCreator?.phone;
  return phone ? <a href={`tel:${phone}`}>{phone}</a> : <span className="muted">Visible once this creator asks to join one of your campaigns.</span>;
}

/** A package's "Order" on the cached creator page: only for a signed-in brand, once the viewer is known. */
export function OrderPackageLink({ creatorId, packageId, title }: { creatorId: string; packageId: string; title: string }) {
  const forCreator = useViewer({ creatorId })?.brand?.forCreator;
  if (forCreator?._id !== creatorId) return null;
  return (
    <Link className={buttonClass({ size: 's' })} href={`/brand/dashboard/order/${packageId}`} prefetch={false} aria-label={`Order ${title}`}>
      Order
    </Link>
  );
}
