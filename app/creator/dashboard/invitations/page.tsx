import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { listCreatorInvitations, listMutedBrands } from '@/lib/invitations/service';
import { log } from '@/lib/log';
import { CreatorInvitations } from '@/components/invitations/creator-invitations';
import { LoadError } from '@/components/invitations/load-error';

export const metadata: Metadata = { title: 'Invitations', robots: { index: false } };

export default async function CreatorInvitationsPage() {
  const actor = await currentActor('creator');
  // The layout and the proxy check the session too; this keeps the page safe on its own.
  if (!actor) redirect('/creator/signup');
  let data: [Awaited<ReturnType<typeof listCreatorInvitations>>, Awaited<ReturnType<typeof listMutedBrands>>] | null = null;
  try {
    data = await Promise.all([listCreatorInvitations(actor), listMutedBrands(actor)]);
  } catch (err) {
    log.warn({ err: String(err) }, 'creator invitations could not be read');
  }
  return (
    <div className="stack">
      <div>
        <h1>Invitations</h1>
        <p className="muted">Brands that would like you on their campaigns. Accepting starts the collaboration at once.</p>
      </div>
      {data ? <CreatorInvitations invitations={data[0].invitations} muted={data[1].brands} /> : <LoadError>Your invitations could not be loaded.</LoadError>}
    </div>
  );
}
