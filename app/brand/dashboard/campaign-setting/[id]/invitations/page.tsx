import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { AppError } from '@/lib/errors';
import { listCampaignInvitations } from '@/lib/invitations/service';
import { isUuid } from '@/lib/uuid';
import { log } from '@/lib/log';
import { ButtonLink } from '@/components/ui/button-link';
import { CampaignInvitations } from '@/components/invitations/campaign-invitations';
import { LoadError } from '@/components/invitations/load-error';

export const metadata: Metadata = { title: 'Invitations', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** One campaign's invitations for its brand: who was invited, each one's answer, Withdraw while pending. */
export default async function CampaignInvitationsPage({ params }: Props) {
  const { id } = await params;
  const actor = await currentActor('brand');
  if (!actor) redirect('/brand/signup');
  if (!isUuid(id)) notFound();
  let result: Awaited<ReturnType<typeof listCampaignInvitations>> | null = null;
  try {
    result = await listCampaignInvitations(actor, id);
  } catch (err) {
    // Another brand's campaign is not found, like a missing one.
    if (err instanceof AppError && err.status === 404) notFound();
    log.warn({ err: String(err) }, 'campaign invitations could not be read');
  }
  return (
    <div className="container stack">
      <div>
        <h1>Invitations{result ? `: ${result.campaign.campaignName}` : ''}</h1>
        <p className="muted">Creators you invited to this campaign and their answers. An invitation expires with the campaign’s deadline.</p>
        <ButtonLink href="/brand/dashboard/campaign-setting" variant="ghost" size="s">
          Back to your campaigns
        </ButtonLink>
      </div>
      {result ? <CampaignInvitations invitations={result.invitations} /> : <LoadError>The invitations could not be loaded.</LoadError>}
    </div>
  );
}
