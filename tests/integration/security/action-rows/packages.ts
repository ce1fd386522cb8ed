import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { creatorPackages, packageOrders } from '@/models';
import { orderPackage } from '@/lib/packages/orders';
import { localCheckout } from '@/lib/payments/service';
import { brandOf, brandOnly, creatorOnly, creatorOf, type ActionRow, type Cell } from './types';

// A creator's packages: each creator adds, changes, moves and deletes their own; nobody another's.

const made = new WeakMap<Cell, string>();
async function packageOf(c: Cell) {
  const [row] = await (
    await getDb()
  )
    .insert(creatorPackages)
    .values({
      creatorId: creatorOf(c).id,
      position: 0,
      title: 'Action package',
      platform: 'Instagram',
      deliverables: [{ platform: 'Instagram', kind: 'reel', count: 1 }],
      pricePaise: 500_000,
      deliveryDays: 5,
    })
    .returning();
  made.set(c, row!.id);
  return row!.id;
}
const rowOf = async (id: string) => (await (await getDb()).select().from(creatorPackages).where(eq(creatorPackages.id, id)))[0];
const titled = async (title: string) => (await getDb()).select().from(creatorPackages).where(eq(creatorPackages.title, title));

const ordersOf = async (packageId: string) => (await getDb()).select().from(packageOrders).where(eq(packageOrders.packageId, packageId));
const orderOfJob = async (id: string) => (await (await getDb()).select().from(packageOrders).where(eq(packageOrders.collaborationId, id)))[0];
/** Side X's brand orders and pays a package of side X's creator: the collaboration's id. */
async function paidOrder(c: Cell) {
  const pkg = await packageOf(c);
  const brand = { role: 'brand' as const, id: brandOf(c).id };
  const placed = await orderPackage(brand, creatorOf(c).id, pkg, { brief: 'Feature our launch' });
  await localCheckout(brand, placed.checkout.orderId, 'capture');
  made.set(c, placed.order.collaborationId);
  return placed.order.collaborationId;
}

export const rows: ActionRow[] = [
  {
    action: 'packages/orderPackageAction',
    what: "a brand orders a creator's package for itself",
    expect: brandOnly(200),
    bindArgs: async (c) => [creatorOf(c).id, await packageOf(c)],
    input: () => ({ brief: 'Feature our launch', destinationUrl: '', contentGuidelines: '' }),
    check: async (_res, c) => expect((await ordersOf(made.get(c)!)).map((o) => o.brandId)).toEqual([c.actor!.id]),
    unchanged: async (c) => expect(await ordersOf(made.get(c)!)).toHaveLength(0),
  },
  ...(['accept', 'decline'] as const).map((answer): ActionRow => ({
    action: `packages/${answer}OrderAction`,
    what: `the ordered creator ${answer}s a paid order`,
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => ({ id: await paidOrder(c) }),
    check: async (_res, c) => expect((await orderOfJob(made.get(c)!))?.status).toBe(answer === 'accept' ? 'accepted' : 'declined'),
    unchanged: async (c) => expect((await orderOfJob(made.get(c)!))?.status).toBe('pending'),
  })),
  {
    action: 'packages/createPackageAction',
    what: 'a creator adds a package to their own list',
    expect: creatorOnly(200),
    input: async (c) => {
      // Other rows fill the creators' lists past the limit of six: this one starts from none.
      if (c.actor?.role === 'creator') await (await getDb()).delete(creatorPackages).where(eq(creatorPackages.creatorId, c.actor.id));
      const title = `Action ${crypto.randomUUID()}`;
      made.set(c, title);
      return {
        title,
        platform: 'Instagram',
        deliverables: '[{"platform":"Instagram","kind":"reel","count":"1"}]',
        priceInr: '6,000',
        deliveryDays: '7',
        description: '',
      };
    },
    check: async (_res, c) => expect((await titled(made.get(c)!)).map((p) => p.creatorId)).toEqual([c.actor!.id]),
    unchanged: async (c) => expect(await titled(made.get(c)!)).toHaveLength(0),
  },
  {
    action: 'packages/updatePackageAction',
    what: 'the owning creator changes or pauses a package',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [await packageOf(c)],
    input: () => ({ status: 'paused' }),
    check: async (_res, c) => expect((await rowOf(made.get(c)!))?.status).toBe('paused'),
    unchanged: async (c) => expect((await rowOf(made.get(c)!))?.status).toBe('active'),
  },
  {
    action: 'packages/movePackageAction',
    what: 'the owning creator moves a package',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => ({ id: await packageOf(c), direction: 'down' }),
  },
  {
    action: 'packages/deletePackageAction',
    what: 'the owning creator deletes a package',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => ({ id: await packageOf(c) }),
    check: async (_res, c) => expect(await rowOf(made.get(c)!)).toBeUndefined(),
    unchanged: async (c) => expect(await rowOf(made.get(c)!)).toBeDefined(),
  },
];
