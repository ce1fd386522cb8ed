import { ButtonLink } from '@/components/ui/button-link';
import type { BrandReport } from '@/lib/reports/types';
import { campaignFigureRows, formatLongDay, type RefusedRange } from '@/lib/reports/display';
import { DailyCard, RangeCard, TableCard, TotalsCard } from './report-cards';

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
      <TableCard
        title="Campaigns"
        nameLabel="Campaign"
        rows={campaignFigureRows(campaigns, query)}
        span={span}
        csvHref={csv('campaigns')}
        testId="campaign"
        empty={{
          title: 'No campaigns yet.',
          text: 'Each campaign gets a row here with its clicks, sales and fees once creators share its tracked links.',
          action: (
            <ButtonLink href="/brand/dashboard/campaign-setting/new" variant="primary" size="s">
              Create a campaign
            </ButtonLink>
          ),
        }}
      />
    </div>
  );
}
