import { describe, expect, it } from 'vitest';
import { emptyValues, validateCampaignForm, type CampaignFormValues } from './validate';

const filled: CampaignFormValues = {
  campaignName: 'Launch',
  brandName: 'Acme',
  interest: 'Health',
  platform: 'YouTube',
  minFollowers: '5000',
  maxFollowers: '20000',
  incentives: 'Free product',
  description: 'Try it',
};

describe('validateCampaignForm', () => {
  it('puts "This field is required" under every empty field and asks for the image', () => {
    const errors = validateCampaignForm(emptyValues(''), { hasImage: false, imageRequired: true });
    expect(errors).toEqual({
      campaignName: 'This field is required',
      brandName: 'This field is required',
      interest: 'This field is required',
      platform: 'This field is required',
      minFollowers: 'This field is required',
      maxFollowers: 'This field is required',
      incentives: 'This field is required',
      description: 'This field is required',
      campaignImage: 'Campaign image is required',
    });
  });

  it('keeps the prefilled brand name and treats blanks as empty', () => {
    const errors = validateCampaignForm({ ...emptyValues('Acme'), campaignName: '   ' }, { hasImage: true, imageRequired: true });
    expect(errors.brandName).toBeUndefined();
    expect(errors.campaignName).toBe('This field is required');
    expect(errors.campaignImage).toBeUndefined();
  });

  it('accepts a complete form, and an edit without a new image', () => {
    expect(validateCampaignForm(filled, { hasImage: true, imageRequired: true })).toEqual({});
    expect(validateCampaignForm(filled, { hasImage: false, imageRequired: false })).toEqual({});
  });

  it('refuses a minimum above the maximum', () => {
    expect(validateCampaignForm({ ...filled, minFollowers: '10000', maxFollowers: '5000' }, { hasImage: true, imageRequired: true })).toEqual({
      minFollowers: 'Minimum followers must not exceed maximum followers',
    });
  });
});
