import { cache } from 'react';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Actor } from '@/lib/auth/tokens';
import { OPEN_AFTER_APPROVAL } from '@/lib/collaborations/machine';
import { mine, unreadMessagesQuery } from '@/lib/collaborations/service';
import { unreadOf } from '@/lib/notifications/service';
import { campaigns, invitations, notifications, participationRequests, type CollaborationStatus } from '@/models';

/** The numbers a brand's dashboard opens with (and its navigation's badges). */
type BrandOverview = {
  openCampaigns: number;
  pendingRequests: number;
  activeCollaborations: number;
  unreadMessages: number;
  unreadNotifications: number;
};

/** The numbers a creator's dashboard opens with (profile completeness comes from the profile itself). */
type CreatorOverview = {
  pendingRequests: number;
  pendingInvitations: number;
  activeCollaborations: number;
  unreadMessages: number;
  unreadNotifications: number;
};

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;

/** Collaborations of one side by stage: `requested` (waiting for the brand) or the active ones. */
const jobs = (actor: Actor, stages: readonly CollaborationStatus[]) =>
  count(sql`select count(*) from ${participationRequests} where ${and(mine(actor), inArray(participationRequests.stage, [...stages]))}`);

const unreadMessages = (actor: Actor) => count(unreadMessagesQuery(actor));
const unreadNotifications = (actor: Actor) => count(sql`select count(*) from ${notifications} where ${unreadOf(actor)}`);

/** One round trip: every number of the brand's overview (once per request: the layout's badges and the overview page share it). */
export const brandOverview = (actor: Actor) => brandOverviewOf(actor.id);
const brandOverviewOf = cache(async (id: string): Promise<BrandOverview> => {
  const actor: Actor = { role: 'brand', id };
  const db = await getDb();
  const [row] = await db
    .select({
      openCampaigns: count(sql`select count(*) from ${campaigns} where ${and(eq(campaigns.brandId, actor.id), eq(campaigns.status, 'open'))}`),
      pendingRequests: jobs(actor, ['requested']),
      activeCollaborations: jobs(actor, OPEN_AFTER_APPROVAL),
      unreadMessages: unreadMessages(actor),
      unreadNotifications: unreadNotifications(actor),
    })
    .from(sql`(select 1) as one`);
  return toNumbers(row!);
});

/** One round trip: every number of the creator's overview (once per request, as the brand's). */
export const creatorOverview = (actor: Actor) => creatorOverviewOf(actor.id);
const creatorOverviewOf = cache(async (id: string): Promise<CreatorOverview> => {
  const actor: Actor = { role: 'creator', id };
  const db = await getDb();
  const [row] = await db
    .select({
      pendingRequests: jobs(actor, ['requested']),
      pendingInvitations: count(sql`select count(*) from ${invitations} where ${and(eq(invitations.creatorId, actor.id), eq(invitations.status, 'pending'))}`),
      activeCollaborations: jobs(actor, OPEN_AFTER_APPROVAL),
      unreadMessages: unreadMessages(actor),
      unreadNotifications: unreadNotifications(actor),
    })
    .from(sql`(select 1) as one`);
  return toNumbers(row!);
});

// PGlite and node-postgres both answer ::int as a number; Number() keeps it one type either way.
function toNumbers<T extends Record<string, number>>(row: T): T {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as T;
}
