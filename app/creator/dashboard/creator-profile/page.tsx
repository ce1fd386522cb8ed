import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { AppError } from '@/lib/errors';
import { getProfile } from '@/lib/creators/service';
import { CreatorProfileView } from '@/components/creator-profile/creator-profile-view';
import { AudienceList } from '@/components/creator-profile/audience-list';
import { ProfileCompleteness } from '@/components/creator-profile/profile-completeness';
import { Card } from '@/components/ui/card';
import { emailTopicsOn } from '@/lib/mail/settings';
import { EmailSettings } from '@/components/profile/email-settings';
import { LazyPayoutSettings } from '@/components/payout-settings/lazy';
import { readPayoutMethod } from '@/lib/payout-method/service';

export const metadata: Metadata = { title: 'Your profile' };

export default async function CreatorProfilePage() {
  const actor = await currentActor('creator');
  if (!actor) redirect('/creator/signup');
  const profile = await getProfile(actor).catch((err) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!profile) redirect('/creator/signup');
  return (
    <>
      <CreatorProfileView initial={profile} loadedAt={new Date().toISOString()} />
      <Card as="section" aria-labelledby="audience-heading" className="stack">
        <h2 id="audience-heading">Your audience</h2>
        <AudienceList handles={profile.socialMediaHandles} />
      </Card>
      <ProfileCompleteness profile={profile} />
      <LazyPayoutSettings initial={(await readPayoutMethod(actor)).payoutMethod} />
      <EmailSettings role="creator" initialOn={await emailTopicsOn(actor)} />
    </>
  );
}
