import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { BrandReport } from '@/lib/reports/types';
import { campaignFigureRows, formatLongDay, type RefusedRange } from '@/lib/reports/display';
import { FiguresTable } from './figures-table';
import { DailyCard, RangeCard, TotalsCard } from './report-cards';
import styles from './reports.module.css';

type Props = { report: BrandReport; refused?: RefusedRange };

/** Every campaign of the brand over one range: totals, the daily chart and a sortable row per campaign, each opening its own report. */
export function BrandReportView({ report, refused }: Props) {
  const { range, totals, daily, campaigns, botClicks } = report;
  const query = `from=${range.from}&to=${range.to}`;
  const csv = (part: 'campaigns' | 'daily') => `/api/brand/report?format=csv&part=${part}&${query}`;
  const span = `${formatLongDay(range.from)} to ${formatLongDay(range.to)}`;
  const counted = totals.clicks > 0 || totals.conversions > 0;
  return (
    <div className="stack">
      <div className="stack" style={{ gap: 4 }}>
        <h1>Reports</h1>
        <p className="muted">Visits and sales all your campaigns brought, and what they cost: {span}.</p>
      </div>
      <RangeCard range={range} refused={refused} />
      <TotalsCard totals={totals} span={span} botClicks={botClicks} />
      <DailyCard
        daily={daily}
        csvHref={csv('daily')}
        title="Clicks, sales and revenue per day, all campaigns"
        note={!counted && campaigns.length > 0 ? 'No clicks or sales in this range yet.' : null}
      />
      <Card className="stack" aria-labelledby="report-campaigns-title">
        <h2 id="report-campaigns-title">Campaigns</h2>
        {campaigns.length === 0 ? (
          <EmptyState
            title="No campaigns yet."
            action={
              <ButtonLink href="/brand/dashboard/campaign-setting" variant="primary" size="s">
                Create a campaign
              </ButtonLink>
            }
          >
            Each campaign gets a row here with its clicks, sales and fees once creators share its tracked links.
          </EmptyState>
        ) : (
          <>
            <FiguresTable rows={campaignFigureRows(campaigns, query)} caption={`Campaigns, ${span}`} nameLabel="Campaign" data-testid="campaign-table" />
            <div className={styles.downloads}>
              <a href={csv('campaigns')} download className="btn btn-ghost btn-small" data-testid="csv-campaigns">
                Download the campaigns (CSV)
              </a>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
