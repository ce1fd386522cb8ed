import type { Metadata } from 'next';
import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { JobActions } from '@/components/ops/job-actions';
import { formatDateTimeIst } from '@/lib/client/dates';
import { currentOperator } from '@/lib/ops';
import { jobsQuerySchema, listJobs } from '@/lib/ops-queue';

export const metadata: Metadata = { title: 'Jobs and mail' };

const FILTERS = [
  { href: '/ops/jobs', label: 'All' },
  { href: '/ops/jobs?state=failed', label: 'Failed jobs' },
  { href: '/ops/jobs?state=dead', label: 'Dead mails' },
];

/** The console's jobs and mail: failed jobs and dead mails with their errors, retried or discarded one at a time. */
export default async function OpsJobsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await currentOperator();
  const parsed = jobsQuerySchema.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : {};
  const { jobs, mail } = await listJobs(query);
  return (
    <div className="stack">
      <h1>Jobs and mail</h1>
      <Card className="stack" aria-labelledby="mail-title">
        <h2 id="mail-title">Mail in the last 24 hours</h2>
        <p data-testid="mail-figures">
          {mail.sent} sent · {mail.dead} failed every try · {mail.retrying} failing and retried
        </p>
      </Card>
      <Card className="stack" aria-labelledby="jobs-title">
        <h2 id="jobs-title">Failed jobs</h2>
        <nav aria-label="Filter jobs">
          <ul className="row">
            {FILTERS.map((f) => (
              <li key={f.href}>
                <Link href={f.href}>{f.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {jobs.length === 0 ? (
          <EmptyState title="No failed jobs">Jobs that fail every try and mails that could not be sent show here.</EmptyState>
        ) : (
          <ul className="stack" data-testid="failed-jobs">
            {jobs.map((j) => (
              <li key={j.id} className="stack" data-testid="failed-job">
                <p>
                  <strong>{j.name}</strong> · {j.state === 'dead' ? 'dead mail' : 'failed'} · {j.attempts} {j.attempts === 1 ? 'try' : 'tries'} ·{' '}
                  {formatDateTimeIst(j.failedAt)}
                </p>
                {j.error ? <p className="small">Error: {j.error}</p> : null}
                <p className="muted small">
                  {Object.entries(j.summary)
                    .map(([k, v]) => `${k}: ${String(v)}`)
                    .join(' · ') || 'No data'}
                </p>
                <JobActions id={j.id} label={`${j.name} job from ${formatDateTimeIst(j.failedAt)}`} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
