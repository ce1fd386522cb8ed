import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Actor } from '@/lib/auth/tokens';
import { creators, shortlistMembers, shortlists } from '@/models';
import {
  addToShortlist,
  createShortlist,
  deleteShortlist,
  getShortlist,
  listShortlists,
  removeFromShortlist,
  renameShortlist,
  saveCreator,
  savedIn,
  shortlistChoices,
} from '@/lib/shortlists/service';
import { MAX_MEMBERS, MAX_SHORTLISTS, SHORTLIST_FULL, TOO_MANY_SHORTLISTS, nameTaken } from '@/lib/shortlists/messages';
import { createBrand, createCreator, minutesAgo } from '../../helpers/factories';
import { UNKNOWN_ID, listWith, listsOf, manyCreators, membersOf } from './support';

const brandActor = (id: string): Actor & { role: 'brand' } => ({ role: 'brand', id });

/** The AppError a call throws, as [status, message]. */
async function refusal(p: Promise<unknown>): Promise<[number, string]> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return [err.status, err.message];
    throw err;
  }
  throw new Error('expected a refusal');
}

async function setup() {
  const brand = await createBrand();
  const other = await createBrand();
  const asha = await createCreator({ name: 'Asha Verma', niche: 'Food', city: 'Pune' });
  const ravi = await createCreator({ name: 'Ravi Kumar' });
  return { me: brandActor(brand.brand.id), them: brandActor(other.brand.id), asha: asha.creator, ravi: ravi.creator };
}

