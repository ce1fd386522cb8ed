import type { Metadata } from 'next';
import { CreatorDetails } from '@/components/creator-profile/creator-details';
import styles from '@/components/creator-profile/creator-profile.module.css';

export const metadata: Metadata = { title: 'Creator details', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** `/creator-details?id=…` (spec §2): a creator's profile for the signed-in brand. */
export default async function CreatorDetailsPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const creatorId = typeof id === 'string' && id.trim() ? id.trim() : undefined;
  return (
    <main id="main" className={`container ${styles.publicMain}`}>
      <CreatorDetails id={creatorId} path={creatorId ? `/creator-details?id=${encodeURIComponent(creatorId)}` : '/creator-details'} />
    </main>
  );
}
