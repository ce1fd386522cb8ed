import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { GET as queueRoute } from '@/app/api/ops/reports/route';
import { POST as resolveRoute } from '@/app/api/ops/reports/[itemKind]/[itemId]/resolve/route';
import { sendMessage } from '@/lib/collaborations/service';
import { reportItem } from '@/lib/flags/service';
import { brands, campaigns, creators, notifications, opsAuditLog, userReports } from '@/models';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator } from '../../helpers/factories';
import { collaborationIn, UNKNOWN_ID } from '../collaborations/support';
import { signedInOperator } from '../ops/support';

const brandActor = (id: string) => ({ role: 'brand' as const, id });
const creatorActor = (id: string) => ({ role: 'creator' as const, id });
const queue = (token?: string) => call(queueRoute, { token });
const resolve = (token: string | undefined, itemKind: string, itemId: string, json: unknown) =>
  call(resolveRoute, { token, params: { itemKind, itemId }, json });

type QueueItem = {
  kind: string;
  id: string;
  reporters: number;
  reasons: { reason: string; count: number }[];
  snapshot: Record<string, string>;
  owner: { role: string; id: string; name: string };
  reports: { reporter: { id: string }; snapshot: Record<string, string> }[];
};
const itemIn = (data: unknown, id: string) => (data as { items: QueueItem[] }).items.find((i) => i.id === id);
const itemsOf = (data: unknown) => (data as { items: QueueItem[] }).items;
const toldOf = async (role: 'brand' | 'creator', id: string) =>
  (await getDb())
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id), eq(notifications.type, 'report_outcome')));
const auditOf = async (targetId: string) => (await getDb()).select().from(opsAuditLog).where(eq(opsAuditLog.targetId, targetId));

/** The operator's last TOTP check was 20 minutes ago. */
async function staleTotp() {
  await (await getDb()).execute(sql`update operator_sessions set totp_at = now() - interval '20 minutes'`);
}

