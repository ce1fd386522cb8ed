import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { conflict, notFound } from '@/lib/errors';
import { enqueue, QUEUE } from '@/lib/jobs';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { publish } from '@/lib/realtime/bus';
import { createNotification } from '@/lib/notifications/service';
import { isUuid } from '@/lib/uuid';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { formatPaise } from '@/lib/payments/money';
import { getCollaboration } from '@/lib/collaborations/service';
import { onOrderRefused, startCheckout } from '@/lib/payments/service';
import { brands, campaigns, collaborationEvents, creatorPackages, creators, packageOrders, participationRequests, payments, type PackageOrder } from '@/models';
import { toPackageJson, type OrderJson } from './serialize';
import {
  ORDER_ACCEPTED,
  ORDER_ANSWER_DAYS,
  ORDER_ANSWERED,
  ORDER_DECLINED,
  ORDER_NOT_FOUND,
  ORDER_NOT_PAID,
  ORDER_PLACED,
  PACKAGE_NOT_FOUND,
} from './messages';
import type { OrderInput } from './schemas';

// Ordering a package (issue 35): a brand orders a creator's active package with a short brief. The
// order is a collaboration like any other (a participation row, `requested`), whose campaign is of
// kind `order`: the package's terms and the brand's brief, never listed as a campaign. It is paid at
// once (the payment service's checkout); the creator accepts (the job is active, content due in the
// package's days) or declines (refunded at once); unanswered for ORDER_ANSWER_DAYS, the queue
// refuses and refunds it.

const DAY_MS = 86_400_000;

function toOrderJson(o: PackageOrder): OrderJson {
  return {
    _id: o.id,
    collaborationId: o.collaborationId,
    packageId: o.packageId,
    title: o.title,
    priceInr: o.pricePaise / 100,
    deliveryDays: o.deliveryDays,
    status: o.status,
    declineReason: o.declineReason,
    expiresAt: o.expiresAt.toISOString(),
    decidedAt: o.decidedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}

export type OrderExpiryJob = { orderId: string };

/** A brand orders a creator's active package: the collaboration, its order and the checkout to pay it (201). */
export async function orderPackage(actor: Actor | null, creatorId: string, packageId: string, input: OrderInput) {
  requireRole(actor, 'brand', 'Only brands can order packages');
  if (!isUuid(creatorId) || !isUuid(packageId)) throw notFound(PACKAGE_NOT_FOUND);
  const db = await getDb();
  const order = await db.transaction(async (tx) => {
    const [pkg] = await tx
      .select()
      .from(creatorPackages)
      .where(and(eq(creatorPackages.id, packageId), eq(creatorPackages.creatorId, creatorId), eq(creatorPackages.status, 'active')));
    if (!pkg) throw notFound(PACKAGE_NOT_FOUND);
    const [brand] = await tx.select({ brandName: brands.brandName }).from(brands).where(eq(brands.id, actor.id));
    if (!brand) throw notFound('Brand not found');
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        brandId: actor.id,
        kind: 'order',
        status: 'closed',
        campaignName: pkg.title,
        brandName: brand.brandName,
        interest: 'Package',
        platform: pkg.platform,
        minFollowers: 0,
        maxFollowers: 0,
        incentives: `${formatPaise(pkg.pricePaise)} package`,
        description: input.brief,
        campaignImage: '',
        deliverables: pkg.deliverables,
        feePaise: pkg.pricePaise,
        contentGuidelines: input.contentGuidelines ?? '',
        destinationUrl: input.destinationUrl ?? null,
      })
      .returning();
    const [row] = await tx
      .insert(participationRequests)
      .values({ campaignId: campaign!.id, creatorId, brandId: actor.id, status: 'pending', stage: 'requested' })
      .returning();
    const [made] = await tx
      .insert(packageOrders)
      .values({
        collaborationId: row!.id,
        packageId: pkg.id,
        brandId: actor.id,
        creatorId,
        title: pkg.title,
        pricePaise: pkg.pricePaise,
        deliveryDays: pkg.deliveryDays,
        expiresAt: new Date(Date.now() + ORDER_ANSWER_DAYS * DAY_MS),
      })
      .returning();
    await tx.insert(collaborationEvents).values({ collaborationId: row!.id, actorRole: 'brand', actorId: actor.id, kind: 'ordered', detail: pkg.title });
    const job: OrderExpiryJob = { orderId: made!.id };
    await enqueue(tx, QUEUE.packageOrderExpiry, job, { key: `expire:${made!.id}`, startAfter: ORDER_ANSWER_DAYS * 86_400 });
    return made!;
  });
  const { payment, checkout } = await startCheckout(actor, order.collaborationId);
  return { message: ORDER_PLACED, order: toOrderJson(order), collaboration: await getCollaboration(actor, order.collaborationId), payment, checkout };
}

