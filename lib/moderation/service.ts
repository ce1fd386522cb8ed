import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { publish } from '@/lib/realtime/bus';
import { queueMail } from '@/lib/mail/queued';
import { invalidateCampaignLists } from '@/lib/campaigns/list-cache';
import { invalidatePages, pageTags } from '@/lib/page-cache/invalidate';
import { isUuid } from '@/lib/uuid';
import { recordAudit } from '@/lib/ops/audit';
import { brands, campaigns, creators, invitations, notifications, packageOrders, participationRequests, refreshTokens } from '@/models';
import { reinstatedMail, suspendedMail } from './mail';
import {
  ACCOUNT_NOT_FOUND,
  ACCOUNT_REINSTATED,
  ACCOUNT_SUSPENDED,
  ALREADY_HIDDEN,
  ALREADY_SUSPENDED,
  CAMPAIGN_HIDDEN,
  CAMPAIGN_NOT_FOUND,
  CAMPAIGN_RESTORED,
  NOT_HIDDEN,
  NOT_SUSPENDED,
} from './messages';
import { accountKinds, reasonSchema, type AccountKind } from './schemas';
import { toModeratedAccountJson, toModeratedCampaignJson, type ModeratedAccountJson, type ModeratedCampaignJson } from './serialize';

type AccountInput = { operatorId: string; kind: AccountKind; id: string; reason: string };
type CampaignInput = { operatorId: string; campaignId: string; reason: string };

type AccountAnswer = {
  message: string;
  account: ModeratedAccountJson;
  /** What the suspension withdrew (reinstating gives none of it back). */
  withdrawn: { requests: number; invitations: number };
};
type CampaignAnswer = { message: string; campaign: ModeratedCampaignJson };

/** The reason as the schema reads it (callers other than the routes pass it through here too). */
function cleanReason(reason: unknown): string {
  const parsed = reasonSchema.safeParse({ reason });
  if (!parsed.success) {
    const msg = parsed.error.issues[0]?.message ?? 'Please give a reason';
    throw badRequest(msg, { reason: msg });
  }
  return parsed.data.reason;
}

function tableOf(kind: AccountKind) {
  if (!accountKinds.includes(kind)) throw notFound(ACCOUNT_NOT_FOUND);
  return kind === 'brand' ? brands : creators;
}

/** The account's row, locked for the change; 404 for an unknown or malformed id. */
async function lockAccount(tx: Executor, kind: AccountKind, id: string) {
  const table = tableOf(kind);
  if (!isUuid(id)) throw notFound(ACCOUNT_NOT_FOUND);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('no key update');
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  return row;
}

const stateOf = (row: { suspendedAt: Date | null; suspendedReason: string | null }) => ({
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendedReason: row.suspendedReason,
});

/**
 * Suspends a brand or creator, in one transaction: every sign-in ends (its access tokens are
 * refused on the next call, lib/auth/live.ts; its streams close), it cannot sign in again, its
 * campaigns (a brand's) or public page (a creator's) leave every list, the pending requests and
 * invitations it is party to are withdrawn, its e-mail with the reason is queued, and the audit
 * row is written. The cached pages go on every server once it commits.
 */
export async function suspendAccount(input: AccountInput): Promise<AccountAnswer> {
  const reason = cleanReason(input.reason);
  const { kind, id } = input;
  const table = tableOf(kind);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const before = await lockAccount(tx, kind, id);
    if (before.suspendedAt) throw conflict(ALREADY_SUSPENDED);
    const now = new Date();
    const [after] = await tx.update(table).set({ suspendedAt: now, suspendedReason: reason, updatedAt: now }).where(eq(table.id, id)).returning();

    // Every sign-in of the account ends now; its open streams close on every server.
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.role, kind), eq(refreshTokens.subjectId, id), isNull(refreshTokens.revokedAt)));
    await publish(tx, { t: 'signout', role: kind, id });

    const party = kind === 'brand' ? eq(invitations.brandId, id) : eq(invitations.creatorId, id);
    const withdrawnInvitations = await tx
      .update(invitations)
      .set({ status: 'withdrawn', decidedAt: now, updatedAt: now })
      .where(and(party, eq(invitations.status, 'pending')))
      .returning({ id: invitations.id, campaignId: invitations.campaignId, creatorId: invitations.creatorId, brandId: invitations.brandId });

    // Pending requests go as a creator's own withdrawal does (the row is deleted); a paid package
    // order is not a request to withdraw: it stays for the operator to settle.
    const requestParty = kind === 'brand' ? eq(participationRequests.brandId, id) : eq(participationRequests.creatorId, id);
    const withdrawnRequests = await tx
      .delete(participationRequests)
      .where(
        and(
          requestParty,
          eq(participationRequests.status, 'pending'),
          sql`not exists (select 1 from ${packageOrders} where ${packageOrders.collaborationId} = ${participationRequests.id})`,
        ),
      )
      .returning({ id: participationRequests.id, campaignId: participationRequests.campaignId, creatorId: participationRequests.creatorId });

    // The other side's unread alerts about what was withdrawn go with it.
    for (const inv of withdrawnInvitations) {
      await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.recipientRole, 'creator'),
            eq(notifications.recipientId, inv.creatorId),
            eq(notifications.type, 'invitation'),
            eq(notifications.campaignId, inv.campaignId),
            isNull(notifications.readAt),
          ),
        );
    }
    for (const req of withdrawnRequests) {
      await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.recipientRole, 'brand'),
            eq(notifications.type, 'request'),
            eq(notifications.campaignId, req.campaignId),
            eq(notifications.actorId, req.creatorId),
            isNull(notifications.readAt),
          ),
        );
    }

    const campaignIds = kind === 'brand' ? await markBrandCampaigns(tx, id, now) : [];

    await queueMail(tx, {
      mail: suspendedMail({ to: after!.email, name: after!.name, kind, reason }),
      key: `suspended:${kind}:${id}:${now.getTime()}`,
      what: { suspended: kind, id },
    });
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'account.suspend',
      targetKind: kind,
      targetId: id,
      reason,
      before: stateOf(before),
      after: {
        ...stateOf(after!),
        sessionsEnded: true,
        withdrawnRequests: withdrawnRequests.map((r) => r.id),
        withdrawnInvitations: withdrawnInvitations.map((i) => i.id),
        ...(kind === 'brand' ? { hiddenCampaigns: campaignIds } : {}),
      },
    });
    return { row: after!, campaignIds, requests: withdrawnRequests.length, invitations: withdrawnInvitations.length };
  });
  await forgetPages(kind, id, result.campaignIds);
  return {
    message: ACCOUNT_SUSPENDED,
    account: toModeratedAccountJson(kind, result.row),
    withdrawn: { requests: result.requests, invitations: result.invitations },
  };
}

