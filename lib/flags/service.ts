import 'server-only';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { AppError, conflict, forbidden, isUniqueViolation, notFound } from '@/lib/errors';
import type { Actor } from '@/lib/auth/tokens';
import { isUuid } from '@/lib/uuid';
import { listedCampaign } from '@/lib/campaigns/queries';
import {
  brands,
  campaigns,
  creators,
  messages,
  participationRequests,
  userReports,
  type FlagKind,
  type FlagSnapshot,
  type Role,
  type UserReport,
} from '@/models';
import { FLAG_ALREADY_OPEN, FLAG_DAILY_LIMIT, FLAG_NOT_FOUND, FLAG_OWN_ITEM, FLAG_SENT, FLAGS_PER_DAY } from './messages';
import type { FlagBody } from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A reportable item as its reporter sees it now: whose it is, and what it says. */
type FlaggedItem = { ownerRole: Role; ownerId: string; snapshot: FlagSnapshot };

type FlagJson = {
  _id: string;
  kind: FlagKind;
  id: string;
  reason: UserReport['reason'];
  details: string;
  createdAt: string;
};

/**
 * The item of a report if the actor may see it, else null: an open, listed campaign, a creator's
 * public page (not suspended), a message of a thread the actor is party to.
 */
async function visibleItem(db: Executor, actor: Actor, kind: FlagKind, id: string): Promise<FlaggedItem | null> {
  if (!isUuid(id)) return null;
  if (kind === 'campaign') {
    const [c] = await db
      .select({ brandId: campaigns.brandId, title: campaigns.campaignName, name: campaigns.brandName, text: campaigns.description })
      .from(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.status, 'open'), listedCampaign()));
    return c ? { ownerRole: 'brand', ownerId: c.brandId, snapshot: { title: c.title, name: c.name, text: c.text } } : null;
  }
  if (kind === 'creator') {
    const [c] = await db
      .select({ name: creators.name, bio: creators.bio })
      .from(creators)
      .where(and(eq(creators.id, id), isNull(creators.suspendedAt)));
    return c ? { ownerRole: 'creator', ownerId: id, snapshot: { name: c.name, text: c.bio } } : null;
  }
  const party = actor.role === 'brand' ? eq(participationRequests.brandId, actor.id) : eq(participationRequests.creatorId, actor.id);
  const [m] = await db
    .select({
      senderRole: messages.senderRole,
      senderId: messages.senderId,
      text: messages.text,
      attachments: messages.attachments,
      brandName: brands.name,
      creatorName: creators.name,
    })
    .from(messages)
    .innerJoin(participationRequests, eq(participationRequests.id, messages.collaborationId))
    .innerJoin(brands, eq(brands.id, participationRequests.brandId))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(and(eq(messages.id, id), party));
  if (!m) return null;
  const author = m.senderRole === 'brand' ? m.brandName : m.creatorName;
  const pictures = m.attachments.length ? ` [${m.attachments.length} ${m.attachments.length === 1 ? 'image' : 'images'}]` : '';
  return { ownerRole: m.senderRole, ownerId: m.senderId, snapshot: { author, text: `${m.text}${pictures}` } };
}

/** One reporter's reports are counted and written one at a time, so the daily limit holds under concurrent calls. */
async function lockReporter(tx: Tx, actor: Actor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-reports:${actor.role}:${actor.id}`}))`);
}

/**
 * A signed-in brand or creator reports a campaign, a creator's page or a message: 404 for what
 * they cannot see, 403 for their own, 409 while their report of it is open, 429 past 20 a day.
 * The item is stored as the reporter saw it.
 */
export async function reportItem(actor: Actor, body: FlagBody): Promise<{ message: string; report: FlagJson }> {
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx: Tx) => {
      const item = await visibleItem(tx, actor, body.kind, body.id);
      if (!item) throw notFound(FLAG_NOT_FOUND[body.kind]);
      if (item.ownerRole === actor.role && item.ownerId === actor.id) throw forbidden(FLAG_OWN_ITEM);
      await lockReporter(tx, actor);
      const mine = and(eq(userReports.reporterRole, actor.role), eq(userReports.reporterId, actor.id));
      const [open] = await tx
        .select({ id: userReports.id })
        .from(userReports)
        .where(and(mine, eq(userReports.itemKind, body.kind), eq(userReports.itemId, body.id), isNull(userReports.outcome)));
      if (open) throw conflict(FLAG_ALREADY_OPEN);
      const since = new Date(Date.now() - DAY_MS);
      const recent = await tx
        .select({ at: userReports.createdAt })
        .from(userReports)
        .where(and(mine, gt(userReports.createdAt, since)))
        .orderBy(asc(userReports.createdAt))
        .limit(FLAGS_PER_DAY);
      if (recent.length >= FLAGS_PER_DAY) {
        const wait = Math.max(1, Math.ceil((recent[0]!.at.getTime() + DAY_MS - Date.now()) / 1000));
        throw new AppError('rate_limited', FLAG_DAILY_LIMIT, undefined, wait);
      }
      const [inserted] = await tx
        .insert(userReports)
        .values({
          reporterRole: actor.role,
          reporterId: actor.id,
          itemKind: body.kind,
          itemId: body.id,
          ownerRole: item.ownerRole,
          ownerId: item.ownerId,
          reason: body.reason,
          details: body.details,
          snapshot: item.snapshot,
        })
        .returning();
      return inserted!;
    });
    return { message: FLAG_SENT, report: toFlagJson(row) };
  } catch (err) {
    // Two tabs at once: the open-report index keeps one.
    if (isUniqueViolation(err)) throw conflict(FLAG_ALREADY_OPEN);
    throw err;
  }
}

function toFlagJson(r: UserReport): FlagJson {
  return { _id: r.id, kind: r.itemKind, id: r.itemId, reason: r.reason, details: r.details, createdAt: r.createdAt.toISOString() };
}
