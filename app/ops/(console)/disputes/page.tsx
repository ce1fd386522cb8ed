import type { Metadata } from 'next';
import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTimeIst } from '@/lib/client/dates';
import { currentOperator } from '@/lib/ops';
import { listDisputes, type DisputeListItem } from '@/lib/ops-queue';
import { formatPaise } from '@/lib/payments/money';

export const metadata: Metadata = { title: 'Disputes' };

function DisputeTable({ items, settled }: { items: DisputeListItem[]; settled: boolean }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Brand</th>
            <th scope="col">Creator</th>
            <th scope="col">Fee</th>
            <th scope="col">{settled ? 'Settled' : 'Opened'}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((d) => (
            <tr key={d.paymentId}>
              <td>
                <Link href={`/ops/disputes/${d.paymentId}`}>{d.campaign.campaignName}</Link>
              </td>
              <td>{d.brand.brandName}</td>
              <td>{d.creator.name}</td>
              <td>{formatPaise(d.feePaise)}</td>
              <td>
                {settled
                  ? d.settlement
                    ? formatDateTimeIst(d.settlement.at)
                    : ''
                  : d.dispute
                    ? `${formatDateTimeIst(d.dispute.at)} by the ${d.dispute.by}`
                    : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The console's disputes: open ones first, then those settled in the last 30 days. */
export default async function OpsDisputesPage() {
  await currentOperator();
  const { open, settled } = await listDisputes();
  return (
    <div className="stack">
      <h1>Disputes</h1>
      <Card className="stack" aria-labelledby="open-disputes">
        <h2 id="open-disputes">Open</h2>
        {open.length === 0 ? (
          <EmptyState title="No open disputes">A dispute either side opens on a funded job shows here.</EmptyState>
        ) : (
          <DisputeTable items={open} settled={false} />
        )}
      </Card>
      <Card className="stack" aria-labelledby="settled-disputes">
        <h2 id="settled-disputes">Settled in the last 30 days</h2>
        {settled.length === 0 ? <EmptyState title="None settled lately" /> : <DisputeTable items={settled} settled />}
      </Card>
    </div>
  );
}
