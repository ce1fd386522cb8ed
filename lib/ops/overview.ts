import 'server-only';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { failedJobsSince } from '@/lib/jobs';
import { brands, campaigns, creators, ledgerEntries, participationRequests, payments, userReports } from '@/models';

// The console's opening figures (/ops, GET /api/ops/overview). Each figure is one entry of
// OVERVIEW_FIGURES: a part of the console adds its own (as the reports queue's open reports) by
// appending an entry here, and the page and the API show it with the rest.

export type FigureUnit = 'count' | 'paise';
export type Figure = { key: string; label: string; value: number; unit: FigureUnit; href?: string };

type Context = { db: Db; now: Date; failed: { jobs: number; mails: number }; money: Record<string, number> };
type FigureSource = { key: string; label: string; unit?: FigureUnit; href?: string; value: (ctx: Context) => Promise<number> };

const DAY_MS = 86_400_000;
const ACTIVE_STAGES = ['active', 'submitted', 'changes_requested', 'approved', 'live'] as const;

async function one(q: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await q;
  return Number(row?.n ?? 0);
}

/** Each ledger account's balance over every payment (debits positive): held is escrow, released is what creators are owed or were paid. */
async function moneyByAccount(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountPaise})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}

const OVERVIEW_FIGURES: FigureSource[] = [
  { key: 'brands', label: 'Brands', href: '/ops/accounts', value: ({ db }) => one(db.select({ n: count() }).from(brands)) },
  { key: 'creators', label: 'Creators', href: '/ops/accounts', value: ({ db }) => one(db.select({ n: count() }).from(creators)) },
  { key: 'campaigns', label: 'Campaigns', href: '/ops/campaigns', value: ({ db }) => one(db.select({ n: count() }).from(campaigns)) },
  {
    key: 'openCampaigns',
    label: 'Open campaigns',
    href: '/ops/campaigns',
    value: ({ db }) => one(db.select({ n: count() }).from(campaigns).where(eq(campaigns.status, 'open'))),
  },
  {
    key: 'activeCollaborations',
    label: 'Active collaborations',
    value: ({ db }) =>
      one(
        db
          .select({ n: count() })
          .from(participationRequests)
          .where(and(eq(participationRequests.status, 'approved'), inArray(participationRequests.stage, [...ACTIVE_STAGES]))),
      ),
  },
  { key: 'heldPaise', label: 'Money held', unit: 'paise', value: async ({ money }) => money.escrow ?? 0 },
  {
    key: 'releasedPaise',
    label: 'Money released to creators',
    unit: 'paise',
    value: async ({ money }) => (money.creator_payable ?? 0) + (money.creator_paid ?? 0),
  },
  {
    key: 'openReports',
    label: 'Reported items (open)',
    href: '/ops/reports',
    value: ({ db }) =>
      one(
        db
          .select({ n: sql<number>`count(distinct (${userReports.itemKind}, ${userReports.itemId}))::int` })
          .from(userReports)
          .where(isNull(userReports.outcome)),
      ),
  },
  {
    key: 'openDisputes',
    label: 'Open disputes',
    href: '/ops/disputes',
    value: ({ db }) => one(db.select({ n: count() }).from(payments).where(eq(payments.status, 'disputed'))),
  },
  { key: 'failedJobs24h', label: 'Failed jobs (24 h)', href: '/ops/jobs', value: async ({ failed }) => failed.jobs },
  { key: 'failedMails24h', label: 'Failed mails (24 h)', href: '/ops/jobs', value: async ({ failed }) => failed.mails },
];

/** Every figure, in the order of OVERVIEW_FIGURES. */
export async function opsOverview(now = new Date()): Promise<{ figures: Figure[]; at: string }> {
  const db = await getDb();
  // Read once, for the figures that need them; then each figure in turn.
  const ctx: Context = { db, now, failed: await failedJobsSince(new Date(now.getTime() - DAY_MS)), money: await moneyByAccount(db) };
  const figures: Figure[] = [];
  for (const f of OVERVIEW_FIGURES) {
    figures.push({ key: f.key, label: f.label, value: await f.value(ctx), unit: f.unit ?? 'count', ...(f.href ? { href: f.href } : {}) });
  }
  return { figures, at: now.toISOString() };
}
