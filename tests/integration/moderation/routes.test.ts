import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as searchAccounts } from '@/app/api/ops/accounts/route';
import { GET as accountDetail } from '@/app/api/ops/accounts/[kind]/[id]/route';
import { POST as suspend } from '@/app/api/ops/accounts/[kind]/[id]/suspend/route';
import { POST as reinstate } from '@/app/api/ops/accounts/[kind]/[id]/reinstate/route';
import { GET as searchCampaigns } from '@/app/api/ops/campaigns/route';
import { POST as hide } from '@/app/api/ops/campaigns/[id]/hide/route';
import { POST as restore } from '@/app/api/ops/campaigns/[id]/restore/route';
import { getDb } from '@/lib/db';
import { brands, creators, operatorSessions } from '@/models';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';
import { signedInOperator, type TestOperator } from '../ops/support';
import { auditRowsOf } from './support';

let op: TestOperator;

beforeAll(async () => {
  op = await signedInOperator();
});

/** The operator's last TOTP check, moved back this many minutes. */
async function totpAgo(operator: TestOperator, minutes: number) {
  const db = await getDb();
  await db
    .update(operatorSessions)
    .set({ totpAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(operatorSessions.operatorId, operator.id));
}

describe('GET /api/ops/accounts', () => {
  it('finds brands and creators by name, e-mail, phone and GSTIN', async () => {
    const { brand } = await createBrand({ brandName: 'Findable Foods', gstNo: '29ABCDE1234F1Z5', phone: '+919811122233' });
    const { creator } = await createCreator({ name: 'Searchable Sita', phone: '+919844455566' });
    const ids = async (q: string) => {
      const res = await call(searchAccounts, { url: `/api/ops/accounts?q=${encodeURIComponent(q)}`, token: op.token });
      expect(res.status).toBe(200);
      return (res.data.accounts as { kind: string; _id: string }[]).map((a) => `${a.kind}:${a._id}`);
    };
    expect(await ids('findable foods')).toContain(`brand:${brand.id}`);
    expect(await ids('29ABCDE1234F1Z5')).toEqual([`brand:${brand.id}`]);
    expect(await ids('98111 22233')).toContain(`brand:${brand.id}`);
    expect(await ids(creator.email.toUpperCase())).toEqual([`creator:${creator.id}`]);
    expect(await ids('Searchable Sita')).toContain(`creator:${creator.id}`);
    expect(await ids('9844455566')).toContain(`creator:${creator.id}`);
    expect(await ids('no such account anywhere')).toEqual([]);
    // A brand's token is no operator's.
    const { accessToken } = await createBrand();
    expect((await call(searchAccounts, { url: '/api/ops/accounts?q=a', token: accessToken })).status).toBe(401);
  });
});

describe('GET /api/ops/accounts/{kind}/{id}', () => {
  it('shows a brand with its campaigns, collaborations and sign-ins; another kind or id is 404', async () => {
    const owner = await createBrand();
    const campaign = await createCampaign(owner.brand.id, { campaignName: 'Detail Drive' });
    const { creator } = await createCreator({ name: 'Collab Kiran' });
    await createRequest(campaign.id, creator.id, 'approved');
    const res = await call(accountDetail, { params: { kind: 'brand', id: owner.brand.id }, token: op.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      account: { kind: 'brand', _id: owner.brand.id, email: owner.brand.email, suspended: false },
      campaigns: [{ _id: campaign.id, campaignName: 'Detail Drive', hidden: false }],
      collaborations: [{ campaignId: campaign.id, withName: 'Collab Kiran', status: 'active' }],
      sessions: [{ live: true }],
    });
    expect((await call(accountDetail, { params: { kind: 'creator', id: owner.brand.id }, token: op.token })).status).toBe(404);
    expect((await call(accountDetail, { params: { kind: 'admin', id: owner.brand.id }, token: op.token })).status).toBe(400);
  });
});

describe('POST /api/ops/accounts/{kind}/{id}/suspend and /reinstate', () => {
  it('needs a TOTP code from the last 15 minutes, then suspends with the operator in the audit log', async () => {
    const target = await createCreator();
    const operator = await signedInOperator();
    await totpAgo(operator, 16);
    const stale = await call(suspend, { params: { kind: 'creator', id: target.creator.id }, json: { reason: 'Spam' }, token: operator.token });
    expect(stale.status).toBe(403);
    expect(stale.data.code).toBe('totp_required');
    const db = await getDb();
    expect((await db.select().from(creators).where(eq(creators.id, target.creator.id)))[0]?.suspendedAt).toBeNull();
    expect(await auditRowsOf('creator', target.creator.id)).toEqual([]);

    await totpAgo(operator, 14);
    const ok = await call(suspend, { params: { kind: 'creator', id: target.creator.id }, json: { reason: 'Spam' }, token: operator.token });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ message: 'Account suspended', account: { suspended: true, suspendedReason: 'Spam' } });
    expect(await auditRowsOf('creator', target.creator.id)).toMatchObject([{ operatorId: operator.id, action: 'account.suspend', reason: 'Spam' }]);
    const detail = await call(accountDetail, { params: { kind: 'creator', id: target.creator.id }, token: operator.token });
    expect((detail.data.sessions as { live: boolean }[]).every((s) => !s.live)).toBe(true);

    const missing = await call(reinstate, { params: { kind: 'creator', id: target.creator.id }, json: {}, token: operator.token });
    expect(missing.status).toBe(400);
    expect(missing.data.fields).toHaveProperty('reason');
    const back = await call(reinstate, { params: { kind: 'creator', id: target.creator.id }, json: { reason: 'Appeal' }, token: operator.token });
    expect(back.status).toBe(200);
    expect(back.data).toMatchObject({ message: 'Account reinstated', account: { suspended: false } });
  });

  it('suspends a brand (409 the second time)', async () => {
    const { brand } = await createBrand();
    const first = await call(suspend, { params: { kind: 'brand', id: brand.id }, json: { reason: 'Scam' }, token: op.token });
    expect(first.status).toBe(200);
    const second = await call(suspend, { params: { kind: 'brand', id: brand.id }, json: { reason: 'Scam' }, token: op.token });
    expect(second.status).toBe(409);
    const db = await getDb();
    expect((await db.select().from(brands).where(eq(brands.id, brand.id)))[0]?.suspendedReason).toBe('Scam');
  });
});

