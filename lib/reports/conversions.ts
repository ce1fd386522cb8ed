import 'server-only';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { AppError, notFound } from '@/lib/errors';
import { hit } from '@/lib/rate-limit';
import { askClickOwner, flushClicks } from '@/lib/tracking/clicks';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { isUuid } from '@/lib/uuid';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { CAMPAIGN_NOT_FOUND } from '@/lib/campaigns/service';
import {
  campaigns,
  collaborationDailyStats,
  conversions,
  linkClicks,
  participationRequests,
  type CollaborationStatus,
  type Conversion,
  type ConversionSource,
} from '@/models';
import { conversionBodySchema } from './schemas';

// Sales a shop reports server to server (POST /api/track/conversion), authenticated by the
// campaign's conversion key. The key is shown once; only its SHA-256 is stored, so a lookup by
// hash is the comparison (no timing to learn from) and a leaked database gives no usable key.

const KEY_PREFIX = 'cmk_';
/** A sale counts for the last tracked click within this many days. */
const ATTRIBUTION_WINDOW_DAYS = 30;
/** Reports one key may send per second: generous for any shop, a brake on a runaway loop. */
const CONVERSIONS_PER_SECOND = 50;

const MISSING_KEY = 'Send the campaign’s conversion key: Authorization: Bearer <key>';
const INVALID_KEY = 'Invalid conversion key (it may have been replaced by a newer one)';
const ONLY_INR = 'Only INR is supported';

const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

type ConversionKeyJson = { hint: string; createdAt: string };

/** Makes the campaign's new conversion key (owner only): the old one stops working at once. The key is answered once, never stored. */
export async function rotateConversionKey(actor: Actor | null, campaignId: string): Promise<{ key: string; conversionKey: ConversionKeyJson }> {
  requireRole(actor, 'brand', 'Only brands can manage campaigns');
  if (!isUuid(campaignId)) throw notFound(CAMPAIGN_NOT_FOUND);
  const key = KEY_PREFIX + crypto.randomBytes(24).toString('base64url');
  const hint = key.slice(-4);
  const db = await getDb();
  const [row] = await db
    .update(campaigns)
    .set({ conversionKeyHash: hashKey(key), conversionKeyHint: hint, conversionKeyCreatedAt: new Date() })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, actor.id)))
    .returning({ createdAt: campaigns.conversionKeyCreatedAt });
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return { key, conversionKey: { hint, createdAt: row.createdAt!.toISOString() } };
}

type ConversionJson = {
  _id: string;
  campaignId: string;
  collaborationId: string;
  orderId: string;
  /** Rupees. */
  amount: number;
  currency: string;
  source: ConversionSource;
  clickId: string | null;
  at: string;
  /** The India day it counts on. */
  day: string;
};

function toConversionJson(c: Conversion): ConversionJson {
  return {
    _id: c.id,
    campaignId: c.campaignId,
    collaborationId: c.collaborationId,
    orderId: c.orderId,
    amount: c.amountMinor / 100,
    currency: c.currency,
    source: c.source,
    clickId: c.clickId,
    at: c.at.toISOString(),
    day: c.day,
  };
}

/** The campaign whose key the caller sent (`Authorization: Bearer <key>`), or a 401. */
async function campaignOfKey(authorization: string | null): Promise<{ id: string }> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!m) throw new AppError('unauthorized', MISSING_KEY);
  const key = m[1];
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) throw new AppError('unauthorized', INVALID_KEY);
  const db = await getDb();
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.conversionKeyHash, hashKey(key)))
    .limit(1);
  if (!row) throw new AppError('unauthorized', INVALID_KEY);
  return row;
}

const NOT_COUNTING: Partial<Record<CollaborationStatus, string>> = {
  requested: 'This collaboration has not started (the request is not approved): its sales do not count',
  declined: 'This collaboration was declined: its sales do not count',
  cancelled: 'This collaboration was cancelled: its sales no longer count',
};

type Attribution = { collaborationId: string; status: CollaborationStatus; source: ConversionSource; clickId: string | null };

