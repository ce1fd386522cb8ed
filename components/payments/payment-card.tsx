import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { formatDateTimeIst } from '@/lib/client/dates';
import { formatPaise } from '@/lib/payments/money';
import type { PaymentJson } from '@/lib/payments/serialize';
import type { Role } from '@/models';
import { LazyDisputeButton, LazyFundButton } from './lazy';

/** Statuses in which the creator may work on a paid job (money held or moved on). */
export const isFunded = (p: PaymentJson | null) => !p || ['funded', 'disputed', 'released', 'paid_out'].includes(p.status);

/** What the money of the job is doing, in one sentence for each side. */
function sentence(p: PaymentJson, role: Role): string {
  const fee = formatPaise(p.feePaise);
  switch (p.status) {
    case 'unfunded':
    case 'pending':
      return role === 'brand'
        ? `Fund ${fee} + platform fee ${formatPaise(p.platformFeePaise)} + GST ${formatPaise(p.gstPaise)} = ${formatPaise(p.totalPaise)}`
        : 'Waiting for the brand to fund this job';
    case 'funded':
      return role === 'brand' ? 'Funded — held until you complete the job' : `Funded — ${fee} is held for you until the job is complete`;
    case 'disputed':
      return 'In dispute — the money is frozen until it is settled';
    case 'released':
      return role === 'brand'
        ? `Released — ${formatPaise(p.creatorPaise ?? p.feePaise)} to the creator`
        : `Released — ${formatPaise(p.creatorPaise ?? p.feePaise)} is yours`;
    case 'paid_out':
      return role === 'brand'
        ? `Released — ${formatPaise(p.creatorPaise ?? p.feePaise)} paid to the creator`
        : `Released — ${formatPaise(p.creatorPaise ?? p.feePaise)} paid out to you${p.paidOutAt ? ` on ${formatDateTimeIst(p.paidOutAt)}` : ''}`;
    case 'refunded':
      return role === 'brand' ? `Refunded — ${formatPaise(p.totalPaise)} back to you` : 'Refunded to the brand';
  }
}

/** The job's money on its page, for both sides: the brand funds it here. */
export function PaymentCard({ role, collaborationId, payment: p, canFund }: { role: Role; collaborationId: string; payment: PaymentJson; canFund: boolean }) {
  const open = p.status === 'unfunded' || p.status === 'pending';
  return (
    <Card className="stack" aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <p data-testid="payment-status">{sentence(p, role)}</p>
      {role === 'brand' && open && canFund ? <LazyFundButton collaborationId={collaborationId} totalLabel={formatPaise(p.totalPaise)} /> : null}
      {p.status === 'funded' && p.autoReleaseAt ? (
        <p className="muted small">Released to the creator on {formatDateTimeIst(p.autoReleaseAt)} unless the job is completed or a dispute is opened first.</p>
      ) : null}
      {role === 'creator' && p.status === 'released' ? (
        <p className="small" data-testid="payment-payable">
          Payable — it is paid out as soon as you have a payout method. <Link href="/creator/dashboard/creator-profile#payout-settings">Payout settings</Link>
        </p>
      ) : null}
      {p.status === 'funded' ? <LazyDisputeButton role={role} collaborationId={collaborationId} /> : null}
      {p.dispute ? (
        <p className="muted small">
          Dispute opened by {p.dispute.by === role ? 'you' : `the ${p.dispute.by}`}: “{p.dispute.reason}”
        </p>
      ) : null}
      {p.settlement ? (
        <p className="small" data-testid="payment-settlement">
          Settled by CollabMarket on {formatDateTimeIst(p.settlement.at)}
          {p.settlement.note ? <>: “{p.settlement.note}”</> : null}
        </p>
      ) : null}
      {open ? null : (
        <p className="small">
          {role === 'brand' && p.invoiceId ? (
            <>
              <a href={`/api/payments/${p._id}/invoice`} download>
                Download tax invoice
              </a>
              {' · '}
            </>
          ) : null}
          <Link href={role === 'brand' ? '/brand/dashboard/payments' : '/creator/dashboard/payouts'}>{role === 'brand' ? 'All payments' : 'All payouts'}</Link>
        </p>
      )}
    </Card>
  );
}
