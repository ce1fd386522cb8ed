import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { getDb, jobsDatabase } from '@/lib/db';
import { startSession } from '@/lib/auth/sessions';
import { issueEmailCode } from '@/lib/auth/email-codes';
import { sendLocalCode } from '@/lib/phone/provider';
import {
  brands,
  campaigns,
  creatorMutes,
  creatorPackages,
  packageOrders,
  creators,
  invitations,
  messages,
  notifications,
  participationRequests,
  postMetricReports,
  shortlists,
  type CollaborationStatus,
  type Role,
} from '@/models';
import { conversions, creatorPayoutMethods, portfolioItems, reviews } from '@/models';
import { savePayoutMethod } from '@/lib/payout-method/service';
import { payments } from '@/models';
import { fundAsBrand, localCheckout, openDispute, startCheckout } from '@/lib/payments/service';
import { QUEUE } from '@/lib/jobs';
import { passiveBoss } from '@/lib/jobs/schema';
import { orderPackage } from '@/lib/packages/orders';
import { localWebhook } from '@/lib/payments/local';
import { rotateConversionKey } from '@/lib/reports/conversions';
import { call, type CallOptions } from '../../helpers/http';
import { codeProblem } from '../../helpers/error-codes';
import { createBrand, createCampaign, createCreator, createInvitation, createRequest, createShortlist } from '../../helpers/factories';
import { jobIn } from '../collaborations/support';
import { completeCollaboration, sendMessage } from '@/lib/collaborations/service';
import { userReports } from '@/models';
import { reportItem } from '@/lib/flags/service';
import { writeReview } from '@/lib/reviews/service';
import { latestMailCode, latestSmsCode } from '../../helpers/outbox';
import { startEmailChange } from '@/lib/brands/email-change';
import { unsubscribeToken } from '@/lib/mail/unsubscribe';
import { emailTopicsOn, saveEmailTopics } from '@/lib/mail/settings';
import { listWith, membersOf } from '../shortlists/support';
import { enrolledOperator, setupTokenOf, signedInOperator, type TestOperator } from '../ops/support';
import { createOperator, setOperatorPassword } from '@/lib/ops';
import { totpCode } from '@/lib/ops/totp';
import {
  brandRow,
  campaignForm,
  discoverEndpoints,
  freshEmail,
  freshIp,
  freshPhone,
  imageFile,
  setBrandEmail,
  storedUploadName,
  type Endpoint,
  verifiedPhone,
  verifiedSignupEmail,
} from './support';

// Every endpoint × {anonymous, creator A, creator B, brand A, brand B, operator} × {own resource, another's}.
// The operator (issue 36) is no account: on every brand and creator endpoint its token must get
// exactly what an anonymous caller gets (its cell runs as anonymous, with the operator's token),
// and only the /api/ops rows name what it gets of its own.
// Resources belong to side A or side B (brand X's campaign, creator X's request). Each call gets
// fresh resources and a client address of its own, so no cell depends on another's side effects.

type Side = 'A' | 'B';
type ActorName = 'anonymous' | 'creatorA' | 'creatorB' | 'brandA' | 'brandB' | 'operator';
type Scope = 'own' | 'other';
type ByScope = number | { own: number; other: number };
/** `operator`: what an operator's token gets; the anonymous caller's status when not named. */
type Expect = { anonymous: number; creator: ByScope; brand: ByScope; operator?: number };

type Account = { role: Role; id: string; email: string; password: string; accessToken: string; refreshToken: string };
type Fixture = { brand: Record<Side, Account>; creator: Record<Side, Account>; operator: TestOperator };
/** `operator`: the call is the operator's (its `actor` is null: to the row, an anonymous caller). */
type Cell = { fx: Fixture; actor: Account | null; owner: Side; scope: Scope | null; operator?: boolean };
type Res = Awaited<ReturnType<typeof call>>;

type Row = {
  route: string;
  what: string;
  expect: Expect;
  /** Resources of side A and side B: each actor calls once on its own side's and once on the other's. */
  owned?: boolean;
  request: (cell: Cell) => Promise<CallOptions> | CallOptions;
  /** Further checks on a 2xx answer (e.g. the data is the caller's). */
  check?: (res: Res, cell: Cell) => Promise<void> | void;
  /** After a refusal: the resource is as it was. */
  unchanged?: (cell: Cell) => Promise<void>;
};

const ACTORS: ActorName[] = ['anonymous', 'creatorA', 'creatorB', 'brandA', 'brandB'];
const same = (status: number): Expect => ({ anonymous: status, creator: status, brand: status });
const brandOnly = (ok: number | { own: number; other: number }): Expect => ({ anonymous: 401, creator: 401, brand: ok });
const operatorOnly = (ok: number): Expect => ({ anonymous: 401, creator: 401, brand: 401, operator: ok });
const creatorOnly = (ok: number | { own: number; other: number }): Expect => ({ anonymous: 401, creator: ok, brand: 401 });
const OWNED_BY_BRAND = { own: 200, other: 404 };

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');
const brandOf = (c: Cell) => c.fx.brand[c.owner];
const creatorOf = (c: Cell) => c.fx.creator[c.owner];

async function openCampaign(c: Cell, over: Parameters<typeof createCampaign>[1] = {}) {
  return createCampaign(brandOf(c).id, over);
}
async function pendingRequest(c: Cell) {
  const campaign = await openCampaign(c);
  const request = await createRequest(campaign.id, creatorOf(c).id);
  return { campaign, request };
}
async function notificationFor(role: Role, id: string, type = role === 'creator' ? 'approval' : 'request') {
  const db = await getDb();
  const [row] = await db
    .insert(notifications)
    // A kind every feed of that role shows (the creator's spec feed keeps to approvals and rejections).
    .values({ recipientRole: role, recipientId: id, type, message: `matrix ${crypto.randomUUID()}` })
    .returning();
  return row;
}
const isMine = (c: Cell) => c.scope === 'own';

// Per-cell notes between request() and check()/unchanged() (e.g. the id a list must or must not show).
const probes = new WeakMap<Cell, string>();
async function probe(c: Cell, row: Promise<{ id: string }>): Promise<string> {
  const { id } = await row;
  probes.set(c, id);
  return id;
}

async function decisionRequest(c: Cell): Promise<CallOptions> {
  const { campaign, request } = await pendingRequest(c);
  probes.set(c, request.id);
  return { params: { id: campaign.id }, json: { influencerId: creatorOf(c).id } };
}

/** A refused decision leaves the request pending and the creator without a notification about it. */
async function stillPending(c: Cell) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(participationRequests)
    .where(eq(participationRequests.id, probes.get(c)!));
  expect(row.status).toBe('pending');
  const told = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientRole, 'creator'), eq(notifications.recipientId, creatorOf(c).id), eq(notifications.campaignId, row.campaignId)));
  expect(told).toHaveLength(0);
}

const campaignIs = (want: Partial<typeof campaigns.$inferSelect>) => async (c: Cell) => {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, probes.get(c)!));
  expect(row).toMatchObject(want);
};

