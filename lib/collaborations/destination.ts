import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { queueMail } from '@/lib/mail/queued';
import { createNotifications } from '@/lib/notifications/service';
import { publish } from '@/lib/realtime/bus';
import { describeDestination, destinationHostKey, hostChangeLabel } from '@/lib/campaigns/destination';
import { collaborationEvents, creators, participationRequests, type Campaign } from '@/models';
import { OPEN_AFTER_APPROVAL } from './machine';
import { destinationChangedMail } from './mail';
import { DESTINATION_CHANGED } from './messages';

/**
 * A brand may point a campaign's destination anywhere at any time, and every tracked link of it
 * follows within seconds (lib/tracking/links.ts), the links creators already posted included.
 * When the host changes (compared in ASCII form, so a look-alike Unicode host is a change too;
 * a new path on the same host is not), every creator with an open job on the campaign is told:
 * a timeline entry, an in-app notification, their page's stream and an e-mail, all in the
 * caller's transaction (which holds the campaign row). The e-mails go whatever the creator's
 * e-mail preferences say: where their own posts now send people is a security notice, like the
 * mails about the account itself (lib/mail/preferences.ts). Answers how many were queued.
 * Setting a first destination or removing it counts too, so clearing it and setting another
 * later cannot pass unseen.
 */
export async function recordDestinationChange(tx: Tx, campaign: Campaign, before: string | null): Promise<number> {
  const from = destinationHostKey(before);
  const to = destinationHostKey(campaign.destinationUrl);
  if (from === to) return 0;
  const jobs = await tx
    .select({
      id: participationRequests.id,
      creatorId: participationRequests.creatorId,
      stage: participationRequests.stage,
      name: creators.name,
      email: creators.email,
    })
    .from(participationRequests)
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(and(eq(participationRequests.campaignId, campaign.id), inArray(participationRequests.stage, [...OPEN_AFTER_APPROVAL])));
  if (jobs.length === 0) return 0;
  const change = hostChangeLabel(from, to);
  await tx
    .insert(collaborationEvents)
    .values(jobs.map((j) => ({ collaborationId: j.id, actorRole: 'brand' as const, actorId: campaign.brandId, kind: DESTINATION_CHANGED, detail: change })));
  await createNotifications(
    tx,
    jobs.map((j) => ({
      recipientRole: 'creator' as const,
      recipientId: j.creatorId,
      type: DESTINATION_CHANGED,
      message: `${campaign.brandName} changed where your tracked link for ${campaign.campaignName} leads: ${change}`,
      campaignId: campaign.id,
      actorId: campaign.brandId,
      collaborationId: j.id,
    })),
  );
  for (const j of jobs) await publish(tx, { t: 'status', c: j.id, b: campaign.brandId, r: j.creatorId, status: j.stage });
  const beforeShown = describeDestination(before);
  const afterShown = describeDestination(campaign.destinationUrl);
  for (const j of jobs) {
    const mail = destinationChangedMail({
      to: j.email,
      toName: j.name,
      collaborationId: j.id,
      campaignName: campaign.campaignName,
      brandName: campaign.brandName,
      before: beforeShown,
      after: afterShown,
    });
    await queueMail(tx, { mail, what: { collaborationId: j.id } });
  }
  return jobs.length;
}
