import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ShortlistDetail } from '@/components/shortlists/shortlist-detail';
import { currentActor } from '@/lib/auth/current';
import { AppError } from '@/lib/errors';
import { getShortlist } from '@/lib/shortlists/service';
import { openCampaignsForInvites } from '@/lib/invitations/service';
import { InviteShortlistButton } from '@/components/invitations/invite-shortlist-button';

export const metadata: Metadata = { title: 'Shortlist', robots: { index: false } };

/** One of the brand's shortlists; another brand's (or a deleted) list is not found. */
export default async function ShortlistPage({ params }: { params: Promise<{ id: string }> }) {
  const brand = await currentActor('brand');
  if (!brand) redirect('/brand/login');
  const { id } = await params;
  const list = await getShortlist(brand, id).catch((err) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!list) notFound();
  const campaigns = await openCampaignsForInvites(brand);
  return (
    <ShortlistDetail
      list={list}
      actions={<InviteShortlistButton shortlistId={list._id} shortlistName={list.name} memberCount={list.members.length} campaigns={campaigns} />}
    />
  );
}
