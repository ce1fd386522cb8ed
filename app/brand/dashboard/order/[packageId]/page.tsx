import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { packageToOrder } from '@/lib/packages/orders';
import { OrderForm, PublicPackages } from '@/components/packages';

export const metadata: Metadata = { title: 'Order a package', robots: { index: false } };

/** A brand orders a creator's active package: the package, the brief form, then the checkout. */
export default async function OrderPackagePage({ params }: { params: Promise<{ packageId: string }> }) {
  const actor = await currentActor('brand');
  if (!actor) redirect('/brand/login');
  const found = await packageToOrder((await params).packageId);
  if (!found) notFound();
  const pkg = found.package;
  return (
    <div className="stack">
      <p className="small">
        <Link href={`/creators/${pkg.creatorId}`}>← {found.creatorName}</Link>
      </p>
      <div>
        <h1>Order from {found.creatorName}</h1>
        <p className="muted">
          You pay now; the money is held until the job is complete. If the creator declines or does not answer within 3 days, you are refunded in full.
        </p>
      </div>
      <PublicPackages packages={[pkg]} />
      <OrderForm creatorId={pkg.creatorId} packageId={pkg._id} priceInr={pkg.priceInr} />
    </div>
  );
}
