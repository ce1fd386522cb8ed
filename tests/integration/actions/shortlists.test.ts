import { describe, expect, it } from 'vitest';
import {
  addToShortlistAction,
  createShortlistAction,
  deleteShortlistAction,
  removeFromShortlistAction,
  renameShortlistAction,
  saveCreatorAction,
} from '@/lib/shortlists/actions';
import { NAME_REQUIRED, NAME_TOO_LONG, PICK_ONE_LIST, nameTaken } from '@/lib/shortlists/messages';
import { callAction, sessionCookies } from '../../helpers/actions';
import { revalidated } from '../../helpers/action-request';
import { createBrand, createCreator } from '../../helpers/factories';
import { UNKNOWN_ID, listWith, listsOf, membersOf } from '../shortlists/support';

// The Shortlists pages and the save menu: the same schemas and services as /api/shortlists/...

type Loose = (input: Record<string, unknown>) => Promise<never>;
const as = (role: 'brand' | 'creator', account: { accessToken: string; refreshToken?: string }) => ({ cookies: sessionCookies(role, account) });
const PAGE = '/brand/dashboard/creators/shortlists';

async function setup() {
  const brand = await createBrand();
  const other = await createBrand();
  const asha = await createCreator({ name: 'Asha Verma' });
  return { brand, other, asha };
}

describe('shortlist actions', () => {
  it('createShortlistAction makes a list and refreshes the Shortlists page; a duplicate name in any case is 409 on the field', async () => {
    const s = await setup();
    const before = revalidated.length;
    const res = await callAction(createShortlistAction, { name: ' Summer picks ' }, as('brand', s.brand));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ message: 'Shortlist “Summer picks” created', shortlist: { name: 'Summer picks', memberCount: 0 } });
    expect(revalidated.slice(before)).toContain(PAGE);
    const dup = await callAction(createShortlistAction, { name: 'SUMMER picks' }, as('brand', s.brand));
    expect([dup.status, dup.message, dup.fields]).toEqual([409, nameTaken('Summer picks'), { name: nameTaken('Summer picks') }]);
    expect(await listsOf(s.brand.brand.id)).toHaveLength(1);
  });

  it('bad names come back as validation errors on the field, storing nothing', async () => {
    const s = await setup();
    const run = createShortlistAction as unknown as Loose;
    for (const [input, message] of [
      [{}, NAME_REQUIRED],
      [{ name: '  ' }, NAME_REQUIRED],
      [{ name: 'x'.repeat(61) }, NAME_TOO_LONG],
    ] as const) {
      const res = await callAction(run, input, as('brand', s.brand));
      expect(res.status).toBe(400);
      expect(res.validationErrors).toMatchObject({ name: { _errors: [message] } });
    }
    expect(await listsOf(s.brand.brand.id)).toEqual([]);
  });

  it('renameShortlistAction is bound to its list: renamed; a malformed bound id is 400; another brand’s list 404', async () => {
    const s = await setup();
    const mine = await listWith(s.brand.brand.id, 'Food');
    const theirs = await listWith(s.other.brand.id, 'Theirs');
    const ok = await callAction(renameShortlistAction.bind(null, mine.id), { name: 'Food bloggers' }, as('brand', s.brand));
    expect([ok.status, (ok.data as { message: string }).message]).toEqual([200, 'Renamed to “Food bloggers”']);
    expect((await callAction(renameShortlistAction.bind(null, 'nope'), { name: 'x' }, as('brand', s.brand))).status).toBe(400);
    const other = await callAction(renameShortlistAction.bind(null, theirs.id), { name: 'Mine' }, as('brand', s.brand));
    expect([other.status, other.message]).toEqual([404, 'Shortlist not found']);
    expect((await listsOf(s.other.brand.id)).map((l) => l.name)).toEqual(['Theirs']);
  });

  it('deleteShortlistAction deletes the list; twice is 404', async () => {
    const s = await setup();
    const mine = await listWith(s.brand.brand.id, 'Food', [s.asha.creator.id]);
    const res = await callAction(deleteShortlistAction, { shortlistId: mine.id }, as('brand', s.brand));
    expect([res.status, (res.data as { message: string }).message]).toEqual([200, 'Shortlist “Food” deleted']);
    expect((await callAction(deleteShortlistAction, { shortlistId: mine.id }, as('brand', s.brand))).status).toBe(404);
  });

  it('add and remove: idempotent add, an unknown creator 404, removal refreshes the list’s page', async () => {
    const s = await setup();
    const mine = await listWith(s.brand.brand.id, 'Food');
    const input = { shortlistId: mine.id, creatorId: s.asha.creator.id };
    expect((await callAction(addToShortlistAction, input, as('brand', s.brand))).data).toMatchObject({ changed: true });
    expect((await callAction(addToShortlistAction, input, as('brand', s.brand))).data).toMatchObject({ changed: false });
    expect(await membersOf(mine.id)).toEqual([s.asha.creator.id]);
    const unknown = await callAction(addToShortlistAction, { shortlistId: mine.id, creatorId: UNKNOWN_ID }, as('brand', s.brand));
    expect([unknown.status, unknown.message]).toEqual([404, 'Creator not found']);
    const before = revalidated.length;
    const off = await callAction(removeFromShortlistAction, input, as('brand', s.brand));
    expect((off.data as { message: string }).message).toBe('Asha Verma removed from “Food”');
    expect(revalidated.slice(before)).toContain(`${PAGE}/${mine.id}`);
    expect(await membersOf(mine.id)).toEqual([]);
  });

  it('saveCreatorAction makes a new list by name with the creator on it (a taken name shows on its field); it takes a list or a name, not both or neither', async () => {
    const s = await setup();
    const res = await callAction(saveCreatorAction, { creatorId: s.asha.creator.id, newShortlistName: 'Summer picks' }, as('brand', s.brand));
    expect(res.data).toMatchObject({ message: 'Asha Verma saved to “Summer picks”', shortlist: { memberCount: 1 } });
    const taken = await callAction(saveCreatorAction, { creatorId: s.asha.creator.id, newShortlistName: 'summer PICKS' }, as('brand', s.brand));
    expect([taken.status, taken.fields]).toEqual([409, { newShortlistName: nameTaken('Summer picks') }]);
    const run = saveCreatorAction as unknown as Loose;
    const mine = await listWith(s.brand.brand.id, 'Food');
    for (const input of [{ creatorId: s.asha.creator.id }, { creatorId: s.asha.creator.id, shortlistId: mine.id, newShortlistName: 'Both' }]) {
      const refused = await callAction(run, input, as('brand', s.brand));
      expect(refused.status).toBe(400);
      expect(refused.validationErrors).toMatchObject({ newShortlistName: { _errors: [PICK_ONE_LIST] } });
    }
    expect((await listsOf(s.brand.brand.id)).map((l) => l.name)).toEqual(['Food', 'Summer picks']);
  });

  it('a creator or a visitor gets 401 and nothing is stored', async () => {
    const s = await setup();
    const input = { creatorId: s.asha.creator.id, newShortlistName: 'Sneaky' };
    const creator = await callAction(saveCreatorAction, input, as('creator', s.asha));
    expect([creator.status, creator.message]).toEqual([401, 'Please sign in as a brand']);
    expect((await callAction(saveCreatorAction, input)).status).toBe(401);
    expect((await callAction(createShortlistAction, { name: 'x' })).status).toBe(401);
  });
});
