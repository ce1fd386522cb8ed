import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { AppError } from '@/lib/errors';
import { getProfile } from '@/lib/creators/service';
import { CreatorProfileView } from '@/components/creator-profile/creator-profile-view';

export const metadata: Metadata = { title: 'Your profile' };

export default async function CreatorProfilePage() {
  const actor = await currentActor('creator');
  if (!actor) redirect('/creator/signup');
  const profile = await getProfile(actor).catch((err) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!profile) redirect('/creator/signup');
  return <CreatorProfileView initial={profile} loadedAt={new Date().toISOString()} />;
}
