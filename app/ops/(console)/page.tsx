import type { Metadata } from 'next';
import { OpsFigures } from '@/components/ops/figures';
import { currentOperator, opsOverview } from '@/lib/ops';
import { formatDateTimeIst } from '@/lib/client/dates';

export const metadata: Metadata = { title: 'Overview' };

export default async function OpsOverviewPage() {
  await currentOperator();
  const { figures, at } = await opsOverview();
  return (
    <div className="stack">
      <h1>Overview</h1>
      <p className="muted">As of {formatDateTimeIst(at)}. Reload for fresh figures.</p>
      <OpsFigures figures={figures} />
    </div>
  );
}