const ROWS: Row[] = [
  // Sign-in and sign-up: open to everyone; a token sent along changes nothing.
  {
    route: 'POST /api/auth/login',
    what: 'generic login with creator A credentials',
    expect: same(200),
    request: ({ fx }) => ({ json: { email: fx.creator.A.email, password: fx.creator.A.password } }),
    check: (res, { fx }) => expect(res.data.user).toMatchObject({ _id: fx.creator.A.id }),
  },
  {
    route: 'POST /api/auth/password-reset/request',
    what: 'reset request for a fresh address',
    expect: same(200),
    request: () => ({ json: { role: 'creator', email: freshEmail() } }),
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    what: 'reset with a valid code of a fresh creator',
    expect: same(200),
    request: async () => {
      const { creator } = await createCreator();
      const { code } = await issueEmailCode({ email: creator.email, purpose: 'reset', role: 'creator' });
      return { json: { role: 'creator', email: creator.email, code, password: 'new-secret-1' } };
    },
  },
  {
    route: 'POST /api/brand/login',
    what: 'brand login with brand A credentials',
    expect: same(200),
    request: ({ fx }) => ({ json: { email: fx.brand.A.email, password: fx.brand.A.password } }),
    check: (res, { fx }) => expect(res.data.user).toMatchObject({ _id: fx.brand.A.id }),
  },
  {
    route: 'POST /api/brand/signup',
    what: 'brand sign-up with a verified phone',
    expect: same(201),
    request: async () => {
      const phone = await verifiedPhone();
      const form = new FormData();
      const fields = {
        name: 'Asha',
        email: freshEmail('brand'),
        password: 'secret123',
        phone: phone.local,
        brandName: 'Chai',
        companyType: 'Private',
        gstNo: '27AAPFU0939F1ZV',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('brandLogo', await imageFile('logo.png'));
      return { form };
    },
  },
  {
    route: 'POST /api/brand/token',
    what: "new access token for brand A's refresh token",
    expect: same(200),
    request: ({ fx }) => ({ json: { token: fx.brand.A.refreshToken } }),
  },
  {
    route: 'POST /api/creator/login',
    what: 'creator login with creator A credentials',
    expect: same(200),
    request: ({ fx }) => ({ json: { email: fx.creator.A.email, password: fx.creator.A.password } }),
    check: (res, { fx }) => expect(res.data.Creator).toMatchObject({ _id: fx.creator.A.id }),
  },
  {
    route: 'POST /api/creator/request-otp',
    what: 'sign-up code for a fresh address',
    expect: same(200),
    request: () => ({ json: { email: freshEmail() } }),
  },
  {
    route: 'POST /api/creator/verify-otp',
    what: 'the right code for a fresh address',
    expect: same(200),
    request: async () => {
      const email = freshEmail();
      const { code } = await issueEmailCode({ email, purpose: 'signup', role: 'creator' });
      return { json: { email, otp: code } };
    },
  },
  {
    route: 'POST /api/creator/signup',
    what: 'creator sign-up after a verified code',
    expect: same(201),
    request: async () => {
      const form = new FormData();
      const fields = { name: 'Ravi', email: await verifiedSignupEmail(), password: 'secret123', phone: freshPhone().local };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return { form };
    },
  },
  {
    route: 'POST /api/creator/token',
    what: "new access token for creator A's refresh token",
    expect: same(200),
    request: ({ fx }) => ({ json: { token: fx.creator.A.refreshToken } }),
  },
  {
    route: 'POST /api/phone/send-code',
    what: 'a code to a fresh phone',
    expect: same(200),
    request: () => ({ json: { phone: freshPhone().local } }),
  },
  {
    route: 'POST /auth/numberVerification',
    what: 'the texted code for a fresh phone',
    expect: same(200),
    request: async () => {
      const phone = freshPhone();
      await sendLocalCode(phone.local);
      return { url: `/auth/numberVerification?phone=${phone.local}`, json: { code: latestSmsCode(phone.e164) } };
    },
  },
  {
    route: 'POST /api/session/logout',
    what: 'sign out a fresh creator session by its refresh token',
    expect: same(200),
    request: async ({ fx }) => {
      const { refreshToken } = await startSession({ role: 'creator', id: fx.creator.A.id });
      return { url: '/api/session/logout?role=creator', json: { token: refreshToken } };
    },
  },
  {
    route: 'GET /api/session/refresh',
    what: 'cookie refresh detour with a fresh brand session: back to the dashboard',
    expect: same(307),
    request: async ({ fx }) => {
      const { refreshToken } = await startSession({ role: 'brand', id: fx.brand.A.id });
      return { url: '/api/session/refresh?role=brand&next=/brand/dashboard', cookies: { brand_refresh: refreshToken } };
    },
    check: (res) => expect(res.headers.get('location')).toBe('/brand/dashboard'),
  },
  {
    route: 'POST /api/session/refresh',
    what: 'cookie refresh with a fresh creator session',
    expect: same(200),
    request: async ({ fx }) => {
      const { refreshToken } = await startSession({ role: 'creator', id: fx.creator.A.id });
      return { url: '/api/session/refresh?role=creator', cookies: { creator_refresh: refreshToken }, headers: { 'sec-fetch-site': 'same-origin' } };
    },
  },

  {
    route: 'GET /api/session/viewer',
    what: "the caller's own session; the state of side X's request only to the creator who made it; side X's campaign owned only by brand X",
    expect: same(200),
    owned: true,
    request: async (c) => {
      const { campaign } = await pendingRequest(c);
      probes.set(c, campaign.id);
      return { url: `/api/session/viewer?campaigns=${campaign.id}` };
    },
    check: (res, c) => {
      const me = c.actor;
      const { brand, creator } = res.data as { brand: { _id: string } | null; creator: { _id: string; requests: object } | null };
      expect(brand === null).toBe(me?.role !== 'brand');
      expect(creator === null).toBe(me?.role !== 'creator');
      if (me?.role === 'brand') {
        expect(brand?._id).toBe(me.id);
        expect((brand as { owned?: string[] } | null)?.owned).toEqual(isMine(c) ? [probes.get(c)!] : []);
      }
      if (me?.role === 'creator') {
        expect(creator?._id).toBe(me.id);
        expect(creator?.requests).toEqual(isMine(c) ? { [probes.get(c)!]: 'pending' } : {});
      }
    },
  },
  {
    route: 'GET /api/session/viewer',
    what: "a brand's actions on creator X's page: the phone only to the brand negotiating with them, nothing for others",
    expect: same(200),
    owned: true,
    request: async (c) => {
      await pendingRequest(c);
      return { url: `/api/session/viewer?creator=${creatorOf(c).id}` };
    },
    check: (res, c) => {
      const { brand } = res.data as { brand: { forCreator: { _id: string; phone: string | null } } | null };
      if (c.actor?.role !== 'brand') return expect(brand).toBeNull();
      expect(brand?.forCreator._id).toBe(creatorOf(c).id);
      expect(brand?.forCreator.phone === null).toBe(!isMine(c));
    },
  },

  // Public reads.
  { route: 'GET /api/campaign', what: 'public campaign list', expect: same(200), request: () => ({ url: '/api/campaign' }) },
  {
    route: 'GET /api/campaign/[id]',
    what: 'an open campaign of side X',
    expect: same(200),
    owned: true,
    request: async (c) => ({ params: { id: (await openCampaign(c)).id } }),
  },
  {
    route: 'GET /api/campaign/[id]',
    what: 'a closed campaign: its brand only',
    expect: { anonymous: 404, creator: 404, brand: OWNED_BY_BRAND },
    owned: true,
    request: async (c) => ({ params: { id: (await openCampaign(c, { status: 'closed' })).id } }),
  },
  { route: 'GET /api/health', what: 'health check', expect: same(200), request: () => ({}) },
  { route: 'GET /api/health/live', what: 'liveness: public', expect: same(200), request: () => ({}) },
  { route: 'GET /api/health/ready', what: 'readiness: public', expect: same(200), request: () => ({}) },
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method) => ({
    route: `${method} /api/[...missing]`,
    what: 'an unknown API path: JSON 404 for everybody',
    expect: same(404),
    request: () => ({ url: '/api/no-such-endpoint', params: { missing: ['no-such-endpoint'] } }),
  })),
  { route: 'GET /api/phone/config', what: 'phone provider config', expect: same(200), request: () => ({}) },
  {
    route: 'POST /api/email/unsubscribe',
    what: "one-click unsubscribe with side X's creator's signed link: the token is the credential, a session changes nothing",
    expect: same(200),
    request: (c) => ({ url: `/api/email/unsubscribe?token=${unsubscribeToken({ role: 'creator', id: creatorOf(c).id, topic: 'messages' })}` }),
    check: async (res, c) => {
      expect(res.data).toEqual({ raw: expect.stringContaining('You will no longer get e-mails about “New messages”') });
      expect(await emailTopicsOn({ role: 'creator', id: creatorOf(c).id })).toEqual(['decisions', 'invitations', 'collaborations']);
      await saveEmailTopics({ role: 'creator', id: creatorOf(c).id }, ['decisions', 'invitations', 'collaborations', 'messages']);
    },
  },
  {
    route: 'GET /api/email/unsubscribe',
    what: 'an unsubscribe link opened: the page that asks, nothing changed',
    expect: same(303),
    request: (c) => ({ url: `/api/email/unsubscribe?token=${unsubscribeToken({ role: 'creator', id: creatorOf(c).id, topic: 'messages' })}` }),
    check: async (res, c) => {
      expect(res.headers.get('location')).toMatch(/^\/unsubscribe\?token=creator\./);
      expect(await emailTopicsOn({ role: 'creator', id: creatorOf(c).id })).toContain('messages');
    },
  },
  {
    route: 'GET /uploads/[name]',
    what: 'a stored image',
    expect: same(200),
    request: async () => ({ params: { name: await storedUploadName() } }),
    check: (res) => expect(res.headers.get('content-type')).toBe('image/png'),
  },

  // Brand-only, token-scoped.
  {
    route: 'GET /api/brand/campaigns',
    what: "side X's campaign is listed for its brand only",
    expect: brandOnly(200),
    owned: true,
    request: async (c) => {
      await openCampaign(c, { campaignName: `mine-${c.owner}-${crypto.randomUUID()}` });
      return {};
    },
    check: (res, c) => {
      const list = res.data.campaigns as { brandId: string }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((x) => x.brandId === c.actor!.id)).toBe(true);
    },
  },
  {
    route: 'GET /api/brand/profile',
    what: 'the caller brand profile',
    expect: brandOnly(200),
    request: () => ({}),
    check: (res, c) => expect(res.data._id).toBe(c.actor!.id),
  },
  {
    route: 'PUT /api/brand/profile',
    what: 'the caller brand profile changes, never another',
    expect: brandOnly(200),
    request: (c) => ({
      method: 'PUT',
      json: { brandName: `Renamed ${crypto.randomUUID().slice(0, 8)}`, email: c.actor?.email ?? freshEmail(), phone: '9812345678', address: 'Jaipur' },
    }),
    check: async (res, c) => {
      expect(res.data._id).toBe(c.actor!.id);
      const db = await getDb();
      const [self] = await db.select().from(brands).where(eq(brands.id, c.actor!.id));
      expect(self.brandName).toBe(res.data.brandName);
    },
  },
  {
    route: 'POST /api/brand/profile/email',
    what: "the caller brand confirms its own pending address with the code mailed to it; a code never moves another brand's address",
    expect: brandOnly({ own: 200, other: 400 }),
    owned: true,
    request: async (c) => {
      // Side X's brand asks for a new address; only that brand's own confirmation may use the code.
      const owner = brandOf(c);
      const next = freshEmail('moved');
      const row = await brandRow(owner.id);
      await startEmailChange(row, next);
      probes.set(c, next);
      return { method: 'POST', json: { code: await latestMailCode(next) } };
    },
    check: async (res, c) => {
      expect(c.scope).toBe('own');
      expect(res.data).toMatchObject({ _id: c.actor!.id, email: probes.get(c) });
      // Back to the fixture's address, which later rows log in with.
      await setBrandEmail(c.actor!.id, { email: c.actor!.email, pendingEmail: null });
    },
    unchanged: async (c) => {
      const row = await brandRow(brandOf(c).id);
      expect(row.email).toBe(brandOf(c).email);
      await setBrandEmail(brandOf(c).id, { pendingEmail: null });
    },
  },
  {
    route: 'DELETE /api/brand/profile/email',
    what: "the caller brand drops its own pending address, never another's",
    expect: brandOnly(200),
    owned: true,
    request: async (c) => {
      const owner = brandOf(c);
      const next = freshEmail('pending');
      await setBrandEmail(owner.id, { pendingEmail: next });
      probes.set(c, next);
      return { method: 'DELETE' };
    },
    check: async (res, c) => {
      expect(res.data._id).toBe(c.actor!.id);
      const mine = await brandRow(c.actor!.id);
      expect(mine.pendingEmail).toBeNull();
      // On its own brand the cancel just cleared it; another side's pending address is untouched.
      const theirs = await brandRow(brandOf(c).id);
      expect(theirs.pendingEmail).toBe(c.scope === 'other' ? probes.get(c) : null);
      await setBrandEmail(brandOf(c).id, { pendingEmail: null });
    },
    unchanged: async (c) => {
      const row = await brandRow(brandOf(c).id);
      expect(row.pendingEmail).toBe(probes.get(c));
      await setBrandEmail(brandOf(c).id, { pendingEmail: null });
    },
  },
  {
    route: 'GET /api/brand/notifications',
    what: "side X brand's notification is shown to that brand only",
    expect: brandOnly(200),
    owned: true,
    request: async (c) => {
      probes.set(c, (await notificationFor('brand', brandOf(c).id)).id);
      return {};
    },
    check: (res, c) => {
      const ids = (res.data.notifications as { _id: string }[]).map((n) => n._id);
      expect(ids.includes(probes.get(c)!)).toBe(isMine(c));
    },
  },
  {
    route: 'POST /api/brand/notifications/read',
    what: "marks side X brand's notification read for that brand only",
    expect: brandOnly(200),
    owned: true,
    request: async (c) => ({ json: { ids: [(await notificationFor('brand', brandOf(c).id)).id] } }),
    check: (res, c) => expect(res.data.updated).toBe(isMine(c) ? 1 : 0),
  },
  {
    route: 'POST /api/campaign/create',
    what: 'a new campaign for the caller brand',
    expect: brandOnly(201),
    request: async () => ({ form: campaignForm({}, await imageFile()) }),
    check: (res, c) => expect((res.data.campaign as { brandId: string }).brandId).toBe(c.actor!.id),
  },
  {
    route: 'GET /api/campaign/notifications',
    what: "side X's pending request appears for its brand only",
    expect: brandOnly(200),
    owned: true,
    request: async (c) => {
      probes.set(c, (await pendingRequest(c)).campaign.id);
      return {};
    },
    check: (res, c) => {
      const list = res.data.campaigns as { _id: string; brandId: string }[];
      expect(list.every((x) => x.brandId === c.actor!.id)).toBe(true);
      expect(list.some((x) => x._id === probes.get(c))).toBe(isMine(c));
    },
  },
  {
    route: 'POST /api/campaign/[id]/approve',
    what: "approve a pending request on side X's campaign",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: decisionRequest,
    unchanged: stillPending,
  },
  {
    route: 'POST /api/campaign/[id]/decline',
    what: "decline a pending request on side X's campaign",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: decisionRequest,
    unchanged: stillPending,
  },
  {
    route: 'POST /api/campaign/[id]/close',
    what: "close side X's campaign",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, openCampaign(c)) } }),
    unchanged: campaignIs({ status: 'open' }),
  },
  {
    route: 'POST /api/campaign/[id]/reopen',
    what: "reopen side X's closed campaign",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, openCampaign(c, { status: 'closed' })) } }),
    unchanged: campaignIs({ status: 'closed' }),
  },
  {
    route: 'PATCH /api/campaign/[id]',
    what: "edit side X's campaign",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({
      method: 'PATCH',
      params: { id: await probe(c, openCampaign(c, { campaignName: 'Untouched' })) },
      json: { campaignName: 'Edited' },
    }),
    unchanged: campaignIs({ campaignName: 'Untouched' }),
  },
  {
    route: 'DELETE /api/campaign/[id]',
    what: "close side X's campaign by DELETE",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({ method: 'DELETE', params: { id: await probe(c, openCampaign(c)) } }),
    unchanged: campaignIs({ status: 'open' }),
  },
  {
    route: 'POST /api/campaign/send-order-confirmation-email',
    what: "mail the creator approved on side X's campaign",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => {
      const campaign = await openCampaign(c);
      await createRequest(campaign.id, creatorOf(c).id, 'approved');
      return { json: { customerEmail: creatorOf(c).email } };
    },
  },
  {
    route: 'GET /api/creators/[id]',
    what: "creator X's public profile; the phone only for the brand negotiating with them",
    expect: brandOnly(200),
    owned: true,
    request: async (c) => {
      await pendingRequest(c);
      return { params: { id: creatorOf(c).id } };
    },
    check: (res, c) => {
      expect(res.data._id).toBe(creatorOf(c).id);
      expect(res.data.phone === null).toBe(!isMine(c));
    },
  },

  // Creator-only.
  {
    route: 'GET /api/creator/profile',
    what: 'the caller creator profile',
    expect: creatorOnly(200),
    request: () => ({}),
    check: (res, c) => expect(res.data._id).toBe(c.actor!.id),
  },
  {
    route: 'PUT /api/creator/profile',
    what: 'the caller creator profile changes, never another',
    expect: creatorOnly(200),
    request: () => ({ method: 'PUT', json: { bio: `bio ${crypto.randomUUID()}` } }),
    check: async (res, c) => {
      expect(res.data._id).toBe(c.actor!.id);
      const db = await getDb();
      const [self] = await db.select().from(creators).where(eq(creators.id, c.actor!.id));
      expect(self.bio).toBe(res.data.bio);
    },
  },
  {
    route: 'GET /api/creator/notifications',
    what: "side X creator's notification is shown to that creator only",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => {
      const n = await notificationFor('creator', creatorOf(c).id);
      probes.set(c, n.id);
      return {};
    },
    check: (res, c) => {
      const ids = (res.data.notifications as { _id: string }[]).map((n) => n._id);
      expect(ids.includes(probes.get(c)!)).toBe(isMine(c));
    },
  },
  {
    route: 'GET /api/creator/activity',
    what: "side X creator's notification (every kind) is shown to that creator only",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => {
      const n = await notificationFor('creator', creatorOf(c).id, 'invitation');
      probes.set(c, n.id);
      return {};
    },
    check: (res, c) => {
      const ids = (res.data.notifications as { _id: string }[]).map((n) => n._id);
      expect(ids.includes(probes.get(c)!)).toBe(isMine(c));
    },
  },
  {
    route: 'POST /api/creator/notifications/read',
    what: "marks side X creator's notification read for that creator only",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => ({ json: { ids: [(await notificationFor('creator', creatorOf(c).id)).id] } }),
    check: (res, c) => expect(res.data.updated).toBe(isMine(c) ? 1 : 0),
  },
  {
    route: 'GET /api/creator/requests',
    what: "creator X's request is listed for that creator only",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => {
      const { request } = await pendingRequest(c);
      probes.set(c, request.id);
      return {};
    },
    check: (res, c) => {
      const ids = (res.data.requests as { _id: string }[]).map((r) => r._id);
      expect(ids.includes(probes.get(c)!)).toBe(isMine(c));
    },
  },
  {
    route: 'DELETE /api/creator/requests/[id]',
    what: "withdraw creator X's pending request",
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => {
      const { request } = await pendingRequest(c);
      probes.set(c, request.id);
      return { method: 'DELETE', params: { id: request.id } };
    },
    unchanged: async (c) => {
      const db = await getDb();
      const [row] = await db
        .select()
        .from(participationRequests)
        .where(eq(participationRequests.id, probes.get(c)!));
      expect(row?.status).toBe('pending');
    },
  },
  {
    route: 'POST /api/campaign/[id]/request',
    what: "ask to join side X brand's open campaign (any creator may)",
    expect: creatorOnly({ own: 201, other: 201 }),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, openCampaign(c)) } }),
    unchanged: async (c) => {
      const db = await getDb();
      expect(
        await db
          .select()
          .from(participationRequests)
          .where(eq(participationRequests.campaignId, probes.get(c)!)),
      ).toHaveLength(0);
    },
  },
];

