import type { Metadata } from 'next';
import { currentOperator } from '@/lib/ops';
import { listOpenFlags } from '@/lib/flags/queue';
import { FlagQueue } from '@/components/flags/ops-queue';

export const metadata: Metadata = { title: 'Reports' };

/** The queue of reports from users: one entry per reported item, as its reporters saw it, with the decision form. */
export default async function OpsReportsPage() {
  await currentOperator();
  const { items, openReports } = await listOpenFlags();
  return (
    <div className="stack">
      <h1>Reports</h1>
      <p className="muted">
        {openReports === 0
          ? 'No open reports.'
          : `${openReports} open ${openReports === 1 ? 'report' : 'reports'} about ${items.length} ${items.length === 1 ? 'item' : 'items'}.`}
      </p>
      <FlagQueue items={items} />
    </div>
  );
}
