import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { hashPassword } from '@/lib/auth/passwords';
import { startSession } from '@/lib/auth/sessions';
import { brands, campaigns, creators, notifications, participationRequests, type NewCampaign, type Role } from '@/models';

// Every factory takes the row's columns to override, `createdAt` included: tests that need an
// order give explicit times (see `minutesAgo`) instead of sleeping between inserts.

const uniq = () => crypto.randomBytes(4).toString('hex');

/** A time this many minutes before now, for ordering rows by `createdAt`. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const passwordHashes = new Map<string, Promise<string>>();
const hashOnce = (pw: string) => {
  if (!passwordHashes.has(pw)) passwordHashes.set(pw, hashPassword(pw));
  return passwordHashes.get(pw)!;
};

/** A creator row plus a live session; defaults are unique per call. */
export async function createCreator(over: Partial<typeof creators.$inferInsert> & { password?: string } = {}) {
  const password = over.password ?? 'secret123';
  const db = await getDb();
  const [creator] = await db
    .insert(creators)
    .values({
      name: `Creator ${uniq()}`,
      email: `creator-${uniq()}@example.com`,
      phone: '+919876543210',
      city: 'Jaipur',
      tags: ['Tech'],
      // Inside `createCampaign`'s default range, so a default creator may request a default campaign.
      socialMediaHandles: [{ platform: 'Instagram', handle: `@creator${uniq()}`, followers: 5000, followersUpdatedAt: new Date().toISOString() }],
      ...over,
      passwordHash: await hashOnce(password),
    })
    .returning();
  const tokens = await startSession({ role: 'creator', id: creator.id });
  return { creator, password, ...tokens };
}

export async function createBrand(over: Partial<typeof brands.$inferInsert> & { password?: string } = {}) {
  const password = over.password ?? 'secret123';
  const db = await getDb();
  const [brand] = await db
    .insert(brands)
    .values({
      name: `Owner ${uniq()}`,
      email: `brand-${uniq()}@example.com`,
      phone: '+919812345678',
      brandName: `Brand ${uniq()}`,
      companyType: 'Private',
      gstNo: '27AAPFU0939F1ZV',
      ...over,
      passwordHash: await hashOnce(password),
    })
    .returning();
  const tokens = await startSession({ role: 'brand', id: brand.id });
  return { brand, password, ...tokens };
}

export async function createCampaign(brandId: string, over: Partial<NewCampaign> = {}) {
  const db = await getDb();
  const [campaign] = await db
    .insert(campaigns)
    .values({
      brandId,
      campaignName: `Campaign ${uniq()}`,
      brandName: 'Acme',
      interest: 'Technology',
      platform: 'Instagram',
      minFollowers: 1000,
      maxFollowers: 20000,
      incentives: '₹5,000 per post',
      description: 'Show our product to your audience.',
      campaignImage: 'uploads/00000000000000000000000000000000.png',
      ...over,
    })
    .returning();
  return campaign;
}

export async function createRequest(
  campaignId: string,
  creatorId: string,
  status: 'pending' | 'approved' | 'declined' = 'pending',
  over: Partial<typeof participationRequests.$inferInsert> = {},
) {
  const db = await getDb();
  const [campaign] = await db.select({ brandId: campaigns.brandId }).from(campaigns).where(eq(campaigns.id, campaignId));
  const stage = status === 'pending' ? 'requested' : status === 'approved' ? 'active' : 'declined';
  const [row] = await db
    .insert(participationRequests)
    .values({ campaignId, creatorId, brandId: campaign.brandId, status, stage, decidedAt: status === 'pending' ? null : new Date(), ...over })
    .returning();
  return row;
}

/** A notification for this account (an approval unless `over` says otherwise). */
export async function createNotification(recipient: { role: Role; id: string }, over: Partial<typeof notifications.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(notifications)
    .values({ recipientRole: recipient.role, recipientId: recipient.id, type: 'approval', message: `Notification ${uniq()}`, ...over })
    .returning();
  return row;
}

/** A campaign form filled in as a brand would, each value as its input holds it (text). */
export const campaignFormFields = (over: Record<string, unknown> = {}) => ({
  campaignName: 'Monsoon Launch',
  brandName: 'Acme Foods',
  interest: 'Health',
  platform: 'YouTube',
  minFollowers: '3000',
  maxFollowers: '60000',
  incentives: '₹8,000 per video',
  description: 'Cook a healthy monsoon recipe with our spices.',
  // The form requires at least one deliverable; its editor sends the list as JSON text.
  deliverables: JSON.stringify([{ platform: 'YouTube', kind: 'video', count: 1 }]),
  ...over,
});

// Invitations and shortlists (issue 15).
import { invitations, shortlistMembers, shortlists } from '@/models';

/** An invitation from the campaign's brand to this creator (pending unless `over` says otherwise). */
export async function createInvitation(campaignId: string, creatorId: string, over: Partial<typeof invitations.$inferInsert> = {}) {
  const db = await getDb();
  const [campaign] = await db.select({ brandId: campaigns.brandId }).from(campaigns).where(eq(campaigns.id, campaignId));
  const [row] = await db
    .insert(invitations)
    .values({ campaignId, creatorId, brandId: campaign.brandId, note: 'We love your work', ...over })
    .returning();
  return row;
}

/** A brand's shortlist holding these creators (in this order). */
export async function createShortlist(brandId: string, creatorIds: string[], name = `List ${uniq()}`) {
  const db = await getDb();
  const [list] = await db.insert(shortlists).values({ brandId, name }).returning();
  if (creatorIds.length)
    await db.insert(shortlistMembers).values(creatorIds.map((creatorId, i) => ({ shortlistId: list.id, creatorId, addedAt: minutesAgo(60 - i) })));
  return list;
}
