import 'server-only';

// The documented examples, as flows an API client follows from start to end. The document shows
// each step as its operation's request and response example; tests/integration/openapi replays
// every flow against the app, in order, and checks each answer against the documented schema.

export type Step = {
  /** The operation, as `operationKey()` writes it: `POST /api/campaign/[id]/request`. */
  op: string;
  /** The example's name in the document (unique within its operation). */
  name: string;
  summary: string;
  /** The variable holding the bearer token to send (from an earlier step's `save`). */
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** The JSON body, or the multipart form's text fields (file fields are sent as a small PNG). */
  body?: Record<string, unknown>;
  status: number;
  /** An answer as the app gives it (ids, dates and tokens differ from run to run). */
  response: unknown;
  /** Request values that differ from run to run: `params.id` / `body.token` → the variable to use. */
  vary?: Record<string, string>;
  /** A code sent out of band, read from where it was sent: `body.otp` from the mail to an address, `body.code` from the text to a phone. */
  code?: { field: string; mailTo?: string; textTo?: string };
  /** Values of the answer later steps use: variable → dotted path in the answer. */
  save?: Record<string, string>;
};

type Flow = { name: string; summary: string; steps: Step[] };

const CREATOR_EMAIL = 'asha.rao@example.com';
const BRAND_EMAIL = 'priya@fitfuel.example.com';
const BRAND_PHONE = '9876543210';
const CREATOR_ID = '7f0c1f3e-2b8a-4f7e-9a51-6b2d8c1e4a10';
const BRAND_ID = '3c9e5a12-8d4b-4c6f-b1e7-2a9f0d6c5b34';
const CAMPAIGN_ID = '5d2a7c90-1e3f-4b8a-9c6d-7e0f1a2b3c4d';
const REQUEST_ID = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const NOW = '2026-11-24T06:30:00.000Z';
const ACCESS = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3ZjBjMWYzZSIsInJvbGUiOiJjcmVhdG9yIn0.k3Yh1aXw';
const REFRESH = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3ZjBjMWYzZSIsImZhbSI6IjEifQ.Qm9wYjVx';

const creator = {
  _id: CREATOR_ID,
  name: 'Asha Rao',
  email: CREATOR_EMAIL,
  phone: '+919812345678',
  niche: 'Fitness',
  bio: '',
  city: '',
  tags: [],
  socialMediaHandles: [{ platform: 'Instagram', handle: '@asharao', followers: 15000, followersUpdatedAt: NOW }],
  profilePicture: null,
  createdAt: NOW,
  updatedAt: NOW,
};

