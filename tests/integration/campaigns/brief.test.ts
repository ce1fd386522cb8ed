import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { POST as CREATE } from '@/app/api/campaign/create/route';
import { GET as LIST } from '@/app/api/campaign/route';
import { GET as SHOW, PATCH } from '@/app/api/campaign/[id]/route';
import { POST as REQUEST } from '@/app/api/campaign/[id]/request/route';
import { todayInIndia } from '@/lib/campaigns/deadline';
import {
  APPLY_BY_PAST,
  CONTENT_DUE_BEFORE_APPLY,
  DATE_MESSAGE,
  DELIVERABLE_COUNT,
  DELIVERABLE_KIND,
  DELIVERABLES_JSON,
  DELIVERABLES_TOO_MANY,
  FEE_MESSAGE,
  URL_MESSAGE,
} from '@/lib/campaigns/messages';
import { getDb } from '@/lib/db';
import { campaigns } from '@/models';
import { call, pngFile } from '../../helpers/http';
import { campaignFormFields, createBrand, createCampaign, createCreator } from '../../helpers/factories';
import { requestsOf } from '../participation/support';

// The campaign brief (issue 14): deliverables, fee, dates, guidelines and destination URL, on
// POST /api/campaign/create (multipart), PATCH /api/campaign/{id} (JSON or multipart), the
// campaign JSON, the list filters and the request deadline.

const DAY = 24 * 60 * 60 * 1000;
/** A day relative to today in India time, as YYYY-MM-DD. */
const inDays = (n: number) => todayInIndia(Date.now() + n * DAY);

const DELIVERABLES = [
  { platform: 'Instagram', kind: 'reel', count: 2 },
  { platform: 'YouTube', kind: 'short', count: 1 },
];

// The spec's fields only, as its clients send them.
const SPEC_FIELDS = Object.fromEntries(Object.entries(campaignFormFields() as Record<string, string>).filter(([k]) => k !== 'deliverables'));

type Json = {
  _id: string;
  deliverables: unknown;
  feeInr: number | null;
  applyBy: string | null;
  contentDueBy: string | null;
  contentGuidelines: string;
  destinationUrl: string | null;
};

function form(over: Record<string, string | null> = {}) {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...SPEC_FIELDS, ...over })) if (v !== null) f.append(k, v);
  f.append('campaignImage', pngFile('cover.png'));
  return f;
}

const rowCount = async () => Number((await (await getDb()).select({ n: count() }).from(campaigns))[0].n);
const rowOf = async (id: string) => (await (await getDb()).select().from(campaigns).where(eq(campaigns.id, id)))[0];

let brand: Awaited<ReturnType<typeof createBrand>>;
beforeAll(async () => {
  brand = await createBrand();
});

const create = (over: Record<string, string | null> = {}) => call(CREATE, { form: form(over), token: brand.accessToken });
const patch = (id: string, json: unknown) => call(PATCH, { method: 'PATCH', json, token: brand.accessToken, params: { id } });

