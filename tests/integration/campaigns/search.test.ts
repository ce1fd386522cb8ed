import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/campaign/route';
import { listOpenCampaigns } from '@/lib/campaigns/queries';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { call } from '../../helpers/http';
import { createBrand, createCampaign } from '../../helpers/factories';

// Search as a visitor types it: several words across the brand and the campaign, and typos.
const search = (q: string) => listOpenCampaigns(campaignListQuerySchema.parse({ q }));
const names = (page: Awaited<ReturnType<typeof search>>) => page.campaigns.map((c) => c.campaignName).sort();

beforeAll(async () => {
  const { brand } = await createBrand();
  await createCampaign(brand.id, { campaignName: 'Protein Breakfast Week', brandName: 'FitFuel', description: 'Show your morning routine with our oats.' });
  await createCampaign(brand.id, { campaignName: 'Home Workout Series', brandName: 'FitFuel', description: 'Three short videos, no equipment.' });
  await createCampaign(brand.id, { campaignName: 'Monsoon Tea Diaries', brandName: 'Chaiwala', description: 'Masala chai on a rainy balcony, 50% off codes.' });
});

describe('campaign search', () => {
  it('matches every word anywhere in the brand, name or description, in any order', async () => {
    expect(names(await search('fitfuel protein'))).toEqual(['Protein Breakfast Week']);
    expect(names(await search('Protein   FITFUEL'))).toEqual(['Protein Breakfast Week']);
    expect(names(await search('fitfuel'))).toEqual(['Home Workout Series', 'Protein Breakfast Week']);
    expect(names(await search('fitfuel oats'))).toEqual(['Protein Breakfast Week']);
    expect((await search('fitfuel protein')).closeMatches).toBe(false);
    // Every word must be there: another brand's word narrows to nothing, and nothing close either.
    expect((await search('fitfuel chaiwala')).total).toBe(0);
  });

  it('finds a close spelling when nothing has the words as typed, and says so', async () => {
    const typo = await search('protien');
    expect(names(typo)).toEqual(['Protein Breakfast Week']);
    expect(typo.closeMatches).toBe(true);
    expect(names(await search('fitfuel protien'))).toEqual(['Protein Breakfast Week']);
    expect(names(await search('monsoom'))).toEqual(['Monsoon Tea Diaries']);
  });

  it('does not guess for short words or unrelated ones', async () => {
    // "tee" is too short to guess from (it would match every word starting "te").
    expect((await search('tee')).total).toBe(0);
    expect((await search('skateboard')).total).toBe(0);
    expect((await search('skateboard')).closeMatches).toBe(false);
  });

  it('treats % and _ as the characters typed', async () => {
    expect(names(await search('50%'))).toEqual(['Monsoon Tea Diaries']);
    expect((await search('5_%')).total).toBe(0);
  });

  it('answers the API with closeMatches', async () => {
    const r = await call(GET, { url: `/api/campaign?q=${encodeURIComponent('protien')}` });
    expect(r.status).toBe(200);
    const body = r.data as { campaigns: { campaignName: string }[]; closeMatches: boolean };
    expect(body.closeMatches).toBe(true);
    expect(body.campaigns.map((c) => c.campaignName)).toContain('Protein Breakfast Week');
  });
});
