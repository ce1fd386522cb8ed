import type { Campaign, Deliverable } from '@/models';

export type CampaignJson = {
  _id: string;
  brandId: string;
  campaignName: string;
  brandName: string;
  interest: string;
  platform: string;
  minFollowers: number;
  maxFollowers: number;
  incentives: string;
  description: string;
  campaignImage: string;
  status: string;
  /** The brief: what to make, the fee per creator in whole rupees (null: product only), the dates (YYYY-MM-DD, India time), guidelines and link. */
  deliverables: Deliverable[];
  feeInr: number | null;
  applyBy: string | null;
  contentDueBy: string | null;
  contentGuidelines: string;
  destinationUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A campaign in the spec's JSON shape (`_id`, relative `campaignImage`). */
export function toCampaignJson(c: Campaign): CampaignJson {
  return {
    _id: c.id,
    brandId: c.brandId,
    campaignName: c.campaignName,
    brandName: c.brandName,
    interest: c.interest,
    platform: c.platform,
    minFollowers: c.minFollowers,
    maxFollowers: c.maxFollowers,
    incentives: c.incentives,
    description: c.description,
    campaignImage: c.campaignImage,
    status: c.status,
    deliverables: c.deliverables ?? [],
    feeInr: c.feePaise === null ? null : c.feePaise / 100,
    applyBy: c.applyBy ?? null,
    contentDueBy: c.contentDueBy ?? null,
    contentGuidelines: c.contentGuidelines ?? '',
    destinationUrl: c.destinationUrl ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
