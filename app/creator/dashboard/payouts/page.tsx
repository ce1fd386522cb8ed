import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { creatorStatement } from '@/lib/payments/statements';
import { CreatorPayoutsView } from '@/components/payments/statements';

export const metadata: Metadata = { title: 'Payouts', robots: { index: false } };

/** The signed-in creator's money: held, payable and paid out, job by job. */
export default async function CreatorPayoutsPage() {
  const actor = await currentActor('creator');
  if (!actor) redirect('/creator/signup');
  return (
    <div className="container">
      <CreatorPayoutsView statement={await creatorStatement(actor)} />
    </div>
  );
}
