import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GET } from '@/app/api/campaign/route';
import { getDb } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { createCampaign as createCampaignService } from '@/lib/campaigns/service';
import { call, pngFile } from '../../helpers/http';
import { createBrand, createCampaign } from '../../helpers/factories';

const names = async () => ((await call(GET, { url: '/api/campaign?limit=50' })).data.campaigns as { campaignName: string }[]).map((c) => c.campaignName);
const fields = { campaignName: 'Fresh launch', brandName: 'Acme', interest: 'Technology' as const, platform: 'Instagram' as const, minFollowers: 1000, maxFollowers: 20000, incentives: '₹1', description: 'New' };

describe('campaign list cache', () => {
  beforeAll(() => {
    process.env.CAMPAIGN_LIST_CACHE_TTL_MS = '60000';
    resetEnvForTests();
  });
  afterAll(() => {
    process.env.CAMPAIGN_LIST_CACHE_TTL_MS = '0';
    resetEnvForTests();
  });

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

  it('forgets its answers when another server announces a write (PostgreSQL NOTIFY) or, on PGlite, when this process writes', async () => {
    const { brand } = await createBrand();
    await names();
    await createCampaign(brand.id, { campaignName: 'From another server' });
    expect(await names()).not.toContain('From another server');
    const db = await getDb();
    if (process.env.DATABASE_URL) {
      // Another instance's write: only the notification reaches us.
      await db.execute(sql`select pg_notify('campaign_lists', '')`);
      const until = Date.now() + 5000;
      let seen = false;
      while (!seen && Date.now() < until) {
        seen = (await names()).includes('From another server');
        if (!seen) await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe(true);
    } else {
      const { invalidateCampaignLists } = await import('@/lib/campaigns/list-cache');
      await invalidateCampaignLists();
      expect(await names()).toContain('From another server');
    }
  });
});
