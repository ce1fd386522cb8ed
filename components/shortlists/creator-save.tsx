import type { Actor } from '@/lib/auth/tokens';
import { shortlistChoices } from '@/lib/shortlists/service';
import { SaveToShortlist } from './save-to-shortlist';

/** The save menu on a creator's page, for the signed-in brand that page found (anyone else sees nothing here). */
export async function CreatorSave({ brand, creator }: { brand: Actor & { role: 'brand' }; creator: { _id: string; name: string } }) {
  return <SaveToShortlist creatorId={creator._id} creatorName={creator.name} shortlists={await shortlistChoices(brand, creator._id)} />;
}
