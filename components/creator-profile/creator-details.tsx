import { currentActor } from '@/lib/auth/current';
import { AppError } from '@/lib/errors';
import { getCreatorForBrand } from '@/lib/creators/service';
import { PublicCreatorProfile } from './public-creator-profile';
import styles from './creator-profile.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';

type Props = {
  id: string | undefined;
  /** This page's own path, to come back to after the brand logs in. */
  path: string;
};

function NoData() {
  return (
    <Card as="div" className={`empty-state ${styles.notice}`}>
      <h1>No creator data available</h1>
      <p>Open a creator from your campaign requests to see their profile.</p>
      <ButtonLink href="/brand/dashboard/notifications" variant="secondary">
        Go to campaign requests
      </ButtonLink>
    </Card>
  );
}

/** `/creator-details?id=` (rendered per request): the profile for the signed-in brand; anyone else is asked to log in as a brand. */
export async function CreatorDetails({ id, path }: Props) {
  if (!id) return <NoData />;
  const brand = await currentActor('brand');
  if (!brand) {
    const asCreator = Boolean(await currentActor('creator'));
    return (
      <Card as="div" className={styles.notice}>
        <h1>Creator profiles are for brands</h1>
        <p className="muted">
          {asCreator
            ? 'You are signed in as a creator. Log in with a brand account to see this creator’s profile.'
            : 'Log in with your brand account to see this creator’s profile.'}
        </p>
        <ButtonLink href={`/brand/login?next=${encodeURIComponent(path)}`}>Brand login</ButtonLink>
      </Card>
    );
  }
  const creator = await getCreatorForBrand(brand, id).catch((err) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!creator) return <NoData />;
  return <PublicCreatorProfile creator={creator} today={new Date().toISOString()} />;
}
