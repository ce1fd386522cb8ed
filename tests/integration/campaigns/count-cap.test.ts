import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { PAGES_AHEAD, countCap, listOpenCampaigns } from '@/lib/campaigns/queries';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { createBrand } from '../../helpers/factories';

describe('campaign list totals', () => {
  it('counts matches exactly up to PAGES_AHEAD pages past the one shown, then says "capped"', async () => {
    const { brand } = await createBrand();
    const db = await getDb();
    const bulk = countCap(3, 12) + 5;
    await db.execute(sql`
      insert into campaigns (brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image)
      select ${brand.id}, 'Bulk ' || g, 'Acme', case when g <= 10 then 'Travel' else 'Technology' end, 'Instagram', 1000, 20000, '₹1', 'bulk', 'uploads/x.png'
      from generate_series(1, ${bulk}) g`);
    const first = await listOpenCampaigns(campaignListQuerySchema.parse({ limit: '12' }));
    expect(first.totalIsCapped).toBe(true);
    expect(first.total).toBe(PAGES_AHEAD * 12);
    expect(first.totalPages).toBe(PAGES_AHEAD);
    expect(first.campaigns).toHaveLength(12);
    // Going deeper counts further: page 2 offers one page more.
    const second = await listOpenCampaigns(campaignListQuerySchema.parse({ limit: '12', page: '2' }));
    expect([second.total, second.totalPages, second.totalIsCapped]).toEqual([(PAGES_AHEAD + 1) * 12, PAGES_AHEAD + 1, true]);
    // Near the end the count is exact.
    const deep = await listOpenCampaigns(campaignListQuerySchema.parse({ limit: '12', page: '4' }));
    expect(deep.totalIsCapped).toBe(false);
    expect(deep.total).toBeGreaterThanOrEqual(bulk);
    const travel = await listOpenCampaigns(campaignListQuerySchema.parse({ interest: 'Travel' }));
    expect(travel.totalIsCapped).toBe(false);
    expect(travel.total).toBe(10);
  });
});
