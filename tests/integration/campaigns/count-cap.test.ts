import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { PAGES_AHEAD, countCap, listOpenCampaigns } from '@/lib/campaigns/queries';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { createBrand } from '../../helpers/factories';

describe('campaign list totals', () => {
  it('counts matches exactly up to the end of the reader\'s block of PAGES_AHEAD pages, then says "capped"', async () => {
    const { brand } = await createBrand();
    const db = await getDb();
    const bulk = countCap(1, 12) + 5;
    await db.execute(sql`
      insert into campaigns (brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image)
      select ${brand.id}, 'Bulk ' || g, 'Acme', case when g <= 10 then 'Travel' else 'Technology' end, 'Instagram', 1000, 20000, '₹1', 'bulk', 'uploads/x.png'
      from generate_series(1, ${bulk}) g`);
    const first = await listOpenCampaigns(campaignListQuerySchema.parse({ limit: '12' }));
    expect(first.totalIsCapped).toBe(true);
    expect(first.total).toBe(PAGES_AHEAD * 12);
    expect(first.totalPages).toBe(PAGES_AHEAD);
    expect(first.campaigns).toHaveLength(12);
    // The total does not change as the visitor pages through the block ("120+" on pages 1 to 10)...
    for (const page of ['2', String(PAGES_AHEAD)]) {
      const same = await listOpenCampaigns(campaignListQuerySchema.parse({ limit: '12', page }));
      expect([same.total, same.totalPages, same.totalIsCapped], `page ${page}`).toEqual([PAGES_AHEAD * 12, PAGES_AHEAD, true]);
      expect(same.nextCursor, `page ${page}`).not.toBeNull();
    }
    // ...and the next block counts on, exactly once the end is within reach.
    const deep = await listOpenCampaigns(campaignListQuerySchema.parse({ limit: '12', page: String(PAGES_AHEAD + 1) }));
    expect(deep.totalIsCapped).toBe(false);
    expect(deep.total).toBeGreaterThanOrEqual(bulk);
    const travel = await listOpenCampaigns(campaignListQuerySchema.parse({ interest: 'Travel' }));
    expect(travel.totalIsCapped).toBe(false);
    expect(travel.total).toBe(10);
  });
});
