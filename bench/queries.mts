// In-process timing of the queries behind the lists that grow with data: the database path alone,
// without HTTP and the framework, so growth with data is not hidden by (or mistaken for) request
// overhead or CPU noise. Run by bench/run.mts after each seed; prints one JSON line.
// BENCH_ONLY=directory times the creator directory's searches alone.
import { listOpenCampaigns } from '@/lib/campaigns/queries';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { searchCreators } from '@/lib/creators/directory';
import { directoryQuerySchema } from '@/lib/creators/directory-schemas';
import { closeDatabase } from '@/lib/db';
import { countUnread, listNotifications } from '@/lib/notifications/service';
import { brandRequestsView } from '@/lib/participation/queries';
import { loadOpenCampaign } from '@/components/campaign-detail/load';
import { parseListQuery } from '@/lib/campaigns/list-query';
import { getCreatorForBrand } from '@/lib/creators/service';
import { DIRECTORY_CASES, DIRECTORY_DEEP_PAGES } from './directory-cases.mts';
import { PAGE_CAMPAIGN_ID, PAGE_CASE_NAMES, PAGE_CREATOR_ID, PAGE_FILTER, seedId } from './page-cases.mts';

const brand = { role: 'brand' as const, id: seedId('scale-brand-1') };
const creator = { role: 'creator' as const, id: seedId('scale-creator-1') };
const list = (q: Record<string, string>) => () => listOpenCampaigns(campaignListQuerySchema.parse(q));

const directory = (q: Record<string, string>) => () => searchCreators(brand, directoryQuerySchema.parse(q));
// Where the directory's page DIRECTORY_DEEP_PAGES ends (most followers first), reached by its cursors.
let deep: string | null = null;
for (let i = 0; i < DIRECTORY_DEEP_PAGES; i++) deep = (await searchCreators(brand, directoryQuerySchema.parse(deep ? { after: deep } : {}))).nextCursor;
const directoryCases: [string, () => Promise<unknown>][] = DIRECTORY_CASES.map(([name, q]) => [name, directory(q === 'deep' ? { after: deep ?? '' } : q)]);

const cases: [string, () => Promise<unknown>][] = [];
if (process.env.BENCH_ONLY !== 'directory') {
  // Where page 49 ends: reading on from there by cursor is the keyset way to page 50.
  const page49 = await listOpenCampaigns(campaignListQuerySchema.parse({ page: '49' }));
  cases.push(
    ['campaign list (page 1)', list({})],
    ['campaign list (page 50)', list({ page: '50' })],
    ['campaign list (page 50 by cursor)', list({ after: page49.nextCursor ?? '' })],
    ['filtered search', list({ platform: 'Instagram', interest: 'Fashion', minFollowers: '2000', maxFollowers: '40000' })],
    ['text search', list({ q: 'festive' })],
    ['brand notifications', () => brandRequestsView(brand)],
    ['creator notifications', () => Promise.all([listNotifications(creator), countUnread(creator)])],
    // What the cached pages read when they render (bench/page-cases.mts).
    [PAGE_CASE_NAMES.campaign, () => loadOpenCampaign(PAGE_CAMPAIGN_ID)],
    [PAGE_CASE_NAMES.creator, () => getCreatorForBrand(brand, PAGE_CREATOR_ID)],
    [PAGE_CASE_NAMES.filtered, () => listOpenCampaigns(parseListQuery(PAGE_FILTER))],
  );
}
cases.push(...directoryCases);

const ROUNDS = 10;
const PER_ROUND = 15;
const times: Record<string, number[]> = {};
for (const [, fn] of cases) for (let i = 0; i < 5; i++) await fn(); // warm up
// Cases take turns, so a burst of CPU noise spreads over all of them instead of one.
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, fn] of cases) {
    for (let i = 0; i < PER_ROUND; i++) {
      const t = performance.now();
      await fn();
      (times[name] ??= []).push(performance.now() - t);
    }
  }
}
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];
const out = Object.fromEntries(
  Object.entries(times).map(([name, xs]) => [name, { p50: Math.round(quantile(xs, 0.5) * 100) / 100, p90: Math.round(quantile(xs, 0.9) * 100) / 100 }]),
);
await closeDatabase();
console.log(JSON.stringify(out));
