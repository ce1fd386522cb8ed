import 'server-only';

// The example values the documented examples of several routes share: one creator, one brand,
// one campaign, in the answers' shapes (ids, dates and tokens differ from run to run).

export const CREATOR_EMAIL = 'asha.rao@example.com';
export const BRAND_EMAIL = 'priya@fitfuel.example.com';
export const BRAND_PHONE = '9876543210';
export const CREATOR_ID = '7f0c1f3e-2b8a-4f7e-9a51-6b2d8c1e4a10';
export const BRAND_ID = '3c9e5a12-8d4b-4c6f-b1e7-2a9f0d6c5b34';
export const CAMPAIGN_ID = '5d2a7c90-1e3f-4b8a-9c6d-7e0f1a2b3c4d';
export const REQUEST_ID = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const NOW = '2026-11-24T06:30:00.000Z';
export const ACCESS = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3ZjBjMWYzZSIsInJvbGUiOiJjcmVhdG9yIn0.k3Yh1aXw';
export const REFRESH = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3ZjBjMWYzZSIsImZhbSI6IjEifQ.Qm9wYjVx';

export const brand = {
  _id: BRAND_ID,
  name: 'Priya Shah',
  email: BRAND_EMAIL,
  phone: `+91${BRAND_PHONE}`,
  brandName: 'FitFuel',
  brandLogo: 'uploads/3f1e9a0b7c2d4e5f.png',
  companyType: 'Private',
  gstNo: '27AAPFU0939F1ZV',
  address: '',
  createdAt: NOW,
};

export const campaignFields = {
  campaignName: 'Home Workout Series',
  brandName: 'FitFuel',
  interest: 'Health',
  platform: 'Instagram',
  minFollowers: 1000,
  maxFollowers: 20000,
  incentives: '₹5,000 per reel and a protein hamper',
  description: 'Three short home workouts using our shaker and protein, one reel each.',
};

export const CONVERSION_KEY = 'cmk_Jx3v9QmT2pLw8RkN5sYd7FhB1cZa6GeU';
export const PROMO_CODE = 'ASHA-7KQ2MX';
