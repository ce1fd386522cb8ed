import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import type { GET as userEvents } from '@/app/api/events/route';
import { getDb } from '@/lib/db';
import { collaborationEvents, contentSubmissions, messages, participationRequests, type CollaborationStatus } from '@/models';
import { createBrand, createCampaign, createCreator, createRequest } from '@/tests/helpers/factories';

export const UNKNOWN_ID = '5f0c7d4e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';

/** The spec's request status that goes with each stage. */
const requestStatusOf = (stage: CollaborationStatus) => (stage === 'requested' ? 'pending' : stage === 'declined' ? 'declined' : 'approved');

/**
 * The creator's collaboration on this campaign, in `stage`: its request decided to match, and a
 * v1 from "submitted" on (unreviewed when submitted, reviewed to match after).
 */
export async function jobIn(campaignId: string, creatorId: string, stage: CollaborationStatus): Promise<{ id: string; submissionId?: string }> {
  const request = await createRequest(campaignId, creatorId, requestStatusOf(stage), { stage });
  if (stage === 'requested' || stage === 'active' || stage === 'declined') return { id: request.id };
  const [s] = await (
    await getDb()
  )
    .insert(contentSubmissions)
    .values({
      collaborationId: request.id,
      version: 1,
      caption: 'First cut',
      draftUrl: 'https://drive.example.com/v1',
      ...(stage === 'submitted' ? {} : { reviewDecision: stage === 'changes_requested' ? 'changes' : 'approve', reviewedAt: new Date() }),
    })
    .returning();
  return { id: request.id, submissionId: s.id };
}

/** A brand, a creator and a collaboration between them in `stage` (see jobIn). */
export async function collaborationIn(stage: CollaborationStatus = 'requested', campaignOver: Parameters<typeof createCampaign>[1] = {}) {
  const brand = await createBrand();
  const creator = await createCreator({ name: 'Ravi Kumar' });
  const campaign = await createCampaign(brand.brand.id, { campaignName: 'Monsoon Picks', brandName: 'Acme Foods', ...campaignOver });
  const { id, submissionId } = await jobIn(campaign.id, creator.creator.id, stage);
  const [request] = await (await getDb()).select().from(participationRequests).where(eq(participationRequests.id, id));
  return { brand, creator, campaign, request, id, submissionId };
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

type EventsHandler = typeof userEvents;
type Frame = { event: string; data: Record<string, unknown> };

/**
 * Opens an event stream as the route answers it and reads its frames as they come; `query` is
 * the URL's query string, `ip` the client's address (X-Forwarded-For, as our proxy would set it).
 */
export async function openEvents(handler: EventsHandler, token: string, params: Record<string, string> = {}, opts: { query?: string; ip?: string } = {}) {
  const ac = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}) };
  const req = new NextRequest(`http://localhost:3000/api/x${opts.query ? `?${opts.query}` : ''}`, { headers, signal: ac.signal });
  const res = await handler(req, { params: Promise.resolve(params) as Promise<never> });
  const frames: Frame[] = [];
  let ended = false;
  const waiters: (() => void)[] = [];
  if (res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buf = '';
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) break;
        buf += value;
        let cut;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((w) => w());
        }
      }
      ended = true;
      waiters.splice(0).forEach((w) => w());
    })();
  }
  const until = async (test: () => boolean, ms = 3000) => {
    const end = Date.now() + ms;
    while (!test()) {
      if (Date.now() > end) throw new Error(`timed out; frames: ${JSON.stringify(frames)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  return { res, frames, until, ended: () => ended, close: () => ac.abort() };
}