/** Which collaboration of the campaign the sale is for: by link code, by click (last 30 days) or by promo code. */
async function attribute(campaignId: string, body: { code?: string; clickId?: string; promoCode?: string }, now: Date): Promise<Attribution> {
  const db = await getDb();
  const collab = { collaborationId: participationRequests.id, status: participationRequests.stage };
  if (body.clickId !== undefined) {
    // A click answered a moment ago may still sit in a click buffer: this server's is written out
    // first; if the click is still not stored, the server holding it (PostgreSQL: any server) is
    // asked to write it, and it is looked for again.
    await flushPendingClicks();
    const find = async () => {
      const [found] = await db
        .select({ ...collab, at: linkClicks.at })
        .from(linkClicks)
        .innerJoin(participationRequests, eq(participationRequests.id, linkClicks.collaborationId))
        .where(and(eq(linkClicks.id, body.clickId!), eq(linkClicks.campaignId, campaignId)))
        .limit(1);
      return found;
    };
    let click = await find();
    if (!click) {
      // Looked for again whatever the answer: its server may have written it in the meantime on its own.
      await askClickOwner(body.clickId, { writtenMs: FLUSH_WAIT_MS });
      click = await find();
    }
    if (!click) throw notFound('Unknown click for this campaign');
    if (now.getTime() - click.at.getTime() > ATTRIBUTION_WINDOW_DAYS * 86_400_000)
      throw new AppError('unprocessable', `The click is older than ${ATTRIBUTION_WINDOW_DAYS} days: outside the attribution window`);
    return { collaborationId: click.collaborationId, status: click.status, source: 'click', clickId: body.clickId };
  }
  const where = body.code !== undefined ? eq(participationRequests.linkCode, body.code) : eq(participationRequests.promoCode, body.promoCode!.toUpperCase());
  const [found] = await db
    .select(collab)
    .from(participationRequests)
    .where(and(where, eq(participationRequests.campaignId, campaignId)))
    .limit(1);
  if (!found) throw notFound(body.code !== undefined ? 'Unknown tracked link code for this campaign' : 'Unknown promo code for this campaign');
  return { ...found, source: body.code !== undefined ? 'link' : 'promo', clickId: null };
}

/**
 * Records a sale the shop reports, once per (campaign, orderId): the first report answers 201,
 * a repeat (even a concurrent one: the unique index decides) 200 with the stored sale, counted
 * once. The sale and its day's rollup are written in one transaction.
 */
export async function recordConversion(
  authorization: string | null,
  input: unknown,
  now = new Date(),
): Promise<{ created: boolean; conversion: ConversionJson }> {
  const campaign = await campaignOfKey(authorization);
  await hit(`conversion:${campaign.id}`, { max: CONVERSIONS_PER_SECOND, windowSeconds: 1, message: 'Too many conversions at once. Please retry shortly.' });
  const body = conversionBodySchema.parse(input);
  if (body.currency !== undefined && body.currency.toUpperCase() !== 'INR') throw new AppError('unprocessable', ONLY_INR, { currency: ONLY_INR });

  const db = await getDb();
  const stored = async () => {
    const [row] = await db
      .select()
      .from(conversions)
      .where(and(eq(conversions.campaignId, campaign.id), eq(conversions.orderId, body.orderId)))
      .limit(1);
    return row;
  };
  const repeat = await stored();
  if (repeat) return { created: false, conversion: toConversionJson(repeat) };

  const target = await attribute(campaign.id, body, now);
  const refusal = NOT_COUNTING[target.status];
  if (refusal) throw new AppError('unprocessable', refusal);

  const amountMinor = Math.round(body.amount * 100);
  const inserted = await db.transaction((tx) =>
    storeConversion(tx, {
      campaignId: campaign.id,
      collaborationId: target.collaborationId,
      orderId: body.orderId,
      amountMinor,
      source: target.source,
      clickId: target.clickId,
      at: now,
    }),
  );
  if (inserted) return { created: true, conversion: toConversionJson(inserted) };
  // Another report of the same order committed first: answer with the one that counted.
  const winner = await stored();
  if (!winner) throw new AppError('conflict', 'The order is being recorded; please retry');
  return { created: false, conversion: toConversionJson(winner) };
}

/**
 * Writes one attributed sale and adds it to its India day's rollup, in the caller's transaction.
 * Answers null when the campaign already has this order (nothing is counted twice).
 */
export async function storeConversion(
  tx: Tx,
  sale: { campaignId: string; collaborationId: string; orderId: string; amountMinor: number; source: ConversionSource; clickId: string | null; at: Date },
): Promise<Conversion | null> {
  const day = todayInIndia(sale.at.getTime());
  const [row] = await tx
    .insert(conversions)
    .values({ ...sale, currency: 'INR', day })
    .onConflictDoNothing({ target: [conversions.campaignId, conversions.orderId] })
    .returning();
  if (!row) return null;
  await tx
    .insert(collaborationDailyStats)
    .values({ collaborationId: sale.collaborationId, day, campaignId: sale.campaignId, conversions: 1, revenueMinor: sale.amountMinor })
    .onConflictDoUpdate({
      target: [collaborationDailyStats.collaborationId, collaborationDailyStats.day],
      set: {
        conversions: sql`${collaborationDailyStats.conversions} + 1`,
        revenueMinor: sql`${collaborationDailyStats.revenueMinor} + excluded.revenue_minor`,
      },
    });
  return row;
}

/** How long a conversion waits for the click buffer to be written before looking for its click anyway. */
const FLUSH_WAIT_MS = 2_000;

/**
 * Writes out the clicks still buffered in this process (lib/tracking/clicks.ts), so a click answered
 * a moment ago is found. Bounded: with the database away the buffer retries for as long as it takes,
 * and a shop's request should not hang on it (the click is then looked for as it stands).
 */
async function flushPendingClicks(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([flushClicks(), new Promise<void>((resolve) => (timer = setTimeout(resolve, FLUSH_WAIT_MS)))]);
  clearTimeout(timer);
}
