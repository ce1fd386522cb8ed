import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { AppError, badRequest, notFound } from '@/lib/errors';
import { createNotifications } from '@/lib/notifications/service';
import { recordAudit } from '@/lib/ops';
import { ALREADY_HIDDEN, ALREADY_SUSPENDED, hideCampaign, suspendAccount } from '@/lib/moderation';
import { brands, creators, userReports, type FlagKind, type FlagOutcome, type FlagReason, type FlagSnapshot, type Role } from '@/models';
import { FLAG_HIDE_CAMPAIGNS_ONLY, FLAG_NOTHING_OPEN, FLAG_REASONS, FLAG_RESOLVED, REPORT_OUTCOME_TYPE, flagItemLabel, flagOutcomeMessage } from './messages';
import type { FlagResolveBody } from './schemas';

// The operators' side of reports from users: the queue of open reports grouped by item, and the
// decision that closes them all (no action, hide the campaign, suspend the owner).

const QUEUE_MAX_REPORTS = 1000;

type Party = { role: Role; id: string; name: string };

export type OpenFlagJson = {
  _id: string;
  reporter: Party;
  reason: FlagReason;
  details: string;
  /** The item as this reporter saw it. */
  snapshot: FlagSnapshot;
  createdAt: string;
};

export type FlaggedItemJson = {
  kind: FlagKind;
  id: string;
  owner: Party;
  /** The item as its first reporter saw it (each report carries its own). */
  snapshot: FlagSnapshot;
  reporters: number;
  reasons: { reason: FlagReason; count: number }[];
  firstReportedAt: string;
  lastReportedAt: string;
  reports: OpenFlagJson[];
};

const reporterBrand = sql`(select coalesce(nullif(${brands.brandName}, ''), ${brands.name}) from ${brands} where ${brands.id} = ${userReports.reporterId})`;
const reporterCreator = sql`(select ${creators.name} from ${creators} where ${creators.id} = ${userReports.reporterId})`;
const ownerBrand = sql`(select coalesce(nullif(${brands.brandName}, ''), ${brands.name}) from ${brands} where ${brands.id} = ${userReports.ownerId})`;
const ownerCreator = sql`(select ${creators.name} from ${creators} where ${creators.id} = ${userReports.ownerId})`;

/** The open reports, one entry per item: most reporters first, then the longest waiting. */
export async function listOpenFlags(): Promise<{ items: FlaggedItemJson[]; openReports: number }> {
  const db = await getDb();
  const rows = await db
    .select({
      report: userReports,
      reporterName: sql<string | null>`case when ${userReports.reporterRole} = 'brand' then ${reporterBrand} else ${reporterCreator} end`,
      ownerName: sql<string | null>`case when ${userReports.ownerRole} = 'brand' then ${ownerBrand} else ${ownerCreator} end`,
    })
    .from(userReports)
    .where(isNull(userReports.outcome))
    .orderBy(asc(userReports.createdAt), asc(userReports.id))
    .limit(QUEUE_MAX_REPORTS);
  const byItem = new Map<string, FlaggedItemJson>();
  for (const { report: r, reporterName, ownerName } of rows) {
    const key = `${r.itemKind}:${r.itemId}`;
    let item = byItem.get(key);
    if (!item) {
      item = {
        kind: r.itemKind,
        id: r.itemId,
        owner: { role: r.ownerRole, id: r.ownerId, name: ownerName ?? '' },
        snapshot: r.snapshot,
        reporters: 0,
        reasons: [],
        firstReportedAt: r.createdAt.toISOString(),
        lastReportedAt: r.createdAt.toISOString(),
        reports: [],
      };
      byItem.set(key, item);
    }
    item.reporters += 1;
    item.lastReportedAt = r.createdAt.toISOString();
    const reason = item.reasons.find((x) => x.reason === r.reason);
    if (reason) reason.count += 1;
    else item.reasons.push({ reason: r.reason, count: 1 });
    item.reports.push({
      _id: r.id,
      reporter: { role: r.reporterRole, id: r.reporterId, name: reporterName ?? '' },
      reason: r.reason,
      details: r.details,
      snapshot: r.snapshot,
      createdAt: r.createdAt.toISOString(),
    });
  }
  const items = [...byItem.values()].sort((a, b) => b.reporters - a.reporters || a.firstReportedAt.localeCompare(b.firstReportedAt));
  for (const item of items) item.reasons.sort((a, b) => b.count - a.count);
  return { items, openReports: rows.length };
}

