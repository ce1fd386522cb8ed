import type { Metadata } from 'next';
import { CreatorDetails } from '@/components/creator-profile/creator-details';
import styles from '@/components/creator-profile/creator-profile.module.css';
import { CreatorSave } from '@/components/shortlists/creator-save';
import { CreatorInvite } from '@/components/invitations/creator-invite';

export const metadata: Metadata = { title: 'Creator profile', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** The shareable address of a creator's profile, for signed-in brands. */
export default async function CreatorPage({ params }: Props) {
  const { id } = await params;
  return (
    <main id="main" className={`container ${styles.publicMain}`}>
      <CreatorDetails
        id={id}
        path={`/creators/${encodeURIComponent(id)}`}
        missing="notFound"
        actions={(brand, creator) => (
          // A signed-in brand's next steps with this creator: invite to a campaign, keep on a shortlist.
          <div className={`row ${styles.brandActions}`}>
            <CreatorInvite brand={brand} creator={creator} />
            <CreatorSave brand={brand} creator={creator} />
          </div>
        )}
      />
    </main>
  );
}