// Collaborations: either side of its own job may read it and write in its thread; each step is
// for one side (the other side of the same job gets 403, anyone else 404, as if it did not exist).
const prepared = new WeakMap<Cell, { id: string; submissionId?: string }>();
async function collaborationIn(c: Cell, stage: CollaborationStatus) {
  const campaign = await openCampaign(c, { deliverables: [] });
  const entry = await jobIn(campaign.id, creatorOf(c).id, stage);
  prepared.set(c, entry);
  return entry;
}
const stageIs = (stage: CollaborationStatus) => async (c: Cell) => {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(participationRequests)
    .where(eq(participationRequests.id, prepared.get(c)!.id));
  expect(row.stage).toBe(stage);
};
const threadIsEmpty = async (c: Cell) =>
  expect(
    await (
      await getDb()
    )
      .select()
      .from(messages)
      .where(eq(messages.collaborationId, prepared.get(c)!.id)),
  ).toHaveLength(0);
const metricReportsOf = async (c: Cell) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(postMetricReports)
      .where(eq(postMetricReports.collaborationId, prepared.get(c)!.id))
  ).length;
const eitherSide = (ok: number): Expect => ({ anonymous: 401, creator: { own: ok, other: 404 }, brand: { own: ok, other: 404 } });
const brandStep = (ok: number): Expect => ({ anonymous: 401, creator: { own: 403, other: 404 }, brand: { own: ok, other: 404 } });
const creatorStep = (ok: number): Expect => ({ anonymous: 401, creator: { own: ok, other: 404 }, brand: { own: 403, other: 404 } });
const draftForm = () => {
  const form = new FormData();
  form.set('caption', 'v1');
  form.set('draftUrl', 'https://drive.example.com/v1');
  return form;
};

ROWS.push(
  {
    route: 'GET /api/collaborations',
    what: "the caller's own collaborations only",
    expect: { anonymous: 401, creator: 200, brand: 200 },
    owned: true,
    request: async (c) => {
      await collaborationIn(c, 'active');
      return {};
    },
    check: (res, c) => {
      const ids = (res.data.collaborations as { _id: string }[]).map((r) => r._id);
      expect(ids.includes(prepared.get(c)!.id)).toBe(isMine(c));
    },
  },
  { route: 'GET /api/collaborations/unread', what: "the caller's unread messages", expect: { anonymous: 401, creator: 200, brand: 200 }, request: () => ({}) },
  { route: 'GET /api/events', what: "the caller's own event stream", expect: { anonymous: 401, creator: 200, brand: 200 }, request: () => ({}) },
  {
    route: 'GET /api/collaborations/[id]',
    what: 'a collaboration, for its two sides only',
    expect: eitherSide(200),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'active')).id } }),
  },
  {
    route: 'GET /api/collaborations/[id]/events',
    what: "a collaboration's event stream, for its two sides only",
    expect: eitherSide(200),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'active')).id } }),
  },
  {
    route: 'GET /api/collaborations/[id]/messages',
    what: 'the thread, for its two sides only',
    expect: eitherSide(200),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'active')).id } }),
  },
  {
    route: 'POST /api/collaborations/[id]/messages',
    what: 'writing in the thread, for its two sides only',
    expect: eitherSide(201),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'active')).id }, json: { text: 'hello' } }),
    unchanged: threadIsEmpty,
  },
  {
    route: 'POST /api/collaborations/[id]/messages/read',
    what: 'marking the thread seen, for its two sides only',
    expect: eitherSide(200),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'active')).id } }),
  },
  {
    route: 'POST /api/collaborations/[id]/submissions',
    what: "the job's creator submits content",
    expect: creatorStep(201),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'active')).id }, form: draftForm() }),
    check: (_res, c) => stageIs('submitted')(c),
    unchanged: stageIs('active'),
  },
  {
    route: 'POST /api/collaborations/[id]/submissions/[submissionId]/review',
    what: "the job's brand reviews the latest version",
    expect: brandStep(200),
    owned: true,
    request: async (c) => {
      const { id, submissionId } = await collaborationIn(c, 'submitted');
      return { params: { id, submissionId: submissionId! }, json: { decision: 'approve' } };
    },
    check: (_res, c) => stageIs('approved')(c),
    unchanged: stageIs('submitted'),
  },
  {
    route: 'POST /api/collaborations/[id]/live',
    what: "the job's creator shares the live post",
    expect: creatorStep(200),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'approved')).id }, json: { postUrls: ['https://instagram.com/p/x'] } }),
    check: (_res, c) => stageIs('live')(c),
    unchanged: stageIs('approved'),
  },
  {
    route: 'POST /api/collaborations/[id]/metrics',
    what: "the job's creator reports the live post's figures",
    expect: creatorStep(201),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'live')).id }, json: { views: 900 } }),
    check: async (_res, c) => expect(await metricReportsOf(c)).toBe(1),
    unchanged: async (c) => expect(await metricReportsOf(c)).toBe(0),
  },
  {
    route: 'POST /api/collaborations/[id]/complete',
    what: "the job's brand completes it",
    expect: brandStep(200),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'live')).id } }),
    check: (_res, c) => stageIs('completed')(c),
    unchanged: stageIs('live'),
  },
  {
    route: 'POST /api/collaborations/[id]/cancel',
    what: 'either side of the job cancels it',
    expect: eitherSide(200),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'active')).id }, json: { reason: 'Plans changed' } }),
    check: (_res, c) => stageIs('cancelled')(c),
    unchanged: stageIs('active'),
  },
);

