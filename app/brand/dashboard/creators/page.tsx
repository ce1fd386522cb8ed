import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CreatorDirectory } from '@/components/creator-directory/creator-directory';
import type { DirectoryFilterValues } from '@/components/creator-directory/directory-filters';
import { currentActor } from '@/lib/auth/current';
import { searchCreators } from '@/lib/creators/directory';
import { directoryQuerySchema } from '@/lib/creators/directory-schemas';
import { fieldErrors } from '@/lib/field-errors';
import { listShortlists, savedIn } from '@/lib/shortlists/service';
import { SaveToShortlist } from '@/components/shortlists/save-to-shortlist';
import { InviteCreatorButton } from '@/components/invitations/invite-creator-button';
import { openCampaignsForInvites } from '@/lib/invitations/service';

export const metadata: Metadata = { title: 'Find creators', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const KEYS = ['q', 'niche', 'platform', 'minFollowers', 'maxFollowers', 'maxPriceInr', 'city', 'sort', 'after', 'limit'] as const;

/** Find creators: the search lives in the URL (shareable, survives a reload); refused filters are shown next to their fields. */
export default async function FindCreatorsPage({ searchParams }: Props) {
  const actor = await currentActor('brand');
  if (!actor) redirect('/brand/login');
  const raw = await searchParams;
  const input = Object.fromEntries(KEYS.map((k) => [k, Array.isArray(raw[k]) ? raw[k][0] : raw[k]]));
  const values = input as DirectoryFilterValues;
  // What each card's actions need: the brand's open campaigns (one of them, `?campaign=<id>`, the
  // one its invitations go to, as "Invite creators who fit" links here), its lists and which of them hold each creator shown.
  const campaigns = await openCampaignsForInvites(actor);
  const wanted = Array.isArray(raw.campaign) ? raw.campaign[0] : raw.campaign;
  const inviting = campaigns.find((c) => c._id === wanted);
  const parsed = directoryQuerySchema.safeParse(input);
  if (!parsed.success) return <CreatorDirectory values={values} errors={fieldErrors(parsed.error)} inviting={inviting} />;
  const page = await searchCreators(actor, parsed.data);
  const [{ shortlists }, saved] = await Promise.all([
    listShortlists(actor),
    savedIn(
      actor,
      page.creators.map((c) => c._id),
    ),
  ]);
  return (
    <CreatorDirectory
      values={values}
      query={parsed.data}
      page={page}
      inviting={inviting}
      actions={(c) => (
        <>
          <InviteCreatorButton creator={c} campaigns={campaigns} campaignId={inviting?._id} />
          <SaveToShortlist
            creatorId={c._id}
            creatorName={c.name}
            shortlists={shortlists.map((l) => ({ _id: l._id, name: l.name, hasCreator: saved[c._id]?.includes(l._id) ?? false }))}
          />
        </>
      )}
    />
  );
}
