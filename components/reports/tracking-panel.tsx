import { Suspense } from 'react';
import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { currentActor } from '@/lib/auth/current';
import { log } from '@/lib/log';
import { collaborationReport } from '@/lib/reports/service';
import { ATTRIBUTION_RULE, type CollaborationReport } from '@/lib/reports/types';
import { CREATOR_FIGURES, editCampaignHref, formatCount } from '@/lib/reports/display';
import type { CollaborationJson } from '@/lib/collaborations/serialize';
import { describeDestination } from '@/lib/campaigns/destination';
import { DESTINATION_CHANGED } from '@/lib/collaborations/messages';
import { When } from '@/components/ui/when';
import type { Role } from '@/models';
import { CopyField, ReportChart } from './lazy';
import { ReportFigures } from './report-figures';
import { SuspiciousDays } from './suspicious-days';
import styles from './reports.module.css';

type Props = { role: Role; collaboration: CollaborationJson };

/**
 * The collaboration's "Tracking" panel, for both sides: the creator's tracked link and promo code
 * to copy, and what they brought in the last 30 days. Nothing before approval (no link yet) or
 * after a decline. The figures stream in after the rest of the page.
 */
export function TrackingPanel({ role, collaboration: c }: Props) {
  if (c.status === 'requested' || c.status === 'declined') return null;
  const destination = c.campaign.destinationUrl;
  const leadsTo = describeDestination(destination);
  const moved = c.timeline.findLast((e) => e.kind === DESTINATION_CHANGED);
  return (
    <Card className="stack" aria-labelledby="tracking-title" data-testid="tracking-panel">
      <div className="spread">
        <h2 id="tracking-title">Tracking</h2>
        {role === 'brand' ? (
          <Link href={`/brand/dashboard/campaign-setting/${c.campaign._id}/report`} className="small" prefetch={false}>
            Campaign report
          </Link>
        ) : null}
      </div>
      {destination && c.trackingUrl ? (
        <CopyField
          label="Tracked link"
          value={c.trackingUrl}
          testId="tracked-link"
          hint={
            role === 'creator'
              ? 'Share this link in your post: each visit is counted for you, then sent on to the brand’s page.'
              : `${c.creator.name}’s link to your destination page.`
          }
        />
      ) : destination ? null : role === 'creator' ? (
        <p data-testid="no-destination">{c.brand.brandName} has not set a destination link yet: your tracked link appears here when they do.</p>
      ) : (
        <p data-testid="no-destination">
          This campaign has no destination link yet, so {c.creator.name} has no tracked link.{' '}
          <Link href={editCampaignHref(c.campaign._id)}>Set the destination link</Link>
        </p>
      )}
      {leadsTo ? (
        <p className="small" data-testid="destination">
          Leads to{' '}
          <a href={leadsTo.href} title={leadsTo.href} target="_blank" rel="noopener noreferrer nofollow">
            {leadsTo.host}
          </a>
        </p>
      ) : null}
      {moved ? (
        <p className={styles.moved} role="status" data-testid="destination-changed">
          <strong>{role === 'creator' ? `${c.brand.brandName} changed where this link leads` : 'You changed where this link leads'}</strong> (
          <When at={moved.createdAt} />
          ): {moved.detail}.{' '}
          {role === 'creator' ? 'Posts you already shared now send people there too: check the new site before you share the link again.' : null}
        </p>
      ) : null}
      {c.promoCode ? (
        <CopyField
          label="Promo code"
          value={c.promoCode}
          testId="promo-code"
          hint={role === 'creator' ? 'Buyers who use this code at checkout count as your sales.' : 'Sales with this code count for this creator.'}
        />
      ) : null}
      {c.status === 'cancelled' ? (
        <p className="small muted">This collaboration was cancelled: the link still leads to the page, but visits and sales no longer count.</p>
      ) : null}
      <Suspense
        fallback={
          <div className={styles.chartBox}>
            <Spinner label="Loading the figures..." />
          </div>
        }
      >
        <TrackingFigures role={role} collaborationId={c._id} />
      </Suspense>
      <p className={styles.rule}>{ATTRIBUTION_RULE}</p>
    </Card>
  );
}

async function TrackingFigures({ role, collaborationId }: { role: Role; collaborationId: string }) {
  const actor = await currentActor(role);
  let report: CollaborationReport | null = null;
  try {
    report = await collaborationReport(actor, collaborationId, {});
  } catch (err) {
    log.warn({ err: String(err) }, 'collaboration report could not be read');
  }
  if (!report) return <p className="form-error">The figures could not be loaded. Reload the page to try again.</p>;
  return (
    <div className="stack">
      <ReportFigures figures={report.totals} label="Figures of the last 30 days" shown={role === 'creator' ? CREATOR_FIGURES : undefined} />
      <SuspiciousDays daily={report.daily} />
      {role === 'creator' ? (
        // The creator's chart: their clicks and sales; the brand's revenue is neither plotted nor sent.
        <ReportChart daily={report.daily.map((d) => ({ ...d, revenue: 0 }))} title="Last 30 days: clicks and sales per day" revenue={false} />
      ) : (
        <ReportChart daily={report.daily} title="Last 30 days: clicks, sales and revenue per day" />
      )}
      {report.botClicks > 0 ? (
        <p className="small muted" data-testid="bot-note">
          {formatCount(report.botClicks)} {report.botClicks === 1 ? 'click' : 'clicks'} by bots, link previews or prefetches left out.
        </p>
      ) : null}
    </div>
  );
}