// Shortlists: the brand's own; another brand's list answers 404 like a missing one and stays as it was.
const shortlistNamed = async (id: string) => (await getDb()).select().from(shortlists).where(eq(shortlists.id, id));
const sideList = async (c: Cell, members: string[] = []) => probe(c, listWith(brandOf(c).id, `List ${crypto.randomUUID()}`, members));
ROWS.push(
  {
    route: 'GET /api/shortlists',
    what: "side X brand's lists, for that brand only",
    expect: brandOnly(200),
    owned: true,
    request: async (c) => {
      await sideList(c);
      return {};
    },
    check: (res, c) => expect((res.data.shortlists as { _id: string }[]).some((l) => l._id === probes.get(c))).toBe(isMine(c)),
  },
  {
    route: 'POST /api/shortlists',
    what: 'a new list for the caller brand',
    expect: brandOnly(201),
    request: () => ({ json: { name: `List ${crypto.randomUUID()}` } }),
    check: async (res, c) => {
      const [row] = await shortlistNamed((res.data.shortlist as { _id: string })._id);
      expect(row.brandId).toBe(c.actor!.id);
    },
  },
  {
    route: 'GET /api/shortlists/[id]',
    what: "side X brand's list with its creators",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({ params: { id: await sideList(c, [creatorOf(c).id]) } }),
    check: (res, c) => expect(JSON.stringify(res.data)).not.toContain(creatorOf(c).email),
  },
  {
    route: 'PATCH /api/shortlists/[id]',
    what: "rename side X brand's list",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({ params: { id: await sideList(c) }, json: { name: `Renamed ${crypto.randomUUID()}` } }),
    unchanged: async (c) => expect((await shortlistNamed(probes.get(c)!))[0].name).toMatch(/^List /),
  },
  {
    route: 'DELETE /api/shortlists/[id]',
    what: "delete side X brand's list",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({ params: { id: await sideList(c) } }),
    check: async (_res, c) => expect(await shortlistNamed(probes.get(c)!)).toHaveLength(0),
    unchanged: async (c) => expect(await shortlistNamed(probes.get(c)!)).toHaveLength(1),
  },
  {
    route: 'PUT /api/shortlists/[id]/members/[creatorId]',
    what: "save a creator to side X brand's list",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({ params: { id: await sideList(c), creatorId: creatorOf(c).id } }),
    check: async (_res, c) => expect(await membersOf(probes.get(c)!)).toEqual([creatorOf(c).id]),
    unchanged: async (c) => expect(await membersOf(probes.get(c)!)).toEqual([]),
  },
  {
    route: 'DELETE /api/shortlists/[id]/members/[creatorId]',
    what: "take a creator off side X brand's list",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({ params: { id: await sideList(c, [creatorOf(c).id]), creatorId: creatorOf(c).id } }),
    check: async (_res, c) => expect(await membersOf(probes.get(c)!)).toEqual([]),
    unchanged: async (c) => expect(await membersOf(probes.get(c)!)).toEqual([creatorOf(c).id]),
  },
);

// The creator directory: every brand searches every creator; creators and nobody may not.
ROWS.push({
  route: 'GET /api/creators',
  what: 'a creator of side X is found by any brand, without e-mail or phone',
  expect: brandOnly(200),
  owned: true,
  request: async (c) => {
    const city = `Matrix${crypto.randomUUID().slice(0, 8)}`;
    const { creator } = await createCreator({ city });
    probes.set(c, creator.id);
    return { url: `/api/creators?city=${city}` };
  },
  check: (res, c) => {
    const list = res.data.creators as Record<string, unknown>[];
    expect(list.map((x) => x._id)).toEqual([probes.get(c)]);
    expect(list.every((x) => !('email' in x) && !('phone' in x))).toBe(true);
  },
});

// Invitations (issue 15): the inviting brand's campaign, shortlist and invitation, the invited
// creator's invitation and mutes. Anyone else's is "not found", as if it did not exist.
const invitationsOf = async (campaignId: string) => (await getDb()).select().from(invitations).where(eq(invitations.campaignId, campaignId));
const invitationIs = (status: string) => async (c: Cell) => {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(invitations)
    .where(eq(invitations.id, probes.get(c)!));
  expect(row.status).toBe(status);
};
/** A pending invitation from brand X's open campaign to creator X (side X = the cell's owner). */
async function invitationFor(c: Cell) {
  const campaign = await openCampaign(c);
  return probe(c, createInvitation(campaign.id, creatorOf(c).id));
}
async function packageOf(creatorId: string, status: 'active' | 'paused' = 'active') {
  const [row] = await (
    await getDb()
  )
    .insert(creatorPackages)
    .values({
      creatorId,
      position: 0,
      title: 'Matrix package',
      platform: 'Instagram',
      deliverables: [{ platform: 'Instagram', kind: 'reel', count: 1 }],
      pricePaise: 500_000,
      deliveryDays: 5,
      status,
    })
    .returning();
  return row!;
}
const packageRow = async (id: string) => (await (await getDb()).select().from(creatorPackages).where(eq(creatorPackages.id, id)))[0];
const packagesTitled = async (title: string) => (await getDb()).select().from(creatorPackages).where(eq(creatorPackages.title, title));
const ordersOfPackage = async (packageId: string) => (await getDb()).select().from(packageOrders).where(eq(packageOrders.packageId, packageId));
const orderOfJob = async (id: string) => (await (await getDb()).select().from(packageOrders).where(eq(packageOrders.collaborationId, id)))[0];
/** A package of side X's creator ordered and paid by side X's brand: its collaboration's id. */
async function paidOrderFor(c: Cell): Promise<{ id: string }> {
  const pkg = await packageOf(creatorOf(c).id);
  const brand = { role: 'brand' as const, id: brandOf(c).id };
  const placed = await orderPackage(brand, creatorOf(c).id, pkg.id, { brief: 'Feature our launch' });
  await localCheckout(brand, placed.checkout.orderId, 'capture');
  return { id: placed.order.collaborationId };
}
const mutesOf = async (creatorId: string) => (await getDb()).select().from(creatorMutes).where(eq(creatorMutes.creatorId, creatorId));