describe('the brief on create (multipart)', () => {
  it('stores every field (fee in paise) and echoes it in the campaign JSON', async () => {
    const applyBy = inDays(10);
    const contentDueBy = inDays(20);
    const { status, data } = await create({
      deliverables: JSON.stringify(DELIVERABLES),
      feeInr: '8000',
      applyBy,
      contentDueBy,
      contentGuidelines: "Do: show the label.\nDon't: mention other brands.",
      destinationUrl: 'https://acme.example/monsoon?ref=collab',
    });
    expect(status, JSON.stringify(data)).toBe(201);
    const c = data.campaign as Json;
    expect(c).toMatchObject({
      deliverables: DELIVERABLES,
      feeInr: 8000,
      applyBy,
      contentDueBy,
      contentGuidelines: "Do: show the label.\nDon't: mention other brands.",
      destinationUrl: 'https://acme.example/monsoon?ref=collab',
    });
    const row = await rowOf(c._id);
    expect(row.feePaise).toBe(800_000);
    expect(row.deliverables).toEqual(DELIVERABLES);
    expect(row.applyBy).toBe(applyBy);

    // The same JSON on GET /api/campaign/{id} and in the list.
    expect((await call(SHOW, { params: { id: c._id } })).data.campaign).toMatchObject({ feeInr: 8000, deliverables: DELIVERABLES, applyBy });
    const listed = (await call(LIST, { url: '/api/campaign' })).data.campaigns as Json[];
    expect(listed.find((x) => x._id === c._id)).toMatchObject({ feeInr: 8000, contentDueBy });
  });

  it('gives a spec client that sends only the old fields an empty brief: no deliverables, product only, no dates', async () => {
    const { status, data } = await create();
    expect(status).toBe(201);
    expect(data.campaign).toMatchObject({
      deliverables: [],
      feeInr: null,
      applyBy: null,
      contentDueBy: null,
      contentGuidelines: '',
      destinationUrl: null,
    });
  });

  it('reads an empty fee as product only, and a fee of 0 as ₹0', async () => {
    expect(((await create({ feeInr: '' })).data.campaign as Json).feeInr).toBeNull();
    expect(((await create({ feeInr: '0' })).data.campaign as Json).feeInr).toBe(0);
    expect(((await create({ feeInr: '10000000' })).data.campaign as Json).feeInr).toBe(10_000_000);
  });

  it('reads a fee as people type it: "7,500", "₹7,500", "Rs 7500", "1,00,000", "1.5L"', async () => {
    for (const [typed, rupees] of [
      ['7,500', 7500],
      ['₹7,500', 7500],
      ['Rs 7500', 7500],
      [' 7500 ', 7500],
      ['1,00,000', 100_000],
      ['1.5L', 150_000],
      ['18.5k', 18_500],
    ] as const) {
      const res = await create({ feeInr: typed });
      expect(res.status, `${typed}: ${JSON.stringify(res.data)}`).toBe(201);
      expect((res.data.campaign as Json).feeInr, typed).toBe(rupees);
    }
  });

  it('accepts an application deadline of today and content due the same day', async () => {
    const today = todayInIndia();
    const { status, data } = await create({ applyBy: today, contentDueBy: today });
    expect(status).toBe(201);
    expect(data.campaign).toMatchObject({ applyBy: today, contentDueBy: today });
  });

  it.each([
    ['bad JSON in deliverables', { deliverables: '[{"platform":' }, 'deliverables', DELIVERABLES_JSON],
    ['deliverables that are not a list', { deliverables: '{"platform":"Instagram"}' }, 'deliverables', DELIVERABLES_JSON],
    ['an unknown kind', { deliverables: '[{"platform":"Instagram","kind":"tweet","count":1}]' }, 'deliverables.0.kind', DELIVERABLE_KIND],
    ['an unknown platform', { deliverables: '[{"platform":"MySpace","kind":"post","count":1}]' }, 'deliverables.0.platform', 'Choose a platform'],
    ['a count of 0', { deliverables: '[{"platform":"Instagram","kind":"post","count":0}]' }, 'deliverables.0.count', DELIVERABLE_COUNT],
    ['a count of 21', { deliverables: '[{"platform":"Instagram","kind":"post","count":21}]' }, 'deliverables.0.count', DELIVERABLE_COUNT],
    ['a fractional count', { deliverables: '[{"platform":"Instagram","kind":"post","count":1.5}]' }, 'deliverables.0.count', DELIVERABLE_COUNT],
    [
      '11 lines',
      { deliverables: JSON.stringify(Array.from({ length: 11 }, () => ({ platform: 'Instagram', kind: 'post', count: 1 }))) },
      'deliverables',
      DELIVERABLES_TOO_MANY,
    ],
    ['a fee of -1', { feeInr: '-1' }, 'feeInr', FEE_MESSAGE],
    ['a fee of 1.5', { feeInr: '1.5' }, 'feeInr', FEE_MESSAGE],
    ['a fee of "abc"', { feeInr: 'abc' }, 'feeInr', FEE_MESSAGE],
    ['a fee over the cap', { feeInr: '10000001' }, 'feeInr', FEE_MESSAGE],
    ['a fee of "7,500.5" (not whole rupees)', { feeInr: '7,500.5' }, 'feeInr', FEE_MESSAGE],
    ['a fee of "7,50,0" (bad grouping)', { feeInr: '7,50,0' }, 'feeInr', FEE_MESSAGE],
    ['a fee of "1e3"', { feeInr: '1e3' }, 'feeInr', FEE_MESSAGE],
    ['a fee of "12kk"', { feeInr: '12kk' }, 'feeInr', FEE_MESSAGE],
    ['a month 13', { applyBy: '2026-13-01' }, 'applyBy', DATE_MESSAGE],
    ['30 February', { contentDueBy: '2027-02-30' }, 'contentDueBy', DATE_MESSAGE],
    ['a date in another format', { applyBy: '12/11/2026' }, 'applyBy', DATE_MESSAGE],
    ['an application deadline in the past', { applyBy: inDays(-1) }, 'applyBy', APPLY_BY_PAST],
    ['content due before the application deadline', { applyBy: inDays(10), contentDueBy: inDays(9) }, 'contentDueBy', CONTENT_DUE_BEFORE_APPLY],
    ['an http:// destination', { destinationUrl: 'http://acme.example/' }, 'destinationUrl', URL_MESSAGE],
    ['a destination that is not a URL', { destinationUrl: 'acme.example' }, 'destinationUrl', URL_MESSAGE],
    ['a javascript: destination', { destinationUrl: 'javascript:alert(1)' }, 'destinationUrl', URL_MESSAGE],
    ['a destination with credentials', { destinationUrl: 'https://user:pw@acme.example/' }, 'destinationUrl', URL_MESSAGE],
    ['a destination over 2000 characters', { destinationUrl: `https://acme.example/${'a'.repeat(2000)}` }, 'destinationUrl', 'Must be at most 2000 characters'],
    ['guidelines over 2000 characters', { contentGuidelines: 'x'.repeat(2001) }, 'contentGuidelines', 'Must be at most 2000 characters'],
  ])('answers 400 for %s with the field message, storing nothing', async (_case, over, field, message) => {
    const before = await rowCount();
    const { status, data } = await create(over);
    expect(status).toBe(400);
    expect((data.fields as Record<string, string>)[field]).toBe(message);
    expect(typeof data.message).toBe('string');
    expect(await rowCount()).toBe(before);
  });
});

