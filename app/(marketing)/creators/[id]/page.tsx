import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadPublicCreator } from '@/components/creator-profile/load';
import { PublicCreatorProfile } from '@/components/creator-profile/public-creator-profile';
import styles from '@/components/creator-profile/creator-profile.module.css';
import { publicMetadata } from '@/components/site/metadata';
import { CreatorBrandActions, CreatorPhone, OrderPackageLink } from '@/components/viewer/creator-brand-actions';
import { mediaUrl } from '@/lib/client/format';
import { FromPrice, PublicPackages } from '@/components/packages';
import { loadPublicPackages } from '@/components/packages/load';
import { CreatorReviews } from '@/components/reviews';
import { PublicPortfolio } from '@/components/portfolio';
import { loadPublicPortfolio } from '@/components/portfolio/load';
import { loadCreatorReviews } from '@/components/reviews/load';
import { CreatorReport } from '@/components/flags';
import { CreatorTrustSignals } from '@/components/trust';
import { loadCreatorTrust } from '@/components/trust/load';

type Props = { params: Promise<{ id: string }> };

// A cached page (lib/page-cache/): rendered on its first visit, then served from memory until
// its data changes (invalidated on every server) or ten seconds pass. The same page for everyone,
// so it is indexable; a signed-in brand's actions and the phone come after, from the viewer.
export const dynamic = 'force-static';
export const revalidate = 10; // PAGE_REVALIDATE_SECONDS (lib/page-cache/cache-control.mjs)
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const creator = await loadPublicCreator(id);
  if (!creator) return { title: 'Page Not Found', robots: { index: false } };
  const about = [creator.niche && `${creator.niche} creator`, creator.city && `in ${creator.city}`].filter(Boolean).join(' ');
  const picture = mediaUrl(creator.profilePicture);
  return publicMetadata({
    title: creator.name,
    description: `${creator.name}${about ? `, ${about}` : ''} on CollabMarket. ${creator.bio}`.trim().slice(0, 300),
    path: `/creators/${creator._id}`,
    ...(picture ? { image: { url: picture, alt: `Photo of ${creator.name}` } } : {}),
  });
}

/** A creator's public profile: name, photo, bio, city, niche, tags and self-reported audience; never the phone or e-mail. */
export default async function CreatorPage({ params }: Props) {
  const creator = await loadPublicCreator((await params).id);
  if (!creator) notFound();
  const [packages, portfolio] = await Promise.all([loadPublicPackages(creator._id), loadPublicPortfolio(creator._id)]);
  // Reviews render here, on the server: the page's cached HTML carries them and no client code.
  const [reviews, trust] = await Promise.all([loadCreatorReviews(creator._id), loadCreatorTrust(creator._id)]);
  return (
    <main id="main" className={`container ${styles.publicMain}`}>
      <PublicCreatorProfile
        creator={creator}
        today={new Date().toISOString()}
        actions={<CreatorBrandActions creator={{ _id: creator._id, name: creator.name, socialMediaHandles: creator.socialMediaHandles }} />}
        phone={<CreatorPhone creatorId={creator._id} />}
        from={<FromPrice packages={packages} />}
        portfolio={<PublicPortfolio name={creator.name} items={portfolio} />}
        packages={<PublicPackages packages={packages} action={(p) => <OrderPackageLink creatorId={creator._id} packageId={p._id} title={p.title} />} />}
      />
      {trust ? <CreatorTrustSignals trust={trust} /> : null}
      <CreatorReviews name={creator.name} rating={reviews.rating} reviews={reviews.reviews} />
      <CreatorReport creatorId={creator._id} name={creator.name} />
    </main>
  );
}
