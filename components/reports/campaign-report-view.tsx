import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ATTRIBUTION_RULE, type CampaignReport } from '@/lib/reports/types';
import { editCampaignHref, formatCount, formatLongDay } from '@/lib/reports/display';
import { ConversionKeyPanel } from './conversion-key-panel';
import { CreatorTable } from './creator-table';
import { ReportChart } from './lazy';
import { RangeForm } from './range-form';
import { ReportFigures } from './report-figures';
import styles from './reports.module.css';

/** A range from the URL that was refused (the report then shows the last 30 days) and why. */
export type Refused = { from?: string; to?: string; errors: { from?: string; to?: string }; message: string };

type Props = { report: CampaignReport; appUrl: string; refused?: Refused };

/** A campaign's report for its brand: totals, the daily chart, the creators, CSV downloads and the conversion key. */
export function CampaignReportView({ report, appUrl, refused }: Props) {
  const { campaign, range, totals, daily, creators, botClicks } = report;
  const query = `from=${range.from}&to=${range.to}`;
  const csv = (part: 'creators' | 'daily') => `/api/campaign/${campaign._id}/report?format=csv&part=${part}&${query}`;
  const span = `${formatLongDay(range.from)} to ${formatLongDay(range.to)}`;
  const counted = totals.clicks > 0 || totals.conversions > 0;
  return (
    <div className="stack">
      <div className={styles.head}>
        <div className="stack" style={{ gap: 4 }}>
          <h1>Report: {campaign.campaignName}</h1>
          <p className="muted">Visits and sales your creators brought, and what they cost: {span}.</p>
        </div>
        <ButtonLink href="/brand/dashboard/campaign-setting" variant="ghost" size="s">
          Back to your campaigns
        </ButtonLink>
      </div>

      {campaign.destinationUrl ? null : (
        <Card className="stack" role="status" data-testid="no-destination">
          <h2>No destination link yet</h2>
          <p>Creators get a tracked link once the campaign has a destination (the https page buyers should land on). Until then there is nothing to count.</p>
          <div>
            <ButtonLink href={editCampaignHref(campaign._id)} variant="primary" size="s">
              Set the destination link
            </ButtonLink>
          </div>
        </Card>
      )}

      <div className={styles.layout}>
        <div className="stack">
          <Card className="stack" aria-labelledby="report-range-title">
            <h2 id="report-range-title" className="visually-hidden">
              Dates
            </h2>
            {refused ? (
              <p className="form-error" role="alert">
                {refused.message}. Showing the last 30 days instead.
              </p>
            ) : null}
            <RangeForm range={range} refused={refused} />
            <p className="small muted">Days are India days (IST). A report covers at most a year.</p>
          </Card>

          <Card className="stack" aria-labelledby="report-totals-title">
            <h2 id="report-totals-title">Totals</h2>
            <ReportFigures figures={totals} label={`Totals, ${span}`} />
            <p className={styles.rule}>{ATTRIBUTION_RULE}</p>
            <p className="small muted" data-testid="bot-note">
              {botClicks === 0
                ? 'Clicks by bots, link previews and prefetches are left out of every figure (none in this range).'
                : `${formatCount(botClicks)} ${botClicks === 1 ? 'click' : 'clicks'} by bots, link previews or prefetches ${botClicks === 1 ? 'is' : 'are'} left out of every figure.`}{' '}
              Cost is the fees of active and completed collaborations.
            </p>
          </Card>

          <Card className="stack" aria-labelledby="report-daily-title">
            <h2 id="report-daily-title">Per day</h2>
            {!counted && campaign.destinationUrl && creators.length > 0 ? <p className="muted">No clicks or sales in this range yet.</p> : null}
            <ReportChart daily={daily} title="Clicks, sales and revenue per day" />
            <div className={styles.downloads}>
              <a href={csv('daily')} download className="btn btn-ghost btn-small" data-testid="csv-daily">
                Download the days (CSV)
              </a>
            </div>
          </Card>

          <Card className="stack" aria-labelledby="report-creators-title">
            <h2 id="report-creators-title">Creators</h2>
            {creators.length === 0 ? (
              <EmptyState
                title="No collaborations yet."
                action={
                  <ButtonLink href="/brand/dashboard/creators" variant="secondary" size="s">
                    Find creators to invite
                  </ButtonLink>
                }
              >
                Creators appear here once you approve their request or they accept your invitation.
              </EmptyState>
            ) : (
              <>
                <CreatorTable rows={creators} caption={`Creators, ${span}`} />
                <div className={styles.downloads}>
                  <a href={csv('creators')} download className="btn btn-ghost btn-small" data-testid="csv-creators">
                    Download the creators (CSV)
                  </a>
                </div>
              </>
            )}
          </Card>
        </div>
        <div className="stack">
          <ConversionKeyPanel campaignId={campaign._id} current={report.conversionKey} appUrl={appUrl} />
          <p className="small muted">
            Each creator&apos;s tracked link and promo code are on their collaboration page, under Tracking.{' '}
            <Link href="/brand/dashboard/collaborations">Your collaborations</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
