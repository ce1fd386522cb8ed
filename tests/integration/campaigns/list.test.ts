import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/campaign/route';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Campaign } from '@/models';

type Item = { _id: string; campaignName: string; isNew: boolean; requestCount: number; status: string; campaignImage: string };
type ListBody = {
  campaigns: Item[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  totalIsCapped: boolean;
  nextCursor: string | null;
  message?: string;
};

const list = async (qs = '', headers?: Record<string, string>) => {
  const r = await call(GET, { url: `/api/campaign${qs}`, headers });
  return { ...r, body: r.data as unknown as ListBody };
};
const names = (b: ListBody) => b.campaigns.map((c) => c.campaignName);

const DAY = 24 * 60 * 60 * 1000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

let brandId: string;
const made: Record<string, Campaign> = {};

beforeAll(async () => {
  const { brand } = await createBrand();
  brandId = brand.id;
  // Ages fix the order: newest first.
  made.yoga = await createCampaign(brandId, {
    campaignName: 'Yoga Mats',
    brandName: 'Zen Co',
    interest: 'Health',
    platform: 'YouTube',
    minFollowers: 5000,
    maxFollowers: 40000,
    description: 'Stretch with us',
    createdAt: at(1),
  });
  made.phone = await createCampaign(brandId, {
    campaignName: 'Phone Launch',
    brandName: 'Techno',
    interest: 'Technology',
    platform: 'Instagram',
    minFollowers: 1000,
    maxFollowers: 20000,
    description: 'Unbox the new phone',
    createdAt: at(3),
  });
  made.sale = await createCampaign(brandId, {
    campaignName: '50% off_sale',
    brandName: 'Fashion House',
    interest: 'Fashion',
    platform: 'TikTok',
    minFollowers: 10000,
    maxFollowers: 200000,
    description: 'Summer collection',
    createdAt: at(10),
  });
  made.plain = await createCampaign(brandId, {
    campaignName: '50 off sale',
    brandName: 'Travel Hub',
    interest: 'Travel',
    platform: 'Twitter',
    minFollowers: 2000,
    maxFollowers: 60000,
    description: 'Trips with a backslash \\ in text',
    createdAt: at(20),
  });
  made.closed = await createCampaign(brandId, { campaignName: 'Closed Yoga', status: 'closed', createdAt: at(0.5) });
});

describe('GET /api/campaign', () => {
  it('lists only open campaigns, newest first, with the spec fields, NEW badge and request counts', async () => {
    const { creator } = await createCreator();
    const { creator: other } = await createCreator();
    await createRequest(made.phone.id, creator.id);
    await createRequest(made.phone.id, other.id, 'approved');
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Yoga Mats', 'Phone Launch', '50% off_sale', '50 off sale']);
    expect(body.total).toBe(4);
    const phone = body.campaigns.find((c) => c._id === made.phone.id)!;
    expect(phone).toMatchObject({
      campaignName: 'Phone Launch',
      brandName: 'Techno',
      interest: 'Technology',
      platform: 'Instagram',
      minFollowers: 1000,
      maxFollowers: 20000,
      status: 'open',
      isNew: true,
      requestCount: 2,
    });
    expect(phone.campaignImage).toMatch(/^uploads\//);
    expect(body.campaigns.find((c) => c._id === made.sale.id)).toMatchObject({ isNew: false, requestCount: 0 });
  });

  it.each([
    ['phone', ['Phone Launch']],
    ['ZEN', ['Yoga Mats']],
    ['summer', ['50% off_sale']],
    ['50%', ['50% off_sale']],
    ['off_sale', ['50% off_sale']],
    ['_', ['50% off_sale']],
    ['%', ['50% off_sale']],
    ['\\', ['50 off sale']],
    ['50', ['50% off_sale', '50 off sale']],
    ['nothing like this', []],
  ])('searches name, brand and description for %j literally', async (q, expected) => {
    const { status, body } = await list(`?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('never finds closed campaigns by search', async () => {
    const { body } = await list('?q=yoga');
    expect(names(body)).toEqual(['Yoga Mats']);
  });

  it.each([
    ['?platform=Instagram', ['Phone Launch']],
    ['?platform=TikTok', ['50% off_sale']],
    ['?interest=Health', ['Yoga Mats']],
    ['?interest=Travel&platform=Twitter', ['50 off sale']],
    ['?interest=Fashion&platform=Instagram', []],
    ['?platform=&interest=', ['Yoga Mats', 'Phone Launch', '50% off_sale', '50 off sale']],
  ])('filters %s', async (qs, expected) => {
    const { body } = await list(qs);
    expect(names(body)).toEqual(expected);
  });

  it.each([
    // Campaign ranges: Yoga 5k–40k, Phone 1k–20k, Sale 10k–200k, Plain 2k–60k.
    ['?minFollowers=45000', ['50% off_sale', '50 off sale']],
    ['?maxFollowers=1500', ['Phone Launch']],
    ['?minFollowers=20000&maxFollowers=20000', ['Yoga Mats', 'Phone Launch', '50% off_sale', '50 off sale']],
    ['?minFollowers=21000&maxFollowers=30000', ['Yoga Mats', '50% off_sale', '50 off sale']],
    ['?minFollowers=61000&maxFollowers=100000', ['50% off_sale']],
    ['?minFollowers=300000', []],
    ['?maxFollowers=999', []],
  ])('matches campaigns whose follower range overlaps %s', async (qs, expected) => {
    const { body } = await list(qs);
    expect(names(body)).toEqual(expected);
  });

  it('breaks ties on the same creation time by id, so pages never overlap', async () => {
    const { brand } = await createBrand();
    const same = new Date(Date.now() - 100 * DAY);
    const a = await createCampaign(brand.id, { campaignName: 'Tie A', createdAt: same, interest: 'Travel', platform: 'YouTube' });
    const b = await createCampaign(brand.id, { campaignName: 'Tie B', createdAt: same, interest: 'Travel', platform: 'YouTube' });
    const { body } = await list('?interest=Travel&platform=YouTube');
    expect(body.campaigns.map((c) => c._id)).toEqual([a.id, b.id].sort().reverse());
  });

  it('paginates with page, limit, total and totalPages', async () => {
    const { brand } = await createBrand();
    for (let i = 0; i < 7; i++) {
      await createCampaign(brand.id, { campaignName: `Paged ${i}`, interest: 'Health', platform: 'TikTok', createdAt: at(200 + i) });
    }
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const { body } = await list(`?interest=Health&platform=TikTok&limit=3&page=${page}`);
      expect(body).toMatchObject({ page, limit: 3, total: 7, totalPages: 3 });
      seen.push(...names(body));
    }
    expect(seen).toEqual(['Paged 0', 'Paged 1', 'Paged 2', 'Paged 3', 'Paged 4', 'Paged 5', 'Paged 6']);
    const past = await list('?interest=Health&platform=TikTok&limit=3&page=4');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ campaigns: [], total: 7, totalPages: 3, page: 4 });
  });

  it('reads on with nextCursor (keyset): the same campaigns in the same order as pages, then null', async () => {
    const { brand } = await createBrand();
    for (let i = 0; i < 7; i++) {
      await createCampaign(brand.id, { campaignName: `Cursorwalk ${i}`, createdAt: at(400 + i) });
    }
    const filter = '?q=cursorwalk&limit=3';
    const first = await list(filter);
    expect(first.body).toMatchObject({ page: 1, total: 7, totalPages: 3 });
    const seen = names(first.body);
    let cursor = first.body.nextCursor;
    const totals: number[] = [];
    while (cursor) {
      const next = await list(`${filter}&after=${cursor}`);
      expect(next.status).toBe(200);
      // With a cursor, the answer is page 1 of what follows it.
      expect(next.body.page).toBe(1);
      totals.push(next.body.total);
      seen.push(...names(next.body));
      cursor = next.body.nextCursor;
    }
    expect(seen).toEqual(['Cursorwalk 0', 'Cursorwalk 1', 'Cursorwalk 2', 'Cursorwalk 3', 'Cursorwalk 4', 'Cursorwalk 5', 'Cursorwalk 6']);
    expect(totals).toEqual([4, 1]);
    // A page that ends exactly at the last campaign says so.
    const exact = await list('?q=cursorwalk&limit=7');
    expect(exact.body.nextCursor).toBeNull();
  });

  it('keeps campaigns created within the same millisecond apart: the cursor holds microseconds and the id', async () => {
    const { brand } = await createBrand();
    const when = at(500);
    const older = await createCampaign(brand.id, { campaignName: 'Microtime older', createdAt: when });
    const newer = await createCampaign(brand.id, { campaignName: 'Microtime newer', createdAt: when });
    const tie = await createCampaign(brand.id, { campaignName: 'Microtime tie', createdAt: when });
    const db = await getDb();
    await db.execute(sql`update campaigns set created_at = created_at + interval '7 microseconds' where id in (${newer.id}, ${tie.id})`);
    const expected = [newer.id, tie.id].sort().reverse().concat(older.id);
    const seen: string[] = [];
    let qs = '?q=microtime&limit=1';
    for (let i = 0; i < 2; i++) {
      const { body } = await list(qs);
      seen.push(...body.campaigns.map((c) => c._id));
      qs = `?q=microtime&limit=1&after=${body.nextCursor}`;
    }
    const { body: last } = await list(qs);
    seen.push(...last.campaigns.map((c) => c._id));
    expect(last.nextCursor).toBeNull();
    expect(seen).toEqual(expected);
  });

  it('goes on from a cursor whose campaign was closed since', async () => {
    const { brand } = await createBrand();
    for (let i = 0; i < 3; i++) await createCampaign(brand.id, { campaignName: `Closingsoon ${i}`, createdAt: at(600 + i) });
    const first = await list('?q=closingsoon&limit=1');
    const db = await getDb();
    await db.execute(sql`update campaigns set status = 'closed' where id = ${first.body.campaigns[0]._id}`);
    const next = await list(`?q=closingsoon&limit=1&after=${first.body.nextCursor}`);
    expect(names(next.body)).toEqual(['Closingsoon 1']);
  });

  it.each([
    ['not base64 JSON', 'nonsense!'],
    ['a JSON array of the wrong shape', Buffer.from('[1,2]').toString('base64url')],
    ['a bad time', Buffer.from(JSON.stringify(['yesterday', '00000000-0000-4000-8000-000000000000'])).toString('base64url')],
    ['a bad id', Buffer.from(JSON.stringify(['2026-01-01 00:00:00+00', "x' or 1=1"])).toString('base64url')],
    ['an oversize value', 'a'.repeat(201)],
  ])('answers 400 for a cursor that is %s', async (_, after) => {
    const { status, body } = await list(`?after=${encodeURIComponent(after)}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/after/);
  });

  it("answers up to 100 newest without page, limit or cursor (the spec's client asks once), with a cursor for the rest", async () => {
    const { brand } = await createBrand();
    for (let i = 0; i < 110; i++) await createCampaign(brand.id, { campaignName: `Bulk ${i}`, createdAt: at(300 + i / 100) });
    const all = await list();
    expect(all.body.limit).toBe(100);
    expect(all.body.campaigns).toHaveLength(100);
    expect(all.body.nextCursor).toBeTruthy();
    // Nothing older is out of reach: the cursor reads on from the 100th.
    const rest = await list(`?after=${all.body.nextCursor}&limit=50`);
    const seen = new Set([...names(all.body), ...names(rest.body)]);
    for (let i = 0; i < 110; i++) expect(seen.has(`Bulk ${i}`), `Bulk ${i}`).toBe(true);
    // Filters alone do not page either.
    expect((await list('?platform=Instagram')).body.limit).toBe(100);
  });

  it('any paging parameter keeps pages: 12 by default, at most 50', async () => {
    const { brand } = await createBrand();
    for (let i = 0; i < 55; i++) await createCampaign(brand.id, { campaignName: `Paged ${i}`, createdAt: at(400 + i) });
    const def = await list('?page=1');
    expect(def.body.limit).toBe(12);
    expect(def.body.campaigns).toHaveLength(12);
    const max = await list('?limit=50');
    expect(max.body.campaigns).toHaveLength(50);
    const over = await list('?limit=51');
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/limit/);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?platform=MySpace', 'platform'],
    ['?interest=Cooking', 'interest'],
    ['?minFollowers=many', 'minFollowers'],
    ['?maxFollowers=-5', 'maxFollowers'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 with a message for %s', async (qs, field) => {
    const { status, body } = await list(qs);
    expect(status).toBe(400);
    expect(body.message).toContain(field);
  });

  it('is public and cacheable: Cache-Control and a weak ETag', async () => {
    const { status, headers } = await list();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers 304 without a body when If-None-Match matches, and 200 once the list changed', async () => {
    const first = await list('?interest=Fashion');
    const etag = first.headers.get('etag')!;
    const again = await call(GET, { url: '/api/campaign?interest=Fashion', headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.data).toEqual({});
    expect(again.headers.get('etag')).toBe(etag);
    const listOfTags = await call(GET, { url: '/api/campaign?interest=Fashion', headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(listOfTags.status).toBe(304);

    await createCampaign(brandId, { campaignName: 'New Fashion', interest: 'Fashion' });
    const changed = await call(GET, { url: '/api/campaign?interest=Fashion', headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((changed.data as unknown as ListBody).campaigns[0].campaignName).toBe('New Fashion');
  });
});
