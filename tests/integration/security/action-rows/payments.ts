import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { fundAsBrand, startCheckout } from '@/lib/payments/service';
import { payments } from '@/models';
import { createCampaign } from '../../../helpers/factories';
import { jobIn } from '../../collaborations/support';
import { brandOf, brandOnly, creatorOf, creatorOnly, type ActionRow, type Cell } from './types';

// The Fund button and the local checkout page: the brand's own paid job and order only. The
// dispute form: either side of its own funded job.

const prepared = new WeakMap<Cell, string>();

async function paidJob(c: Cell) {
  const campaign = await createCampaign(brandOf(c).id, { feePaise: 800_000 });
  const { id } = await jobIn(campaign.id, creatorOf(c).id, 'active');
  prepared.set(c, id);
  return id;
}
async function fundedJob(c: Cell) {
  const id = await paidJob(c);
  await fundAsBrand({ role: 'brand', id: brandOf(c).id }, id);
  return id;
}
const statusOf = async (c: Cell) => {
  const [p] = await (
    await getDb()
  )
    .select()
    .from(payments)
    .where(eq(payments.collaborationId, prepared.get(c)!));
  return p?.status ?? null;
};

export const rows: ActionRow[] = [
  {
    action: 'payments/startCheckoutAction',
    what: "the brand of a paid job opens its checkout; another brand's is not found",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [await paidJob(c)],
    input: () => undefined,
    check: async (res, c) => {
      expect(res.data).toMatchObject({ provider: 'local', amountPaise: 894_400 });
      expect(await statusOf(c)).toBe('pending');
    },
    unchanged: async (c) => expect(await statusOf(c)).toBe(null),
  },
  {
    action: 'payments/localCheckoutAction',
    what: "the brand pays its own order on the local checkout page; another brand's is not found",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [(await startCheckout({ role: 'brand', id: brandOf(c).id }, await paidJob(c))).checkout.orderId],
    input: () => ({ outcome: 'capture' }),
    check: async (_res, c) => expect(await statusOf(c)).toBe('funded'),
    unchanged: async (c) => expect(await statusOf(c)).toBe('pending'),
  },
  {
    action: 'payments/disputeAsBrandAction',
    what: "the brand opens a dispute on its own funded job; another brand's is not found",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [await fundedJob(c)],
    input: () => ({ reason: 'The post never went up' }),
    check: async (res, c) => {
      expect(res.data).toMatchObject({ message: 'Dispute opened: the money stays held until it is settled', payment: { status: 'disputed' } });
      expect(await statusOf(c)).toBe('disputed');
    },
    unchanged: async (c) => expect(await statusOf(c)).toBe('funded'),
  },
  {
    action: 'payments/disputeAsCreatorAction',
    what: "the creator opens a dispute on their own funded job; another creator's is not found",
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [await fundedJob(c)],
    input: () => ({ reason: 'The brand asks for more than agreed' }),
    check: async (_res, c) => expect(await statusOf(c)).toBe('disputed'),
    unchanged: async (c) => expect(await statusOf(c)).toBe('funded'),
  },
];