const brand = {
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

const campaignFields = {
  campaignName: 'Home Workout Series',
  brandName: 'FitFuel',
  interest: 'Health',
  platform: 'Instagram',
  minFollowers: 1000,
  maxFollowers: 20000,
  incentives: '₹5,000 per reel and a protein hamper',
  description: 'Three short home workouts using our shaker and protein, one reel each.',
};

export const FLOWS: Flow[] = [
  {
    name: 'creator-signup',
    summary: 'Creator sign-up with the e-mailed code',
    steps: [
      {
        op: 'POST /api/creator/request-otp',
        name: 'creatorSignup',
        summary: 'Step 1: mail a sign-up code',
        body: { email: CREATOR_EMAIL },
        status: 200,
        response: { message: 'OTP sent to your email' },
      },
      {
        op: 'POST /api/creator/verify-otp',
        name: 'creatorSignup',
        summary: 'Step 2: the 6-digit code from the e-mail',
        body: { email: CREATOR_EMAIL, otp: '482913' },
        code: { field: 'body.otp', mailTo: CREATOR_EMAIL },
        status: 200,
        response: { message: 'OTP verified successfully' },
      },
      {
        op: 'POST /api/creator/signup',
        name: 'creatorSignup',
        summary: 'Step 3: the account (multipart; the picture is optional)',
        body: {
          name: 'Asha Rao',
          email: CREATOR_EMAIL,
          password: 'correct-horse-42',
          phone: '9812345678',
          niche: 'Fitness',
          socialMediaHandles: JSON.stringify([{ platform: 'Instagram', handle: '@asharao', followers: 15000 }]),
        },
        status: 201,
        response: { Creator: creator, accessToken: ACCESS, refreshToken: REFRESH, message: 'Signup successful' },
        save: { creatorToken: 'accessToken', creatorRefresh: 'refreshToken', creatorId: 'Creator._id' },
      },
      {
        op: 'POST /api/creator/token',
        name: 'refresh',
        summary: 'Later: a new access token for the refresh token',
        body: { token: REFRESH },
        vary: { 'body.token': 'creatorRefresh' },
        status: 200,
        response: { accessToken: ACCESS },
      },
    ],
  },
  {
    name: 'brand-signup',
    summary: 'Brand sign-up with the texted phone code',
    steps: [
      {
        op: 'POST /api/phone/send-code',
        name: 'brandSignup',
        summary: 'Step 1: text a code to the phone',
        body: { phone: BRAND_PHONE },
        status: 200,
        response: { message: `Sent verification code to +91${BRAND_PHONE}`, phone: `+91${BRAND_PHONE}` },
      },
      {
        op: 'POST /auth/numberVerification',
        name: 'brandSignup',
        summary: 'Step 2: the 6-digit code from the text',
        query: { phone: BRAND_PHONE },
        body: { code: '731205' },
        code: { field: 'body.code', textTo: `+91${BRAND_PHONE}` },
        status: 200,
        response: { message: 'Phone number verified successfully!', phone: `+91${BRAND_PHONE}` },
      },
      {
        op: 'POST /api/brand/signup',
        name: 'brandSignup',
        summary: 'Step 3: the account (multipart, with the brandLogo file)',
        body: {
          name: 'Priya Shah',
          email: BRAND_EMAIL,
          password: 'strong-pass-77',
          brandName: 'FitFuel',
          companyType: 'Private',
          gstNo: '27AAPFU0939F1ZV',
          phone: BRAND_PHONE,
        },
        status: 201,
        response: { user: brand, accessToken: ACCESS, refreshToken: REFRESH, message: 'Signup complete' },
        save: { brandToken: 'accessToken' },
      },
      {
        op: 'POST /api/brand/login',
        name: 'brandLogin',
        summary: 'Later: sign in for new tokens',
        body: { email: BRAND_EMAIL, password: 'strong-pass-77' },
        status: 200,
        response: { user: brand, accessToken: ACCESS, refreshToken: REFRESH, message: 'Login successful' },
        save: { brandToken: 'accessToken' },
      },
    ],
  },
  {
    name: 'campaign',
    summary: 'Creating a campaign, requesting to join it, approving the request',
    steps: [
      {
        op: 'POST /api/campaign/create',
        name: 'createCampaign',
        summary: 'The brand creates a campaign (multipart, with the campaignImage file)',
        token: 'brandToken',
        body: campaignFields,
        status: 201,
        response: {
          message: 'Campaign created successfully!',
          campaign: {
            _id: CAMPAIGN_ID,
            brandId: BRAND_ID,
            ...campaignFields,
            campaignImage: 'uploads/8c1d2e3f4a5b6c7d.png',
            status: 'open',
            deliverables: [],
            feeInr: null,
            applyBy: null,
            contentDueBy: null,
            contentGuidelines: '',
            destinationUrl: null,
            createdAt: NOW,
            updatedAt: NOW,
          },
        },
        save: { campaignId: 'campaign._id' },
      },
      {
        op: 'POST /api/campaign/[id]/request',
        name: 'requestToJoin',
        summary: 'A qualifying creator asks to join',
        token: 'creatorToken',
        params: { id: CAMPAIGN_ID },
        body: { pitch: 'I cook monsoon recipes for 40,000 followers in Pune; a reel within a week.' },
        vary: { 'params.id': 'campaignId' },
        status: 201,
        response: {
          message: 'Participation request sent successfully!',
          request: {
            _id: REQUEST_ID,
            campaignId: CAMPAIGN_ID,
            creatorId: CREATOR_ID,
            status: 'pending',
            createdAt: NOW,
            decidedAt: null,
            pitch: 'I cook monsoon recipes for 40,000 followers in Pune; a reel within a week.',
          },
        },
        save: { collaborationId: 'request._id' },
      },
      {
        op: 'POST /api/campaign/[id]/approve',
        name: 'approve',
        summary: 'The brand approves the creator',
        token: 'brandToken',
        params: { id: CAMPAIGN_ID },
        body: { influencerId: CREATOR_ID },
        vary: { 'params.id': 'campaignId', 'body.influencerId': 'creatorId' },
        status: 200,
        response: { message: 'Influencer approved successfully!' },
      },
    ],
  },
];

// Sales (issue 16): the brand makes the campaign's conversion key and hands it to its shop; the
// creator's promo code comes with the collaboration; the shop's server reports an order (and, as
// shops retry, the same order again: counted once); the brand reads the report.
const CONVERSION_KEY = 'cmk_Jx3v9QmT2pLw8RkN5sYd7FhB1cZa6GeU';
const PROMO_CODE = 'ASHA-7KQ2MX';
const SALE = { promoCode: PROMO_CODE, orderId: 'FF-10023', amount: 1499 };
const conversion = {
  _id: '2e4f6a8c-0b1d-4e3f-8a5c-7d9e1f3b5a7c',
  campaignId: CAMPAIGN_ID,
  collaborationId: REQUEST_ID,
  orderId: 'FF-10023',
  amount: 1499,
  currency: 'INR',
  source: 'promo',
  clickId: null,
  at: NOW,
  day: '2026-11-24',
};
const zeroDay = (date: string) => ({ date, clicks: 0, conversions: 0, revenue: 0, repeatClicks: 0, suspicious: false });

FLOWS.push({
  name: 'conversions',
  summary: 'Reporting a sale: a conversion key for the shop, the creator’s promo code, the order reported (twice, counted once), the campaign report',
  steps: [
    {
      op: 'POST /api/campaign/[id]/conversion-key',
      name: 'newConversionKey',
      summary: 'The brand makes the campaign’s conversion key (shown once) for its shop’s server',
      token: 'brandToken',
      params: { id: CAMPAIGN_ID },
      vary: { 'params.id': 'campaignId' },
      status: 201,
      response: { key: CONVERSION_KEY, conversionKey: { hint: CONVERSION_KEY.slice(-4), createdAt: NOW } },
      save: { conversionKey: 'key' },
    },
    {
      op: 'GET /api/collaborations/[id]',
      name: 'collaborationCodes',
      summary: 'The creator’s collaboration carries their promo code (and tracked link) to share',
      token: 'creatorToken',
      params: { id: REQUEST_ID },
      vary: { 'params.id': 'collaborationId' },
      status: 200,
      response: {
        collaboration: {
          _id: REQUEST_ID,
          status: 'active',
          campaign: { _id: CAMPAIGN_ID, campaignName: campaignFields.campaignName },
          brand: { _id: BRAND_ID, brandName: 'FitFuel', brandLogo: null },
          creator: { _id: CREATOR_ID, name: 'Asha Rao', profilePicture: null, city: '' },
          submissions: [],
          timeline: [],
          postUrls: [],
          metrics: null,
          metricsHistory: [],
          cancelled: null,
          unread: 0,
          trackingUrl: null,
          promoCode: PROMO_CODE,
          createdAt: NOW,
          updatedAt: NOW,
        },
      },
      save: { promoCode: 'collaboration.promoCode' },
    },
    {
      op: 'POST /api/track/conversion',
      name: 'reportSale',
      summary: 'The shop’s server reports an order paid with the creator’s promo code (amount in rupees)',
      token: 'conversionKey',
      body: SALE,
      vary: { 'body.promoCode': 'promoCode' },
      status: 201,
      response: { message: 'Conversion recorded', conversion },
    },
    {
      op: 'POST /api/track/conversion',
      name: 'reportSaleAgain',
      summary: 'The shop retries the same order: the stored sale, counted once',
      token: 'conversionKey',
      body: SALE,
      vary: { 'body.promoCode': 'promoCode' },
      status: 200,
      response: { message: 'Already recorded: counted once', conversion },
    },
    {
      op: 'GET /api/campaign/[id]/report',
      name: 'campaignReport',
      summary: 'The brand’s report of the campaign: the sale counts once (last 30 India days by default)',
      token: 'brandToken',
      params: { id: CAMPAIGN_ID },
      query: { from: '2026-11-22', to: '2026-11-24' },
      vary: { 'params.id': 'campaignId' },
      status: 200,
      response: {
        campaign: { _id: CAMPAIGN_ID, campaignName: campaignFields.campaignName, destinationUrl: null },
        conversionKey: { hint: CONVERSION_KEY.slice(-4), createdAt: NOW },
        range: { from: '2026-11-22', to: '2026-11-24' },
        totals: {
          clicks: 0,
          uniqueVisitors: 0,
          conversions: 1,
          revenue: 1499,
          cost: 0,
          conversionRate: null,
          costPerClick: null,
          costPerSale: 0,
          returnOnSpend: null,
        },
        daily: [
          zeroDay('2026-11-22'),
          zeroDay('2026-11-23'),
          { date: '2026-11-24', clicks: 0, conversions: 1, revenue: 1499, repeatClicks: 0, suspicious: false },
        ],
        creators: [
          {
            creator: { _id: CREATOR_ID, name: 'Asha Rao' },
            collaborationId: REQUEST_ID,
            status: 'active',
            clicks: 0,
            uniqueVisitors: 0,
            conversions: 1,
            revenue: 1499,
            cost: 0,
            conversionRate: null,
            costPerClick: null,
            costPerSale: 0,
            returnOnSpend: null,
          },
        ],
        botClicks: 0,
      },
    },
  ],
});
