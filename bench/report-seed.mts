// The campaign report's data at one scale, and its database path timed in process (bench/report.mts
// runs it). `seed <clicks>`: a brand, one campaign with a fee, CREATORS live collaborations, a
// year of daily rollups adding up to <clicks> clicks (conversions, revenue, bots and unique
// visitors in proportion), and the same number of raw link_clicks rows, which the report must
// never read. `time`: the report's service over a few ranges, p50/p90 in ms. One JSON line out.
import { sql } from 'drizzle-orm';
import { closeDatabase, getDb, openDatabase } from '@/lib/db';
import { hashPassword } from '@/lib/auth/passwords';
import { campaignReport } from '@/lib/reports/service';
import { reportCsvResponse } from '@/lib/reports/csv';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { REPORT_BRAND_EMAIL, REPORT_CAMPAIGN_ID, REPORT_CASES, REPORT_DAYS, caseQuery } from './report-cases.mts';

const CREATORS = 40;
const DAYS = REPORT_DAYS;
// Fixed ids, so the bench knows them without asking.
const BRAND_ID = '0e000000-0000-4000-8000-000000000001';

/** A whole number written into the SQL as a literal (generate_series needs its bounds typed). */
const num = (n: number) => sql.raw(String(Math.trunc(n)));

async function seed(clicks: number) {
  const handle = await openDatabase();
  const db = handle.db;
  const hash = await hashPassword('demo-password');
  await db.execute(sql`INSERT INTO brands (id, name, email, password_hash, phone, brand_name, company_type, gst_no)
    VALUES (${BRAND_ID}, 'Report Bench', ${REPORT_BRAND_EMAIL}, ${hash}, '+919812345678', 'Bench Foods', 'Private', '27AAPFU0939F1ZV')`);
  await db.execute(sql`INSERT INTO campaigns (id, brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image, fee_paise, destination_url)
    VALUES (${REPORT_CAMPAIGN_ID}, ${BRAND_ID}, 'Report Bench Campaign', 'Bench Foods', 'Food', 'Instagram', 1000, 100000, '₹5,000', 'Bench', 'uploads/x.png', 500000, 'https://shop.example/bench')`);
  await db.execute(sql`INSERT INTO creators (id, name, email, password_hash, phone)
    SELECT ('0e100000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Creator ' || i, 'report-creator-' || i || '@bench.example', ${hash}, '+919876543210'
    FROM generate_series(1, ${num(CREATORS)}) i`);
  await db.execute(sql`INSERT INTO participation_requests (id, campaign_id, creator_id, brand_id, status, stage, decided_at)
    SELECT ('0e200000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ${REPORT_CAMPAIGN_ID}, ('0e100000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
      ${BRAND_ID}, 'approved', CASE WHEN i % 10 = 0 THEN 'cancelled' ELSE 'live' END, now()
    FROM generate_series(1, ${num(CREATORS)}) i`);
  // One rollup per (collaboration, day) that saw a click: `clicks` spread evenly over the cells.
  const cells = CREATORS * DAYS;
  const today = todayInIndia();
  await db.execute(sql`INSERT INTO collaboration_daily_stats (collaboration_id, day, campaign_id, clicks, unique_visitors, bot_clicks, conversions, revenue_minor)
    SELECT ('0e200000-0000-4000-8000-' || lpad((1 + cell % ${num(CREATORS)})::text, 12, '0'))::uuid, ${today}::date - (cell / ${num(CREATORS)}), ${REPORT_CAMPAIGN_ID}, n,
      (n * 4) / 5, n / 20, n / 50, (n / 50) * 100000
    FROM (SELECT cell, ${num(Math.floor(clicks / cells))} + CASE WHEN cell < ${num(clicks % cells)} THEN 1 ELSE 0 END AS n FROM generate_series(0, ${num(cells - 1)}) cell) s
    WHERE n > 0`);
  // The raw clicks behind those rollups (what a report must not scan), in batches.
  const batch = 100_000;
  for (let from = 0; from < clicks; from += batch) {
    const to = Math.min(clicks, from + batch) - 1;
    await db.execute(sql`INSERT INTO link_clicks (id, collaboration_id, campaign_id, at, day, visitor_key, device, bot, counted)
      SELECT gen_random_uuid(), ('0e200000-0000-4000-8000-' || lpad((1 + i % ${num(CREATORS)})::text, 12, '0'))::uuid, ${REPORT_CAMPAIGN_ID},
        now() - make_interval(days => (i / ${num(CREATORS)}) % ${num(DAYS)}), ${today}::date - ((i / ${num(CREATORS)}) % ${num(DAYS)}), md5(i::text), 'mobile', false, true
      FROM generate_series(${num(from)}, ${num(to)}) i`);
  }
  await db.execute(sql`ANALYZE`);
  const [counts] = (
    await db.execute<{ clicks: number; rollups: number; rollup_clicks: number }>(
      sql`SELECT (SELECT count(*)::int FROM link_clicks) AS clicks, (SELECT count(*)::int FROM collaboration_daily_stats) AS rollups,
        (SELECT sum(clicks)::int FROM collaboration_daily_stats) AS rollup_clicks`,
    )
  ).rows;
  await handle.close();
  return { linkClicks: counts.clicks, rollupRows: counts.rollups, rollupClicks: counts.rollup_clicks };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 100) / 100;
};

async function time() {
  await getDb();
  const brand = { role: 'brand' as const, id: BRAND_ID };
  const today = todayInIndia();
  const out: Record<string, { p50: number; p90: number }> = {};
  for (const [name, q] of REPORT_CASES) {
    const query = caseQuery(q, today);
    const once = async () => {
      const report = await campaignReport(brand, REPORT_CAMPAIGN_ID, query);
      if (query.format === 'csv') await reportCsvResponse(report, 'creators').text();
    };
    for (let i = 0; i < 5; i++) await once(); // warm up
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      await once();
      times.push(performance.now() - t);
    }
    out[name] = { p50: percentile(times, 50), p90: percentile(times, 90) };
  }
  await closeDatabase();
  return out;
}

const [mode, arg] = process.argv.slice(2);
if (mode === 'seed') console.log(JSON.stringify(await seed(Number(arg))));
else if (mode === 'time') console.log(JSON.stringify(await time()));
else if (mode !== undefined) throw new Error('usage: report-seed.mts seed <clicks> | time');
