import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { completeCollaboration } from '@/lib/collaborations/service';
import { participationRequests, portfolioItems } from '@/models';
import { createCampaign } from '../../../helpers/factories';
import { jobIn } from '../../collaborations/support';
import { imageFile } from '../support';
import { brandOf, creatorOnly, creatorOf, type ActionRow, type Cell } from './types';

// A creator's portfolio: each creator adds, changes, reorders and deletes their own items, and adds
// a completed job of their own whose brand allowed it; nobody another's.

const made = new WeakMap<Cell, string>();

/** Room below the limit of 12 for this cell's creator (other rows fill the lists). */
async function emptied(c: Cell) {
  await (await getDb()).delete(portfolioItems).where(eq(portfolioItems.creatorId, creatorOf(c).id));
}
async function itemOf(c: Cell) {
  await emptied(c);
  const [row] = await (
    await getDb()
  )
    .insert(portfolioItems)
    .values({
      creatorId: creatorOf(c).id,
      position: 0,
      kind: 'link',
      url: 'https://www.instagram.com/p/action/',
      platform: 'Instagram',
      caption: 'Action item',
    })
    .returning();
  made.set(c, row!.id);
  return row!.id;
}
const rowOf = async (id: string) => (await (await getDb()).select().from(portfolioItems).where(eq(portfolioItems.id, id)))[0];
const captioned = async (caption: string) => (await getDb()).select().from(portfolioItems).where(eq(portfolioItems.caption, caption));

/** A completed job of side X's creator, its brand allowing the portfolio, with a live post. */
async function allowedJob(c: Cell) {
  await emptied(c);
  const campaign = await createCampaign(brandOf(c).id);
  const { id } = await jobIn(campaign.id, creatorOf(c).id, 'live');
  await (
    await getDb()
  )
    .update(participationRequests)
    .set({ postLinks: [{ url: 'https://www.instagram.com/p/actionjob/', deliverable: null }] })
    .where(eq(participationRequests.id, id));
  await completeCollaboration({ role: 'brand', id: brandOf(c).id }, id, { portfolioAllowed: true });
  made.set(c, id);
  return id;
}
const itemsOfJob = async (id: string) => (await getDb()).select().from(portfolioItems).where(eq(portfolioItems.collaborationId, id));

/** A fresh caption for an add row, remembered for its checks. */
async function freshCaption(c: Cell) {
  if (c.actor?.role === 'creator') await (await getDb()).delete(portfolioItems).where(eq(portfolioItems.creatorId, c.actor.id));
  const caption = `Action ${crypto.randomUUID()}`;
  made.set(c, caption);
  return caption;
}

export const rows: ActionRow[] = [
  {
    action: 'portfolio/addPortfolioLinkAction',
    what: 'a creator adds a post to their own portfolio',
    expect: creatorOnly(200),
    input: async (c) => ({ url: 'https://www.instagram.com/p/added/', caption: await freshCaption(c) }),
    check: async (_res, c) => expect((await captioned(made.get(c)!)).map((p) => p.creatorId)).toEqual([c.actor!.id]),
    unchanged: async (c) => expect(await captioned(made.get(c)!)).toHaveLength(0),
  },
  {
    action: 'portfolio/addPortfolioImageAction',
    what: 'a creator adds an image to their own portfolio',
    expect: creatorOnly(200),
    input: async (c) => ({ file: await imageFile('work.png'), caption: await freshCaption(c) }),
    check: async (_res, c) => expect((await captioned(made.get(c)!)).map((p) => [p.creatorId, p.kind])).toEqual([[c.actor!.id, 'image']]),
    unchanged: async (c) => expect(await captioned(made.get(c)!)).toHaveLength(0),
  },
  {
    action: 'portfolio/addPortfolioFromJobAction',
    what: 'the creator of a completed job its brand allowed adds it; another creator is not found',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => ({ collaborationId: await allowedJob(c) }),
    check: async (_res, c) => expect((await itemsOfJob(made.get(c)!)).map((p) => p.creatorId)).toEqual([c.actor!.id]),
    unchanged: async (c) => expect(await itemsOfJob(made.get(c)!)).toHaveLength(0),
  },
  {
    action: 'portfolio/updatePortfolioItemAction',
    what: 'the owning creator changes an item’s caption',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [await itemOf(c)],
    input: () => ({ caption: 'Changed' }),
    check: async (_res, c) => expect((await rowOf(made.get(c)!))?.caption).toBe('Changed'),
    unchanged: async (c) => expect((await rowOf(made.get(c)!))?.caption).toBe('Action item'),
  },
  {
    action: 'portfolio/deletePortfolioItemAction',
    what: 'the owning creator deletes an item',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => ({ id: await itemOf(c) }),
    check: async (_res, c) => expect(await rowOf(made.get(c)!)).toBeUndefined(),
    unchanged: async (c) => expect(await rowOf(made.get(c)!)).toBeDefined(),
  },
  {
    action: 'portfolio/reorderPortfolioAction',
    what: "the owning creator reorders their items; another's ids are refused",
    expect: creatorOnly({ own: 200, other: 400 }),
    owned: true,
    input: async (c) => {
      const first = await itemOf(c);
      const [second] = await (
        await getDb()
      )
        .insert(portfolioItems)
        .values({ creatorId: creatorOf(c).id, position: 1, kind: 'link', url: 'https://youtu.be/action', platform: 'YouTube', caption: 'Second' })
        .returning();
      made.set(c, second!.id);
      return { ids: [second!.id, first] };
    },
    check: async (_res, c) => expect((await rowOf(made.get(c)!))?.position).toBe(0),
    unchanged: async (c) => expect((await rowOf(made.get(c)!))?.position).toBe(1),
  },
];
