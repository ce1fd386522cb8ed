import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as getCampaignRoute } from '@/app/api/campaign/[id]/route';
import { GET as listCampaigns } from '@/app/api/campaign/route';
import { GET as creatorProfile } from '@/app/api/creator/profile/route';
import { GET as brandCampaigns } from '@/app/api/brand/campaigns/route';
import { GET as directory } from '@/app/api/creators/route';
import { GET as creatorForBrand } from '@/app/api/creators/[id]/route';
import { GET as creatorPackages } from '@/app/api/creators/[id]/packages/route';
import { POST as creatorLogin } from '@/app/api/creator/login/route';
import { POST as brandLogin } from '@/app/api/brand/login/route';
import { POST as anyLogin } from '@/app/api/auth/login/route';
import { POST as requestToJoin } from '@/app/api/campaign/[id]/request/route';
import { GET as gonePage } from '@/app/(marketing)/campaigns/[id]/gone/route';
import { getDb } from '@/lib/db';
import { refreshAccessToken } from '@/lib/auth/sessions';
import { accessCookie } from '@/lib/auth/cookies';
import { getOpenCampaignIds } from '@/lib/campaigns/queries';
import { resetAllRateLimits } from '@/lib/rate-limit';
import {
  hideCampaign,
  reinstateAccount,
  restoreCampaign,
  suspendAccount,
  ALREADY_HIDDEN,
  ALREADY_SUSPENDED,
  CAMPAIGN_GONE,
  NOT_HIDDEN,
  NOT_SUSPENDED,
  REASON_REQUIRED,
  SUSPENDED_SIGN_IN,
} from '@/lib/moderation';
import { invitations, notifications, participationRequests, refreshTokens } from '@/models';
import { call } from '../../helpers/http';
import { mailsTo } from '../../helpers/outbox';
import { createBrand, createCampaign, createCreator, createInvitation, createNotification, createRequest, createShortlist } from '../../helpers/factories';
import { addToShortlist, getShortlist, listShortlists } from '@/lib/shortlists/service';
import { auditRowsOf, testOperatorId } from './support';

let OPERATOR_ID: string;

beforeAll(async () => {
  OPERATOR_ID = await testOperatorId();
});
beforeEach(() => resetAllRateLimits());

const listIds = async (q = '') => {
  const res = await call(listCampaigns, { url: `/api/campaign?limit=50${q}` });
  expect(res.status).toBe(200);
  return (res.data.campaigns as { _id: string }[]).map((c) => c._id);
};

const getCampaign = (id: string, opts: { token?: string } = {}) => call(getCampaignRoute, { url: `/api/campaign/${id}`, params: { id }, ...opts });

async function requestRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(participationRequests).where(eq(participationRequests.id, id));
  return row;
}

async function invitationRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

