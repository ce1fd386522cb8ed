import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { shortlists } from '@/models';
import { listWith, membersOf } from '../../shortlists/support';
import { brandOf, brandOnly, creatorOf, type ActionRow, type Cell } from './types';

// Shortlists are the brand's own: another brand's list is not found (404) and stays as it was.

const OWN_ONLY = brandOnly({ own: 200, other: 404 });
const listRow = async (id: string) => (await (await getDb()).select().from(shortlists).where(eq(shortlists.id, id)))[0];
const prepared = new WeakMap<Cell, string>();
const sideList = async (c: Cell, members: string[] = []) => {
  const list = await listWith(brandOf(c).id, `List ${crypto.randomUUID()}`, members);
  prepared.set(c, list.id);
  return list.id;
};
const listOf = (c: Cell) => prepared.get(c)!;

export const rows: ActionRow[] = [
  {
    action: 'shortlists/createShortlistAction',
    what: 'a new list for the signed-in brand',
    expect: brandOnly(200),
    input: () => ({ name: `List ${crypto.randomUUID()}` }),
    check: async (res, c) => expect((await listRow((res.data as { shortlist: { _id: string } }).shortlist._id)).brandId).toBe(c.actor!.id),
  },
  {
    action: 'shortlists/renameShortlistAction',
    what: "renames the brand's own list; another's is not found and keeps its name",
    expect: OWN_ONLY,
    owned: true,
    bindArgs: async (c) => [await sideList(c)],
    input: () => ({ name: `Renamed ${crypto.randomUUID()}` }),
    check: async (_res, c) => expect((await listRow(listOf(c))).name).toMatch(/^Renamed /),
    unchanged: async (c) => expect((await listRow(listOf(c))).name).toMatch(/^List /),
  },
  {
    action: 'shortlists/deleteShortlistAction',
    what: "deletes the brand's own list; another's is not found and stays",
    expect: OWN_ONLY,
    owned: true,
    input: async (c) => ({ shortlistId: await sideList(c) }),
    check: async (_res, c) => expect(await listRow(listOf(c))).toBeUndefined(),
    unchanged: async (c) => expect(await listRow(listOf(c))).toBeDefined(),
  },
  {
    action: 'shortlists/addToShortlistAction',
    what: "saves a creator to the brand's own list only",
    expect: OWN_ONLY,
    owned: true,
    input: async (c) => ({ shortlistId: await sideList(c), creatorId: creatorOf(c).id }),
    check: async (_res, c) => expect(await membersOf(listOf(c))).toEqual([creatorOf(c).id]),
    unchanged: async (c) => expect(await membersOf(listOf(c))).toEqual([]),
  },
  {
    action: 'shortlists/removeFromShortlistAction',
    what: "takes a creator off the brand's own list only",
    expect: OWN_ONLY,
    owned: true,
    input: async (c) => ({ shortlistId: await sideList(c, [creatorOf(c).id]), creatorId: creatorOf(c).id }),
    check: async (_res, c) => expect(await membersOf(listOf(c))).toEqual([]),
    unchanged: async (c) => expect(await membersOf(listOf(c))).toEqual([creatorOf(c).id]),
  },
  {
    action: 'shortlists/saveCreatorAction',
    what: "saves a creator to the brand's own list only",
    expect: OWN_ONLY,
    owned: true,
    input: async (c) => ({ creatorId: creatorOf(c).id, shortlistId: await sideList(c) }),
    check: async (_res, c) => expect(await membersOf(listOf(c))).toEqual([creatorOf(c).id]),
    unchanged: async (c) => expect(await membersOf(listOf(c))).toEqual([]),
  },
];
