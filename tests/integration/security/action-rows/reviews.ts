import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { completeCollaboration } from '@/lib/collaborations/service';
import { writeReview } from '@/lib/reviews/service';
import { reviews } from '@/models';
import { createCampaign } from '../../../helpers/factories';
import { jobIn } from '../../collaborations/support';
import { brandOf, brandOnly, creatorOf, creatorOnly, type ActionRow, type Cell } from './types';

// The job page's review form: either side of its own completed job. A reply: the one reviewed
// only, on a review that shows.

const prepared = new WeakMap<Cell, string>();

async function completedJob(c: Cell) {
  const campaign = await createCampaign(brandOf(c).id, { deliverables: [] });
  const { id } = await jobIn(campaign.id, creatorOf(c).id, 'live');
  await completeCollaboration({ role: 'brand', id: brandOf(c).id }, id);
  prepared.set(c, id);
  return id;
}
const reviewsOf = async (c: Cell) =>
  (await getDb())
    .select()
    .from(reviews)
    .where(eq(reviews.collaborationId, prepared.get(c)!));

/** Both sides reviewed side X's job; answers the review written by `author` (the other side replies). */
async function shownReviewBy(c: Cell, author: 'brand' | 'creator') {
  const id = await completedJob(c);
  const byBrand = await writeReview({ role: 'brand', id: brandOf(c).id }, id, { stars: 4, text: 'On time' });
  const byCreator = await writeReview({ role: 'creator', id: creatorOf(c).id }, id, { stars: 5, text: 'Clear brief' });
  return (author === 'brand' ? byBrand : byCreator).review._id;
}
const replyOf = async (c: Cell, author: 'brand' | 'creator') => (await reviewsOf(c)).find((r) => r.authorRole === author)?.reply ?? null;

export const rows: ActionRow[] = [
  {
    action: 'reviews/reviewAsBrandAction',
    what: "the brand reviews the creator of its own completed job; another brand's is not found",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [await completedJob(c)],
    input: () => ({ stars: '5', text: 'Great reel' }),
    check: async (res, c) => {
      expect(res.data).toMatchObject({ message: 'Review saved', review: { stars: 5, authorRole: 'brand' } });
      expect(await reviewsOf(c)).toHaveLength(1);
    },
    unchanged: async (c) => expect(await reviewsOf(c)).toHaveLength(0),
  },
  {
    action: 'reviews/reviewAsCreatorAction',
    what: "the creator reviews the brand of their own completed job; another creator's is not found",
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [await completedJob(c)],
    input: () => ({ stars: '4', text: 'Paid on time' }),
    check: async (_res, c) => expect(await reviewsOf(c)).toHaveLength(1),
    unchanged: async (c) => expect(await reviewsOf(c)).toHaveLength(0),
  },
  {
    action: 'reviews/replyAsBrandAction',
    what: 'the brand answers the creator’s review of it; another brand is not found',
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [await shownReviewBy(c, 'creator')],
    input: () => ({ text: 'Thank you' }),
    check: async (_res, c) => expect(await replyOf(c, 'creator')).toBe('Thank you'),
    unchanged: async (c) => expect(await replyOf(c, 'creator')).toBeNull(),
  },
  {
    action: 'reviews/replyAsCreatorAction',
    what: 'the creator answers the brand’s review of them; another creator is not found',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    bindArgs: async (c) => [await shownReviewBy(c, 'brand')],
    input: () => ({ text: 'Thank you' }),
    check: async (_res, c) => expect(await replyOf(c, 'brand')).toBe('Thank you'),
    unchanged: async (c) => expect(await replyOf(c, 'brand')).toBeNull(),
  },
];
