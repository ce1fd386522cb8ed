import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { reportOfPage } from '@/lib/reports/page-range';
import { campaignReport } from '@/lib/reports/service';
import { isUuid } from '@/lib/uuid';
import { CampaignReportView } from '@/components/reports/campaign-report-view';

export const metadata: Metadata = { title: 'Campaign report', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A campaign's report for the brand that owns it (anyone else: the 404 page). */
export default async function CampaignReportPage({ params, searchParams }: Props) {
  const { id } = await params;
  const actor = await currentActor('brand');
  if (!actor) redirect('/brand/signup');
  if (!isUuid(id)) notFound();
  // Another brand's campaign is not found, like a missing one.
  const { report, refused } = await reportOfPage(await searchParams, (range) =>
    campaignReport(actor, id, range).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) notFound();
      throw err;
    }),
  );
  return (
    <div className="container">
      <CampaignReportView report={report} appUrl={env().APP_URL.replace(/\/+$/, '')} refused={refused} />
    </div>
  );
}
