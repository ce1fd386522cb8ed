import type { ReactNode } from 'react';
import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTimeIst } from '@/lib/client/dates';
import { formatPaise } from '@/lib/payments/money';
import type { BrandStatement, CreatorStatement } from '@/lib/payments/statements';
import { PAYMENT_WORDS, PAYOUT_WORDS } from '@/lib/payments/statement-words';
import styles from './statements.module.css';

// The money pages (issue 34): the brand's payments (/brand/dashboard/payments) and the creator's
// payouts (/creator/dashboard/payouts). Server-rendered, no script of their own.

const invoiceHref = (paymentId: string) => `/api/payments/${paymentId}/invoice`;

function Totals({ label, figures }: { label: string; figures: [string, number][] }) {
  return (
    <dl className={styles.totals} aria-label={label} data-testid="money-totals">
      {figures.map(([name, paise]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{formatPaise(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Num({ paise }: { paise: number }) {
  return <td className="num">{formatPaise(paise)}</td>;
}

/** A money page: its heading, the totals, then a list card with its CSV download, or an empty state. */
function StatementPage(props: {
  id: string;
  title: string;
  lead: string;
  notice?: ReactNode;
  totals: { label: string; figures: [string, number][] };
  listTitle: string;
  csvHref: string;
  empty: { title: string; text: string } | null;
  children: ReactNode;
}) {
  const { id, title, lead, notice, totals, listTitle, csvHref, empty, children } = props;
  return (
    <div className="stack">
      <div className="stack" style={{ gap: 4 }}>
        <h1>{title}</h1>
        <p className="muted">{lead}</p>
      </div>
      {notice}
      <Card className="stack" aria-labelledby={`${id}-totals-title`}>
        <h2 id={`${id}-totals-title`}>Totals</h2>
        <Totals label={totals.label} figures={totals.figures} />
      </Card>
      <Card className="stack" aria-labelledby={`${id}-list-title`}>
        <div className={styles.head}>
          <h2 id={`${id}-list-title`}>{listTitle}</h2>
          {empty ? null : (
            <a href={csvHref} download>
              Download CSV
            </a>
          )}
        </div>
        {empty ? <EmptyState title={empty.title}>{empty.text}</EmptyState> : <div className="table-scroll">{children}</div>}
      </Card>
    </div>
  );
}

/** Every funding and refund of the brand's, with the totals, the CSV and each funding's tax invoice. */
export function BrandPaymentsView({ statement }: { statement: BrandStatement }) {
  const { entries, totals } = statement;
  return (
    <StatementPage
      id="payments"
      title="Payments"
      lead="Every job you funded, every refund, and the tax invoice of each funding. Times are India time (IST)."
      totals={{
        label: 'Payment totals',
        figures: [
          ['Paid in', totals.fundedPaise],
          ['Refunded', totals.refundedPaise],
          ['Net paid', totals.netPaise],
          ['Platform fees', totals.platformFeePaise],
          ['GST', totals.gstPaise],
        ],
      }}
      listTitle="Fundings and refunds"
      csvHref="/api/brand/payments?format=csv"
      empty={entries.length ? null : { title: 'No payments yet', text: 'When you fund a job, it shows here with its tax invoice.' }}
    >
      <table className="data-table" data-testid="payments-table">
        <caption className="visually-hidden">Fundings and refunds, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Campaign</th>
            <th scope="col">Creator</th>
            <th scope="col" className="num">
              Fee
            </th>
            <th scope="col" className="num">
              Platform fee
            </th>
            <th scope="col" className="num">
              GST
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Invoice</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={`${e.paymentId}-${e.kind}`}>
              <td>
                <time dateTime={e.date}>{formatDateTimeIst(e.date)}</time>
              </td>
              <th scope="row">{e.kind === 'funding' ? 'Funding' : 'Refund'}</th>
              <td>
                <Link href={`/brand/dashboard/collaborations/${e.collaborationId}`}>{e.campaignName}</Link>
              </td>
              <td>{e.creatorName}</td>
              <Num paise={e.feePaise} />
              <Num paise={e.platformFeePaise} />
              <Num paise={e.gstPaise} />
              <Num paise={e.totalPaise} />
              <td>{PAYMENT_WORDS[e.status]}</td>
              <td>
                {e.invoice ? (
                  <a href={invoiceHref(e.paymentId)} download aria-label={`Tax invoice ${e.invoice.number} (PDF)`}>
                    {e.invoice.number}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StatementPage>
  );
}

/** The creator's money job by job: held, payable, paid out; and where to say how to be paid when they have not. */
export function CreatorPayoutsView({ statement }: { statement: CreatorStatement }) {
  const { payouts, totals, hasPayoutMethod } = statement;
  return (
    <StatementPage
      id="payouts"
      title="Payouts"
      lead="What brands paid for your jobs: held until the job is complete, then released and paid out to you. Times are India time (IST)."
      notice={
        hasPayoutMethod ? null : (
          <Card className="stack" role="note" aria-labelledby="payouts-no-method-title" data-testid="payout-method-missing">
            <h2 id="payouts-no-method-title">Add a payout method to be paid</h2>
            <p>
              {totals.payablePaise > 0
                ? `${formatPaise(totals.payablePaise)} is payable to you and waits until you add a UPI ID or a bank account.`
                : 'Money released to you waits as payable until you add a UPI ID or a bank account.'}{' '}
              It is paid out as soon as you save one.
            </p>
            <p>
              <Link href="/creator/dashboard/creator-profile#payout-settings">Go to payout settings</Link>
            </p>
          </Card>
        )
      }
      totals={{
        label: 'Payout totals',
        figures: [
          ['Held', totals.heldPaise],
          ['Payable', totals.payablePaise],
          ['Paid out', totals.paidOutPaise],
        ],
      }}
      listTitle="Jobs"
      csvHref="/api/creator/payouts?format=csv"
      empty={payouts.length ? null : { title: 'No payouts yet', text: 'When a brand funds one of your jobs, the money shows here.' }}
    >
      <table className="data-table" data-testid="payouts-table">
        <caption className="visually-hidden">Your paid jobs, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Campaign</th>
            <th scope="col">Brand</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Funded</th>
            <th scope="col">Released</th>
            <th scope="col">Paid out</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((r) => (
            <tr key={r.paymentId}>
              <th scope="row">
                <Link href={`/creator/dashboard/collaborations/${r.collaborationId}`}>{r.campaignName}</Link>
              </th>
              <td>{r.brandName}</td>
              <td>{PAYOUT_WORDS[r.state]}</td>
              <Num paise={r.amountPaise} />
              <td>
                <time dateTime={r.fundedAt}>{formatDateTimeIst(r.fundedAt)}</time>
              </td>
              <td>{r.releasedAt ? <time dateTime={r.releasedAt}>{formatDateTimeIst(r.releasedAt)}</time> : '—'}</td>
              <td>{r.paidOutAt ? <time dateTime={r.paidOutAt}>{formatDateTimeIst(r.paidOutAt)}</time> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StatementPage>
  );
}
