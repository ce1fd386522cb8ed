import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { clearLinkCache } from '@/lib/tracking/links';
import { flushClicks } from '@/lib/tracking/clicks';
import { GET as redirect, HEAD as redirectHead } from '@/app/r/[code]/route';
import { collaborationDailyStats, linkClicks, participationRequests } from '@/models';
import { call } from '@/tests/helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '@/tests/helpers/factories';

export const CHROME_DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A brand's campaign (with a destination unless told) and an approved (active) collaboration with a creator. */
export async function trackedCollaboration(opts: { destinationUrl?: string | null; campaignName?: string; creatorName?: string; stage?: string } = {}) {
  const brand = await createBrand();
  const creator = await createCreator({ name: opts.creatorName ?? 'Asha Verma' });
  const campaign = await createCampaign(brand.brand.id, {
    campaignName: opts.campaignName ?? 'Monsoon Picks',
    destinationUrl: opts.destinationUrl === undefined ? 'https://shop.example/monsoon' : opts.destinationUrl,
  });
  const row = await createRequest(campaign.id, creator.creator.id, 'approved');
  if (opts.stage) await setStage(row.id, opts.stage);
  clearLinkCache();
  return { brand, creator, campaign, collaborationId: row.id, code: row.linkCode, promoCode: row.promoCode };
}

export async function setStage(id: string, stage: string) {
  const db = await getDb();
  await db
    .update(participationRequests)
    .set({ stage: stage as never })
    .where(eq(participationRequests.id, id));
  clearLinkCache();
}

export type Visit = { ip?: string; ua?: string; referer?: string; headers?: Record<string, string>; method?: 'GET' | 'HEAD' };

/** One visit of `/r/{code}` as a browser behind our proxy would make it. */
export function visit(code: string, v: Visit = {}) {
  const headers: Record<string, string> = { 'user-agent': v.ua ?? CHROME_DESKTOP, 'x-forwarded-for': v.ip ?? '203.0.113.7', ...v.headers };
  if (v.referer) headers.referer = v.referer;
  return call(v.method === 'HEAD' ? redirectHead : redirect, { url: `/r/${code}`, method: v.method ?? 'GET', headers, params: { code } });
}

export async function clicksOf(collaborationId: string) {
  await flushClicks();
  const db = await getDb();
  return db.select().from(linkClicks).where(eq(linkClicks.collaborationId, collaborationId)).orderBy(linkClicks.at);
}

export async function rollupOf(collaborationId: string) {
  await flushClicks();
  const db = await getDb();
  return db
    .select({
      day: collaborationDailyStats.day,
      clicks: collaborationDailyStats.clicks,
      uniqueVisitors: collaborationDailyStats.uniqueVisitors,
      botClicks: collaborationDailyStats.botClicks,
      repeatClicks: collaborationDailyStats.repeatClicks,
      topIpClicks: collaborationDailyStats.topIpClicks,
      campaignId: collaborationDailyStats.campaignId,
    })
    .from(collaborationDailyStats)
    .where(eq(collaborationDailyStats.collaborationId, collaborationId))
    .orderBy(collaborationDailyStats.day);
}

export async function countRows(table: 'link_clicks' | 'link_visitors' | 'collaboration_daily_stats'): Promise<number> {
  const db = await getDb();
  const res = await db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return Number(res.rows[0].n);
}

/** Clicks of a collaboration in the database now (the buffer is not flushed first). */
export async function storedClicks(collaborationId: string): Promise<number> {
  const db = await getDb();
  const res = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM link_clicks WHERE collaboration_id = ${collaborationId}`);
  return Number(res.rows[0].n);
}
