import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { messages, participationRequests, postMetricReports, type CollaborationStatus } from '@/models';
import { createCampaign } from '../../../helpers/factories';
import { jobIn } from '../../collaborations/support';
import { brandOf, brandOnly, creatorOf, creatorOnly, type ActionRow, type Cell } from './types';

// The collaboration page's actions: each bound to a collaboration of the owner side (brand and
// creator of side A, or of side B). The other side's is "not found" and stays as it was.

const prepared = new WeakMap<Cell, { id: string; submissionId?: string }>();

async function collaboration(c: Cell, stage: CollaborationStatus) {
  const campaign = await createCampaign(brandOf(c).id);
  const entry = await jobIn(campaign.id, creatorOf(c).id, stage);
  prepared.set(c, entry);
  return entry;
}

const stageOf = async (c: Cell) => {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(participationRequests)
    .where(eq(participationRequests.id, prepared.get(c)!.id));
  return row.stage;
};
const threadOf = async (c: Cell) =>
  (await getDb())
    .select()
    .from(messages)
    .where(eq(messages.collaborationId, prepared.get(c)!.id));

/** A step on the machine: from `from`, the action moves the job to `to`; refused, it stays. */
function stepRow(action: string, role: 'brand' | 'creator', from: CollaborationStatus, to: CollaborationStatus, input: unknown): ActionRow {
  return {
    action: `collaborations/${action}`,
    what: `the ${role} of the collaboration moves it from ${from} to ${to}; the other side's is not found`,
    expect: role === 'brand' ? brandOnly({ own: 200, other: 404 }) : creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => {
      await collaboration(c, from);
      return input;
    },
    // The review form is bound to the version it answers too.
    bindArgs: (c) => [prepared.get(c)!.id, ...(action === 'reviewSubmissionAction' ? [prepared.get(c)!.submissionId] : [])],
    check: async (_res, c) => expect(await stageOf(c)).toBe(to),
    unchanged: async (c) => expect(await stageOf(c)).toBe(from),
  };
}

function sendRow(role: 'brand' | 'creator'): ActionRow {
  return {
    action: `collaborations/send${role === 'brand' ? 'Brand' : 'Creator'}MessageAction`,
    what: `the ${role} writes in its own thread only`,
    expect: role === 'brand' ? brandOnly({ own: 200, other: 404 }) : creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => {
      await collaboration(c, 'active');
      return { text: 'Hello there' };
    },
    bindArgs: (c) => [prepared.get(c)!.id],
    check: async (_res, c) => expect((await threadOf(c)).map((m) => [m.senderRole, m.text])).toEqual([[role, 'Hello there']]),
    unchanged: async (c) => expect(await threadOf(c)).toEqual([]),
  };
}

function seenRow(role: 'brand' | 'creator'): ActionRow {
  const otherSide = role === 'brand' ? 'creator' : 'brand';
  return {
    action: `collaborations/mark${role === 'brand' ? 'Brand' : 'Creator'}ThreadSeenAction`,
    what: `the ${role} marks the other side's messages in its own thread seen`,
    expect: role === 'brand' ? brandOnly({ own: 200, other: 404 }) : creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => {
      const { id } = await collaboration(c, 'active');
      const sender = otherSide === 'brand' ? brandOf(c).id : creatorOf(c).id;
      await (await getDb()).insert(messages).values({ collaborationId: id, senderRole: otherSide, senderId: sender, text: 'ping' });
      return undefined;
    },
    bindArgs: (c) => [prepared.get(c)!.id],
    check: async (_res, c) => expect((await threadOf(c))[0].seenAt).not.toBeNull(),
    unchanged: async (c) => expect((await threadOf(c))[0].seenAt).toBeNull(),
  };
}

function readRow(role: 'brand' | 'creator'): ActionRow {
  return {
    action: `collaborations/read${role === 'brand' ? 'Brand' : 'Creator'}ThreadAction`,
    what: `the ${role} reads what it missed in its own thread only`,
    expect: role === 'brand' ? brandOnly({ own: 200, other: 404 }) : creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => {
      const { id } = await collaboration(c, 'active');
      await (await getDb()).insert(messages).values({ collaborationId: id, senderRole: 'creator', senderId: creatorOf(c).id, text: 'missed me?' });
      return { after: '0' };
    },
    bindArgs: (c) => [prepared.get(c)!.id],
    check: (res) => expect(res.data).toMatchObject({ status: 'active', messages: [expect.objectContaining({ text: 'missed me?' })] }),
  };
}

const reportsOf = async (c: Cell) =>
  (await getDb())
    .select()
    .from(postMetricReports)
    .where(eq(postMetricReports.collaborationId, prepared.get(c)!.id));

/** The creator of a live job reports its figures; the other side's is not found and gets no report. */
const metricsRow: ActionRow = {
  action: 'collaborations/reportMetricsAction',
  what: "the creator of a live collaboration reports the post's figures; the other side's is not found",
  expect: creatorOnly({ own: 200, other: 404 }),
  owned: true,
  input: async (c) => {
    await collaboration(c, 'live');
    return { views: '1500', likes: '', comments: '9' };
  },
  bindArgs: (c) => [prepared.get(c)!.id],
  check: async (_res, c) => expect((await reportsOf(c)).map((r) => [r.views, r.likes, r.comments])).toEqual([[1500, null, 9]]),
  unchanged: async (c) => expect(await reportsOf(c)).toEqual([]),
};

export const rows: ActionRow[] = [
  sendRow('brand'),
  sendRow('creator'),
  seenRow('brand'),
  seenRow('creator'),
  readRow('brand'),
  readRow('creator'),
  stepRow('cancelAsBrandAction', 'brand', 'active', 'cancelled', { reason: 'Budget moved' }),
  stepRow('cancelAsCreatorAction', 'creator', 'approved', 'cancelled', { reason: 'Travelling' }),
  stepRow('submitContentAction', 'creator', 'active', 'submitted', { caption: 'v1', draftUrl: 'https://drive.example.com/v1' }),
  stepRow('reviewSubmissionAction', 'brand', 'submitted', 'approved', { decision: 'approve', comment: '' }),
  stepRow('goLiveAction', 'creator', 'approved', 'live', { postUrls: ['https://instagram.com/p/abc'] }),
  stepRow('completeCollaborationAction', 'brand', 'live', 'completed', undefined),
  metricsRow,
];
