import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { listBrandActivity } from '@/lib/brands/activity';
import { campaigns, participationRequests } from '@/models';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe('brand activity timeline', () => {
  it('is empty for a new brand', async () => {
    const { brand } = await createBrand();
    expect(await listBrandActivity({ role: 'brand', id: brand.id })).toEqual([]);
  });

  it("lists the brand's campaigns created, requests received and decisions made, newest first, with creator names", async () => {
    const { brand } = await createBrand();
    const db = await getDb();
    const campaign = await createCampaign(brand.id, { campaignName: 'Monsoon Chai', createdAt: at(60) });
    const asha = await createCreator({ name: 'Asha' });
    const ravi = await createCreator({ name: 'Ravi' });
    const r1 = await createRequest(campaign.id, asha.creator.id);
    await db
      .update(participationRequests)
      .set({ createdAt: at(50) })
      .where(eq(participationRequests.id, r1.id));
    const r2 = await createRequest(campaign.id, ravi.creator.id);
    await db
      .update(participationRequests)
      .set({ createdAt: at(40), status: 'approved', decidedAt: at(30) })
      .where(eq(participationRequests.id, r2.id));

    const items = await listBrandActivity({ role: 'brand', id: brand.id });
    expect(items.map((i) => [i.kind, 'creatorName' in i ? i.creatorName : null])).toEqual([
      ['request_decided', 'Ravi'],
      ['request_received', 'Ravi'],
      ['request_received', 'Asha'],
      ['campaign_created', null],
    ]);
    expect(items[0]).toMatchObject({ decision: 'approved', campaignName: 'Monsoon Chai', campaignId: campaign.id });
    expect(items[2]).toMatchObject({ status: 'pending' });
  });

  it("never shows another brand's campaigns or requests", async () => {
    const mine = await createBrand();
    const other = await createBrand();
    const theirs = await createCampaign(other.brand.id, { campaignName: 'Not mine' });
    const { creator } = await createCreator();
    await createRequest(theirs.id, creator.id, 'declined');
    await createCampaign(mine.brand.id, { campaignName: 'Mine' });
    const items = await listBrandActivity({ role: 'brand', id: mine.brand.id });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'campaign_created', campaignName: 'Mine' });
  });

  it('is bounded', async () => {
    const { brand } = await createBrand();
    const db = await getDb();
    await db.insert(campaigns).values(
      Array.from({ length: 30 }, (_, i) => ({
        brandId: brand.id,
        campaignName: `C${i}`,
        brandName: 'B',
        interest: 'Technology',
        platform: 'Instagram',
        minFollowers: 1000,
        maxFollowers: 20000,
        incentives: 'x',
        description: 'y',
        campaignImage: 'uploads/x.png',
        createdAt: at(i),
      })),
    );
    const items = await listBrandActivity({ role: 'brand', id: brand.id }, 10);
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ campaignName: 'C0' });
  });
});
