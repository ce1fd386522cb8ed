import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { creatorPackages } from '@/models';
import { creatorOnly, creatorOf, type ActionRow, type Cell } from './types';

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

export const rows: ActionRow[] = [
  {
    action: 'packages/createPackageAction',
    what: 'a creator adds a package to their own list',
    expect: creatorOnly(200),
    input: (c) => {
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
