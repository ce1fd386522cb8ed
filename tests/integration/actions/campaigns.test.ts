import { beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { closeCampaignAction, createCampaignAction, reopenCampaignAction, updateCampaignAction } from '@/lib/campaigns/actions';
import {
  APPLY_BY_PAST,
  CAMPAIGN_CREATED,
  CAMPAIGN_UPDATED,
  CONTENT_DUE_BEFORE_APPLY,
  DELIVERABLE_COUNT,
  DELIVERABLE_PLATFORM,
  DELIVERABLES_REQUIRED,
  FEE_MESSAGE,
  FOLLOWER_RANGE_MESSAGE,
  IMAGE_REQUIRED,
  REQUIRED,
  URL_MESSAGE,
} from '@/lib/campaigns/messages';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { getDb } from '@/lib/db';
import { campaigns } from '@/models';
import { callAction, sessionCookies } from '../../helpers/actions';
import { revalidated } from '../../helpers/action-request';
import { campaignFormFields, createBrand, createCampaign, createCreator } from '../../helpers/factories';
import { pngFile } from '../../helpers/http';

// The campaign form and the brand's campaign list: the same schemas and services as
// POST /api/campaign/create, PATCH /api/campaign/{id} and POST /api/campaign/{id}/close|reopen.

const row = async (id: string) => (await (await getDb()).select().from(campaigns).where(eq(campaigns.id, id)))[0];
const campaignCount = async () => (await (await getDb()).select({ n: count() }).from(campaigns))[0].n;

// What the form sends: every field as the inputs hold it (text), and the image as a File.
const form = (over: Record<string, unknown> = {}) => campaignFormFields({ campaignName: 'Monsoon Recipes', ...over });

// The form sends what its inputs hold (text); the schema reads numbers and listed values from it.
type Loose = (input: Record<string, unknown>) => ReturnType<typeof createCampaignAction>;
const create = createCampaignAction as unknown as Loose;
const update = (id: unknown) => (updateCampaignAction as unknown as (id: unknown, input: Record<string, unknown>) => ReturnType<Loose>).bind(null, id);

type Saved = { message: string; campaign: { _id: string; campaignName: string; brandId: string; minFollowers: number; campaignImage: string; status: string } };

let owner: Awaited<ReturnType<typeof createBrand>>;
const asOwner = () => ({ cookies: sessionCookies('brand', owner) });
beforeEach(async () => {
  owner = await createBrand();
});

describe('createCampaignAction', () => {
  it("posts an open campaign for the signed-in brand, with the spec's message, and refreshes the brand's pages", async () => {
    const before = revalidated.length;
    const res = await callAction(create, { ...form(), campaignImage: pngFile('cover.png') }, asOwner());
    expect(res.status).toBe(200);
    const { message, campaign } = res.data as Saved;
    expect(message).toBe(CAMPAIGN_CREATED);
    expect(campaign).toMatchObject({ campaignName: 'Monsoon Recipes', brandId: owner.brand.id, minFollowers: 3000, status: 'open' });
    expect(campaign.campaignImage).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect((await row(campaign._id)).platform).toBe('YouTube');
    expect(revalidated.slice(before)).toEqual(expect.arrayContaining(['/brand/dashboard', '/collaborate']));
  });

  it('an empty form: "This field is required" under each field and "Campaign image is required", nothing stored', async () => {
    const before = await campaignCount();
    const empty = Object.fromEntries(Object.keys(form()).map((k) => [k, '']));
    const res = await callAction(create, empty, asOwner());
    expect(res.status).toBe(400);
    const errors = res.validationErrors as Record<string, { _errors: string[] }>;
    for (const name of Object.keys(form())) expect(errors[name]?._errors, name).toEqual([REQUIRED]);
    expect(errors.campaignImage._errors).toEqual([IMAGE_REQUIRED]);
    expect(await campaignCount()).toBe(before);
  });

  it('refuses a minimum above the maximum under Min Followers (the one follower-range rule)', async () => {
    const res = await callAction(create, { ...form({ minFollowers: '50000', maxFollowers: '10000' }), campaignImage: pngFile() }, asOwner());
    expect(res.status).toBe(400);
    expect((res.validationErrors as Record<string, { _errors: string[] }>).minFollowers._errors).toContain(FOLLOWER_RANGE_MESSAGE);
  });

  it.each([
    ['a value not in the list', { platform: 'MySpace' }],
    ['a follower count past 10 crore', { minFollowers: '123456789' }],
    ['a number for a name', { campaignName: 42 }],
    ['an oversize description', { description: 'x'.repeat(4001) }],
  ])('refuses %s with validation errors, storing nothing', async (_name, over) => {
    const before = await campaignCount();
    const res = await callAction(create, { ...form(over), campaignImage: pngFile() }, asOwner());
    expect(res.status).toBe(400);
    expect(res.validationErrors).toBeTruthy();
    expect(await campaignCount()).toBe(before);
  });

  it('refuses a file that is not an image under Campaign Image, storing nothing', async () => {
    const before = await campaignCount();
    const fake = new File([new TextEncoder().encode('not a picture')], 'cover.png', { type: 'image/png' });
    const res = await callAction(create, { ...form(), campaignImage: fake }, asOwner());
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await campaignCount()).toBe(before);
  });

  it('refuses anonymous callers and creators (401), and other sites (403)', async () => {
    const creator = await createCreator();
    const before = await campaignCount();
    const input = () => ({ ...form(), campaignImage: pngFile() });
    expect((await callAction(create, input())).status).toBe(401);
    expect((await callAction(create, input(), { cookies: sessionCookies('creator', creator) })).status).toBe(401);
    const cross = await callAction(create, input(), {
      ...asOwner(),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(await campaignCount()).toBe(before);
  });
});

describe('updateCampaignAction (bound to the campaign id)', () => {
  it("saves the brand's own campaign with the spec's message; the image stays unless a new one is chosen", async () => {
    const campaign = await createCampaign(owner.brand.id);
    const res = await callAction(update(campaign.id), form({ campaignName: 'Renamed' }), asOwner());
    expect(res.status).toBe(200);
    expect((res.data as Saved).message).toBe(CAMPAIGN_UPDATED);
    expect(await row(campaign.id)).toMatchObject({ campaignName: 'Renamed', platform: 'YouTube', campaignImage: campaign.campaignImage });
  });

  it('takes a new image as a File', async () => {
    const campaign = await createCampaign(owner.brand.id);
    const res = await callAction(update(campaign.id), { ...form(), campaignImage: pngFile('new.png') }, asOwner());
    expect(res.status).toBe(200);
    expect((await row(campaign.id)).campaignImage).not.toBe(campaign.campaignImage);
  });

  it('an emptied field is an error, not "unchanged"', async () => {
    const campaign = await createCampaign(owner.brand.id);
    const res = await callAction(update(campaign.id), form({ minFollowers: '', incentives: ' ' }), asOwner());
    expect(res.status).toBe(400);
    const errors = res.validationErrors as Record<string, { _errors: string[] }>;
    expect(errors.minFollowers._errors).toEqual([REQUIRED]);
    expect(errors.incentives._errors).toEqual([REQUIRED]);
    expect((await row(campaign.id)).incentives).toBe(campaign.incentives);
  });

  it("another brand's campaign, an unknown id and a malformed id are not found; nothing changes", async () => {
    const other = await createBrand();
    const theirs = await createCampaign(other.brand.id);
    for (const id of [theirs.id, crypto.randomUUID(), 'not-an-id']) {
      const res = await callAction(update(id), form({ campaignName: 'Hijacked' }), asOwner());
      expect(res.status, id).toBe(404);
      expect(res.message).toBe('Campaign not found');
    }
    expect((await row(theirs.id)).campaignName).toBe(theirs.campaignName);
  });

  it('refuses a bound id that is not text, and anonymous callers', async () => {
    const campaign = await createCampaign(owner.brand.id);
    const wrongType = await callAction(update(42), form(), asOwner());
    expect(wrongType.status).toBe(400);
    expect(wrongType.message).toBe('Unknown campaign');
    expect((await callAction(update(campaign.id), form({ campaignName: 'Anon' }))).status).toBe(401);
    expect((await row(campaign.id)).campaignName).toBe(campaign.campaignName);
  });
});

describe('closeCampaignAction / reopenCampaignAction', () => {
  it("close takes the brand's own campaign off the public list; reopen puts it back", async () => {
    const campaign = await createCampaign(owner.brand.id);
    const closed = await callAction(closeCampaignAction, { id: campaign.id }, asOwner());
    expect(closed.status).toBe(200);
    expect(closed.data!.campaign.status).toBe('closed');
    expect((await row(campaign.id)).status).toBe('closed');
    const reopened = await callAction(reopenCampaignAction, { id: campaign.id }, asOwner());
    expect(reopened.status).toBe(200);
    expect((await row(campaign.id)).status).toBe('open');
  });

  it("another brand's campaign is not found and stays open; creators and anonymous callers get 401", async () => {
    const other = await createBrand();
    const theirs = await createCampaign(other.brand.id);
    expect((await callAction(closeCampaignAction, { id: theirs.id }, asOwner())).status).toBe(404);
    const creator = await createCreator();
    expect((await callAction(closeCampaignAction, { id: theirs.id }, { cookies: sessionCookies('creator', creator) })).status).toBe(401);
    expect((await callAction(closeCampaignAction, { id: theirs.id })).status).toBe(401);
    expect((await row(theirs.id)).status).toBe('open');
  });

  it('bad input: a missing or non-text id is a validation error', async () => {
    expect((await callAction(closeCampaignAction as (i: unknown) => Promise<never>, {}, asOwner())).status).toBe(400);
    expect((await callAction(reopenCampaignAction as (i: unknown) => Promise<never>, { id: ['x'] }, asOwner())).status).toBe(400);
  });
});

describe('the brief in the campaign form (create and edit actions)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const inDays = (n: number) => todayInIndia(Date.now() + n * DAY);
  const two = JSON.stringify([
    { platform: 'Instagram', kind: 'reel', count: '2' },
    { platform: 'YouTube', kind: 'video', count: 1 },
  ]);
  const brief = () => ({
    deliverables: two,
    feeInr: '8000',
    applyBy: inDays(7),
    contentDueBy: inDays(14),
    contentGuidelines: 'Do: say it is sponsored.',
    destinationUrl: 'https://acme.example/monsoon',
  });
  const errorsOf = (res: { validationErrors?: unknown }) => res.validationErrors as Record<string, { _errors?: string[] } & Record<string, unknown>>;

  it('creates a campaign with every field of the brief, as the form sends it (text)', async () => {
    const res = await callAction(create, { ...form(brief()), campaignImage: pngFile() }, asOwner());
    expect(res.status, JSON.stringify(res)).toBe(200);
    const saved = await row((res.data as Saved).campaign._id);
    expect(saved).toMatchObject({
      deliverables: [
        { platform: 'Instagram', kind: 'reel', count: 2 },
        { platform: 'YouTube', kind: 'video', count: 1 },
      ],
      feePaise: 800_000,
      applyBy: inDays(7),
      contentDueBy: inDays(14),
      contentGuidelines: 'Do: say it is sponsored.',
      destinationUrl: 'https://acme.example/monsoon',
    });
  });

  it('reads the fee as typed in the form ("7,500", "₹7,500") on create and edit; "7,500.5" is refused', async () => {
    const res = await callAction(create, { ...form({ ...brief(), feeInr: '7,500' }), campaignImage: pngFile() }, asOwner());
    expect(res.status, JSON.stringify(res)).toBe(200);
    const id = (res.data as Saved).campaign._id;
    expect(await row(id)).toMatchObject({ feePaise: 750_000 });
    const edited = await callAction(update(id), form({ ...brief(), feeInr: '₹12,500' }), asOwner());
    expect(edited.status, JSON.stringify(edited)).toBe(200);
    expect(await row(id)).toMatchObject({ feePaise: 1_250_000 });
    const half = await callAction(update(id), form({ ...brief(), feeInr: '7,500.5' }), asOwner());
    expect(half.status).toBe(400);
    expect(errorsOf(half).feeInr._errors).toEqual([FEE_MESSAGE]);
    expect(await row(id)).toMatchObject({ feePaise: 1_250_000 });
  });

  it('an empty fee, dates, guidelines and link are product only and none', async () => {
    const res = await callAction(
      create,
      { ...form({ feeInr: '', applyBy: '', contentDueBy: '', contentGuidelines: '', destinationUrl: '' }), campaignImage: pngFile() },
      asOwner(),
    );
    expect(res.status).toBe(200);
    expect(await row((res.data as Saved).campaign._id)).toMatchObject({
      feePaise: null,
      applyBy: null,
      contentDueBy: null,
      contentGuidelines: '',
      destinationUrl: null,
    });
  });

  it('requires at least one deliverable (the API does not), storing nothing', async () => {
    const before = await campaignCount();
    const empty = await callAction(create, { ...form({ deliverables: '[]' }), campaignImage: pngFile() }, asOwner());
    expect(empty.status).toBe(400);
    expect(errorsOf(empty).deliverables._errors).toEqual([DELIVERABLES_REQUIRED]);
    const missing = await callAction(create, { ...form({ deliverables: undefined }), campaignImage: pngFile() }, asOwner());
    expect(missing.status).toBe(400);
    expect(errorsOf(missing).deliverables._errors).toEqual([REQUIRED]);
    expect(await campaignCount()).toBe(before);
  });

  it('answers each bad line of the brief under its own control', async () => {
    const bad = JSON.stringify([
      { platform: 'Instagram', kind: 'reel', count: '2' },
      { platform: '', kind: 'post', count: '0' },
    ]);
    const res = await callAction(
      create,
      { ...form({ deliverables: bad, feeInr: '1.5', applyBy: inDays(-1), destinationUrl: 'http://acme.example' }), campaignImage: pngFile() },
      asOwner(),
    );
    expect(res.status).toBe(400);
    const errors = errorsOf(res);
    const line = (errors.deliverables as Record<string, Record<string, { _errors: string[] }>>)['1'];
    expect(line.platform._errors).toEqual([DELIVERABLE_PLATFORM]);
    expect(line.count._errors).toEqual([DELIVERABLE_COUNT]);
    expect(errors.feeInr._errors).toEqual([FEE_MESSAGE]);
    expect(errors.destinationUrl._errors).toEqual([URL_MESSAGE]);
  });

  it('refuses an application deadline in the past on create, and content due before it', async () => {
    const past = await callAction(create, { ...form({ applyBy: inDays(-1) }), campaignImage: pngFile() }, asOwner());
    expect(errorsOf(past).applyBy._errors).toEqual([APPLY_BY_PAST]);
    const order = await callAction(create, { ...form({ applyBy: inDays(5), contentDueBy: inDays(4) }), campaignImage: pngFile() }, asOwner());
    expect(errorsOf(order).contentDueBy._errors).toEqual([CONTENT_DUE_BEFORE_APPLY]);
  });

  it('edits the brief, and keeps a deadline that has since passed', async () => {
    const campaign = await createCampaign(owner.brand.id, { applyBy: '2020-01-01' });
    const res = await callAction(update(campaign.id), form({ ...brief(), applyBy: '2020-01-01', feeInr: '' }), asOwner());
    expect(res.status, JSON.stringify(res)).toBe(200);
    expect(await row(campaign.id)).toMatchObject({ applyBy: '2020-01-01', feePaise: null, contentDueBy: inDays(14) });
    const none = await callAction(update(campaign.id), form({ deliverables: '[]' }), asOwner());
    expect(errorsOf(none).deliverables._errors).toEqual([DELIVERABLES_REQUIRED]);
    expect((await row(campaign.id)).deliverables).toHaveLength(2);
  });
});
