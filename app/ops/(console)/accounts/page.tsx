import type { Metadata } from 'next';
import Link from 'next/link';
import { ModerationSearchForm, moderationStyles as styles, readModerationSearch } from '@/components/ops-moderation';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { currentOperator } from '@/lib/ops';
import { searchAccounts } from '@/lib/moderation';

export const metadata: Metadata = { title: 'Accounts', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Operators: find a brand or creator by name, e-mail, phone or GSTIN; each leads to its page. */
export default async function OpsAccountsPage({ searchParams }: Props) {
  await currentOperator();
  const { q, problem } = await readModerationSearch(searchParams);
  const { accounts } = await searchAccounts(q);
  return (
    <div className="stack">
      <h1>Accounts</h1>
      <ModerationSearchForm action="/ops/accounts" id="accounts-q" label="Name, e-mail, phone or GSTIN" q={q} problem={problem} />
      {accounts.length === 0 ? (
        <EmptyState title={q ? `No accounts match “${q}”` : 'No accounts yet'}>Try part of a name, an e-mail, a phone number or a GSTIN.</EmptyState>
      ) : (
        <ul className={styles.list} aria-label={q ? `Accounts matching ${q}` : 'Newest accounts'}>
          {accounts.map((a) => (
            <li key={`${a.kind}:${a._id}`} className={styles.row}>
              <div>
                <Link className={styles.name} href={`/ops/accounts/${a.kind}/${a._id}`}>
                  {a.name}
                </Link>
                <p className="small muted">
                  {a.kind === 'brand' ? 'Brand' : 'Creator'}
                  {a.detail ? ` · ${a.detail}` : ''}
                </p>
              </div>
              <p className={`small ${styles.meta}`}>
                {a.email}
                <br />
                {a.phone}
                {a.gstNo ? ` · GSTIN ${a.gstNo}` : ''}
              </p>
              <div>{a.suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}</div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