ROWS.push(
  {
    route: 'POST /api/campaign/[id]/invitations',
    what: 'the owning brand invites a creator to its open campaign',
    expect: brandOnly({ own: 201, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, openCampaign(c)) }, json: { creatorId: c.fx.creator.A.id, note: 'Hello' } }),
    check: async (res, c) => {
      const rows = await invitationsOf(probes.get(c)!);
      expect(rows.map((r) => [r.brandId, r.creatorId])).toEqual([[c.actor!.id, c.fx.creator.A.id]]);
      expect((res.data.invitation as { _id: string })._id).toBe(rows[0].id);
    },
    unchanged: async (c) => expect(await invitationsOf(probes.get(c)!)).toHaveLength(0),
  },
  {
    route: 'GET /api/campaign/[id]/invitations',
    what: "a campaign's invitations, for its brand only",
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => {
      const campaign = await openCampaign(c);
      await createInvitation(campaign.id, c.fx.creator.A.id);
      return { params: { id: campaign.id } };
    },
    check: (res) => expect(res.data.invitations).toHaveLength(1),
  },
  {
    route: 'GET /api/creator/invitations',
    what: "the calling creator's own invitations only",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => {
      await invitationFor(c);
      return {};
    },
    check: (res, c) => expect((res.data.invitations as { _id: string }[]).some((i) => i._id === probes.get(c))).toBe(isMine(c)),
  },
  {
    route: 'POST /api/invitations/[id]/accept',
    what: 'the invited creator accepts: an active collaboration',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await invitationFor(c) } }),
    check: async (res, c) => {
      await invitationIs('accepted')(c);
      const [job] = await (
        await getDb()
      )
        .select()
        .from(participationRequests)
        .where(eq(participationRequests.id, res.data.collaborationId as string));
      expect(job).toMatchObject({ creatorId: c.actor!.id, stage: 'active' });
    },
    unchanged: invitationIs('pending'),
  },
  {
    route: 'POST /api/invitations/[id]/decline',
    what: 'the invited creator declines with a reason',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await invitationFor(c) }, json: { reason: 'Busy' } }),
    check: (_res, c) => invitationIs('declined')(c),
    unchanged: invitationIs('pending'),
  },
  {
    route: 'POST /api/invitations/[id]/withdraw',
    what: 'the inviting brand withdraws a pending invitation',
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await invitationFor(c) } }),
    check: (_res, c) => invitationIs('withdrawn')(c),
    unchanged: invitationIs('pending'),
  },
  {
    route: 'GET /api/creator/mutes',
    what: "the calling creator's own muted brands only",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => {
      const { brand } = await createBrand();
      await (await getDb()).insert(creatorMutes).values({ creatorId: creatorOf(c).id, brandId: brand.id });
      probes.set(c, brand.id);
      return {};
    },
    check: (res, c) => expect((res.data.brands as { _id: string }[]).some((b) => b._id === probes.get(c))).toBe(isMine(c)),
  },
  {
    route: 'PUT /api/creator/mutes/[brandId]',
    what: 'the calling creator mutes a brand, for themselves only',
    expect: creatorOnly(200),
    request: async (c) => ({
      params: {
        brandId: await probe(
          c,
          createBrand().then((b) => b.brand),
        ),
      },
    }),
    check: async (_res, c) => expect((await mutesOf(c.actor!.id)).map((m) => m.brandId)).toContain(probes.get(c)),
    unchanged: async (c) => {
      const rows = await (
        await getDb()
      )
        .select()
        .from(creatorMutes)
        .where(eq(creatorMutes.brandId, probes.get(c)!));
      expect(rows).toHaveLength(0);
    },
  },
  {
    route: 'DELETE /api/creator/mutes/[brandId]',
    what: "the calling creator unmutes a brand; another creator's mute stays",
    expect: creatorOnly(200),
    request: async (c) => {
      const { brand } = await createBrand();
      await (await getDb()).insert(creatorMutes).values({ creatorId: c.fx.creator.B.id, brandId: brand.id });
      probes.set(c, brand.id);
      return { params: { brandId: brand.id } };
    },
    check: async (_res, c) => expect((await mutesOf(c.fx.creator.B.id)).some((m) => m.brandId === probes.get(c))).toBe(c.actor!.id !== c.fx.creator.B.id),
  },
  // A creator's packages (issue 35): the owner alone lists all and changes them; anyone reads the active ones.
  {
    route: 'GET /api/creator/packages',
    what: "the calling creator's own packages only",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => {
      await probe(c, packageOf(creatorOf(c).id));
      return {};
    },
    check: (res, c) => expect((res.data.packages as { _id: string }[]).some((p) => p._id === probes.get(c))).toBe(isMine(c)),
  },
  {
    route: 'POST /api/creator/packages',
    what: 'a creator adds a package to their own list',
    expect: creatorOnly(201),
    request: (c) => {
      const title = `Matrix ${crypto.randomUUID()}`;
      probes.set(c, title);
      return { json: { title, platform: 'Instagram', deliverables: [{ platform: 'Instagram', kind: 'reel', count: 1 }], priceInr: 5000, deliveryDays: 5 } };
    },
    check: async (_res, c) => expect((await packagesTitled(probes.get(c)!)).map((p) => p.creatorId)).toEqual([c.actor!.id]),
    unchanged: async (c) => expect(await packagesTitled(probes.get(c)!)).toHaveLength(0),
  },
  {
    route: 'PATCH /api/creator/packages/[id]',
    what: 'the owning creator changes a package',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, packageOf(creatorOf(c).id)) }, json: { priceInr: 1234 } }),
    check: async (_res, c) => expect((await packageRow(probes.get(c)!))?.pricePaise).toBe(123_400),
    unchanged: async (c) => expect((await packageRow(probes.get(c)!))?.pricePaise).toBe(500_000),
  },
  {
    route: 'DELETE /api/creator/packages/[id]',
    what: 'the owning creator deletes a package',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, packageOf(creatorOf(c).id)) } }),
    check: async (_res, c) => expect(await packageRow(probes.get(c)!)).toBeUndefined(),
    unchanged: async (c) => expect(await packageRow(probes.get(c)!)).toBeDefined(),
  },
  {
    route: 'GET /api/creators/[id]/packages',
    what: "anyone reads a creator's active packages, never a paused one",
    expect: same(200),
    request: async (c) => {
      const creatorId = creatorOf(c).id;
      await packageOf(creatorId, 'paused');
      await probe(c, packageOf(creatorId));
      return { params: { id: creatorId } };
    },
    check: (res, c) => {
      const list = res.data.packages as { _id: string; status: string }[];
      expect(list.some((p) => p._id === probes.get(c))).toBe(true);
      expect(list.every((p) => p.status === 'active')).toBe(true);
    },
  },
  {
    route: 'POST /api/creators/[id]/packages/[packageId]/order',
    what: "a brand orders a creator's active package for itself",
    expect: brandOnly(201),
    request: async (c) => {
      const pkg = await probe(c, packageOf(creatorOf(c).id));
      return { params: { id: creatorOf(c).id, packageId: pkg }, json: { brief: 'Feature our launch' } };
    },
    check: async (_res, c) => expect((await ordersOfPackage(probes.get(c)!)).map((o) => o.brandId)).toEqual([c.actor!.id]),
    unchanged: async (c) => expect(await ordersOfPackage(probes.get(c)!)).toHaveLength(0),
  },
  ...(['accept', 'decline'] as const).map((answer): Row => ({
    route: `POST /api/collaborations/[id]/${answer}-order`,
    what: `the ordered creator ${answer}s a paid package order`,
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, paidOrderFor(c)) }, json: answer === 'decline' ? { reason: 'Booked' } : undefined }),
    check: async (_res, c) => expect((await orderOfJob(probes.get(c)!))?.status).toBe(answer === 'accept' ? 'accepted' : 'declined'),
    unchanged: async (c) => expect((await orderOfJob(probes.get(c)!))?.status).toBe('pending'),
  })),
  {
    route: 'POST /api/shortlists/[id]/invite',
    what: 'the owning brand invites its shortlist to its campaign',
    expect: brandOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => {
      const campaign = await openCampaign(c);
      probes.set(c, campaign.id);
      const list = await createShortlist(brandOf(c).id, [c.fx.creator.A.id]);
      return { params: { id: list.id }, json: { campaignId: campaign.id } };
    },
    check: async (res, c) => {
      expect(res.data.invited).toBe(1);
      expect(await invitationsOf(probes.get(c)!)).toHaveLength(1);
    },
    unchanged: async (c) => expect(await invitationsOf(probes.get(c)!)).toHaveLength(0),
  },
);

// The API's own documentation: public, the same for everybody.
ROWS.push({
  route: 'GET /api/openapi.json',
  what: 'the OpenAPI document',
  expect: same(200),
  request: () => ({}),
  check: (res) => expect(res.headers.get('cache-control')).toMatch(/^public/),
});

// Reports and sales (issue 16): a report for its owner (a collaboration's for either side); a new
// conversion key for the campaign's owner; a sale authenticated by the campaign's key alone. The
// matrix sends each actor's session as the bearer, which replaces the key: a session is no key.
const keyed = new WeakMap<Cell, string>();
const conversionsOf = async (campaignId: string) => (await getDb()).select().from(conversions).where(eq(conversions.campaignId, campaignId));
ROWS.push(
  {
    route: 'GET /api/campaign/[id]/report',
    what: "side X's campaign report",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => ({ params: { id: (await openCampaign(c)).id } }),
    check: (res) => expect(res.data.totals).toMatchObject({ clicks: 0, conversions: 0 }),
  },
  {
    route: 'GET /api/brand/report',
    what: "side X's campaigns in the caller brand's report, for their owner only",
    expect: brandOnly(200),
    owned: true,
    request: async (c) => {
      probes.set(c, (await openCampaign(c)).id);
      return {};
    },
    check: (res, c) => {
      const ids = (res.data.campaigns as { campaign: { _id: string } }[]).map((r) => r.campaign._id);
      expect(ids.includes(probes.get(c)!)).toBe(isMine(c));
    },
  },
  {
    route: 'GET /api/collaborations/[id]/report',
    what: "a collaboration's report, for its two sides only",
    expect: eitherSide(200),
    owned: true,
    request: async (c) => ({ params: { id: (await collaborationIn(c, 'active')).id } }),
    check: (res, c) => expect(res.data.collaboration).toMatchObject({ _id: prepared.get(c)!.id }),
  },
  {
    route: 'POST /api/campaign/[id]/conversion-key',
    what: "a new conversion key for side X's campaign",
    expect: brandOnly({ own: 201, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, openCampaign(c)) } }),
    check: (res) => expect(res.data.key).toMatch(/^cmk_/),
    unchanged: campaignIs({ conversionKeyHash: null }),
  },
  {
    route: 'POST /api/track/conversion',
    what: "a sale on side A's campaign, by its conversion key",
    expect: { anonymous: 201, creator: 401, brand: 401 },
    request: async (c) => {
      const campaign = await openCampaign(c);
      const job = await createRequest(campaign.id, creatorOf(c).id, 'approved');
      const key = (await rotateConversionKey({ role: 'brand', id: brandOf(c).id }, campaign.id)).key;
      keyed.set(c, campaign.id);
      return { json: { code: job.linkCode, orderId: 'M-1', amount: 10 }, headers: { authorization: `Bearer ${key}` } };
    },
    check: async (res, c) => expect(await conversionsOf(keyed.get(c)!)).toHaveLength(1),
    unchanged: async (c) => expect(await conversionsOf(keyed.get(c)!)).toHaveLength(0),
  },
);

// The creator's payout method (issue 34): their own only, masked in every answer.
const payoutOf = async (creatorId: string) => (await getDb()).select().from(creatorPayoutMethods).where(eq(creatorPayoutMethods.creatorId, creatorId));
ROWS.push(
  {
    route: 'GET /api/creator/payout-method',
    what: "the caller creator's own payout method, masked",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => {
      const accountNumber = `${c.owner === 'A' ? '1111' : '2222'}0000${c.owner === 'A' ? '1111' : '2222'}`;
      await savePayoutMethod({ role: 'creator', id: creatorOf(c).id }, { bankAccount: { name: 'Matrix', ifsc: 'HDFC0001234', accountNumber } });
      probes.set(c, accountNumber);
      return {};
    },
    check: (res, c) => {
      // Each creator sees their own account (A's ends 1111, B's 2222), masked, never the other's.
      const shown = (res.data.payoutMethod as { bankAccount: { accountNumber: string } }).bankAccount.accountNumber;
      expect(shown === `••••${probes.get(c)!.slice(-4)}`).toBe(isMine(c));
      expect(JSON.stringify(res.data)).not.toContain(probes.get(c)!);
    },
  },
  {
    route: 'PUT /api/creator/payout-method',
    what: "the caller creator's payout method changes, never another's",
    expect: creatorOnly(200),
    request: async (c) => {
      probes.set(c, `p${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}@okaxis`);
      return { method: 'PUT', json: { upiId: probes.get(c) } };
    },
    check: async (res, c) => {
      expect((res.data.payoutMethod as { upiId: string }).upiId).toMatch(/^p.•••@okaxis$/);
      expect((await payoutOf(c.actor!.id))[0]?.upiId).toBe(probes.get(c));
    },
    unchanged: async (c) => {
      for (const side of ['A', 'B'] as const) expect((await payoutOf(c.fx.creator[side].id)).map((r) => r.upiId)).not.toContain(probes.get(c));
    },
  },
);