describe('shortlists service', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeEach(async () => {
    s = await setup();
  });

  describe('createShortlist', () => {
    it('makes an empty list with the trimmed name', async () => {
      const { message, shortlist } = await createShortlist(s.me, { name: 'Summer picks' });
      expect(message).toBe('Shortlist “Summer picks” created');
      expect(shortlist).toMatchObject({ name: 'Summer picks', memberCount: 0 });
      expect((await listsOf(s.me.id)).map((l) => l.name)).toEqual(['Summer picks']);
    });

    it('refuses a name this brand already uses, whatever its case, with 409 and the name it has', async () => {
      await createShortlist(s.me, { name: 'Summer picks' });
      expect(await refusal(createShortlist(s.me, { name: 'SUMMER PICKS' }))).toEqual([409, nameTaken('Summer picks')]);
      expect(await listsOf(s.me.id)).toHaveLength(1);
    });

    it('lets two brands use the same name', async () => {
      await createShortlist(s.me, { name: 'Food' });
      await createShortlist(s.them, { name: 'food' });
      expect((await listsOf(s.them.id)).map((l) => l.name)).toEqual(['food']);
    });

    it(`stops at ${MAX_SHORTLISTS} lists per brand with 409, and counts only that brand's`, async () => {
      const db = await getDb();
      await db.insert(shortlists).values(Array.from({ length: MAX_SHORTLISTS }, (_, i) => ({ brandId: s.me.id, name: `L${i}` })));
      expect(await refusal(createShortlist(s.me, { name: 'One more' }))).toEqual([409, TOO_MANY_SHORTLISTS]);
      expect(await listsOf(s.me.id)).toHaveLength(MAX_SHORTLISTS);
      await createShortlist(s.them, { name: 'One more' });
    });

    it('racing creations of one name make one list; the others get 409, never a 500', async () => {
      const outcomes = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => createShortlist(s.me, { name: i % 2 ? 'Racing' : 'RACING' })));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as AppError).status).toBe(409);
      expect(await listsOf(s.me.id)).toHaveLength(1);
    });

    it('racing creations cannot pass the limit', async () => {
      const db = await getDb();
      await db.insert(shortlists).values(Array.from({ length: MAX_SHORTLISTS - 2 }, (_, i) => ({ brandId: s.me.id, name: `L${i}` })));
      const outcomes = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => createShortlist(s.me, { name: `New ${i}` })));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
      for (const o of outcomes)
        if (o.status === 'rejected') expect([(o.reason as AppError).status, (o.reason as AppError).message]).toEqual([409, TOO_MANY_SHORTLISTS]);
      expect(await listsOf(s.me.id)).toHaveLength(MAX_SHORTLISTS);
    });

    it('is for brands only: a creator gets 403, nobody 401', async () => {
      expect((await refusal(createShortlist({ role: 'creator', id: s.asha.id }, { name: 'x' })))[0]).toBe(403);
      expect((await refusal(createShortlist(null, { name: 'x' })))[0]).toBe(401);
    });
  });

  describe('reading', () => {
    it('lists only the brand’s own lists with their counts, the last changed first', async () => {
      const db = await getDb();
      const old = await listWith(s.me.id, 'Old', [s.asha.id, s.ravi.id]);
      await db.update(shortlists).set({ updatedAt: minutesAgo(60) });
      const fresh = await listWith(s.me.id, 'Fresh');
      await listWith(s.them.id, 'Theirs', [s.asha.id]);
      const { shortlists: mine } = await listShortlists(s.me);
      expect(mine.map((l) => [l._id, l.name, l.memberCount])).toEqual([
        [fresh.id, 'Fresh', 0],
        [old.id, 'Old', 2],
      ]);
    });

    it('an empty account has no lists', async () => {
      expect(await listShortlists(s.me)).toEqual({ shortlists: [] });
    });

    it('shows a list’s creators with their public fields only, the latest added first', async () => {
      const list = await listWith(s.me.id, 'Food');
      const db = await getDb();
      await db.insert(shortlistMembers).values([
        { shortlistId: list.id, creatorId: s.asha.id, addedAt: minutesAgo(5) },
        { shortlistId: list.id, creatorId: s.ravi.id, addedAt: minutesAgo(1) },
      ]);
      const got = await getShortlist(s.me, list.id);
      expect(got).toMatchObject({ _id: list.id, name: 'Food', memberCount: 2 });
      expect(got.members.map((m) => m.name)).toEqual(['Ravi Kumar', 'Asha Verma']);
      expect(Object.keys(got.members[1]).sort()).toEqual([
        '_id',
        'addedAt',
        'city',
        'fromPriceInr',
        'jobsCompleted',
        'name',
        'niche',
        'profilePicture',
        'rating',
        'socialMediaHandles',
      ]);
      expect(got.members[1]).toMatchObject({ _id: s.asha.id, niche: 'Food', city: 'Pune' });
      expect(got.members[1].socialMediaHandles[0]).toMatchObject({ platform: 'Instagram', followers: 5000 });
      const text = JSON.stringify(got);
      expect(text).not.toContain(s.asha.email);
      expect(text).not.toContain(s.asha.phone);
    });

    it('another brand’s list is not found, like a missing one', async () => {
      const theirs = await listWith(s.them.id, 'Theirs', [s.asha.id]);
      expect(await refusal(getShortlist(s.me, theirs.id))).toEqual([404, 'Shortlist not found']);
      expect(await refusal(getShortlist(s.me, UNKNOWN_ID))).toEqual([404, 'Shortlist not found']);
      expect(await refusal(getShortlist(s.me, 'not-an-id'))).toEqual([404, 'Shortlist not found']);
    });

    it('tells which of the brand’s lists hold a creator (the save menu) and, for many creators, where each is', async () => {
      const a = await listWith(s.me.id, 'A', [s.asha.id]);
      const b = await listWith(s.me.id, 'B', [s.ravi.id]);
      await listWith(s.them.id, 'Theirs', [s.asha.id]);
      const choices = await shortlistChoices(s.me, s.asha.id);
      expect(choices.map((c) => [c.name, c.hasCreator]).sort()).toEqual([
        ['A', true],
        ['B', false],
      ]);
      expect(await savedIn(s.me, [s.asha.id, s.ravi.id, 'junk'])).toEqual({ [s.asha.id]: [a.id], [s.ravi.id]: [b.id] });
      expect(await savedIn(s.me, [])).toEqual({});
    });
  });

  describe('renameShortlist', () => {
    it('renames and answers the new name with the count', async () => {
      const list = await listWith(s.me.id, 'Food', [s.asha.id]);
      const { message, shortlist } = await renameShortlist(s.me, list.id, { name: 'Food bloggers' });
      expect(message).toBe('Renamed to “Food bloggers”');
      expect(shortlist).toMatchObject({ _id: list.id, name: 'Food bloggers', memberCount: 1 });
    });

    it('may change only the case of its own name, but not take another list’s name in any case', async () => {
      const list = await listWith(s.me.id, 'food');
      await listWith(s.me.id, 'Travel');
      await renameShortlist(s.me, list.id, { name: 'Food' });
      expect(await refusal(renameShortlist(s.me, list.id, { name: 'travel' }))).toEqual([409, nameTaken('Travel')]);
      expect((await listsOf(s.me.id)).map((l) => l.name)).toEqual(['Food', 'Travel']);
    });

    it('another brand’s list is not found and keeps its name', async () => {
      const theirs = await listWith(s.them.id, 'Theirs');
      expect(await refusal(renameShortlist(s.me, theirs.id, { name: 'Mine now' }))).toEqual([404, 'Shortlist not found']);
      expect((await listsOf(s.them.id)).map((l) => l.name)).toEqual(['Theirs']);
    });
  });

  describe('deleteShortlist', () => {
    it('deletes the list and its memberships, never the creators', async () => {
      const list = await listWith(s.me.id, 'Food', [s.asha.id]);
      expect(await deleteShortlist(s.me, list.id)).toEqual({ message: 'Shortlist “Food” deleted' });
      expect(await listsOf(s.me.id)).toEqual([]);
      expect(await membersOf(list.id)).toEqual([]);
      expect(await refusal(deleteShortlist(s.me, list.id))).toEqual([404, 'Shortlist not found']);
    });

    it('another brand’s list is not found and stays', async () => {
      const theirs = await listWith(s.them.id, 'Theirs', [s.asha.id]);
      expect(await refusal(deleteShortlist(s.me, theirs.id))).toEqual([404, 'Shortlist not found']);
      expect(await membersOf(theirs.id)).toEqual([s.asha.id]);
    });
  });

  describe('members', () => {
    it('adds a creator once: adding again changes nothing and is no error', async () => {
      const list = await listWith(s.me.id, 'Food');
      const first = await addToShortlist(s.me, list.id, s.asha.id);
      expect(first).toMatchObject({ message: 'Asha Verma saved to “Food”', changed: true, shortlist: { memberCount: 1 } });
      const again = await addToShortlist(s.me, list.id, s.asha.id);
      expect(again).toMatchObject({ changed: false, shortlist: { memberCount: 1 } });
      expect(await membersOf(list.id)).toEqual([s.asha.id]);
    });

    it('an unknown creator is not found and nothing is stored', async () => {
      const list = await listWith(s.me.id, 'Food');
      expect(await refusal(addToShortlist(s.me, list.id, UNKNOWN_ID))).toEqual([404, 'Creator not found']);
      expect(await refusal(addToShortlist(s.me, list.id, 'nope'))).toEqual([404, 'Creator not found']);
      expect(await membersOf(list.id)).toEqual([]);
    });

    it('removes a creator; removing one who is not there leaves the list as it is', async () => {
      const list = await listWith(s.me.id, 'Food', [s.asha.id, s.ravi.id]);
      const out = await removeFromShortlist(s.me, list.id, s.asha.id);
      expect(out).toMatchObject({ message: 'Asha Verma removed from “Food”', changed: true, shortlist: { memberCount: 1 } });
      expect(await removeFromShortlist(s.me, list.id, s.asha.id)).toMatchObject({ changed: false, shortlist: { memberCount: 1 } });
      expect(await membersOf(list.id)).toEqual([s.ravi.id]);
    });

    it('saving or removing changes the list’s “updated” time', async () => {
      const db = await getDb();
      const list = await listWith(s.me.id, 'Food');
      await db.update(shortlists).set({ updatedAt: minutesAgo(60) });
      const { shortlist } = await addToShortlist(s.me, list.id, s.asha.id);
      expect(Date.now() - Date.parse(shortlist.updatedAt)).toBeLessThan(60_000);
    });

    it('another brand’s list is not found: nobody is added to it or taken off it', async () => {
      const theirs = await listWith(s.them.id, 'Theirs', [s.ravi.id]);
      expect(await refusal(addToShortlist(s.me, theirs.id, s.asha.id))).toEqual([404, 'Shortlist not found']);
      expect(await refusal(removeFromShortlist(s.me, theirs.id, s.ravi.id))).toEqual([404, 'Shortlist not found']);
      expect(await membersOf(theirs.id)).toEqual([s.ravi.id]);
    });

    it(`a list holds at most ${MAX_MEMBERS} creators (409); one already on a full list may be saved again`, async () => {
      const ids = await manyCreators(MAX_MEMBERS);
      const list = await listWith(s.me.id, 'Big', ids);
      expect(await refusal(addToShortlist(s.me, list.id, s.asha.id))).toEqual([409, SHORTLIST_FULL]);
      expect(await addToShortlist(s.me, list.id, ids[0])).toMatchObject({ changed: false, shortlist: { memberCount: MAX_MEMBERS } });
      expect(await membersOf(list.id)).toHaveLength(MAX_MEMBERS);
    });

    it('a suspended creator still holds a place: the full list stays full, and shows one fewer', async () => {
      const ids = await manyCreators(MAX_MEMBERS);
      const list = await listWith(s.me.id, 'Big', ids);
      const db = await getDb();
      await db.update(creators).set({ suspendedAt: new Date() }).where(eq(creators.id, ids[0]));
      expect(await refusal(addToShortlist(s.me, list.id, s.asha.id))).toEqual([409, SHORTLIST_FULL]);
      expect(await addToShortlist(s.me, list.id, ids[1])).toMatchObject({ changed: false, shortlist: { memberCount: MAX_MEMBERS - 1 } });
      expect(await membersOf(list.id)).toHaveLength(MAX_MEMBERS);
    });

    it('is for brands only', async () => {
      const list = await listWith(s.me.id, 'Food');
      expect((await refusal(addToShortlist({ role: 'creator', id: s.asha.id }, list.id, s.asha.id)))[0]).toBe(403);
      expect((await refusal(removeFromShortlist(null, list.id, s.asha.id)))[0]).toBe(401);
      expect(await membersOf(list.id)).toEqual([]);
    });
  });

  describe('saveCreator', () => {
    it('saves to an existing list', async () => {
      const list = await listWith(s.me.id, 'Food');
      expect(await saveCreator(s.me, { creatorId: s.asha.id, shortlistId: list.id })).toMatchObject({ changed: true, shortlist: { _id: list.id } });
      expect(await membersOf(list.id)).toEqual([s.asha.id]);
    });

    it('makes a new list by name and saves the creator to it in one step', async () => {
      const out = await saveCreator(s.me, { creatorId: s.asha.id, newShortlistName: 'Summer picks' });
      expect(out).toMatchObject({ message: 'Asha Verma saved to “Summer picks”', shortlist: { name: 'Summer picks', memberCount: 1 } });
      expect(await membersOf(out.shortlist._id)).toEqual([s.asha.id]);
    });

    it('an unknown creator or a taken name leaves no new list behind', async () => {
      await listWith(s.me.id, 'Food');
      expect(await refusal(saveCreator(s.me, { creatorId: UNKNOWN_ID, newShortlistName: 'New' }))).toEqual([404, 'Creator not found']);
      expect(await refusal(saveCreator(s.me, { creatorId: s.asha.id, newShortlistName: 'FOOD' }))).toEqual([409, nameTaken('Food')]);
      expect((await listsOf(s.me.id)).map((l) => l.name)).toEqual(['Food']);
    });
  });
});
