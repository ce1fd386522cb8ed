import 'server-only';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike, getDb } from '@/lib/db';
import { notFound } from '@/lib/errors';
import { brands, campaigns, creators, participationRequests, refreshTokens, type CollaborationStatus } from '@/models';
import { ACCOUNT_NOT_FOUND } from './messages';
import type { AccountKind } from './schemas';
import { toModeratedAccountJson, toModeratedCampaignJson, type ModeratedAccountJson, type ModeratedCampaignJson } from './serialize';

// The console's reads (operators only: they show e-mails and phone numbers). The routes check the operator.

const SEARCH_LIMIT = 50;
const DETAIL_LIMIT = 50;

/** `%q%` for ILIKE, and the digits of a phone number when the search has enough of them. */
function needles(q: string): { like: string; digits: string | null } {
  const digits = q.replace(/\D/g, '');
  return { like: `%${escapeLike(q)}%`, digits: digits.length >= 4 ? `%${digits}%` : null };
}

/** Brands and creators whose name, e-mail, phone or (brands) brand name or GSTIN matches `q`; newest first. */
export async function searchAccounts(q: string): Promise<{ accounts: ModeratedAccountJson[] }> {
  const db = await getDb();
  const { like, digits } = needles(q);
  const brandMatch: SQL | undefined = q
    ? or(
        sql`${brands.name} ilike ${like}`,
        sql`${brands.brandName} ilike ${like}`,
        sql`${brands.email} ilike ${like}`,
        sql`${brands.gstNo} ilike ${like}`,
        digits ? sql`${brands.phone} like ${digits}` : undefined,
      )
    : undefined;
  const creatorMatch: SQL | undefined = q
    ? or(sql`${creators.name} ilike ${like}`, sql`${creators.email} ilike ${like}`, digits ? sql`${creators.phone} like ${digits}` : undefined)
    : undefined;
  const [b, c] = await Promise.all([
    db.select().from(brands).where(brandMatch).orderBy(desc(brands.createdAt), desc(brands.id)).limit(SEARCH_LIMIT),
    db.select().from(creators).where(creatorMatch).orderBy(desc(creators.createdAt), desc(creators.id)).limit(SEARCH_LIMIT),
  ]);
  const accounts = [...b.map((r) => toModeratedAccountJson('brand', r)), ...c.map((r) => toModeratedAccountJson('creator', r))]
    .sort((x, y) => y.createdAt.localeCompare(x.createdAt))
    .slice(0, SEARCH_LIMIT);
  return { accounts };
}

type AccountCollaborationJson = {
  _id: string;
  campaignId: string;
  campaignName: string;
  /** The other side: the creator's name for a brand, the brand's name for a creator. */
  withName: string;
  status: CollaborationStatus;
  createdAt: string;
};

type AccountSessionJson = {
  /** One sign-in (a refresh-token family). */
  familyId: string;
  startedAt: string;
  lastUsedAt: string;
  expiresAt: string;
  live: boolean;
};

type AccountDetailJson = {
  account: ModeratedAccountJson;
  campaigns: ModeratedCampaignJson[];
  collaborations: AccountCollaborationJson[];
  sessions: AccountSessionJson[];
};

/** One account with its campaigns (brands), collaborations and sign-ins, newest first. */
export async function accountDetail(kind: AccountKind, id: string): Promise<AccountDetailJson> {
  const db = await getDb();
  const table = kind === 'brand' ? brands : creators;
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  const party = kind === 'brand' ? eq(participationRequests.brandId, id) : eq(participationRequests.creatorId, id);
  const [own, collabs, families] = await Promise.all([
    kind === 'brand'
      ? db
          .select()
          .from(campaigns)
          .where(and(eq(campaigns.brandId, id), eq(campaigns.kind, 'campaign')))
          .orderBy(desc(campaigns.createdAt))
          .limit(DETAIL_LIMIT)
      : Promise.resolve([]),
    db
      .select({
        id: participationRequests.id,
        campaignId: participationRequests.campaignId,
        campaignName: campaigns.campaignName,
        brandName: campaigns.brandName,
        creatorName: creators.name,
        status: participationRequests.stage,
        createdAt: participationRequests.createdAt,
      })
      .from(participationRequests)
      .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
      .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
      .where(party)
      .orderBy(desc(participationRequests.createdAt))
      .limit(DETAIL_LIMIT),
    db
      .select({
        familyId: refreshTokens.familyId,
        startedAt: sql<string>`min(${refreshTokens.createdAt})`,
        lastUsedAt: sql<string>`max(${refreshTokens.createdAt})`,
        expiresAt: sql<string>`max(${refreshTokens.expiresAt})`,
        live: sql<boolean>`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`,
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.role, kind), eq(refreshTokens.subjectId, id)))
      .groupBy(refreshTokens.familyId)
      .orderBy(sql`max(${refreshTokens.createdAt}) desc`)
      .limit(DETAIL_LIMIT),
  ]);
  const iso = (v: string | Date) => new Date(v).toISOString();
  return {
    account: toModeratedAccountJson(kind, row),
    campaigns: own.map(toModeratedCampaignJson),
    collaborations: collabs.map((c) => ({
      _id: c.id,
      campaignId: c.campaignId,
      campaignName: c.campaignName,
      withName: kind === 'brand' ? c.creatorName : c.brandName,
      status: c.status,
      createdAt: iso(c.createdAt),
    })),
    sessions: families.map((f) => ({
      familyId: f.familyId,
      startedAt: iso(f.startedAt),
      lastUsedAt: iso(f.lastUsedAt),
      expiresAt: iso(f.expiresAt),
      live: Boolean(f.live),
    })),
  };
}

/** Campaigns (not package orders) whose name or brand matches `q`, newest first; hidden ones included and marked. */
export async function searchCampaigns(q: string): Promise<{ campaigns: ModeratedCampaignJson[] }> {
  const db = await getDb();
  const { like } = needles(q);
  const match = q ? or(sql`${campaigns.campaignName} ilike ${like}`, sql`${campaigns.brandName} ilike ${like}`, sql`${campaigns.id}::text = ${q}`) : undefined;
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.kind, 'campaign'), match))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(SEARCH_LIMIT);
  return { campaigns: rows.map(toModeratedCampaignJson) };
}
