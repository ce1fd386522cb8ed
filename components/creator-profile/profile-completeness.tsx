import Link from 'next/link';
import { profileCompleteness } from '@/lib/creators/audience';
import type { SocialHandle } from '@/models/creators';
import { Card } from '@/components/ui/card';
import styles from './audience.module.css';

type Props = {
  profile: { profilePicture: string | null; bio: string; city: string; niche: string; socialMediaHandles: readonly SocialHandle[] };
  editLink?: boolean;
};

/** How complete the creator's profile is and what is missing (brands look at it before they approve). */
export function ProfileCompleteness({ profile, editLink = false }: Props) {
  const { percent, missing } = profileCompleteness(profile);
  return (
    <Card as="section" className={styles.completeness} aria-labelledby="completeness-heading">
      <h2 id="completeness-heading">Profile {percent}% complete</h2>
      {missing.length === 0 ? (
        <p className="muted">Your profile has everything brands look for.</p>
      ) : (
        <>
          <p className="muted">Still missing:</p>
          <ul aria-label="Missing from your profile">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          {editLink ? <Link href="/creator/dashboard/creator-profile">Complete your profile</Link> : null}
        </>
      )}
    </Card>
  );
}
