import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { Card } from '@/components/ui/card';
import { CheckoutButtons } from '@/components/payments';
import { currentActor } from '@/lib/auth/current';
import { AppError } from '@/lib/errors';
import { formatPaise } from '@/lib/payments/money';
import { orderForCheckout } from '@/lib/payments/service';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

/**
 * The local payment provider's checkout (PAYMENT_PROVIDER=local): where a real provider would
 * show its card form, Pay and Decline deliver a signed webhook to our webhook route, then lead back to the job.
 */
export default async function LocalCheckoutPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const actor = await currentActor('brand');
  if (!actor) redirect(`/brand/login?next=${encodeURIComponent(`/pay/${orderId}`)}`);
  const order = await orderForCheckout(actor, orderId).catch((err) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!order) notFound();
  const p = order.payment;
  const job = `/brand/dashboard/collaborations/${order.collaborationId}`;
  const open = p.status === 'unfunded' || p.status === 'pending';
  return (
    <main className="container stack" style={{ maxWidth: 520, margin: '48px auto' }}>
      <Card className="stack" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <p className="muted small">Test payment provider: no card is charged.</p>
        <p>{order.campaignName}</p>
        <dl className="stack" style={{ gap: 4 }}>
          <div className="row">
            <dt>Creator’s fee</dt>
            <dd>{formatPaise(p.feePaise)}</dd>
          </div>
          <div className="row">
            <dt>Platform fee</dt>
            <dd>{formatPaise(p.platformFeePaise)}</dd>
          </div>
          <div className="row">
            <dt>GST</dt>
            <dd>{formatPaise(p.gstPaise)}</dd>
          </div>
          <div className="row">
            <dt>
              <strong>Total</strong>
            </dt>
            <dd>
              <strong>{formatPaise(p.totalPaise)}</strong>
            </dd>
          </div>
        </dl>
        {open ? <CheckoutButtons orderId={orderId} totalLabel={formatPaise(p.totalPaise)} /> : <p>This order is already paid.</p>}
        <p className="small">
          <Link href={job}>← Back to the job</Link>
        </p>
      </Card>
    </main>
  );
}
