import { describe, expect, it } from 'vitest';
import { acceptInvitationAction, declineInvitationAction, inviteCreatorAction, muteBrandAction, unmuteBrandAction } from '@/lib/invitations/actions';
import { INVITATION_ACCEPTED, INVITATION_SENT, NOT_ACCEPTING } from '@/lib/invitations/messages';
import { callAction, sessionCookies } from '../../helpers/actions';
import { revalidated } from '../../helpers/action-request';
import { createBrand, createCampaign, createCreator } from '../../helpers/factories';
import { invitationsOn, notificationsOf } from '../invitations/support';

// The invite dialog and the invitations page: the same services as POST /api/campaign/{id}/invitations,
// POST /api/invitations/{id}/accept|decline and PUT|DELETE /api/creator/mutes/{brandId}.

type Loose = (input: Record<string, unknown>) => Promise<never>;
const as = (role: 'brand' | 'creator', account: { accessToken: string; refreshToken?: string }) => ({ cookies: sessionCookies(role, account) });

async function setup() {
  const brand = await createBrand({ brandName: 'Acme Foods' });
  const campaign = await createCampaign(brand.brand.id, { campaignName: 'Monsoon Picks', brandName: 'Acme Foods', minFollowers: 10_000, maxFollowers: 40_000 });
  const creator = await createCreator({ name: 'Ravi Kumar' });
  return { brand, campaign, creator };
}

describe('invitation actions', () => {
  it('invite, then accept: an active collaboration, with the warning for the brand and both dashboards refreshed', async () => {
    const s = await setup();
    const before = revalidated.length;
    const sent = await callAction(inviteCreatorAction, { campaignId: s.campaign.id, creatorId: s.creator.creator.id, note: 'Hi' }, as('brand', s.brand));
    expect(sent.status).toBe(200);
    const data = sent.data as { message: string; warning: string | null; invitation: { _id: string } };
    expect(data.message).toBe(INVITATION_SENT);
    expect(data.warning).toBe('Heads up: this campaign is for Instagram creators with 10,000-40,000 followers; their Instagram shows 5,000.');
    const accepted = await callAction(acceptInvitationAction, { invitationId: data.invitation._id }, as('creator', s.creator));
    expect(accepted.status).toBe(200);
    expect((accepted.data as { message: string }).message).toBe(INVITATION_ACCEPTED);
    expect(revalidated.slice(before)).toEqual(expect.arrayContaining(['/brand/dashboard', '/creator/dashboard']));
  });

  it('bad input comes back as field errors and stores nothing', async () => {
    const s = await setup();
    const res = await callAction(
      inviteCreatorAction as unknown as Loose,
      { campaignId: s.campaign.id, creatorId: 'nope', note: 'x'.repeat(501) },
      as('brand', s.brand),
    );
    expect(res.status).toBe(400);
    expect(res.validationErrors).toBeDefined();
    expect(await invitationsOn(s.campaign.id)).toEqual([]);
    const decline = await callAction(declineInvitationAction as unknown as Loose, { invitationId: 'x', reason: 5 }, as('creator', s.creator));
    expect(decline.status).toBe(400);
  });

  it('mute and unmute through the page: a muted brand’s invitation is refused with a neutral message', async () => {
    const s = await setup();
    expect((await callAction(muteBrandAction, { brandId: s.brand.brand.id }, as('creator', s.creator))).status).toBe(200);
    const refused = await callAction(inviteCreatorAction, { campaignId: s.campaign.id, creatorId: s.creator.creator.id, note: '' }, as('brand', s.brand));
    expect([refused.status, refused.message]).toEqual([403, NOT_ACCEPTING]);
    expect(await notificationsOf('creator', s.creator.creator.id)).toEqual([]);
    expect((await callAction(unmuteBrandAction, { brandId: s.brand.brand.id }, as('creator', s.creator))).status).toBe(200);
    const ok = await callAction(inviteCreatorAction, { campaignId: s.campaign.id, creatorId: s.creator.creator.id, note: '' }, as('brand', s.brand));
    expect(ok.status).toBe(200);
  });
});
