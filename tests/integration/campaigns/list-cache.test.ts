import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GET } from '@/app/api/campaign/route';
import { getDb } from '@/lib/db';
import { invalidateCampaignLists } from '@/lib/campaigns/list-cache';
import { createCampaign as createCampaignService } from '@/lib/campaigns/service';
import { call, pngFile } from '../../helpers/http';
import { createBrand, createCampaign } from '../../helpers/factories';
import { campaignFields, withListCache } from './list-cache-support';

const names = async () => ((await call(GET, { url: '/api/campaign?limit=50' })).data.campaigns as { campaignName: string }[]).map((c) => c.campaignName);
const fields = campaignFields('Fresh launch');

describe('campaign list cache', () => {
  withListCache();

  it('serves repeated reads from the cache and shows a new campaign at once after a write', async () => {
    const { brand } = await createBrand();
    await createCampaign(brand.id, { campaignName: 'First' });
    expect(await names()).toContain('First');
    // A row written behind the service's back is not seen while the cached answer is fresh...
    await createCampaign(brand.id, { campaignName: 'Sneaky' });
    expect(await names()).not.toContain('Sneaky');
    // ...but every write through the service invalidates it.
    await createCampaignService({ role: 'brand', id: brand.id }, fields, pngFile());
    const after = await names();
    expect(after).toContain('Fresh launch');
    expect(after).toContain('Sneaky');
  });

  it('answers 304 to a client that already has the current list', async () => {
    const first = await call(GET, { url: '/api/campaign' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    expect((await call(GET, { url: '/api/campaign', headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('forgets its answers at once when this process announces a write', async () => {
    const { brand } = await createBrand();
    await names();
    await createCampaign(brand.id, { campaignName: 'Written here' });
    expect(await names()).not.toContain('Written here');
    await invalidateCampaignLists();
    expect(await names()).toContain('Written here');
  });

  it('keeps one answer per filter: fee range and deadline filters do not share an entry', async () => {
    const { brand } = await createBrand();
    const tag = crypto.randomUUID().slice(0, 8);
    await createCampaign(brand.id, { campaignName: `Paid ${tag}`, feePaise: 900_000 });
    await createCampaign(brand.id, { campaignName: `Free ${tag}`, feePaise: null });
    await createCampaign(brand.id, { campaignName: `Late ${tag}`, feePaise: null, applyBy: '2020-01-01' });
    await invalidateCampaignLists();
    const found = async (qs: string) =>
      ((await call(GET, { url: `/api/campaign?q=${tag}${qs}` })).data.campaigns as { campaignName: string }[]).map((c) => c.campaignName).sort();
    // Each read twice: the second comes from the cache, and must still be this filter's answer.
    for (let i = 0; i < 2; i++) {
      expect(await found('')).toEqual([`Free ${tag}`, `Late ${tag}`, `Paid ${tag}`]);
      expect(await found('&minFee=5000')).toEqual([`Paid ${tag}`]);
      expect(await found('&maxFee=5000')).toEqual([`Free ${tag}`, `Late ${tag}`]);
      expect(await found('&open=1')).toEqual([`Free ${tag}`, `Paid ${tag}`]);
      expect(await found('&open=1&maxFee=5000')).toEqual([`Free ${tag}`]);
    }
  });

  // PGlite has one process and no NOTIFY: there is no other server to hear from, so this case
  // exists only in the PostgreSQL pass of the suite (CI runs both).
  if (process.env.DATABASE_URL)
    it('on PostgreSQL, forgets them when another server announces a write (NOTIFY)', async () => {
      const { brand } = await createBrand();
      await names();
      await createCampaign(brand.id, { campaignName: 'From another server' });
      expect(await names()).not.toContain('From another server');
      // Another instance's write: only the notification reaches us.
      await (await getDb()).execute(sql`select pg_notify('campaign_lists', '')`);
      await expect.poll(names, { timeout: 5000 }).toContain('From another server');
    });
});
