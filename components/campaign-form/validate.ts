import { FOLLOWER_RANGE_MESSAGE, IMAGE_REQUIRED, REQUIRED } from '@/lib/campaigns/schemas';

export const FIELD_NAMES = ['campaignName', 'brandName', 'interest', 'platform', 'minFollowers', 'maxFollowers', 'incentives', 'description'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type CampaignFormValues = Record<FieldName, string>;
export type CampaignFormErrors = Partial<Record<FieldName | 'campaignImage', string>>;

export const emptyValues = (brandName: string): CampaignFormValues => ({
  campaignName: '',
  brandName,
  interest: '',
  platform: '',
  minFollowers: '',
  maxFollowers: '',
  incentives: '',
  description: '',
});

/**
 * The form's own checks, worded as spec §5 says: "This field is required" under each empty field,
 * "Campaign image is required" when creating, and the follower range. The server checks again.
 */
export function validateCampaignForm(values: CampaignFormValues, opts: { hasImage: boolean; imageRequired: boolean }): CampaignFormErrors {
  const errors: CampaignFormErrors = {};
  for (const name of FIELD_NAMES) if (!values[name].trim()) errors[name] = REQUIRED;
  if (opts.imageRequired && !opts.hasImage) errors.campaignImage = IMAGE_REQUIRED;
  const min = Number(values.minFollowers);
  const max = Number(values.maxFollowers);
  if (!errors.minFollowers && !errors.maxFollowers && min > max) errors.minFollowers = FOLLOWER_RANGE_MESSAGE;
  return errors;
}
