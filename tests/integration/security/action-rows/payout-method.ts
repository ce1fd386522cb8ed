import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { creatorPayoutMethods } from '@/models';
import { creatorOnly, type ActionRow } from './types';

// Each creator sets their own payout method; nobody sets another's, and brands have none.

const payoutOf = async (creatorId: string) => (await getDb()).select().from(creatorPayoutMethods).where(eq(creatorPayoutMethods.creatorId, creatorId));
const upiFor = new WeakMap<object, string>();

export const rows: ActionRow[] = [
  {
    action: 'payout-method/savePayoutMethodAction',
    what: "the caller creator's payout method changes, never another's",
    expect: creatorOnly(200),
    input: (c) => {
      const upiId = `m${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}@ybl`;
      upiFor.set(c, upiId);
      return { kind: 'upi', upiId };
    },
    check: async (res, c) => {
      expect(res.data).toMatchObject({ payoutMethod: { kind: 'upi' }, message: 'Payout details saved' });
      expect((await payoutOf(c.actor!.id))[0]?.upiId).toBe(upiFor.get(c));
    },
    unchanged: async (c) => {
      for (const side of ['A', 'B'] as const) expect((await payoutOf(c.fx.creator[side].id)).map((r) => r.upiId)).not.toContain(upiFor.get(c));
    },
  },
];
