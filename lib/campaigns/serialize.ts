import type { Campaign } from '@/models';

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
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