/**
 * Reinstates a suspended account: it may sign in again, its page and (a brand's) campaigns come
 * back, and it is told by e-mail. Withdrawn requests and invitations stay withdrawn.
 */
export async function reinstateAccount(input: AccountInput): Promise<AccountAnswer> {
  const reason = cleanReason(input.reason);
  const { kind, id } = input;
  const table = tableOf(kind);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const before = await lockAccount(tx, kind, id);
    if (!before.suspendedAt) throw conflict(NOT_SUSPENDED);
    const now = new Date();
    const [after] = await tx.update(table).set({ suspendedAt: null, suspendedReason: null, updatedAt: now }).where(eq(table.id, id)).returning();
    const campaignIds = kind === 'brand' ? await markBrandCampaigns(tx, id, null) : [];
    await queueMail(tx, {
      mail: reinstatedMail({ to: after!.email, name: after!.name, kind, reason }),
      key: `reinstated:${kind}:${id}:${now.getTime()}`,
      what: { reinstated: kind, id },
    });
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'account.reinstate',
      targetKind: kind,
      targetId: id,
      reason,
      before: stateOf(before),
      after: { ...stateOf(after!), ...(kind === 'brand' ? { shownCampaigns: campaignIds } : {}) },
    });
    return { row: after!, campaignIds };
  });
  await forgetPages(kind, id, result.campaignIds);
  return { message: ACCOUNT_REINSTATED, account: toModeratedAccountJson(kind, result.row), withdrawn: { requests: 0, invitations: 0 } };
}

/** Marks a brand's campaigns as its suspension's (`at`) or clears the mark (`null`): the ids changed. */
async function markBrandCampaigns(tx: Executor, brandId: string, at: Date | null): Promise<string[]> {
  const changed = await tx
    .update(campaigns)
    .set({ brandSuspendedAt: at })
    .where(and(eq(campaigns.brandId, brandId), at ? isNull(campaigns.brandSuspendedAt) : sql`${campaigns.brandSuspendedAt} is not null`))
    .returning({ id: campaigns.id });
  return changed.map((c) => c.id);
}

/** After the commit: every server forgets the pages that showed (or now show) the account. */
async function forgetPages(kind: AccountKind, id: string, campaignIds: string[]) {
  if (kind === 'creator') {
    await invalidatePages(pageTags.creator(id));
    return;
  }
  await invalidateCampaignLists();
  await invalidatePages(campaignIds.flatMap((c) => pageTags.campaign(c)));
}

async function lockCampaign(tx: Executor, campaignId: string) {
  if (!isUuid(campaignId)) throw notFound(CAMPAIGN_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.kind, 'campaign')))
    .for('no key update');
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

const campaignState = (row: { hiddenAt: Date | null; hiddenReason: string | null }) => ({
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
  hiddenReason: row.hiddenReason,
});

/**
 * Hides a campaign: it leaves every list, its public page answers 410 (its brand reads the reason
 * on its own campaign page), and the cached pages go on every server once it commits.
 */
export const hideCampaign = (input: CampaignInput) => setCampaignHidden(input, true);

/** Restores a hidden campaign: it is listed and served again as its status says. */
export const restoreCampaign = (input: CampaignInput) => setCampaignHidden(input, false);

async function setCampaignHidden(input: CampaignInput, hide: boolean): Promise<CampaignAnswer> {
  const reason = cleanReason(input.reason);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const before = await lockCampaign(tx, input.campaignId);
    if (Boolean(before.hiddenAt) === hide) throw conflict(hide ? ALREADY_HIDDEN : NOT_HIDDEN);
    const now = new Date();
    const [after] = await tx
      .update(campaigns)
      .set({ hiddenAt: hide ? now : null, hiddenReason: hide ? reason : null, updatedAt: now })
      .where(eq(campaigns.id, before.id))
      .returning();
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: hide ? 'campaign.hide' : 'campaign.restore',
      targetKind: 'campaign',
      targetId: before.id,
      reason,
      before: campaignState(before),
      after: campaignState(after!),
    });
    return after!;
  });
  await invalidateCampaignLists(row.id);
  return { message: hide ? CAMPAIGN_HIDDEN : CAMPAIGN_RESTORED, campaign: toModeratedCampaignJson(row) };
}
