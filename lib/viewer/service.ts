import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Actor } from '@/lib/auth/tokens';
import { getBrandById } from '@/lib/brands/service';
import { getCreatorById, getCreatorForBrand } from '@/lib/creators/service';
import { toPublicCreatorJson } from '@/lib/creators/serialize';
import { openCampaignsForInvites } from '@/lib/invitations/service';
import { audienceKey, statedAudience } from '@/lib/participation/eligibility';
import { shortlistChoices } from '@/lib/shortlists/service';
import { campaigns, invitations, participationRequests } from '@/models';
import type { ViewerQuery } from './schemas';
import type { ViewerBrand, ViewerCampaignStatus, ViewerCreator } from './types';

type Signed = { brand: (Actor & { role: 'brand' }) | null; creator: (Actor & { role: 'creator' }) | null };

/**
 * What the public pages show of the browser's sessions, loaded after the cached page: each
 * signed-in role's name and picture, the creator's states on the campaigns the page lists, and
 * the brand's actions on the creator page it shows. `audience` keys "Campaigns I qualify for".
 */
export async function viewerOf(
  signed: Signed,
  query: ViewerQuery,
): Promise<{ brand: ViewerBrand | null; creator: ViewerCreator | null; audience: string | null }> {
  const [brand, creator] = await Promise.all([
    signed.brand ? brandView(signed.brand, query.campaigns ?? [], query.creator) : null,
    signed.creator ? creatorView(signed.creator, query.campaigns ?? []) : null,
  ]);
  return { brand, creator, audience: creator ? audienceKey(statedAudience(creator.socialMediaHandles)) : null };
}

async function brandView(actor: Actor & { role: 'brand' }, campaignIds: string[], creatorId: string | undefined): Promise<ViewerBrand | null> {
  const [row, owned] = await Promise.all([getBrandById(actor.id), ownedOf(actor.id, campaignIds)]);
  if (!row) return null;
  const view: ViewerBrand = { _id: row.id, name: row.brandName, logo: row.brandLogo, owned };
  if (creatorId) {
    // getCreatorForBrand answers 404 for an unknown creator: the whole call says so.
    const [creator, openCampaigns, shortlists] = await Promise.all([
      getCreatorForBrand(actor, creatorId),
      openCampaignsForInvites(actor),
      shortlistChoices(actor, creatorId),
    ]);
    view.forCreator = { _id: creator._id, phone: creator.phone, campaigns: openCampaigns, shortlists };
  }
  return view;
}

async function creatorView(actor: Actor & { role: 'creator' }, campaignIds: string[]): Promise<ViewerCreator | null> {
  const [row, requests] = await Promise.all([getCreatorById(actor.id), statesOf(actor.id, campaignIds)]);
  if (!row) return null;
  const { name, profilePicture, socialMediaHandles } = toPublicCreatorJson(row, { showPhone: false });
  return { _id: row.id, name, profilePicture, socialMediaHandles, requests };
}

/** Which of these campaigns are the brand's own (they show Manage instead of a request button), in the order asked. */
async function ownedOf(brandId: string, campaignIds: string[]): Promise<string[]> {
  if (campaignIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.brandId, brandId), inArray(campaigns.id, campaignIds)));
  const mine = new Set(rows.map((r) => r.id));
  return campaignIds.filter((id) => mine.has(id));
}

/** The creator's request (any answer) or open invitation on each of these campaigns; a request wins over an invitation. */
async function statesOf(creatorId: string, campaignIds: string[]): Promise<Record<string, ViewerCampaignStatus>> {
  if (campaignIds.length === 0) return {};
  const db = await getDb();
  const [asked, invited] = await Promise.all([
    db
      .select({ campaignId: participationRequests.campaignId, status: participationRequests.status })
      .from(participationRequests)
      .where(and(eq(participationRequests.creatorId, creatorId), inArray(participationRequests.campaignId, campaignIds))),
    db
      .select({ campaignId: invitations.campaignId })
      .from(invitations)
      .where(and(eq(invitations.creatorId, creatorId), eq(invitations.status, 'pending'), inArray(invitations.campaignId, campaignIds))),
  ]);
  const states: Record<string, ViewerCampaignStatus> = {};
  for (const i of invited) states[i.campaignId] = 'invited';
  for (const r of asked) states[r.campaignId] = r.status;
  return states;
}
