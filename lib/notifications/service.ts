import 'server-only';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import type { Actor } from '@/lib/auth/tokens';
import { notifications, type Role } from '@/models';
import { toNotificationJson, type NotificationJson } from './serialize';

/** Records a notification; pass the caller's transaction so it commits with the change it reports. */
export async function createNotification(
  tx: Executor,
  input: {
    recipientRole: Role;
    recipientId: string;
    type: string;
    message: string;
    campaignId?: string | null;
    actorId?: string | null;
    collaborationId?: string | null;
  },
) {
  const [row] = await tx.insert(notifications).values(input).returning();
  return row;
}

/** Records one notification each for many recipients in one statement (same rule: inside the caller's transaction). */
export async function createNotifications(tx: Executor, inputs: Parameters<typeof createNotification>[1][]): Promise<void> {
  if (inputs.length > 0) await tx.insert(notifications).values(inputs);
}

type About = { recipientRole: Role; recipientId?: string; type: string; campaignId: string; actorId: string };

/** The unread alerts of this type, about this campaign, raised by this actor, to this side (or this account). */
const unreadAlerts = (about: About) =>
  and(
    eq(notifications.recipientRole, about.recipientRole),
    about.recipientId ? eq(notifications.recipientId, about.recipientId) : undefined,
    eq(notifications.type, about.type),
    eq(notifications.campaignId, about.campaignId),
    eq(notifications.actorId, about.actorId),
    isNull(notifications.readAt),
  );

/** Removes the unread alerts about something that is gone (a withdrawn request or invitation). */
export async function dropUnreadAlerts(tx: Executor, about: About): Promise<void> {
  await tx.delete(notifications).where(unreadAlerts(about));
}

/** Marks read the alerts about something that has been dealt with (a request the brand decided on). */
export async function markAlertsRead(tx: Executor, about: About): Promise<void> {
  await tx.update(notifications).set({ readAt: new Date() }).where(unreadAlerts(about));
}

/**
 * Marks read the recipient's alerts about one collaboration: taking a step on a job (deciding,
 * reviewing a version, sending the next one, going live…) deals with what was new about it.
 */
export async function markCollaborationAlertsRead(tx: Executor, recipient: { role: Role; id: string }, collaborationId: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.recipientRole, recipient.role),
        eq(notifications.recipientId, recipient.id),
        eq(notifications.collaborationId, collaborationId),
        isNull(notifications.readAt),
      ),
    );
}

/**
 * The kinds the spec's client knows on `GET /api/creator/notifications` (it labels any other one
 * "Rejected"): that endpoint answers these only; every kind is on `GET /api/creator/activity`.
 */
export const SPEC_CREATOR_TYPES: readonly string[] = ['approval', 'rejection'];

/** `types`: these kinds only; `spec`: in the spec's shape (no field it does not know). */
type Only = { types?: readonly string[]; spec?: boolean };
const ofTypes = (only: Only) => (only.types ? inArray(notifications.type, [...only.types]) : undefined);

/** The actor's notifications (of the given types, or all), newest first (bounded). */
export async function listNotifications(actor: Actor, only: Only = {}, limit = 100): Promise<NotificationJson[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientRole, actor.role), eq(notifications.recipientId, actor.id), ofTypes(only)))
    .orderBy(desc(notifications.createdAt))
    .limit(Math.min(Math.max(limit, 1), 200));
  return rows.map((n) => toNotificationJson(n, { spec: only.spec }));
}

/** How many of the actor's notifications (of the given types, or all) are unread. */
export async function countUnread(actor: Actor, only: Only = {}): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(unreadOf(actor), ofTypes(only)));
  return Number(row?.n ?? 0);
}

/** The actor's notifications with their unread count, as the notification endpoints answer them. */
export async function notificationFeed(actor: Actor, only: Only = {}): Promise<{ notifications: NotificationJson[]; unread: number }> {
  const [list, unread] = await Promise.all([listNotifications(actor, only), countUnread(actor, only)]);
  return { notifications: list, unread };
}

/** The actor's unread notifications (also counted by the dashboard overview, lib/dashboard/overview.ts). */
export const unreadOf = (actor: Actor) =>
  and(eq(notifications.recipientRole, actor.role), eq(notifications.recipientId, actor.id), isNull(notifications.readAt));

/** Marks the given notifications (or all, when ids is empty) of the actor as read; others' ids are ignored. */
export async function markRead(actor: Actor, ids: string[] = []): Promise<number> {
  const db = await getDb();
  const mine = unreadOf(actor);
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids.length ? and(mine, inArray(notifications.id, ids)) : mine)
    .returning({ id: notifications.id });
  return rows.length;
}
