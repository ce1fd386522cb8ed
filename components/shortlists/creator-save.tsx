import { currentActor } from '@/lib/auth/current';
import { getCreatorById } from '@/lib/creators/service';
import { shortlistChoices } from '@/lib/shortlists/service';
import { SaveToShortlist } from './save-to-shortlist';
import styles from './shortlists.module.css';

/** The save menu on a creator's page, for a signed-in brand only (anyone else sees nothing here). */
export async function CreatorSave({ creatorId }: { creatorId: string }) {
  const brand = await currentActor('brand');
  if (!brand) return null;
  const creator = await getCreatorById(creatorId);
  if (!creator) return null;
  return (
    <div className={styles.saveBar}>
      <SaveToShortlist creatorId={creator.id} creatorName={creator.name} shortlists={await shortlistChoices(brand, creator.id)} />
    </div>
  );
}