/** The order of a collaboration, its rows locked; 404 unless it is the creator's own order. */
async function ownOrder(tx: Tx, actor: Actor, collaborationId: string): Promise<PackageOrder> {
  if (!isUuid(collaborationId)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await tx
    .select({ id: participationRequests.id })
    .from(participationRequests)
    .where(and(eq(participationRequests.id, collaborationId), eq(participationRequests.creatorId, actor.id)))
    .for('no key update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [order] = await tx.select().from(packageOrders).where(eq(packageOrders.collaborationId, collaborationId)).for('no key update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

async function moveJob(tx: Tx, order: PackageOrder, stage: 'active' | 'declined', actor: { role: 'creator'; id: string }, kind: string, detail: string | null) {
  const [row] = await tx
    .update(participationRequests)
    .set({ stage, status: stage === 'active' ? 'approved' : 'declined', decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(participationRequests.id, order.collaborationId), eq(participationRequests.stage, 'requested')))
    .returning();
  if (!row) throw conflict(ORDER_ANSWERED);
  await tx.insert(collaborationEvents).values({ collaborationId: row.id, actorRole: actor.role, actorId: actor.id, kind, detail });
  const outcome =
    stage === 'active'
      ? 'was accepted'
      : kind === 'order_expired'
        ? 'was not answered in time: you are refunded in full'
        : 'was declined: you are refunded in full';
  await createNotification(tx, {
    recipientRole: 'brand',
    recipientId: row.brandId,
    type: 'collaboration',
    message: `Your order ${order.title} ${outcome}`,
    campaignId: row.campaignId,
    actorId: row.creatorId,
    collaborationId: row.id,
  });
  await publish(tx, { t: 'status', c: row.id, b: row.brandId, r: row.creatorId, status: stage });
  return row;
}

/** The creator accepts a paid order: the job is active, its content due in the package's days. */
export async function acceptOrder(actor: Actor | null, collaborationId: string): Promise<{ message: string; order: OrderJson }> {
  requireRole(actor, 'creator', 'Only the creator answers an order');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, actor, collaborationId);
    if (order.status !== 'pending') throw conflict(ORDER_ANSWERED);
    const [p] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.collaborationId, collaborationId));
    if (p?.status !== 'funded') throw conflict(ORDER_NOT_PAID);
    const row = await moveJob(tx, order, 'active', actor, 'order_accepted', null);
    const due = todayInIndia(Date.now() + order.deliveryDays * DAY_MS);
    await tx
      .update(campaigns)
      .set({ contentDueBy: due, updatedAt: sql`now()` })
      .where(eq(campaigns.id, row.campaignId));
    const [accepted] = await tx
      .update(packageOrders)
      .set({ status: 'accepted', decidedAt: sql`now()` })
      .where(eq(packageOrders.id, order.id))
      .returning();
    return { message: ORDER_ACCEPTED, order: toOrderJson(accepted!) };
  });
}

async function refuse(tx: Tx, order: PackageOrder, status: 'declined' | 'expired', reason: string | null): Promise<PackageOrder> {
  await moveJob(tx, order, 'declined', { role: 'creator', id: order.creatorId }, status === 'expired' ? 'order_expired' : 'order_declined', reason);
  await onOrderRefused(tx, order.collaborationId);
  const [done] = await tx
    .update(packageOrders)
    .set({ status, declineReason: reason, decidedAt: sql`now()` })
    .where(eq(packageOrders.id, order.id))
    .returning();
  return done!;
}

/** The creator declines an order: the brand is refunded in full at once. */
export async function declineOrder(actor: Actor | null, collaborationId: string, reason?: string): Promise<{ message: string; order: OrderJson }> {
  requireRole(actor, 'creator', 'Only the creator answers an order');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, actor, collaborationId);
    if (order.status !== 'pending') throw conflict(ORDER_ANSWERED);
    return { message: ORDER_DECLINED, order: toOrderJson(await refuse(tx, order, 'declined', reason ?? null)) };
  });
}

/** The `package-order-expiry` job: an order still unanswered past its time is refused and refunded. */
export async function expireOrder(job: OrderExpiryJob): Promise<'expired' | 'not due' | 'answered'> {
  if (!isUuid(job.orderId)) return 'answered';
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(packageOrders).where(eq(packageOrders.id, job.orderId)).for('no key update');
    if (!order || order.status !== 'pending') return 'answered';
    const left = order.expiresAt.getTime() - Date.now();
    if (left > 0) {
      // Run early (a clock ahead of the database's): look again when it is due.
      await enqueue(tx, QUEUE.packageOrderExpiry, job, { key: `expire:${order.id}:${Date.now()}`, startAfter: Math.ceil(left / 1000) });
      return 'not due';
    }
    await refuse(tx, order, 'expired', `Not answered within ${ORDER_ANSWER_DAYS} days`);
    return 'expired';
  });
}

/** Either side: the package order behind a collaboration, or null for a campaign's job. */
export async function orderOfCollaboration(actor: Actor, collaborationId: string): Promise<OrderJson | null> {
  if (!isUuid(collaborationId)) return null;
  const db = await getDb();
  const side = actor.role === 'brand' ? eq(packageOrders.brandId, actor.id) : eq(packageOrders.creatorId, actor.id);
  const [order] = await db
    .select()
    .from(packageOrders)
    .where(and(eq(packageOrders.collaborationId, collaborationId), side));
  return order ? toOrderJson(order) : null;
}

/** The brand's order page: an active package and whose it is, or null. */
export async function packageToOrder(packageId: string) {
  if (!isUuid(packageId)) return null;
  const db = await getDb();
  const [found] = await db
    .select({ pkg: creatorPackages, creatorName: creators.name })
    .from(creatorPackages)
    .innerJoin(creators, eq(creators.id, creatorPackages.creatorId))
    .where(and(eq(creatorPackages.id, packageId), eq(creatorPackages.status, 'active')));
  return found ? { package: toPackageJson(found.pkg), creatorName: found.creatorName } : null;
}