describe('suspending a creator', () => {
  it('ends its sessions at once, refuses its sign-in, hides its page and withdraws what is pending; reinstating lets it back', async () => {
    const owner = await createBrand();
    const campaign = await createCampaign(owner.brand.id);
    const other = await createCampaign(owner.brand.id);
    const target = await createCreator({ name: 'Spammy Sam' });
    const pending = await createRequest(campaign.id, target.creator.id);
    const invite = await createInvitation(other.id, target.creator.id);
    await createNotification({ role: 'brand', id: owner.brand.id }, { type: 'request', campaignId: campaign.id, actorId: target.creator.id });

    // The session works before.
    expect((await call(creatorProfile, { token: target.accessToken })).status).toBe(200);

    const answer = await suspendAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: target.creator.id, reason: 'Fake followers' });
    expect(answer).toMatchObject({
      message: 'Account suspended',
      account: { kind: 'creator', _id: target.creator.id, suspended: true, suspendedReason: 'Fake followers' },
      withdrawn: { requests: 1, invitations: 1 },
    });

    // The open access token is refused on the very next call, by header and by cookie.
    expect((await call(creatorProfile, { token: target.accessToken })).status).toBe(401);
    expect((await call(creatorProfile, { cookies: { [accessCookie('creator')]: target.accessToken } })).status).toBe(401);
    // Its refresh token gives no new access token.
    await expect(refreshAccessToken('creator', target.refreshToken)).rejects.toMatchObject({ code: expect.stringMatching(/unauthorized|account_suspended/) });
    const db = await getDb();
    const live = await db.select().from(refreshTokens).where(eq(refreshTokens.subjectId, target.creator.id));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((t) => t.revokedAt !== null)).toBe(true);

    // It cannot sign in, and is told why (only once the password is right).
    const signIn = await call(creatorLogin, { json: { email: target.creator.email, password: target.password } });
    expect(signIn.status).toBe(403);
    expect(signIn.data).toMatchObject({ code: 'account_suspended', message: SUSPENDED_SIGN_IN });
    const generic = await call(anyLogin, { json: { email: target.creator.email, password: target.password } });
    expect(generic.status).toBe(403);
    const wrong = await call(creatorLogin, { json: { email: target.creator.email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);

    // Its profile is gone for brands and the public, and from the directory.
    expect((await call(creatorForBrand, { token: owner.accessToken, params: { id: target.creator.id } })).status).toBe(404);
    expect((await call(creatorPackages, { params: { id: target.creator.id } })).status).toBe(404);
    const found = await call(directory, { url: `/api/creators?q=${encodeURIComponent('Spammy Sam')}`, token: owner.accessToken });
    expect(found.status).toBe(200);
    expect((found.data.creators as { _id: string }[]).map((c) => c._id)).not.toContain(target.creator.id);

    // The pending request is withdrawn (gone, as a creator's own withdrawal), the invitation withdrawn, the brand's alert gone.
    expect(await requestRow(pending.id)).toBeUndefined();
    expect((await invitationRow(invite.id))?.status).toBe('withdrawn');
    const alerts = await db.select().from(notifications).where(eq(notifications.recipientId, owner.brand.id));
    expect(alerts.filter((n) => n.actorId === target.creator.id && n.type === 'request')).toEqual([]);

    // It is told by e-mail, with the reason.
    const mails = await mailsTo(target.creator.email);
    const mail = mails.find((m) => m.subject === 'Your CollabMarket account is suspended');
    expect(mail?.text).toContain('Fake followers');

    // The audit row, with before and after.
    const audit = await auditRowsOf('creator', target.creator.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'account.suspend',
      reason: 'Fake followers',
      before: { suspendedAt: null },
      after: { suspendedReason: 'Fake followers', withdrawnRequests: [pending.id], withdrawnInvitations: [invite.id] },
    });

    // Reinstated: it may sign in again and is listed again; the withdrawn request stays withdrawn.
    const back = await reinstateAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: target.creator.id, reason: 'Appeal accepted' });
    expect(back.account).toMatchObject({ suspended: false, suspendedAt: null, suspendedReason: null });
    const again = await call(creatorLogin, { json: { email: target.creator.email, password: target.password } });
    expect(again.status).toBe(200);
    expect((await call(creatorForBrand, { token: owner.accessToken, params: { id: target.creator.id } })).status).toBe(200);
    expect(await requestRow(pending.id)).toBeUndefined();
    expect((await invitationRow(invite.id))?.status).toBe('withdrawn');
    expect((await mailsTo(target.creator.email)).map((m) => m.subject)).toContain('Your CollabMarket account is active again');
    expect((await auditRowsOf('creator', target.creator.id)).at(-1)).toMatchObject({
      action: 'account.reinstate',
      before: { suspendedReason: 'Fake followers' },
      after: { suspendedAt: null },
    });
  });

  it('refuses a second suspension, a reinstatement of an active account, a missing reason and unknown ids, changing nothing', async () => {
    const { creator } = await createCreator();
    await expect(reinstateAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: creator.id, reason: 'x' })).rejects.toMatchObject({
      message: NOT_SUSPENDED,
      status: 409,
    });
    await expect(suspendAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: creator.id, reason: '   ' })).rejects.toMatchObject({
      status: 400,
      fields: { reason: REASON_REQUIRED },
    });
    await expect(suspendAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: creator.id, reason: 'x'.repeat(501) })).rejects.toMatchObject({ status: 400 });
    await expect(suspendAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: '00000000-0000-4000-8000-000000000000', reason: 'x' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(suspendAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: 'nope', reason: 'x' })).rejects.toMatchObject({ status: 404 });
    // A brand's id is not a creator's.
    const { brand } = await createBrand();
    await expect(suspendAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: brand.id, reason: 'x' })).rejects.toMatchObject({ status: 404 });
    expect(await auditRowsOf('creator', creator.id)).toEqual([]);
    await suspendAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: creator.id, reason: 'Spam' });
    await expect(suspendAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: creator.id, reason: 'Again' })).rejects.toMatchObject({
      message: ALREADY_SUSPENDED,
      status: 409,
    });
    expect(await auditRowsOf('creator', creator.id)).toHaveLength(1);
  });
});

