import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { reportOfPage } from '@/lib/reports/page-range';
import { brandReport } from '@/lib/reports/service';
import { BrandReportView } from '@/components/reports/brand-report-view';

export const metadata: Metadata = { title: 'Reports', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The signed-in brand's report of every campaign over a range (?from=&to=, default the last 30 days). */
export default async function BrandReportsPage({ searchParams }: Props) {
  const actor = await currentActor('brand');
  if (!actor) redirect('/brand/signup');
  const { report, refused } = await reportOfPage(await searchParams, (range) => brandReport(actor, range));
  return (
    <div className="container">
      <BrandReportView report={report} refused={refused} />
    </div>
  );
}