describe('GET /api/ops/campaigns and POST hide/restore', () => {
  it('finds a campaign, hides it (with a fresh TOTP code) and restores it', async () => {
    const { brand } = await createBrand();
    const campaign = await createCampaign(brand.id, { campaignName: 'Suspicious Sale' });
    const found = await call(searchCampaigns, { url: '/api/ops/campaigns?q=suspicious%20sale', token: op.token });
    expect((found.data.campaigns as { _id: string }[]).map((c) => c._id)).toContain(campaign.id);
    const byId = await call(searchCampaigns, { url: `/api/ops/campaigns?q=${campaign.id}`, token: op.token });
    expect((byId.data.campaigns as { _id: string }[]).map((c) => c._id)).toEqual([campaign.id]);

    const operator = await signedInOperator();
    await totpAgo(operator, 30);
    expect((await call(hide, { params: { id: campaign.id }, json: { reason: 'Scam' }, token: operator.token })).data.code).toBe('totp_required');

    const hidden = await call(hide, { params: { id: campaign.id }, json: { reason: 'Scam' }, token: op.token });
    expect(hidden.status).toBe(200);
    expect(hidden.data).toMatchObject({ message: 'Campaign hidden', campaign: { hidden: true, hiddenReason: 'Scam' } });
    const listed = await call(searchCampaigns, { url: `/api/ops/campaigns?q=${campaign.id}`, token: op.token });
    expect(listed.data.campaigns).toMatchObject([{ hidden: true, hiddenReason: 'Scam' }]);
    const restored = await call(restore, { params: { id: campaign.id }, json: { reason: 'Fine after all' }, token: op.token });
    expect(restored.status).toBe(200);
    expect(restored.data).toMatchObject({ message: 'Campaign restored', campaign: { hidden: false, hiddenReason: null } });
    expect((await auditRowsOf('campaign', campaign.id)).map((r) => [r.action, r.operatorId])).toEqual([
      ['campaign.hide', op.id],
      ['campaign.restore', op.id],
    ]);
    expect((await call(hide, { params: { id: '00000000-0000-4000-8000-000000000000' }, json: { reason: 'x' }, token: op.token })).status).toBe(404);
  });
});
