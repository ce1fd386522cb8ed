import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { COUNT_CAP, listOpenCampaigns } from '@/lib/campaigns/queries';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { createBrand } from '../../helpers/factories';

describe('campaign list totals', () => {
  it('counts matches exactly up to the cap, then says "capped" instead of counting them all', async () => {
    const { brand } = await createBrand();
    const db = await getDb();
    await db.execute(sql`
      insert into campaigns (brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image)
      select ${brand.id}, 'Bulk ' || g, 'Acme', case when g <= 10 then 'Travel' else 'Technology' end, 'Instagram', 1000, 20000, '₹1', 'bulk', 'uploads/x.png'
      from generate_series(1, ${COUNT_CAP + 5}) g`);
    const all = await listOpenCampaigns(campaignListQuerySchema.parse({ limit: '12' }));
    expect(all.totalIsCapped).toBe(true);
    expect(all.total).toBe(COUNT_CAP);
    expect(all.totalPages).toBe(Math.ceil(COUNT_CAP / 12));
    expect(all.campaigns).toHaveLength(12);
    const travel = await listOpenCampaigns(campaignListQuerySchema.parse({ interest: 'Travel' }));
    expect(travel.totalIsCapped).toBe(false);
    expect(travel.total).toBe(10);
  });
});