describe('a suspended creator on brands’ shortlists', () => {
  it('is shown on no list and counted in no size, cannot be saved again, and is back with the list when reinstated', async () => {
    const brand = await createBrand();
    const target = await createCreator({ name: 'Suspended Saved' });
    const kept = await createCreator({ name: 'Still Saved' });
    const list = await createShortlist(brand.brand.id, [target.creator.id, kept.creator.id]);
    const other = await createShortlist(brand.brand.id, [kept.creator.id]);
    const actor = { role: 'brand' as const, id: brand.brand.id };
    const members = async () => (await getShortlist(actor, list.id)).members.map((m) => m._id);
    const sizes = async () => Object.fromEntries((await listShortlists(actor)).shortlists.map((l) => [l._id, l.memberCount]));
    expect(await members()).toEqual(expect.arrayContaining([target.creator.id, kept.creator.id]));

    await suspendAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: target.creator.id, reason: 'Fake followers' });
    expect(await members()).toEqual([kept.creator.id]);
    expect(await sizes()).toMatchObject({ [list.id]: 1, [other.id]: 1 });
    await expect(addToShortlist(actor, other.id, target.creator.id)).rejects.toMatchObject({ status: 404 });
    expect(await sizes()).toMatchObject({ [other.id]: 1 });

    await reinstateAccount({ operatorId: OPERATOR_ID, kind: 'creator', id: target.creator.id, reason: 'Cleared' });
    expect(await members()).toEqual(expect.arrayContaining([target.creator.id, kept.creator.id]));
    expect(await sizes()).toMatchObject({ [list.id]: 2 });
  });
});

describe('suspending a brand', () => {
  it('hides its campaigns everywhere, refuses its sign-in, withdraws its invitations and the requests to it; reinstating shows them again', async () => {
    const target = await createBrand({ brandName: 'Scam Brand' });
    const campaign = await createCampaign(target.brand.id, { campaignName: 'Too good to be true' });
    const creator = await createCreator();
    const pending = await createRequest(campaign.id, creator.creator.id);
    const other = await createCreator();
    const invite = await createInvitation(campaign.id, other.creator.id);
    expect(await listIds()).toContain(campaign.id);

    await suspendAccount({ operatorId: OPERATOR_ID, kind: 'brand', id: target.brand.id, reason: 'Scam reports' });

    expect((await call(brandCampaigns, { token: target.accessToken })).status).toBe(401);
    const signIn = await call(brandLogin, { json: { email: target.brand.email, password: target.password } });
    expect(signIn.status).toBe(403);
    expect(signIn.data).toMatchObject({ code: 'account_suspended', message: SUSPENDED_SIGN_IN });

    expect(await listIds()).not.toContain(campaign.id);
    expect(await listIds(`&q=${encodeURIComponent('Too good to be true')}`)).not.toContain(campaign.id);
    expect((await getOpenCampaignIds()).map((c) => c.id)).not.toContain(campaign.id);
    expect((await getCampaign(campaign.id)).status).toBe(404);
    const gone = await call(gonePage, { url: `/campaigns/${campaign.id}/gone`, params: { id: campaign.id } });
    expect(gone.status).toBe(410);

    expect(await requestRow(pending.id)).toBeUndefined();
    expect((await invitationRow(invite.id))?.status).toBe('withdrawn');
    expect((await mailsTo(target.brand.email)).find((m) => m.subject === 'Your CollabMarket account is suspended')?.text).toContain('Scam reports');
    expect((await auditRowsOf('brand', target.brand.id)).at(-1)).toMatchObject({
      action: 'account.suspend',
      after: { hiddenCampaigns: [campaign.id], withdrawnRequests: [pending.id], withdrawnInvitations: [invite.id] },
    });

    await reinstateAccount({ operatorId: OPERATOR_ID, kind: 'brand', id: target.brand.id, reason: 'Cleared' });
    expect(await listIds()).toContain(campaign.id);
    expect((await getCampaign(campaign.id)).status).toBe(200);
    expect((await call(brandLogin, { json: { email: target.brand.email, password: target.password } })).status).toBe(200);
    expect((await invitationRow(invite.id))?.status).toBe('withdrawn');
  });
});

