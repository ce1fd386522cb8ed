import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { creatorMutes, invitations, participationRequests } from '@/models';
import { createBrand, createCampaign, createInvitation, createShortlist } from '../../../helpers/factories';
import { brandOf, brandOnly, creatorOf, creatorOnly, type ActionRow, type Cell } from './types';

// The invite dialogs and the invitations page: the brand's on its own campaigns, shortlists and
// invitations, the creator's on invitations to them and their own mutes. Another side's is "not
// found" and stays as it was.

const prepared = new WeakMap<Cell, { campaignId?: string; invitationId?: string; brandId?: string }>();
const invitationRow = async (c: Cell) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(invitations)
      .where(eq(invitations.id, prepared.get(c)!.invitationId!))
  )[0];
const invitationsOn = async (c: Cell) =>
  (await getDb())
    .select()
    .from(invitations)
    .where(eq(invitations.campaignId, prepared.get(c)!.campaignId!));
const mutesOf = async (creatorId: string) => (await getDb()).select().from(creatorMutes).where(eq(creatorMutes.creatorId, creatorId));

/** A pending invitation from brand X's open campaign to creator X. */
async function invitationFor(c: Cell) {
  const campaign = await createCampaign(brandOf(c).id);
  const invitation = await createInvitation(campaign.id, creatorOf(c).id);
  prepared.set(c, { campaignId: campaign.id, invitationId: invitation.id });
  return { invitationId: invitation.id };
}

const stillPending = async (c: Cell) => expect((await invitationRow(c)).status).toBe('pending');

export const rows: ActionRow[] = [
  {
    action: 'invitations/inviteCreatorAction',
    what: 'the owning brand invites a creator to its campaign; another brand’s campaign is not found',
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => {
      const campaign = await createCampaign(brandOf(c).id);
      prepared.set(c, { campaignId: campaign.id });
      return { campaignId: campaign.id, creatorId: c.fx.creator.A.id, note: 'Hello' };
    },
    check: async (_res, c) => expect((await invitationsOn(c)).map((i) => i.brandId)).toEqual([c.actor!.id]),
    unchanged: async (c) => expect(await invitationsOn(c)).toEqual([]),
  },
  {
    action: 'invitations/inviteShortlistAction',
    what: 'the owning brand invites its shortlist to its campaign; another brand’s is not found',
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => {
      const campaign = await createCampaign(brandOf(c).id);
      const list = await createShortlist(brandOf(c).id, [c.fx.creator.A.id]);
      prepared.set(c, { campaignId: campaign.id });
      return { shortlistId: list.id, campaignId: campaign.id, note: '' };
    },
    check: async (res, c) => {
      expect((res.data as { invited: number }).invited).toBe(1);
      expect(await invitationsOn(c)).toHaveLength(1);
    },
    unchanged: async (c) => expect(await invitationsOn(c)).toEqual([]),
  },
  {
    action: 'invitations/withdrawInvitationAction',
    what: 'the inviting brand withdraws its pending invitation; another brand’s stays',
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    input: invitationFor,
    check: async (_res, c) => expect((await invitationRow(c)).status).toBe('withdrawn'),
    unchanged: stillPending,
  },
  {
    action: 'invitations/acceptInvitationAction',
    what: 'the invited creator accepts: an active collaboration; another creator’s is not found',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: invitationFor,
    check: async (res, c) => {
      const { collaborationId } = res.data as { collaborationId: string };
      const [job] = await (await getDb()).select().from(participationRequests).where(eq(participationRequests.id, collaborationId));
      expect(job).toMatchObject({ creatorId: c.actor!.id, stage: 'active', status: 'approved' });
      expect((await invitationRow(c)).status).toBe('accepted');
    },
    unchanged: stillPending,
  },
  {
    action: 'invitations/declineInvitationAction',
    what: 'the invited creator declines with a reason; another creator’s is not found',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    input: async (c) => ({ ...(await invitationFor(c)), reason: 'Booked' }),
    check: async (_res, c) => expect(await invitationRow(c)).toMatchObject({ status: 'declined', declineReason: 'Booked' }),
    unchanged: stillPending,
  },
  {
    action: 'invitations/muteBrandAction',
    what: 'the calling creator mutes a brand, for themselves only',
    expect: creatorOnly(200),
    input: async (c) => {
      const { brand } = await createBrand();
      prepared.set(c, { brandId: brand.id });
      return { brandId: brand.id };
    },
    check: async (_res, c) => expect((await mutesOf(c.actor!.id)).map((m) => m.brandId)).toContain(prepared.get(c)!.brandId),
    unchanged: async (c) =>
      expect(
        await (
          await getDb()
        )
          .select()
          .from(creatorMutes)
          .where(eq(creatorMutes.brandId, prepared.get(c)!.brandId!)),
      ).toEqual([]),
  },
  {
    action: 'invitations/unmuteBrandAction',
    what: 'the calling creator unmutes a brand; creator B’s mute of it stays unless B calls',
    expect: creatorOnly(200),
    input: async (c) => {
      const { brand } = await createBrand();
      await (await getDb()).insert(creatorMutes).values({ creatorId: c.fx.creator.B.id, brandId: brand.id });
      prepared.set(c, { brandId: brand.id });
      return { brandId: brand.id };
    },
    check: async (_res, c) =>
      expect((await mutesOf(c.fx.creator.B.id)).some((m) => m.brandId === prepared.get(c)!.brandId)).toBe(c.actor!.id !== c.fx.creator.B.id),
    unchanged: async (c) => expect((await mutesOf(c.fx.creator.B.id)).some((m) => m.brandId === prepared.get(c)!.brandId)).toBe(true),
  },
];
