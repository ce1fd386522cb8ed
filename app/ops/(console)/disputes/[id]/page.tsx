import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Card } from '@/components/ui/card';
import { SettleForm } from '@/components/ops/settle-form';
import { formatDateTimeIst } from '@/lib/client/dates';
import { AppError } from '@/lib/errors';
import { currentOperator } from '@/lib/ops';
import { getDispute, type DisputeDetail } from '@/lib/ops-queue';
import { formatPaise } from '@/lib/payments/money';

export const metadata: Metadata = { title: 'Dispute' };

async function load(id: string): Promise<DisputeDetail> {
  try {
    return await getDispute(id);
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') notFound();
    throw err;
  }
}

/** One dispute: the reason, the money, the job's versions, live posts and thread, and the settlement. */
export default async function OpsDisputePage({ params }: { params: Promise<{ id: string }> }) {
  await currentOperator();
  const d = await load((await params).id);
  const p = d.payment;
  return (
    <div className="stack">
      <p className="small">
        <Link href="/ops/disputes">All disputes</Link>
      </p>
      <h1>
        {d.campaign.campaignName}: {d.brand.brandName} and {d.creator.name}
      </h1>
      <Card className="stack" aria-labelledby="dispute-title">
        <h2 id="dispute-title">Dispute</h2>
        {d.dispute ? (
          <p data-testid="dispute-reason">
            Opened by the {d.dispute.by} on {formatDateTimeIst(d.dispute.at)}: “{d.dispute.reason}”
          </p>
        ) : null}
        <p>
          Status: <strong data-testid="dispute-status">{p.status === 'disputed' ? 'In dispute' : p.status}</strong> · job stage {d.stage}
        </p>
        {p.settlement ? (
          <p data-testid="dispute-settlement">
            Settled on {formatDateTimeIst(p.settlement.at)}
            {p.settlement.note ? <>: “{p.settlement.note}”</> : null}
            {p.creatorPaise !== null ? <> · {formatPaise(p.creatorPaise)} to the creator</> : null}
          </p>
        ) : null}
      </Card>
      <Card className="stack" aria-labelledby="money-title">
        <h2 id="money-title">Money</h2>
        <p>
          Fee {formatPaise(p.feePaise)} + platform fee {formatPaise(p.platformFeePaise)} + GST {formatPaise(p.gstPaise)} = {formatPaise(p.totalPaise)}
        </p>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Ledger balances">
          <table className="data-table">
            <caption className="muted small">Ledger balances</caption>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Balance</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(d.balances).map(([account, paise]) => (
                <tr key={account}>
                  <td>{account}</td>
                  <td>{formatPaise(paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      {p.status === 'disputed' ? (
        <Card>
          <SettleForm paymentId={d.paymentId} feePaise={p.feePaise} />
        </Card>
      ) : null}
      <Card className="stack" aria-labelledby="live-title">
        <h2 id="live-title">Live posts</h2>
        {d.liveLinks.length === 0 ? (
          <p className="muted">No live post shared.</p>
        ) : (
          <ul>
            {d.liveLinks.map((l) => (
              <li key={l.url}>
                <a href={l.url} rel="noopener noreferrer nofollow" target="_blank">
                  {l.url}
                </a>
                {l.deliverable ? ` (${l.deliverable})` : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="stack" aria-labelledby="versions-title">
        <h2 id="versions-title">Content versions</h2>
        {d.submissions.length === 0 ? (
          <p className="muted">Nothing submitted.</p>
        ) : (
          <ol>
            {d.submissions.map((s) => (
              <li key={s.version}>
                v{s.version} · {formatDateTimeIst(s.createdAt)}: {s.caption || <span className="muted">no caption</span>}
                {s.reviewDecision ? (
                  <span className="muted">
                    {' '}
                    — {s.reviewDecision === 'approve' ? 'approved' : 'changes asked'}
                    {s.reviewComment ? `: “${s.reviewComment}”` : ''}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card className="stack" aria-labelledby="thread-title">
        <h2 id="thread-title">Messages</h2>
        {d.thread.length === 0 ? (
          <p className="muted">No messages.</p>
        ) : (
          <ol className="stack" data-testid="dispute-thread">
            {d.thread.map((m) => (
              <li key={m._id}>
                <strong>{m.senderRole === 'brand' ? d.brand.brandName : d.creator.name}</strong>{' '}
                <span className="muted small">{formatDateTimeIst(m.createdAt)}</span>
                <br />
                {m.text}
                {m.attachments.length > 0 ? <span className="muted small"> ({m.attachments.length} attachments)</span> : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
