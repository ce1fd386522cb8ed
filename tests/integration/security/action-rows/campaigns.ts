import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { campaigns } from '@/models';
import { campaignFormFields, createCampaign } from '../../../helpers/factories';
import { imageFile } from '../support';
import { brandOf, brandOnly, type ActionRow, type Cell } from './types';

const campaignRow = async (id: string) => (await (await getDb()).select().from(campaigns).where(eq(campaigns.id, id)))[0];

// Each cell gets a campaign of its own, owned by the cell's side, so a refusal can be checked against it.
const campaignOf = new WeakMap<Cell, { id: string; campaignName: string }>();
async function freshCampaign(c: Cell, over: Parameters<typeof createCampaign>[1] = {}) {
  const campaign = await createCampaign(brandOf(c).id, over);
  campaignOf.set(c, campaign);
  return campaign;
}

const fields = (name: string) => campaignFormFields({ campaignName: name, brandName: 'Matrix Brand' });

export const rows: ActionRow[] = [
  {
    action: 'campaigns/createCampaignAction',
    what: 'posts a campaign for the calling brand only',
    expect: brandOnly(200),
    input: async () => ({ ...fields(`Matrix ${crypto.randomUUID().slice(0, 8)}`), campaignImage: await imageFile() }),
    check: async (res, c) => {
      const { campaign } = res.data as { campaign: { _id: string; brandId: string } };
      expect((await campaignRow(campaign._id)).brandId).toBe(c.actor!.id);
    },
  },
  {
    action: 'campaigns/updateCampaignAction',
    what: "edits the brand's own campaign; another brand's is not found and stays as it was",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [(await freshCampaign(c)).id],
    input: () => fields(`Edited ${crypto.randomUUID().slice(0, 8)}`),
    check: async (res, c) => {
      expect((await campaignRow(campaignOf.get(c)!.id)).campaignName).toBe((res.data as { campaign: { campaignName: string } }).campaign.campaignName);
    },
    unchanged: async (c) => expect((await campaignRow(campaignOf.get(c)!.id)).campaignName).toBe(campaignOf.get(c)!.campaignName),
  },
  {
    action: 'campaigns/closeCampaignAction',
    what: "closes the brand's own campaign, never another's",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => ({ id: (await freshCampaign(c)).id }),
    check: async (_res, c) => expect((await campaignRow(campaignOf.get(c)!.id)).status).toBe('closed'),
    unchanged: async (c) => expect((await campaignRow(campaignOf.get(c)!.id)).status).toBe('open'),
  },
  {
    action: 'campaigns/reopenCampaignAction',
    what: "reopens the brand's own closed campaign, never another's",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => ({ id: (await freshCampaign(c, { status: 'closed' })).id }),
    check: async (_res, c) => expect((await campaignRow(campaignOf.get(c)!.id)).status).toBe('open'),
    unchanged: async (c) => expect((await campaignRow(campaignOf.get(c)!.id)).status).toBe('closed'),
  },
];
