import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { brandStatement } from '@/lib/payments/statements';
import { BrandPaymentsView } from '@/components/payments/statements';

export const metadata: Metadata = { title: 'Payments', robots: { index: false } };

/** The signed-in brand's fundings, refunds and tax invoices. */
export default async function BrandPaymentsPage() {
  const actor = await currentActor('brand');
  if (!actor) redirect('/brand/signup');
  return (
    <div className="container">
      <BrandPaymentsView statement={await brandStatement(actor)} />
    </div>
  );
}