describe('hiding a campaign', () => {
  it('takes it off the lists and the sitemap, answers 410 on its page (with the reason for its brand), refuses new requests; restoring brings it back', async () => {
    const owner = await createBrand();
    const campaign = await createCampaign(owner.brand.id, { campaignName: 'Miracle Pills' });
    const creator = await createCreator();
    expect(await listIds()).toContain(campaign.id);

    const answer = await hideCampaign({ operatorId: OPERATOR_ID, campaignId: campaign.id, reason: 'Misleading health claims' });
    expect(answer).toMatchObject({ message: 'Campaign hidden', campaign: { _id: campaign.id, hidden: true, hiddenReason: 'Misleading health claims' } });

    expect(await listIds()).not.toContain(campaign.id);
    expect(await listIds(`&q=${encodeURIComponent('Miracle Pills')}`)).not.toContain(campaign.id);
    expect((await getOpenCampaignIds()).map((c) => c.id)).not.toContain(campaign.id);
    // The API: gone for the public, still there for its owner.
    expect((await getCampaign(campaign.id)).status).toBe(404);
    expect((await getCampaign(campaign.id, { token: creator.accessToken })).status).toBe(404);
    expect((await getCampaign(campaign.id, { token: owner.accessToken })).status).toBe(200);

    // Its page's address answers 410; the public reads a short explanation, its brand the reason.
    const pub = await call(gonePage, { url: `/campaigns/${campaign.id}/gone`, params: { id: campaign.id } });
    expect(pub.status).toBe(410);
    expect(String(pub.data.raw)).toContain(CAMPAIGN_GONE);
    expect(String(pub.data.raw)).not.toContain('Misleading health claims');
    const own = await call(gonePage, {
      url: `/campaigns/${campaign.id}/gone`,
      params: { id: campaign.id },
      cookies: { [accessCookie('brand')]: owner.accessToken },
    });
    expect(own.status).toBe(410);
    expect(String(own.data.raw)).toContain('Misleading health claims');
    // The brand's own list says so.
    const mine = await call(brandCampaigns, { token: owner.accessToken });
    expect((mine.data.campaigns as { _id: string; takenDown: unknown }[]).find((c) => c._id === campaign.id)?.takenDown).toEqual({
      reason: 'Misleading health claims',
    });

    const join = await call(requestToJoin, { params: { id: campaign.id }, token: creator.accessToken, json: {} });
    expect(join.status).toBe(404);

    await expect(hideCampaign({ operatorId: OPERATOR_ID, campaignId: campaign.id, reason: 'again' })).rejects.toMatchObject({
      message: ALREADY_HIDDEN,
      status: 409,
    });
    expect((await auditRowsOf('campaign', campaign.id)).at(-1)).toMatchObject({
      action: 'campaign.hide',
      reason: 'Misleading health claims',
      before: { hiddenAt: null, hiddenReason: null },
      after: { hiddenReason: 'Misleading health claims' },
    });

    await restoreCampaign({ operatorId: OPERATOR_ID, campaignId: campaign.id, reason: 'Claims removed' });
    expect(await listIds()).toContain(campaign.id);
    expect((await getCampaign(campaign.id)).status).toBe(200);
    const back = await call(gonePage, { url: `/campaigns/${campaign.id}/gone`, params: { id: campaign.id } });
    expect(back.status).toBe(307);
    expect(back.res.headers.get('location')).toMatch(new RegExp(`/campaigns/${campaign.id}$`));
    await expect(restoreCampaign({ operatorId: OPERATOR_ID, campaignId: campaign.id, reason: 'again' })).rejects.toMatchObject({
      message: NOT_HIDDEN,
      status: 409,
    });
    expect((await auditRowsOf('campaign', campaign.id)).map((r) => r.action)).toEqual(['campaign.hide', 'campaign.restore']);
  });

  it('refuses unknown ids and a missing reason', async () => {
    const owner = await createBrand();
    const campaign = await createCampaign(owner.brand.id);
    await expect(hideCampaign({ operatorId: OPERATOR_ID, campaignId: '00000000-0000-4000-8000-000000000000', reason: 'x' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(hideCampaign({ operatorId: OPERATOR_ID, campaignId: campaign.id, reason: '' })).rejects.toMatchObject({
      status: 400,
      fields: { reason: REASON_REQUIRED },
    });
    expect(await listIds()).toContain(campaign.id);
  });
});
