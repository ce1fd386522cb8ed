import { it, expect } from 'vitest';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';
import { listOpenCampaigns, getCampaign, getOpenCampaignIds } from '@/lib/campaigns/queries';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
it('smoke', async () => {
  const { brand } = await createBrand();
  const c = await createCampaign(brand.id, { campaignName: '50% off_sale' });
  await createCampaign(brand.id, { campaignName: '50 off sale' });
  const { creator } = await createCreator();
  await createRequest(c.id, creator.id);
  const { getDb } = await import("@/lib/db"); const { campaigns } = await import("@/models"); const { sql } = await import("drizzle-orm"); console.log((await getDb()).select({ id: campaigns.id, n: sql`(select count(*) from ${campaigns} where ${campaigns.id} = ${campaigns.id})` }).from(campaigns).toSQL().sql);
  const r = await listOpenCampaigns(campaignListQuerySchema.parse({ q: '50%' }));
  expect(r.total).toBe(1);
  expect(r.campaigns[0].requestCount).toBe(1);
  expect((await getCampaign(c.id))?.isNew).toBe(true);
  expect(await getCampaign('nope')).toBeNull();
  expect((await getOpenCampaignIds()).length).toBe(2);
});
