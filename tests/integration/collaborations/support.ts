import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { collaborationEvents, contentSubmissions, messages, participationRequests, type CollaborationStatus } from '@/models';
import { createBrand, createCampaign, createCreator, createRequest } from '@/tests/helpers/factories';

export const UNKNOWN_ID = '5f0c7d4e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';

/** The spec's request status that goes with each stage. */
const requestStatusOf = (stage: CollaborationStatus) => (stage === 'requested' ? 'pending' : stage === 'declined' ? 'declined' : 'approved');

/** A brand, a creator and a collaboration between them in `stage` (with an unreviewed v1 when submitted). */
export async function collaborationIn(stage: CollaborationStatus = 'requested', campaignOver: Parameters<typeof createCampaign>[1] = {}) {
  const brand = await createBrand();
  const creator = await createCreator({ name: 'Ravi Kumar' });
  const campaign = await createCampaign(brand.brand.id, { campaignName: 'Monsoon Picks', brandName: 'Acme Foods', ...campaignOver });
  const request = await createRequest(campaign.id, creator.creator.id, requestStatusOf(stage), { stage });
  const db = await getDb();
  let submissionId: string | undefined;
  if (stage !== 'requested' && stage !== 'active' && stage !== 'declined') {
    const [s] = await db
      .insert(contentSubmissions)
      .values({
        collaborationId: request.id,
        version: 1,
        caption: 'First cut',
        draftUrl: 'https://drive.example.com/v1',
        ...(stage === 'submitted' ? {} : { reviewDecision: stage === 'changes_requested' ? 'changes' : 'approve', reviewedAt: new Date() }),
      })
      .returning();
    submissionId = s.id;
  }
  return { brand, creator, campaign, request, id: request.id, submissionId };
}

export async function stageOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(participationRequests).where(eq(participationRequests.id, id));
  return row;
}

export async function eventsOf(id: string) {
  const db = await getDb();
  return db.select().from(collaborationEvents).where(eq(collaborationEvents.collaborationId, id)).orderBy(collaborationEvents.createdAt);
}

export async function messagesOf(id: string) {
  const db = await getDb();
  return db.select().from(messages).where(eq(messages.collaborationId, id)).orderBy(messages.seq);
}