// Payments (issue 34): a job's payment for both sides, checkout for its brand, a dispute by either
// side on a funded job; the local provider's pay and decline for the order's brand; the webhook
// takes no session at all (its signature is the credential: a session changes nothing).
const paidIn = async (c: Cell, stage: CollaborationStatus, funded = false) => {
  const campaign = await openCampaign(c, { deliverables: [], feePaise: 800_000 });
  const entry = await jobIn(campaign.id, creatorOf(c).id, stage);
  prepared.set(c, entry);
  if (funded) await fundAsBrand({ role: 'brand', id: brandOf(c).id }, entry.id);
  return entry;
};
const paymentIs = (status: string | null) => async (c: Cell) => {
  const [p] = await (
    await getDb()
  )
    .select()
    .from(payments)
    .where(eq(payments.collaborationId, prepared.get(c)!.id));
  expect(p?.status ?? null).toBe(status);
};
const pendingOrder = async (c: Cell) => {
  const entry = await paidIn(c, 'active');
  return (await startCheckout({ role: 'brand', id: brandOf(c).id }, entry.id)).checkout.orderId;
};
ROWS.push(
  {
    route: 'GET /api/collaborations/[id]/payment',
    what: "a paid job's payment, for its two sides only",
    expect: eitherSide(200),
    owned: true,
    request: async (c) => ({ params: { id: (await paidIn(c, 'active')).id } }),
    check: (res) => expect(res.data.payment).toMatchObject({ status: 'unfunded', totalPaise: 894_400 }),
  },
  {
    route: 'POST /api/collaborations/[id]/payment',
    what: "the job's brand opens the checkout",
    expect: brandStep(201),
    owned: true,
    request: async (c) => ({ params: { id: (await paidIn(c, 'active')).id } }),
    check: (res) => expect(res.data.checkout).toMatchObject({ provider: 'local', amountPaise: 894_400 }),
    unchanged: paymentIs(null),
  },
  {
    route: 'POST /api/collaborations/[id]/dispute',
    what: 'either side of a funded job opens a dispute',
    expect: eitherSide(201),
    owned: true,
    request: async (c) => ({ params: { id: (await paidIn(c, 'live', true)).id }, json: { reason: 'Not as agreed' } }),
    check: (_res, c) => paymentIs('disputed')(c),
    unchanged: paymentIs('funded'),
  },
  ...(['capture', 'fail'] as const).map((o): Row => ({
    route: `POST /api/payments/local/[orderId]/${o}`,
    what: `side X's brand ${o === 'capture' ? 'pays' : 'declines'} its own order on the local provider`,
    expect: brandOnly(o === 'capture' ? { own: 200, other: 404 } : { own: 200, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { orderId: await pendingOrder(c) } }),
    check: (_res, c) => paymentIs(o === 'capture' ? 'funded' : 'unfunded')(c),
    unchanged: paymentIs('pending'),
  })),
  {
    route: 'POST /api/payments/webhooks/[provider]',
    what: "a signed capture of side A's order: the signature is the credential, a session changes nothing",
    expect: same(200),
    request: async (c) => {
      const orderId = await pendingOrder(c);
      const { rawBody, headers } = localWebhook({ orderId, type: 'payment.captured', amountPaise: 894_400 });
      return { params: { provider: 'local' }, raw: rawBody, headers: Object.fromEntries(headers) };
    },
    check: (_res, c) => paymentIs('funded')(c),
  },
);

// Money statements and tax invoices (issue 34): the invoice of a funding for the brand that paid
// only; the brand's payments and the creator's payouts, each their own.
const paymentIdOf = async (c: Cell) => {
  const [p] = await (
    await getDb()
  )
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.collaborationId, prepared.get(c)!.id));
  return p!.id;
};
ROWS.push(
  {
    route: 'GET /api/payments/[id]/invoice',
    what: "a funding's tax invoice (PDF), for the brand that paid only",
    expect: brandOnly(OWNED_BY_BRAND),
    owned: true,
    request: async (c) => {
      await paidIn(c, 'active', true);
      return { params: { id: await paymentIdOf(c) } };
    },
    check: (res) => {
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(String(res.data.raw).startsWith('%PDF-')).toBe(true);
    },
  },
  {
    route: 'GET /api/brand/payments',
    what: "side X's funding in the caller brand's payments, for the brand that paid only",
    expect: brandOnly(200),
    owned: true,
    request: async (c) => {
      await paidIn(c, 'active', true);
      probes.set(c, await paymentIdOf(c));
      return {};
    },
    check: (res, c) => {
      const ids = (res.data.entries as { paymentId: string }[]).map((e) => e.paymentId);
      expect(ids.includes(probes.get(c)!)).toBe(isMine(c));
    },
  },
  {
    route: 'GET /api/creator/payouts',
    what: "side X's held money in the caller creator's payouts, for that creator only",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => {
      await paidIn(c, 'active', true);
      probes.set(c, await paymentIdOf(c));
      return {};
    },
    check: (res, c) => {
      const ids = (res.data.payouts as { paymentId: string }[]).map((r) => r.paymentId);
      expect(ids.includes(probes.get(c)!)).toBe(isMine(c));
    },
  },
);

// Reviews (issue 35): either side of its own completed job reviews the other; only the one
// reviewed replies (the author itself is "not found" too); a creator's reviews are public, a
// brand's for signed-in accounts.
const completedIn = async (c: Cell) => {
  const entry = await collaborationIn(c, 'live');
  await completeCollaboration({ role: 'brand', id: brandOf(c).id }, entry.id);
  return entry;
};
const reviewsOfJob = async (c: Cell) =>
  (await getDb())
    .select()
    .from(reviews)
    .where(eq(reviews.collaborationId, prepared.get(c)!.id));
ROWS.push(
  {
    route: 'POST /api/collaborations/[id]/review',
    what: 'either side of a completed job reviews the other',
    expect: eitherSide(201),
    owned: true,
    request: async (c) => ({ params: { id: (await completedIn(c)).id }, json: { stars: 5, text: 'Good to work with' } }),
    check: async (_res, c) => expect(await reviewsOfJob(c)).toHaveLength(1),
    unchanged: async (c) => expect(await reviewsOfJob(c)).toHaveLength(0),
  },
  {
    route: 'POST /api/reviews/[id]/reply',
    what: "the creator reviewed by side X's brand replies (both reviews in, so it shows)",
    expect: { anonymous: 401, creator: { own: 201, other: 404 }, brand: { own: 404, other: 404 } },
    owned: true,
    request: async (c) => {
      const { id } = await completedIn(c);
      const { review } = await writeReview({ role: 'brand', id: brandOf(c).id }, id, { stars: 4, text: 'On time' });
      await writeReview({ role: 'creator', id: creatorOf(c).id }, id, { stars: 5, text: '' });
      return { params: { id: review._id }, json: { text: 'Thank you' } };
    },
    check: async (_res, c) => expect((await reviewsOfJob(c)).find((r) => r.authorRole === 'brand')?.reply).toBe('Thank you'),
    unchanged: async (c) => expect((await reviewsOfJob(c)).find((r) => r.authorRole === 'brand')?.reply).toBeNull(),
  },
  {
    route: 'GET /api/creators/[id]/reviews',
    what: "creator A's visible reviews: public",
    expect: same(200),
    request: ({ fx }) => ({ params: { id: fx.creator.A.id } }),
    // The rows above left reviews of creator A by brand A: only those show here.
    check: (res, { fx }) => {
      for (const r of res.data.reviews as { authorRole: string; author: { _id: string } }[])
        expect(r).toMatchObject({ authorRole: 'brand', author: { _id: fx.brand.A.id } });
    },
  },
  {
    route: 'GET /api/brands/[id]/reviews',
    what: "brand A's visible reviews: any signed-in account",
    expect: { anonymous: 401, creator: 200, brand: 200 },
    request: ({ fx }) => ({ params: { id: fx.brand.A.id } }),
    check: (res, { fx }) => {
      for (const r of res.data.reviews as { authorRole: string; author: { _id: string } }[])
        expect(r).toMatchObject({ authorRole: 'creator', author: { _id: fx.creator.A.id } });
    },
  },
);

// Reports from users (issue 36): a party to a thread reports the other side's message (their own
// is refused, anyone else's thread is not found); campaigns and creator pages are public, so
// every signed-in account may report them, never their own.
const flagsOf = async (c: Cell) =>
  (await getDb())
    .select()
    .from(userReports)
    .where(eq(userReports.itemId, probes.get(c)!));
ROWS.push(
  {
    route: 'POST /api/reports',
    what: "a message of side X's creator in side X's thread",
    expect: { anonymous: 401, creator: { own: 403, other: 404 }, brand: { own: 201, other: 404 } },
    owned: true,
    request: async (c) => {
      const { id } = await collaborationIn(c, 'active');
      const { sent } = await sendMessage({ role: 'creator', id: creatorOf(c).id }, id, { text: 'Pay me on UPI instead', attachments: [] });
      probes.set(c, sent._id);
      return { json: { kind: 'message', id: sent._id, reason: 'scam', details: 'Asks to pay outside' } };
    },
    check: async (res, c) => {
      expect(res.data.report).toMatchObject({ kind: 'message', id: probes.get(c) });
      expect(await flagsOf(c)).toHaveLength(1);
    },
    unchanged: async (c) => expect(await flagsOf(c)).toHaveLength(0),
  },
  {
    route: 'POST /api/reports',
    what: "side X's open campaign: any signed-in account but its brand",
    expect: { anonymous: 401, creator: 201, brand: { own: 403, other: 201 } },
    owned: true,
    request: async (c) => ({ json: { kind: 'campaign', id: await probe(c, openCampaign(c)), reason: 'scam', details: '' } }),
    check: async (_res, c) => expect(await flagsOf(c)).toHaveLength(1),
    unchanged: async (c) => expect(await flagsOf(c)).toHaveLength(0),
  },
);

// The operators' queue of reports from users: an operator's session only.
ROWS.push(
  {
    route: 'GET /api/ops/reports',
    what: 'the open reports from users, to an operator only',
    expect: operatorOnly(200),
    request: () => ({}),
    check: (res) => expect(Array.isArray(res.data.items)).toBe(true),
  },
  {
    route: 'POST /api/ops/reports/[itemKind]/[itemId]/resolve',
    what: "an operator resolves side X's reported creator with no action",
    expect: operatorOnly(200),
    request: async (c) => {
      const id = await probe(
        c,
        createCreator().then((x) => x.creator),
      );
      await reportItem({ role: 'brand', id: brandOf(c).id }, { kind: 'creator', id, reason: 'spam', details: '' });
      return { params: { itemKind: 'creator', itemId: id }, json: { outcome: 'no_action', note: 'Fine' } };
    },
    check: async (_res, c) => expect((await flagsOf(c))[0]?.outcome).toBe('no_action'),
    unchanged: async (c) => expect((await flagsOf(c))[0]?.outcome).toBeNull(),
  },
);

