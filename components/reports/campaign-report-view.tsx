import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import type { CampaignReport } from '@/lib/reports/types';
import { describeDestination } from '@/lib/campaigns/destination';
import { creatorFigureRows, editCampaignHref, formatLongDay, type RefusedRange } from '@/lib/reports/display';
import { ConversionKeyPanel } from './conversion-key-panel';
import { DailyCard, RangeCard, TableCard, TotalsCard } from './report-cards';
import styles from './reports.module.css';

type Props = { report: CampaignReport; appUrl: string; refused?: RefusedRange };

/** A campaign's report for its brand: totals, the daily chart, the creators, CSV downloads and the conversion key. */
export function CampaignReportView({ report, appUrl, refused }: Props) {
  const { campaign, range, totals, daily, creators, botClicks } = report;
  const query = `from=${range.from}&to=${range.to}`;
  const csv = (part: 'creators' | 'daily') => `/api/campaign/${campaign._id}/report?format=csv&part=${part}&${query}`;
  const span = `${formatLongDay(range.from)} to ${formatLongDay(range.to)}`;
  const counted = totals.clicks > 0 || totals.conversions > 0;
  const destination = describeDestination(campaign.destinationUrl);
  return (
    <div className="stack">
      <div className={styles.head}>
        <div className="stack" style={{ gap: 4 }}>
          <h1>Report: {campaign.campaignName}</h1>
          <p className="muted">Visits and sales your creators brought, and what they cost: {span}.</p>
          {destination ? (
            <p className="small" data-testid="report-destination">
              Tracked links lead to{' '}
              <a href={destination.href} title={destination.href} target="_blank" rel="noopener noreferrer nofollow">
                {destination.host}
              </a>
            </p>
          ) : null}
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
          <RangeCard range={range} refused={refused} />
          <TotalsCard totals={totals} span={span} botClicks={botClicks} />
          <DailyCard
            daily={daily}
            csvHref={csv('daily')}
            title="Clicks, sales and revenue per day"
            note={!counted && campaign.destinationUrl && creators.length > 0 ? 'No clicks or sales in this range yet.' : null}
          />
        </div>
        <div className="stack">
          <ConversionKeyPanel campaignId={campaign._id} current={report.conversionKey} appUrl={appUrl} />
          <p className="small muted">
            Each creator&apos;s tracked link and promo code are on their collaboration page, under Tracking.{' '}
            <Link href="/brand/dashboard/collaborations">Your collaborations</Link>
          </p>
        </div>
      </div>

      {/* Below the two columns, across the page's width: its ten columns fit a 1280 px laptop without scrolling sideways. */}
      <TableCard
        title="Creators"
        nameLabel="Creator"
        rows={creatorFigureRows(creators)}
        span={span}
        csvHref={csv('creators')}
        testId="creator"
        empty={{
          title: 'No collaborations yet.',
          text: 'Creators appear here once you approve their request or they accept your invitation.',
          action: (
            <ButtonLink href="/brand/dashboard/creators" variant="secondary" size="s">
              Find creators to invite
            </ButtonLink>
          ),
        }}
      />
    </div>
  );
}
