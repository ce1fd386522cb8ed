import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { sendMessage } from '@/lib/collaborations/service';
import { userReports } from '@/models';
import { createCampaign } from '../../../helpers/factories';
import { jobIn } from '../../collaborations/support';
import { brandOf, creatorOf, type ActionRow, type Cell } from './types';

// The "Report" dialog: a party to a thread reports the other side's message; anyone else's
// thread is not found. A campaign and a creator page are public: every signed-in account of the
// right role may report them (not their own).

const prepared = new WeakMap<Cell, string>();

/** A message of side X's job, written by `author` of side X. */
async function messageIn(c: Cell, author: 'brand' | 'creator') {
  const campaign = await createCampaign(brandOf(c).id);
  const { id } = await jobIn(campaign.id, creatorOf(c).id, 'active');
  const who = author === 'brand' ? brandOf(c) : creatorOf(c);
  const { sent } = await sendMessage({ role: author, id: who.id }, id, { text: 'Pay me outside the app', attachments: [] });
  prepared.set(c, sent._id);
  return sent._id;
}
const reportsOf = async (c: Cell) =>
  (await getDb())
    .select()
    .from(userReports)
    .where(and(eq(userReports.itemKind, 'message'), eq(userReports.itemId, prepared.get(c)!)));

export const rows: ActionRow[] = [
  {
    action: 'flags/reportAsBrandAction',
    what: "the brand reports the creator's message in its own job's thread; another brand's thread is not found",
    expect: { anonymous: 401, creator: 401, brand: { own: 200, other: 404 } },
    owned: true,
    input: async (c) => ({ kind: 'message', id: await messageIn(c, 'creator'), reason: 'scam', details: 'Asks to be paid outside' }),
    check: async (res, c) => {
      expect(res.data).toMatchObject({ report: { kind: 'message', reason: 'scam' } });
      expect(await reportsOf(c)).toHaveLength(1);
    },
    unchanged: async (c) => expect(await reportsOf(c)).toHaveLength(0),
  },
  {
    action: 'flags/reportAsCreatorAction',
    what: "the creator reports the brand's message in their own job's thread; another creator's thread is not found",
    expect: { anonymous: 401, creator: { own: 200, other: 404 }, brand: 401 },
    owned: true,
    input: async (c) => ({ kind: 'message', id: await messageIn(c, 'brand'), reason: 'offensive', details: '' }),
    check: async (_res, c) => expect(await reportsOf(c)).toHaveLength(1),
    unchanged: async (c) => expect(await reportsOf(c)).toHaveLength(0),
  },
];
