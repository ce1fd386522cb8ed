import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { campaignReport } from '@/lib/reports/service';
import type { CampaignReport } from '@/lib/reports/types';
import { isUuid } from '@/lib/uuid';
import { CampaignReportView, type Refused } from '@/components/reports/campaign-report-view';

export const metadata: Metadata = { title: 'Campaign report', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The first value of a query parameter; an empty one counts as not given. */
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** A campaign's report for the brand that owns it (anyone else: the 404 page). */
export default async function CampaignReportPage({ params, searchParams }: Props) {
  const { id } = await params;
  const actor = await currentActor('brand');
  if (!actor) redirect('/brand/signup');
  if (!isUuid(id)) notFound();
  const q = await searchParams;
  const asked = { from: one(q.from), to: one(q.to) };
  // Another brand's campaign is not found, like a missing one.
  const read = (range: { from?: string; to?: string }) =>
    campaignReport(actor, id, range).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) notFound();
      throw err;
    });
  let refused: Refused | undefined;
  let report: CampaignReport;
  try {
    report = await read(asked);
  } catch (err) {
    if (!(err instanceof AppError && err.status === 400)) throw err;
    // A range the URL got wrong: say why next to the dates, and show the default range.
    refused = { ...asked, errors: { from: err.fields?.from, to: err.fields?.to }, message: err.message };
    report = await read({});
  }
  return (
    <div className="container">
      <CampaignReportView report={report} appUrl={env().APP_URL.replace(/\/+$/, '')} refused={refused} />
    </div>
  );
}
