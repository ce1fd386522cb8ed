import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { moderationStyles as styles, ReasonAction } from '@/components/ops-moderation';
import { Badge, StatusPill } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { currentOperator } from '@/lib/ops';
import { accountDetail, accountParamsSchema } from '@/lib/moderation';
import { formatDate, formatDateTimeIst } from '@/lib/client/dates';

export const metadata: Metadata = { title: 'Account', robots: { index: false } };

type Props = { params: Promise<{ kind: string; id: string }> };

/** Operators: one account, its campaigns, collaborations and sign-ins, and suspend or reinstate with a reason. */
export default async function OpsAccountPage({ params }: Props) {
  await currentOperator();
  const parsed = accountParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const { kind, id } = parsed.data;
  const detail = await accountDetail(kind, id).catch(() => null);
  if (!detail) notFound();
  const { account: a, campaigns, collaborations, sessions } = detail;
  return (
    <div className="stack">
      <p className="small">
        <Link href="/ops/accounts">← Accounts</Link>
      </p>
      <div className="spread">
        <h1>{a.name}</h1>
        {a.suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}
      </div>
      <dl className={styles.facts}>
        <dt>Kind</dt>
        <dd>{kind === 'brand' ? 'Brand' : 'Creator'}</dd>
        {a.detail ? (
          <>
            <dt>{kind === 'brand' ? 'Brand name' : 'Niche and city'}</dt>
            <dd>{a.detail}</dd>
          </>
        ) : null}
        <dt>E-mail</dt>
        <dd>{a.email}</dd>
        <dt>Phone</dt>
        <dd>{a.phone}</dd>
        {a.gstNo ? (
          <>
            <dt>GSTIN</dt>
            <dd>{a.gstNo}</dd>
          </>
        ) : null}
        <dt>Joined</dt>
        <dd>{formatDate(a.createdAt)}</dd>
        {kind === 'creator' && !a.suspended ? (
          <>
            <dt>Public page</dt>
            <dd>
              <Link href={`/creators/${a._id}`}>/creators/{a._id}</Link>
            </dd>
          </>
        ) : null}
      </dl>

      <section className="card stack" aria-labelledby="moderate">
        {a.suspended ? (
          <>
            <h2 id="moderate">Reinstate</h2>
            <p className={styles.notice}>
              Suspended {a.suspendedAt ? formatDateTimeIst(a.suspendedAt) : ''}. The reason: “{a.suspendedReason}”
            </p>
            <ReasonAction
              endpoint={`/api/ops/accounts/${kind}/${a._id}/reinstate`}
              label="Reinstate"
              busyLabel="Reinstating..."
              what={`reinstate ${a.name}`}
              variant="success"
              hint="The account may sign in again and its page and campaigns come back; it is e-mailed. Withdrawn requests and invitations stay withdrawn."
            />
          </>
        ) : (
          <>
            <h2 id="moderate">Suspend</h2>
            <ReasonAction
              endpoint={`/api/ops/accounts/${kind}/${a._id}/suspend`}
              label="Suspend"
              busyLabel="Suspending..."
              what={`suspend ${a.name}`}
              variant="danger"
              hint="Its sessions end at once, it cannot sign in, its page and campaigns are hidden, its pending requests and invitations are withdrawn. The account is e-mailed this reason."
            />
          </>
        )}
      </section>

      {kind === 'brand' ? (
        <section className="stack" aria-labelledby="campaigns">
          <h2 id="campaigns">Campaigns</h2>
          {campaigns.length === 0 ? (
            <EmptyState title="No campaigns" />
          ) : (
            <ul className={styles.list}>
              {campaigns.map((c) => (
                <li key={c._id} className={styles.row}>
                  <Link className={styles.name} href={`/ops/campaigns?q=${c._id}`}>
                    {c.campaignName}
                  </Link>
                  <p className="small muted">Posted {formatDate(c.createdAt)}</p>
                  <div className="row">
                    <StatusPill status={c.status} />
                    {c.hidden ? <Badge tone="danger">Hidden</Badge> : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section className="stack" aria-labelledby="collaborations">
        <h2 id="collaborations">Collaborations</h2>
        {collaborations.length === 0 ? (
          <EmptyState title="No collaborations" />
        ) : (
          <ul className={styles.list}>
            {collaborations.map((c) => (
              <li key={c._id} className={styles.row}>
                <span className={styles.name}>{c.campaignName}</span>
                <p className="small muted">
                  With {c.withName} · {formatDate(c.createdAt)}
                </p>
                <StatusPill status={c.status} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="stack" aria-labelledby="sessions">
        <h2 id="sessions">Sign-ins</h2>
        {sessions.length === 0 ? (
          <EmptyState title="No sign-ins" />
        ) : (
          <ul className={styles.list}>
            {sessions.map((s) => (
              <li key={s.familyId} className={styles.row}>
                <span className="small">Started {formatDateTimeIst(s.startedAt)}</span>
                <span className="small muted">Last renewed {formatDateTimeIst(s.lastUsedAt)}</span>
                {s.live ? <Badge tone="success">Live</Badge> : <Badge>Ended</Badge>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
