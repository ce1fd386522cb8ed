import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { listBrandActivity } from '@/lib/brands/activity';
import { cancelBrandEmailChange, confirmBrandEmail, getBrandProfile, updateBrandProfile } from '@/lib/brands/service';
import { closeCampaign, createCampaign as createCampaignService, listBrandCampaigns } from '@/lib/campaigns/service';
import { getCreatorForBrand, getProfile, updateProfile } from '@/lib/creators/service';
import { brandRequestsView, listMyRequests } from '@/lib/participation/queries';
import { decide, requestParticipation, sendOrderConfirmation, withdrawRequest } from '@/lib/participation/service';
import { brands, campaigns, creators, participationRequests } from '@/models';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';
import { pngFile } from '../../helpers/http';

// Services are called by route handlers, server actions and server components: each checks the
// caller's role itself, so an actor of the other role is refused even when it carries a valid id
// of the right kind of account.

describe('requireRole', () => {
  it('passes the right role, refuses no actor with 401 and the other role with 403', () => {
    expect(() => requireRole({ role: 'brand', id: 'b' }, 'brand')).not.toThrow();
    expect(() => requireRole(null, 'brand')).toThrow(expect.objectContaining({ status: 401, message: 'Please sign in' }));
    expect(() => requireRole(undefined, 'creator')).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireRole({ role: 'creator', id: 'c' }, 'brand')).toThrow(expect.objectContaining({ status: 403, message: 'Only brands can do that' }));
    expect(() => requireRole({ role: 'brand', id: 'b' }, 'creator')).toThrow(expect.objectContaining({ status: 403, message: 'Only creators can do that' }));
    expect(() => requireRole({ role: 'creator', id: 'c' }, 'brand', 'Brands only here')).toThrow(
      expect.objectContaining({ status: 403, message: 'Brands only here' }),
    );
  });
});

const forbidden = expect.objectContaining({ status: 403 });

describe("the brand profile refuses a creator's actor carrying a brand's id", () => {
  it('reads nothing and changes nothing', async () => {
    const { brand } = await createBrand({ pendingEmail: 'next@example.com' });
    const posing = { role: 'creator', id: brand.id } as Actor;
    await expect(getBrandProfile(posing)).rejects.toEqual(forbidden);
    await expect(
      updateBrandProfile(posing, { brandName: 'Taken over', email: brand.email, phone: brand.phone, address: 'Elsewhere', brandLogo: undefined }),
    ).rejects.toEqual(forbidden);
    await expect(confirmBrandEmail(posing, { code: '123456' })).rejects.toEqual(forbidden);
    await expect(cancelBrandEmailChange(posing)).rejects.toEqual(forbidden);
    await expect(listBrandActivity(posing as Actor & { role: 'brand' })).rejects.toEqual(forbidden);
    const [after] = await (await getDb()).select().from(brands).where(eq(brands.id, brand.id));
    expect(after).toEqual(brand);
  });

  it('still serves the brand itself', async () => {
    const { brand } = await createBrand();
    expect((await getBrandProfile({ role: 'brand', id: brand.id }))._id).toBe(brand.id);
  });
});

const campaignFields = {
  campaignName: 'Posing',
  brandName: 'Acme',
  interest: 'Technology',
  platform: 'Instagram',
  minFollowers: 1000,
  maxFollowers: 20000,
  incentives: 'None',
  description: 'Should never be stored.',
} as const;

describe('the other services refuse the other role the same way', () => {
  it('creator profile: a brand actor with a creator id is refused; a creator actor cannot read profiles as a brand', async () => {
    const { creator } = await createCreator();
    const posing = { role: 'brand', id: creator.id } as Actor;
    await expect(getProfile(posing)).rejects.toEqual(forbidden);
    await expect(updateProfile(posing, { bio: 'Taken over' })).rejects.toEqual(forbidden);
    await expect(getCreatorForBrand({ role: 'creator', id: creator.id }, creator.id)).rejects.toEqual(
      expect.objectContaining({ status: 403, message: 'Only brands can view creator profiles' }),
    );
    const [after] = await (await getDb()).select().from(creators).where(eq(creators.id, creator.id));
    expect(after.bio).toBe(creator.bio);
  });

  it('campaigns and participation: each side only does its own part', async () => {
    const { brand } = await createBrand();
    const { creator } = await createCreator();
    const campaign = await createCampaign(brand.id);
    const request = await createRequest(campaign.id, creator.id);
    const creatorPosing = { role: 'creator', id: brand.id } as Actor;
    const brandPosing = { role: 'brand', id: creator.id } as Actor;
    await expect(createCampaignService(creatorPosing, campaignFields, pngFile())).rejects.toEqual(forbidden);
    await expect(closeCampaign(creatorPosing, campaign.id)).rejects.toEqual(forbidden);
    await expect(listBrandCampaigns(creatorPosing)).rejects.toEqual(forbidden);
    await expect(brandRequestsView(creatorPosing as Actor & { role: 'brand' })).rejects.toEqual(forbidden);
    await expect(decide(creatorPosing as Actor & { role: 'brand' }, campaign.id, creator.id, 'approved')).rejects.toEqual(forbidden);
    await expect(sendOrderConfirmation(creatorPosing as Actor & { role: 'brand' }, creator.email)).rejects.toEqual(forbidden);
    await expect(requestParticipation(brandPosing as Actor & { role: 'creator' }, campaign.id)).rejects.toEqual(forbidden);
    await expect(withdrawRequest(brandPosing as Actor & { role: 'creator' }, request.id)).rejects.toEqual(forbidden);
    await expect(listMyRequests(brandPosing as Actor & { role: 'creator' })).rejects.toEqual(forbidden);
    const db = await getDb();
    expect((await db.select().from(campaigns).where(eq(campaigns.brandId, brand.id))).map((c) => c.status)).toEqual(['open']);
    expect((await db.select().from(participationRequests).where(eq(participationRequests.campaignId, campaign.id))).map((r) => r.status)).toEqual(['pending']);
  });
});
