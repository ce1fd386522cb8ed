import 'server-only';
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { env } from '@/lib/env';
import { enqueue, QUEUE } from '@/lib/jobs';
import { queueWanted } from '@/lib/mail/wanted';
import type { Mail } from '@/lib/mail';
import { brands, campaigns, creators, participationRequests, requestDigests } from '@/models';

/** How often any one campaign's brand hears by e-mail that creators asked to join. */
const DIGEST_GAP = sql`interval '1 hour'`;
/** Digests one sweep sends at most (the next sweep takes the rest). */
const BATCH = 20;

/**
 * In the request's transaction: the campaign's next digest is due now, or an hour after the last
 * one went when that was less than an hour ago (an earlier due time stays). A digest job is queued
 * with it, so a due digest goes at once; one held back by the hour goes with the scheduler's
 * sweep (lib/jobs/workers.ts, every minute, once across servers).
 */
export async function noteRequest(tx: Executor, campaignId: string): Promise<void> {
  await enqueue(tx, QUEUE.requestDigest, { campaignId });
  await tx
    .insert(requestDigests)
    .values({ campaignId, dueAt: sql`now()` })
    .onConflictDoUpdate({
      target: requestDigests.campaignId,
      set: { dueAt: sql`coalesce(${requestDigests.dueAt}, greatest(now(), ${requestDigests.lastSentAt} + ${DIGEST_GAP}))` },
    });
}

/**
 * The `request-digest` job: queues every digest that is due, per campaign, the creators who asked
 * to join since the last one and are still waiting. Each mail is queued in the transaction that
 * marks its digest sent, and rows are taken with SKIP LOCKED, so sweeps running at once never
 * queue one twice. Answers how many mails it queued (the brand's settings are read at send time).
 */
export async function sendDueDigests(): Promise<number> {
  const db = await getDb();
  let sent = 0;
  for (;;) {
    // Taken, marked sent and its mail queued in one transaction: all of it or none.
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ campaignId: requestDigests.campaignId, lastSentAt: requestDigests.lastSentAt })
        .from(requestDigests)
        .where(and(isNotNull(requestDigests.dueAt), lte(requestDigests.dueAt, sql`now()`)))
        .orderBy(asc(requestDigests.dueAt))
        .limit(BATCH)
        .for('no key update', { skipLocked: true });
      let mails = 0;
      for (const d of due) {
        const since = d.lastSentAt ? gt(participationRequests.createdAt, d.lastSentAt) : undefined;
        const asked = await tx
          .select({ name: creators.name })
          .from(participationRequests)
          .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
          .where(and(eq(participationRequests.campaignId, d.campaignId), eq(participationRequests.stage, 'requested'), since))
          .orderBy(asc(participationRequests.createdAt));
        // Withdrawn meanwhile: nothing to tell, and the hour did not start.
        if (asked.length === 0) {
          await tx.update(requestDigests).set({ dueAt: null }).where(eq(requestDigests.campaignId, d.campaignId));
          continue;
        }
        const [campaign] = await tx
          .select({ name: campaigns.campaignName, brandId: brands.id, email: brands.email, contact: brands.name })
          .from(campaigns)
          .innerJoin(brands, eq(brands.id, campaigns.brandId))
          .where(eq(campaigns.id, d.campaignId));
        await tx
          .update(requestDigests)
          .set({ dueAt: null, lastSentAt: sql`now()` })
          .where(eq(requestDigests.campaignId, d.campaignId));
        if (!campaign) continue;
        const mail = requestDigestMail({ to: campaign.email, contact: campaign.contact, campaignName: campaign.name, creatorNames: asked.map((a) => a.name) });
        await queueWanted(tx, { role: 'brand', id: campaign.brandId }, 'requests', mail, { campaignId: d.campaignId });
        mails++;
      }
      return { taken: due.length, mails };
    });
    sent += batch.mails;
    if (batch.taken < BATCH) return sent;
  }
}

/** The brand's mail: who asked to join one campaign since the last one, and where to decide. */
function requestDigestMail(input: { to: string; contact: string; campaignName: string; creatorNames: string[] }): Mail {
  const n = input.creatorNames.length;
  const requests = new URL('/brand/dashboard/notifications', env().APP_URL).toString();
  const text = [
    `Hi ${input.contact},`,
    '',
    `${n === 1 ? 'A creator' : `${n} creators`} asked to join "${input.campaignName}":`,
    ...input.creatorNames.map((name) => `- ${name}`),
    '',
    `Look at their profiles and approve or decline: ${requests}`,
  ].join('\n');
  return {
    to: input.to,
    subject: `${n === 1 ? `${input.creatorNames[0]} asked` : `${n} creators asked`} to join ${input.campaignName}`,
    text,
    reason: `You get this because creators asked to join your campaign ${input.campaignName}: at most one of these an hour per campaign.`,
    settingsOf: 'brand',
  };
}
