import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { createCampaign } from '../../../helpers/factories';
import { campaigns } from '@/models';
import { brandOf, brandOnly, type ActionRow, type Cell } from './types';

// A conversion key is the campaign owner's: another brand's campaign is not found and keeps its key.

const prepared = new WeakMap<Cell, string>();
const keyHashOf = async (id: string) => (await (await getDb()).select().from(campaigns).where(eq(campaigns.id, id)))[0].conversionKeyHash;

export const rows: ActionRow[] = [
  {
    action: 'reports/rotateConversionKeyAction',
    what: "a new conversion key for the brand's own campaign only",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => {
      const campaign = await createCampaign(brandOf(c).id);
      prepared.set(c, campaign.id);
      return { campaignId: campaign.id };
    },
    check: async (res, c) => {
      expect((res.data as { key: string }).key).toMatch(/^cmk_/);
      expect(await keyHashOf(prepared.get(c)!)).toMatch(/^[0-9a-f]{64}$/);
    },
    unchanged: async (c) => expect(await keyHashOf(prepared.get(c)!)).toBeNull(),
  },
];