const reasonLabel = (reason: FlagReason) => FLAG_REASONS.find((r) => r.value === reason)?.label ?? reason;

/** A moderation step that finds the account or campaign already in that state (another item's decision) is done, not refused. */
async function alreadyDone(step: Promise<unknown>, doneMessage: string): Promise<void> {
  try {
    await step;
  } catch (err) {
    if (err instanceof AppError && err.code === 'conflict' && err.message === doneMessage) return;
    throw err;
  }
}

/**
 * An operator resolves every open report of one item: no action, hide (a campaign), or suspend
 * the item's owner (a campaign's brand, the creator, a message's author). The reports close with
 * the decision, the audit log gets a row, and each reporter is told in the app.
 */
export async function resolveFlags(
  operator: { id: string },
  kind: FlagKind,
  itemId: string,
  body: FlagResolveBody,
): Promise<{ message: string; outcome: FlagOutcome; resolved: number }> {
  const db = await getDb();
  const openOf = and(eq(userReports.itemKind, kind), eq(userReports.itemId, itemId), isNull(userReports.outcome));
  const open = await db.select().from(userReports).where(openOf).orderBy(asc(userReports.createdAt));
  const first = open[0];
  if (!first) throw notFound(FLAG_NOTHING_OPEN);
  if (body.outcome === 'hide' && kind !== 'campaign') throw badRequest(FLAG_HIDE_CAMPAIGNS_ONLY, { outcome: FLAG_HIDE_CAMPAIGNS_ONLY });
  const reasons = [...new Set(open.map((r) => reasonLabel(r.reason).toLowerCase()))].join(', ');
  const why = body.note || `Reported by users: ${reasons}`;
  if (body.outcome === 'hide') await alreadyDone(hideCampaign({ operatorId: operator.id, campaignId: itemId, reason: why }), ALREADY_HIDDEN);
  if (body.outcome === 'suspend')
    await alreadyDone(suspendAccount({ operatorId: operator.id, kind: first.ownerRole, id: first.ownerId, reason: why }), ALREADY_SUSPENDED);
  const closed = await db.transaction(async (tx: Tx) => {
    const rows = await tx
      .update(userReports)
      .set({ outcome: body.outcome, resolvedBy: operator.id, resolutionNote: body.note || null, resolvedAt: new Date() })
      .where(openOf)
      .returning();
    // Another operator closed them meanwhile: nothing is left to resolve.
    if (rows.length === 0) throw notFound(FLAG_NOTHING_OPEN);
    await recordAudit(tx, {
      operatorId: operator.id,
      action: 'report.resolve',
      targetKind: kind,
      targetId: itemId,
      reason: body.note || null,
      before: { openReports: rows.length, reasons: rows.map((r) => r.reason), owner: { role: first.ownerRole, id: first.ownerId } },
      after: { outcome: body.outcome },
    });
    const item = flagItemLabel(kind, first.snapshot);
    const told = new Set<string>();
    await createNotifications(
      tx,
      rows
        .filter((r) => !told.has(`${r.reporterRole}:${r.reporterId}`) && told.add(`${r.reporterRole}:${r.reporterId}`))
        .map((r) => ({ recipientRole: r.reporterRole, recipientId: r.reporterId, type: REPORT_OUTCOME_TYPE, message: flagOutcomeMessage(item, body.outcome) })),
    );
    return rows.length;
  });
  return { message: FLAG_RESOLVED, outcome: body.outcome, resolved: closed };
}