// The operator console (issue 36): /api/ops answers an operator's session only (brand and creator
// tokens are refused like no token); the setup link's token and a sign-in's credentials are the
// credential of the routes that take them, whoever else calls.
const freshOperatorBearer = async () => ({ authorization: `Bearer ${(await signedInOperator()).token}` });
ROWS.push(
  {
    route: 'GET /api/ops/me',
    what: 'the signed-in operator, to an operator only',
    expect: operatorOnly(200),
    request: () => ({}),
    check: (res, c) => expect(res.data.operator).toMatchObject({ id: c.fx.operator.id, email: c.fx.operator.email }),
  },
  {
    route: 'GET /api/ops/overview',
    what: "the console's figures, to an operator only",
    expect: operatorOnly(200),
    request: () => ({}),
    check: (res) => expect((res.data.figures as { key: string }[]).map((f) => f.key)).toContain('openDisputes'),
  },
  {
    route: 'GET /api/ops/audit',
    what: "the audit log (the matrix operator's sign-in in it), to an operator only",
    expect: operatorOnly(200),
    request: (c) => ({ url: `/api/ops/audit?operatorId=${c.fx.operator.id}&action=operator.sign_in` }),
    check: (res) => expect(res.data.total).toBe(1),
  },
  {
    route: 'POST /api/ops/logout',
    what: "ends the caller operator's own session (a session of its own here, so the matrix's stays)",
    expect: operatorOnly(200),
    request: async (c) => (c.operator ? { headers: await freshOperatorBearer() } : {}),
  },
  {
    route: 'POST /api/ops/step-up',
    what: "confirms a fresh TOTP code on the caller operator's session",
    expect: operatorOnly(200),
    request: async (c) => {
      if (!c.operator) return { json: { code: '123456' } };
      const op = await signedInOperator();
      // The next time step's code: the sign-in spent this one.
      return { headers: { authorization: `Bearer ${op.token}` }, json: { code: totpCode(op.secret, Date.now() + 30_000) } };
    },
  },
  {
    route: 'POST /api/ops/login',
    what: "an operator's password and code sign in, whoever else the caller is",
    expect: same(200),
    request: async () => {
      const op = await enrolledOperator();
      return { json: { email: op.email, password: op.password, code: totpCode(op.secret) } };
    },
  },
  {
    route: 'POST /api/ops/setup/password',
    what: "the setup link's token sets the password, whoever else the caller is",
    expect: same(200),
    request: async () => ({ json: { token: setupTokenOf((await createOperator(freshEmail())).link), password: 'a-long-operator-pass' } }),
  },
  {
    route: 'POST /api/ops/setup/totp',
    what: "the setup link's token and a code enrol TOTP, whoever else the caller is",
    expect: same(201),
    request: async () => {
      const token = setupTokenOf((await createOperator(freshEmail())).link);
      const { secret } = await setOperatorPassword(token, 'a-long-operator-pass');
      return { json: { token, code: totpCode(secret) } };
    },
  },
);

// Moderation (issue 36): an operator's session only. The steps need a TOTP code from the last 15
// minutes: the operator's cell signs in afresh. Each cell moderates an account or campaign of its own.
const suspendedNow = async (kind: 'brand' | 'creator', id: string) => {
  const db = await getDb();
  const table = kind === 'brand' ? brands : creators;
  return (await db.select({ at: table.suspendedAt }).from(table).where(eq(table.id, id)))[0]?.at ?? null;
};
const hiddenNow = async (id: string) => {
  const db = await getDb();
  return (await db.select({ at: campaigns.hiddenAt }).from(campaigns).where(eq(campaigns.id, id)))[0]?.at ?? null;
};
const moderated = new WeakMap<Cell, { kind: 'brand' | 'creator'; id: string }>();
const moderatedCampaign = new WeakMap<Cell, string>();
ROWS.push(
  {
    route: 'GET /api/ops/accounts',
    what: 'brands and creators by name, e-mail, phone or GSTIN, to an operator only',
    expect: operatorOnly(200),
    request: (c) => ({ url: `/api/ops/accounts?q=${encodeURIComponent(c.fx.creator.A.email)}` }),
    check: (res, c) => expect((res.data.accounts as { _id: string }[]).map((a) => a._id)).toEqual([c.fx.creator.A.id]),
  },
  {
    route: 'GET /api/ops/accounts/[kind]/[id]',
    what: 'one account with its campaigns, collaborations and sign-ins, to an operator only',
    expect: operatorOnly(200),
    request: (c) => ({ params: { kind: 'brand', id: c.fx.brand.A.id } }),
    check: (res, c) => expect(res.data.account).toMatchObject({ kind: 'brand', _id: c.fx.brand.A.id }),
  },
  {
    route: 'POST /api/ops/accounts/[kind]/[id]/suspend',
    what: 'an operator suspends a creator of its own',
    expect: operatorOnly(200),
    request: async (c) => {
      const { creator } = await createCreator();
      moderated.set(c, { kind: 'creator', id: creator.id });
      return { params: { kind: 'creator', id: creator.id }, json: { reason: 'Matrix' }, headers: c.operator ? await freshOperatorBearer() : {} };
    },
    check: async (_res, c) => expect(await suspendedNow('creator', moderated.get(c)!.id)).not.toBeNull(),
    unchanged: async (c) => expect(await suspendedNow('creator', moderated.get(c)!.id)).toBeNull(),
  },
  {
    route: 'POST /api/ops/accounts/[kind]/[id]/reinstate',
    what: 'an operator reinstates a suspended brand of its own',
    expect: operatorOnly(200),
    request: async (c) => {
      const { brand } = await createBrand();
      const db = await getDb();
      await db.update(brands).set({ suspendedAt: new Date(), suspendedReason: 'Earlier' }).where(eq(brands.id, brand.id));
      moderated.set(c, { kind: 'brand', id: brand.id });
      return { params: { kind: 'brand', id: brand.id }, json: { reason: 'Matrix' }, headers: c.operator ? await freshOperatorBearer() : {} };
    },
    check: async (_res, c) => expect(await suspendedNow('brand', moderated.get(c)!.id)).toBeNull(),
    unchanged: async (c) => expect(await suspendedNow('brand', moderated.get(c)!.id)).not.toBeNull(),
  },
  {
    route: 'GET /api/ops/campaigns',
    what: 'campaigns by name, brand or id, to an operator only',
    expect: operatorOnly(200),
    request: async (c) => {
      const campaign = await createCampaign(c.fx.brand.A.id);
      return { url: `/api/ops/campaigns?q=${campaign.id}` };
    },
    check: (res) => expect(res.data.campaigns).toHaveLength(1),
  },
  {
    route: 'POST /api/ops/campaigns/[id]/hide',
    what: 'an operator hides a campaign',
    expect: operatorOnly(200),
    request: async (c) => {
      const campaign = await createCampaign(c.fx.brand.A.id);
      moderatedCampaign.set(c, campaign.id);
      return { params: { id: campaign.id }, json: { reason: 'Matrix' }, headers: c.operator ? await freshOperatorBearer() : {} };
    },
    check: async (_res, c) => expect(await hiddenNow(moderatedCampaign.get(c)!)).not.toBeNull(),
    unchanged: async (c) => expect(await hiddenNow(moderatedCampaign.get(c)!)).toBeNull(),
  },
  {
    route: 'POST /api/ops/campaigns/[id]/restore',
    what: 'an operator restores a hidden campaign',
    expect: operatorOnly(200),
    request: async (c) => {
      const campaign = await createCampaign(c.fx.brand.A.id, { hiddenAt: new Date(), hiddenReason: 'Earlier' });
      moderatedCampaign.set(c, campaign.id);
      return { params: { id: campaign.id }, json: { reason: 'Matrix' }, headers: c.operator ? await freshOperatorBearer() : {} };
    },
    check: async (_res, c) => expect(await hiddenNow(moderatedCampaign.get(c)!)).toBeNull(),
    unchanged: async (c) => expect(await hiddenNow(moderatedCampaign.get(c)!)).not.toBeNull(),
  },
);
// The console's disputes and jobs (issue 36): an operator's session only. Settling needs a TOTP
// check within 15 minutes: the operator's cell brings a session of its own, signed in just now.
const disputedIn = async (c: Cell) => {
  const entry = await paidIn(c, 'live', true);
  await openDispute({ role: 'creator', id: creatorOf(c).id }, entry.id, 'Matrix dispute');
  const [p] = await (await getDb()).select({ id: payments.id }).from(payments).where(eq(payments.collaborationId, entry.id));
  return p!.id;
};
async function failedJobId(): Promise<string> {
  const boss = passiveBoss((await jobsDatabase()).jobs);
  const id = (await boss.send(QUEUE.reviewPublish, { collaborationId: crypto.randomUUID() }, { retryLimit: 0 }))!;
  await boss.fetch(QUEUE.reviewPublish, { batchSize: 1 });
  await boss.fail(QUEUE.reviewPublish, id, { message: 'matrix failure' });
  return id;
}
const jobState = async (id: string) =>
  ((await (await jobsDatabase()).jobs.executeSql(`select state::text as state from pgboss.job where id = $1`, [id])).rows[0] as { state: string } | undefined)
    ?.state;
const failedJobs = new WeakMap<Cell, string>();
ROWS.push(
  { route: 'GET /api/ops/disputes', what: 'open and settled disputes, to an operator only', expect: operatorOnly(200), request: () => ({}) },
  {
    route: 'GET /api/ops/disputes/[paymentId]',
    what: 'one dispute with its thread and money, to an operator only',
    expect: operatorOnly(200),
    request: async (c) => ({ params: { paymentId: await disputedIn(c) } }),
    check: (res) => expect(res.data).toMatchObject({ status: 'disputed', dispute: { reason: 'Matrix dispute' } }),
  },
  {
    route: 'POST /api/ops/disputes/[paymentId]/settle',
    what: 'settles a dispute, an operator only (with a fresh TOTP check)',
    expect: operatorOnly(200),
    request: async (c) => ({
      params: { paymentId: await disputedIn(c) },
      json: { settlement: 'release', note: 'Matrix settlement' },
      ...(c.operator ? { headers: await freshOperatorBearer() } : {}),
    }),
    check: (res) => expect(res.data.payment).toMatchObject({ settlement: { note: 'Matrix settlement' } }),
    unchanged: paymentIs('disputed'),
  },
  { route: 'GET /api/ops/jobs', what: 'failed jobs and mail, to an operator only', expect: operatorOnly(200), request: () => ({}) },
  ...(['retry', 'discard'] as const).map((a): Row => ({
    route: `POST /api/ops/jobs/[id]/${a}`,
    what: `${a === 'retry' ? 'retries' : 'discards'} a failed job, an operator only`,
    expect: operatorOnly(200),
    request: async (c) => {
      const id = await failedJobId();
      failedJobs.set(c, id);
      return { params: { id }, json: {} };
    },
    check: async (_res, c) => expect(await jobState(failedJobs.get(c)!)).toBe(a === 'retry' ? 'retry' : undefined),
    unchanged: async (c) => expect(await jobState(failedJobs.get(c)!)).toBe('failed'),
  })),
);

