import 'server-only';
import { creators } from '@/models';

/** What a creator card selects (the directory, shortlists): public fields only, never e-mail or phone. */
export const creatorCardColumns = {
  id: creators.id,
  name: creators.name,
  niche: creators.niche,
  city: creators.city,
  profilePicture: creators.profilePicture,
  socialMediaHandles: creators.socialMediaHandles,
  fromPricePaise: creators.fromPricePaise,
  // The kept trust summary (lib/trust/service.ts): a card reads its row, no aggregate.
  ratingCount: creators.ratingCount,
  ratingStars: creators.ratingStars,
  jobsCompleted: creators.jobsCompleted,
};