describe('the operators’ queue of reports from users', () => {
  it('groups open reports by item with the item as each reporter saw it, the count of reporters and the reasons', async () => {
    const { brand } = await createBrand({ brandName: 'Shady Deals' });
    const campaign = await createCampaign(brand.id, { campaignName: 'Win a Car', brandName: 'Shady Deals', description: 'Pay ₹500 to enter' });
    const a = await createCreator({ name: 'Asha' });
    const b = await createCreator({ name: 'Bina' });
    const c = await createBrand({ brandName: 'Honest Co' });
    await reportItem(creatorActor(a.creator.id), { kind: 'campaign', id: campaign.id, reason: 'scam', details: 'Asks for money' });
    await (await getDb()).update(campaigns).set({ campaignName: 'Win a Bike' }).where(eq(campaigns.id, campaign.id));
    await reportItem(creatorActor(b.creator.id), { kind: 'campaign', id: campaign.id, reason: 'scam', details: '' });
    await reportItem(brandActor(c.brand.id), { kind: 'campaign', id: campaign.id, reason: 'spam', details: '' });
    await reportItem(brandActor(c.brand.id), { kind: 'creator', id: a.creator.id, reason: 'impersonation', details: '' });

    const op = await signedInOperator();
    const res = await queue(op.token);
    expect(res.status).toBe(200);
    const item = itemIn(res.data, campaign.id)!;
    expect(item).toMatchObject({
      kind: 'campaign',
      reporters: 3,
      reasons: [
        { reason: 'scam', count: 2 },
        { reason: 'spam', count: 1 },
      ],
      owner: { role: 'brand', id: brand.id, name: 'Shady Deals' },
      snapshot: { title: 'Win a Car', text: 'Pay ₹500 to enter' },
    });
    expect(item.reports.map((r) => r.snapshot.title)).toEqual(['Win a Car', 'Win a Bike', 'Win a Bike']);
    expect(itemIn(res.data, a.creator.id)).toMatchObject({ kind: 'creator', reporters: 1, snapshot: { name: 'Asha' } });
    // Most reporters first.
    expect(itemsOf(res.data).findIndex((i) => i.id === campaign.id)).toBeLessThan(itemsOf(res.data).findIndex((i) => i.id === a.creator.id));

    // Brand and creator tokens are refused.
    expect((await queue(c.accessToken)).status).toBe(401);
    expect((await queue(a.accessToken)).status).toBe(401);
    expect((await queue()).status).toBe(401);
  });

  it('no action closes every open report of the item, tells each reporter and writes the audit row; a new report may follow', async () => {
    const { creator } = await createCreator({ name: 'Loud Voice' });
    const r1 = await createBrand();
    const r2 = await createBrand();
    await reportItem(brandActor(r1.brand.id), { kind: 'creator', id: creator.id, reason: 'offensive', details: '' });
    await reportItem(brandActor(r2.brand.id), { kind: 'creator', id: creator.id, reason: 'spam', details: '' });
    const op = await signedInOperator();
    // No fresh code is needed for no action.
    await staleTotp();
    const res = await resolve(op.token, 'creator', creator.id, { outcome: 'no_action', note: 'Rude but within the rules' });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({ message: 'Reports resolved', outcome: 'no_action', resolved: 2 });
    const rows = await (await getDb()).select().from(userReports).where(eq(userReports.itemId, creator.id));
    expect(rows.every((r) => r.outcome === 'no_action' && r.resolvedBy === op.id && r.resolutionNote === 'Rude but within the rules')).toBe(true);
    for (const r of [r1, r2]) {
      const told = await toldOf('brand', r.brand.id);
      expect(told.map((n) => n.message)).toEqual(['Thank you for reporting the creator “Loud Voice”. We looked into it and took no action.']);
    }
    const [audit] = await auditOf(creator.id);
    expect(audit).toMatchObject({
      operatorId: op.id,
      action: 'report.resolve',
      targetKind: 'creator',
      reason: 'Rude but within the rules',
      after: { outcome: 'no_action' },
    });
    expect(itemIn((await queue(op.token)).data, creator.id)).toBeUndefined();
    // Nothing open: 404. A new report by the same account is taken (the old one is closed).
    expect((await resolve(op.token, 'creator', creator.id, { outcome: 'no_action', note: '' })).status).toBe(404);
    await expect(reportItem(brandActor(r1.brand.id), { kind: 'creator', id: creator.id, reason: 'offensive', details: 'Again' })).resolves.toBeDefined();
  });

  it('suspend reaches the message’s author after a fresh code; the reporter is told', async () => {
    const job = await collaborationIn('active');
    const { sent } = await sendMessage(creatorActor(job.creator.creator.id), job.id, { text: 'Pay me on UPI, off the app', attachments: [] });
    await reportItem(brandActor(job.brand.brand.id), { kind: 'message', id: sent._id, reason: 'scam', details: 'Outside payment' });
    const op = await signedInOperator();
    await staleTotp();
    const refused = await resolve(op.token, 'message', sent._id, { outcome: 'suspend', note: 'Asked for payment off the app' });
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({ code: 'totp_required' });
    const [still] = await (await getDb()).select().from(userReports).where(eq(userReports.itemId, sent._id));
    expect(still!.outcome).toBeNull();

    const fresh = await signedInOperator();
    const res = await resolve(fresh.token, 'message', sent._id, { outcome: 'suspend', note: 'Asked for payment off the app' });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const [author] = await (await getDb()).select().from(creators).where(eq(creators.id, job.creator.creator.id));
    expect(author!.suspendedAt).not.toBeNull();
    expect((await toldOf('brand', job.brand.brand.id)).map((n) => n.message)).toEqual([
      'Thank you for reporting the message from Ravi Kumar. We have suspended the account behind it.',
    ]);
    expect((await auditOf(sent._id)).map((a) => a.action)).toEqual(['report.resolve']);
  });

  it('hide is for campaigns only; it hides the campaign; suspend on a campaign reaches its brand', async () => {
    const { brand } = await createBrand();
    const hidden = await createCampaign(brand.id, { campaignName: 'Fake Giveaway' });
    const suspended = await createCampaign(brand.id, { campaignName: 'Another Fake' });
    const { creator, accessToken } = await createCreator();
    await reportItem(creatorActor(creator.id), { kind: 'campaign', id: hidden.id, reason: 'scam', details: '' });
    await reportItem(creatorActor(creator.id), { kind: 'campaign', id: suspended.id, reason: 'scam', details: '' });
    await reportItem(creatorActor(creator.id), { kind: 'creator', id: (await createCreator()).creator.id, reason: 'spam', details: '' });
    const op = await signedInOperator();

    const wrong = await resolve(
      op.token,
      'creator',
      (
        await (
          await getDb()
        )
          .select()
          .from(userReports)
          .where(and(eq(userReports.reporterId, creator.id), eq(userReports.itemKind, 'creator')))
      )[0]!.itemId,
      { outcome: 'hide', note: '' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ message: 'Only a campaign can be hidden' });

    expect((await resolve(op.token, 'campaign', hidden.id, { outcome: 'hide', note: 'A scam' })).status).toBe(200);
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, hidden.id));
    expect(row!.hiddenAt).not.toBeNull();
    expect((await resolve(op.token, 'campaign', suspended.id, { outcome: 'suspend', note: 'Runs scams' })).status).toBe(200);
    const [owner] = await (await getDb()).select().from(brands).where(eq(brands.id, brand.id));
    expect(owner!.suspendedAt).not.toBeNull();
    expect((await toldOf('creator', creator.id)).map((n) => n.message).sort()).toEqual([
      'Thank you for reporting the campaign “Another Fake”. We have suspended the account behind it.',
      'Thank you for reporting the campaign “Fake Giveaway”. We have hidden it.',
    ]);
    // The reporter sees the outcome in the app.
    void accessToken;
  });

  it('bad input and unknown items', async () => {
    const op = await signedInOperator();
    expect((await resolve(op.token, 'campaign', UNKNOWN_ID, { outcome: 'no_action', note: '' })).status).toBe(404);
    expect((await resolve(op.token, 'brand', UNKNOWN_ID, { outcome: 'no_action', note: '' })).status).toBe(400);
    expect((await resolve(op.token, 'campaign', 'nope', { outcome: 'no_action', note: '' })).status).toBe(400);
    expect((await resolve(op.token, 'campaign', UNKNOWN_ID, { outcome: 'ban', note: '' })).status).toBe(400);
    expect((await resolve(op.token, 'campaign', UNKNOWN_ID, { outcome: 'no_action', note: 'x'.repeat(1001) })).status).toBe(400);
    const { accessToken } = await createBrand();
    expect((await resolve(accessToken, 'campaign', UNKNOWN_ID, { outcome: 'no_action', note: '' })).status).toBe(401);
  });
});