describe('the brief on edit (PATCH /api/campaign/{id})', () => {
  it('sets every field from JSON, with deliverables as an array or as JSON text', async () => {
    const c = await createCampaign(brand.brand.id);
    const applyBy = inDays(5);
    const res = await patch(c.id, {
      deliverables: DELIVERABLES,
      feeInr: 2500,
      applyBy,
      contentDueBy: inDays(12),
      contentGuidelines: 'Keep it honest.',
      destinationUrl: 'https://acme.example/',
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.campaign).toMatchObject({ deliverables: DELIVERABLES, feeInr: 2500, applyBy, contentGuidelines: 'Keep it honest.' });
    expect((await rowOf(c.id)).feePaise).toBe(250_000);

    const asText = await patch(c.id, { deliverables: JSON.stringify([DELIVERABLES[1]]) });
    expect(asText.status).toBe(200);
    expect((asText.data.campaign as Json).deliverables).toEqual([DELIVERABLES[1]]);
    // Fields not sent stay as they were.
    expect(asText.data.campaign).toMatchObject({ feeInr: 2500, applyBy, destinationUrl: 'https://acme.example/' });
  });

  it('takes the fee as a number, as digits (the spec client) or as typed with grouping and ₹', async () => {
    const c = await createCampaign(brand.brand.id);
    for (const [sent, rupees] of [
      [2500, 2500],
      ['1000', 1000],
      ['₹7,500', 7500],
      ['1,00,000', 100_000],
    ] as const) {
      const res = await patch(c.id, { feeInr: sent });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      expect((res.data.campaign as Json).feeInr).toBe(rupees);
    }
  });

  it('clears the fee (product only), the dates and the link with null, and the deliverables with []', async () => {
    const c = await createCampaign(brand.brand.id, {
      feePaise: 100_000,
      applyBy: inDays(3),
      contentDueBy: inDays(4),
      destinationUrl: 'https://x.example/',
      deliverables: [{ platform: 'Instagram', kind: 'post', count: 1 }],
    });
    const res = await patch(c.id, { feeInr: null, applyBy: null, contentDueBy: null, destinationUrl: null, deliverables: [] });
    expect(res.status).toBe(200);
    expect(res.data.campaign).toMatchObject({ feeInr: null, applyBy: null, contentDueBy: null, destinationUrl: null, deliverables: [] });
  });

  it('keeps a past application deadline on edit (only a new campaign refuses one)', async () => {
    const c = await createCampaign(brand.brand.id);
    const res = await patch(c.id, { applyBy: '2020-01-01' });
    expect(res.status).toBe(200);
    expect((res.data.campaign as Json).applyBy).toBe('2020-01-01');
  });

  it('checks content due against the stored application deadline', async () => {
    const c = await createCampaign(brand.brand.id, { applyBy: inDays(10) });
    const res = await patch(c.id, { contentDueBy: inDays(2) });
    expect(res.status).toBe(400);
    expect((res.data.fields as Record<string, string>).contentDueBy).toBe(CONTENT_DUE_BEFORE_APPLY);
    expect((await rowOf(c.id)).contentDueBy).toBeNull();
  });

  it.each([
    ['bad JSON text', { deliverables: 'not json' }, 'deliverables'],
    ['an unknown kind', { deliverables: [{ platform: 'Instagram', kind: 'tweet', count: 1 }] }, 'deliverables.0.kind'],
    ['a count of 0', { deliverables: [{ platform: 'Instagram', kind: 'post', count: 0 }] }, 'deliverables.0.count'],
    ['a fee as a fraction', { feeInr: 1.5 }, 'feeInr'],
    ['a negative fee', { feeInr: -1 }, 'feeInr'],
    ['a fee as a word', { feeInr: 'abc' }, 'feeInr'],
    ['a fee as a boolean', { feeInr: true }, 'feeInr'],
    ['a bad date', { applyBy: '2026-13-01' }, 'applyBy'],
    ['a date as a number', { contentDueBy: 20261112 }, 'contentDueBy'],
    ['dates out of order', { applyBy: '2030-05-10', contentDueBy: '2030-05-01' }, 'contentDueBy'],
    ['an http:// destination', { destinationUrl: 'http://acme.example/' }, 'destinationUrl'],
    ['guidelines as a list', { contentGuidelines: ['a'] }, 'contentGuidelines'],
  ])('answers 400 for %s and changes nothing', async (_case, json, field) => {
    const c = await createCampaign(brand.brand.id);
    const before = await rowOf(c.id);
    const res = await patch(c.id, json);
    expect(res.status).toBe(400);
    expect(Object.keys(res.data.fields as object)).toContain(field);
    expect(await rowOf(c.id)).toEqual(before);
  });
});

describe('GET /api/campaign: fee range and deadline filters', () => {
  let names: Record<string, string>;
  beforeAll(async () => {
    const { brand: b } = await createBrand();
    const tag = crypto.randomUUID().slice(0, 8);
    names = {
      product: `Product only ${tag}`,
      cheap: `Cheap ${tag}`,
      mid: `Mid ${tag}`,
      rich: `Rich ${tag}`,
      passed: `Passed ${tag}`,
      today: `Today ${tag}`,
    };
    await createCampaign(b.id, { campaignName: names.product, feePaise: null });
    await createCampaign(b.id, { campaignName: names.cheap, feePaise: 50_000 }); // ₹500
    await createCampaign(b.id, { campaignName: names.mid, feePaise: 800_000, applyBy: inDays(30) }); // ₹8,000
    await createCampaign(b.id, { campaignName: names.rich, feePaise: 5_000_000 }); // ₹50,000
    await createCampaign(b.id, { campaignName: names.passed, feePaise: 800_000, applyBy: inDays(-1) });
    await createCampaign(b.id, { campaignName: names.today, feePaise: null, applyBy: todayInIndia() });
    names.tag = tag;
  });

  const found = async (qs: string) => {
    const res = await call(LIST, { url: `/api/campaign?q=${names.tag}&limit=50${qs}` });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    return (res.data.campaigns as { campaignName: string }[]).map((c) => c.campaignName).sort();
  };
  const sorted = (...keys: string[]) => keys.map((k) => names[k]).sort();

  it('lists every campaign without the new filters (spec clients), passed deadlines included', async () => {
    expect(await found('')).toEqual(sorted('product', 'cheap', 'mid', 'rich', 'passed', 'today'));
    expect(await found('&open=0')).toEqual(sorted('product', 'cheap', 'mid', 'rich', 'passed', 'today'));
  });

  it('filters by a minimum fee: product only never matches one, not even 0', async () => {
    expect(await found('&minFee=8000')).toEqual(sorted('mid', 'rich', 'passed'));
    expect(await found('&minFee=0')).toEqual(sorted('cheap', 'mid', 'rich', 'passed'));
  });

  it('filters by a maximum fee: product only matches it', async () => {
    expect(await found('&maxFee=8000')).toEqual(sorted('product', 'cheap', 'mid', 'passed', 'today'));
    expect(await found('&maxFee=0')).toEqual(sorted('product', 'today'));
  });

  it('filters by a fee range (inclusive)', async () => {
    expect(await found('&minFee=500&maxFee=8000')).toEqual(sorted('cheap', 'mid', 'passed'));
  });

  it('open=1 hides campaigns whose application deadline has passed (a deadline of today still counts)', async () => {
    expect(await found('&open=1')).toEqual(sorted('product', 'cheap', 'mid', 'rich', 'today'));
    expect(await found('&open=1&minFee=8000')).toEqual(sorted('mid', 'rich'));
  });

  it('keeps the existing filters working beside the new ones', async () => {
    expect(await found('&platform=Instagram&interest=Technology&minFollowers=1000&maxFollowers=20000&minFee=1')).toEqual(
      sorted('cheap', 'mid', 'rich', 'passed'),
    );
    expect(await found('&platform=YouTube&minFee=1')).toEqual([]);
  });

  it('reads fee filters as people type them ("8,000", "₹8,000", "8k")', async () => {
    expect(await found('&minFee=8%2C000')).toEqual(sorted('mid', 'rich', 'passed'));
    expect(await found(`&minFee=${encodeURIComponent('₹500')}&maxFee=8k`)).toEqual(sorted('cheap', 'mid', 'passed'));
  });

  it('treats an empty fee or deadline filter as no filter', async () => {
    expect(await found('&minFee=&maxFee=&open=')).toHaveLength(6);
  });

  it.each([['minFee=-1'], ['maxFee=1.5'], ['minFee=abc'], ['maxFee=10000001'], ['minFee=1e3'], ['maxFee=8%2C000.5'], ['open=yes']])(
    'answers 400 for %s',
    async (qs) => {
      const res = await call(LIST, { url: `/api/campaign?${qs}` });
      expect(res.status).toBe(400);
      expect(typeof res.data.message).toBe('string');
    },
  );
});

describe('the application deadline and requests', () => {
  it('refuses a request after the deadline with 409 and the message, storing nothing', async () => {
    const c = await createCampaign(brand.brand.id, { applyBy: '2020-01-01' });
    const creator = await createCreator();
    const res = await call(REQUEST, { method: 'POST', token: creator.accessToken, params: { id: c.id } });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe('Applications closed on 1 Jan 2020');
    expect(await requestsOf(c.id)).toHaveLength(0);
  });

  it('takes a request on the last day', async () => {
    const c = await createCampaign(brand.brand.id, { applyBy: todayInIndia() });
    const creator = await createCreator();
    const res = await call(REQUEST, { method: 'POST', token: creator.accessToken, params: { id: c.id } });
    expect(res.status).toBe(201);
  });
});