// A creator's portfolio (issue 35): the owner alone lists, adds (a completed job of their own the
// brand allowed), changes, deletes and reorders; anyone reads it.
async function portfolioItemOf(creatorId: string, caption = 'Matrix item') {
  const db = await getDb();
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from portfolio_items where creator_id = ${creatorId}`)).rows as { n: number }[];
  const [row] = await db
    .insert(portfolioItems)
    .values({ creatorId, position: Number(n), kind: 'link', url: 'https://www.instagram.com/p/matrix/', platform: 'Instagram', caption })
    .returning();
  return row!;
}
const portfolioRow = async (id: string) => (await (await getDb()).select().from(portfolioItems).where(eq(portfolioItems.id, id)))[0];
const portfolioOfJob = async (c: Cell) =>
  (await getDb())
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.collaborationId, prepared.get(c)!.id));
ROWS.push(
  {
    route: 'GET /api/creator/portfolio',
    what: "the calling creator's own portfolio only",
    expect: creatorOnly(200),
    owned: true,
    request: async (c) => {
      await probe(c, portfolioItemOf(creatorOf(c).id));
      return {};
    },
    check: (res, c) => expect((res.data.items as { _id: string }[]).some((p) => p._id === probes.get(c))).toBe(isMine(c)),
  },
  {
    route: 'POST /api/creator/portfolio',
    what: 'the creator of a completed job its brand allowed adds it to their own portfolio',
    expect: creatorOnly({ own: 201, other: 404 }),
    owned: true,
    request: async (c) => {
      // Room below the limit of 12 whatever the rows before left.
      await (await getDb()).delete(portfolioItems).where(eq(portfolioItems.creatorId, creatorOf(c).id));
      const { id } = await collaborationIn(c, 'live');
      await (
        await getDb()
      )
        .update(participationRequests)
        .set({ postLinks: [{ url: 'https://www.instagram.com/p/matrixjob/', deliverable: null }] })
        .where(eq(participationRequests.id, id));
      await completeCollaboration({ role: 'brand', id: brandOf(c).id }, id, { portfolioAllowed: true });
      return { json: { collaborationId: id } };
    },
    check: async (res, c) => {
      expect(await portfolioOfJob(c)).toHaveLength(1);
      expect(res.data.item).toMatchObject({ creatorId: c.actor!.id, collaborationId: prepared.get(c)!.id });
    },
    unchanged: async (c) => expect(await portfolioOfJob(c)).toHaveLength(0),
  },
  {
    route: 'PATCH /api/creator/portfolio/[id]',
    what: 'the owning creator changes an item’s caption',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, portfolioItemOf(creatorOf(c).id)) }, json: { caption: 'Changed' } }),
    check: async (_res, c) => expect((await portfolioRow(probes.get(c)!))?.caption).toBe('Changed'),
    unchanged: async (c) => expect((await portfolioRow(probes.get(c)!))?.caption).toBe('Matrix item'),
  },
  {
    route: 'DELETE /api/creator/portfolio/[id]',
    what: 'the owning creator deletes an item',
    expect: creatorOnly({ own: 200, other: 404 }),
    owned: true,
    request: async (c) => ({ params: { id: await probe(c, portfolioItemOf(creatorOf(c).id)) } }),
    check: async (_res, c) => expect(await portfolioRow(probes.get(c)!)).toBeUndefined(),
    unchanged: async (c) => expect(await portfolioRow(probes.get(c)!)).toBeDefined(),
  },
  {
    route: 'PUT /api/creator/portfolio/order',
    what: "the owning creator reorders their items; another's ids are refused",
    expect: creatorOnly({ own: 200, other: 400 }),
    owned: true,
    request: async (c) => {
      const creatorId = creatorOf(c).id;
      await portfolioItemOf(creatorId, 'Matrix first');
      const { rows } = (await (
        await getDb()
      ).execute(sql`select id from portfolio_items where creator_id = ${creatorId} order by position, created_at, id`)) as unknown as {
        rows: { id: string }[];
      };
      const last = await probe(c, portfolioItemOf(creatorId, 'Matrix last'));
      return { json: { ids: [last, ...rows.map((r) => r.id)] } };
    },
    check: async (_res, c) => expect((await portfolioRow(probes.get(c)!))?.position).toBe(0),
    unchanged: async (c) => expect((await portfolioRow(probes.get(c)!))?.position).not.toBe(0),
  },
  {
    route: 'GET /api/creators/[id]/portfolio',
    what: "anyone reads a creator's portfolio",
    expect: same(200),
    request: async (c) => {
      const creatorId = creatorOf(c).id;
      await probe(c, portfolioItemOf(creatorId));
      return { params: { id: creatorId } };
    },
    check: (res, c) => expect((res.data.items as { _id: string }[]).some((p) => p._id === probes.get(c))).toBe(true),
  },
);

function expected(row: Row, actor: ActorName, scope: Scope | null): number {
  if (actor === 'anonymous') return row.expect.anonymous;
  if (actor === 'operator') return row.expect.operator ?? row.expect.anonymous;
  const byScope = row.expect[actor.startsWith('brand') ? 'brand' : 'creator'];
  if (typeof byScope === 'number') return byScope;
  return byScope[scope ?? 'own'];
}

let fx: Fixture;
let endpoints: Endpoint[];
let cells = 0;

afterAll(() => {
  // The figures SECURITY.md quotes.
  console.info(`authorization matrix: ${new Set(ROWS.map((r) => r.route)).size} endpoints, ${ROWS.length} rows, ${cells} calls`);
});

async function account(role: Role): Promise<Account> {
  if (role === 'brand') {
    const { brand, password, accessToken, refreshToken } = await createBrand();
    return { role, id: brand.id, email: brand.email, password, accessToken, refreshToken };
  }
  const { creator, password, accessToken, refreshToken } = await createCreator();
  return { role, id: creator.id, email: creator.email, password, accessToken, refreshToken };
}

beforeAll(async () => {
  // Readiness checks this process's queue workers unless WORKERS=0: a test process runs none.
  process.env.WORKERS = '0';
  resetEnvForTests();
});

beforeAll(async () => {
  fx = {
    brand: { A: await account('brand'), B: await account('brand') },
    creator: { A: await account('creator'), B: await account('creator') },
    operator: await signedInOperator(),
  };
  endpoints = await discoverEndpoints();
});

function actorAccount(name: ActorName): { account: Account | null; side: Side | null } {
  if (name === 'anonymous' || name === 'operator') return { account: null, side: null };
  const side = name.endsWith('A') ? 'A' : 'B';
  return { account: (name.startsWith('brand') ? fx.brand : fx.creator)[side], side };
}

describe('authorization matrix', () => {
  it('has a row for every endpoint the app exposes, and no row for an endpoint that is gone', () => {
    const discovered = new Set(endpoints.map((e) => e.key));
    const covered = new Set(ROWS.map((r) => r.route));
    expect([...discovered].filter((k) => !covered.has(k)).sort(), 'endpoints without a row in the authorization matrix').toEqual([]);
    expect([...covered].filter((k) => !discovered.has(k)).sort(), 'rows for endpoints that do not exist').toEqual([]);
    expect(discovered.size).toBeGreaterThan(30);
  });

  it.each(ROWS.map((r) => [r.route, r.what, r] as const))('%s (%s): every actor gets its expected status', async (_route, _what, row) => {
    expect(await runRow(row, ACTORS)).toEqual([]);
  });

  // After every row above (the operator's calls change nothing the rows count on): on each brand
  // and creator endpoint an operator's token gets what no token gets; on /api/ops, its own.
  it.each(ROWS.map((r) => [r.route, r.what, r] as const))('%s (%s): an operator gets its expected status', async (_route, _what, row) => {
    expect(await runRow(row, ['operator'])).toEqual([]);
  });
});

/** Calls the row's endpoint as each of `actors` (on both sides where it is owned); the failures. */
async function runRow(row: Row, actors: ActorName[]): Promise<string[]> {
  const endpoint = endpoints.find((e) => e.key === row.route);
  expect(endpoint, `no handler for ${row.route}`).toBeDefined();
  const failures: string[] = [];
  for (const name of actors) {
    const { account: actor, side } = actorAccount(name);
    const owners: Side[] = row.owned ? (side ? [side, other(side)] : ['A', 'B']) : ['A'];
    for (const owner of owners) {
      const scope: Scope | null = row.owned && side ? (owner === side ? 'own' : 'other') : null;
      const isOperator = name === 'operator';
      const cell: Cell = { fx, actor, owner, scope, operator: isOperator };
      const opts = await row.request(cell);
      cells += 1;
      // The operator's token as a bearer, or as its cookie where the row sends a bearer of its own (a conversion key).
      const ownBearer = Object.keys(opts.headers ?? {}).some((h) => h.toLowerCase() === 'authorization');
      const res = await call(endpoint!.handler, {
        method: endpoint!.method,
        ...opts,
        token: isOperator ? (ownBearer ? undefined : fx.operator.token) : actor?.accessToken,
        cookies: isOperator && ownBearer ? { ...opts.cookies, ...fx.operator.cookies } : opts.cookies,
        headers: { 'x-forwarded-for': freshIp(), ...opts.headers },
      });
      const want = expected(row, name, scope);
      const label = `${name}${scope ? ` on ${scope} resource` : row.owned ? ` on side ${owner}` : ''}`;
      if (res.status !== want) {
        failures.push(`${label}: expected ${want}, got ${res.status} ${JSON.stringify(res.data).slice(0, 160)}`);
        continue;
      }
      // Every answer of the table's error statuses says why, with a listed code of its status; then the row's own checks for that outcome.
      expect(want < 400 || typeof res.data.message === 'string', `${label}: error without message`).toBe(true);
      if (want >= 400) expect(codeProblem(res.status, res.data.code), `${label}: ${JSON.stringify(res.data).slice(0, 160)}`).toBeUndefined();
      await (want >= 400 ? row.unchanged?.(cell) : row.check?.(res, cell));
    }
  }
  return failures;
}
