import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { searchCreators, type DirectoryPage } from '@/lib/creators/directory';
import { directoryQuerySchema } from '@/lib/creators/directory-schemas';
import { FOLLOWERS_BACKWARDS } from '@/lib/creators/directory-messages';
import { creators, type SocialHandle } from '@/models';
import { call } from '@/tests/helpers/http';
import { createBrand, createCreator, minutesAgo } from '@/tests/helpers/factories';
import { GET } from '@/app/api/creators/route';

// The directory a brand searches: every filter, both sorts, cursor walks that neither skip nor
// repeat (ties and creators without counts included), text taken literally, and never an e-mail
// or a phone. Each test works in a city of its own, so the creators of one never reach another.

type Brand = Awaited<ReturnType<typeof createBrand>>;
let brand: Brand;
const actor = () => ({ role: 'brand' as const, id: brand.brand.id });
const search = (q: Record<string, string | undefined>) => searchCreators(actor(), directoryQuerySchema.parse(q));
const freshCity = () => `Town${crypto.randomBytes(4).toString('hex')}`;
const ids = (page: DirectoryPage) => page.creators.map((c) => c._id);

type Spec = { followers?: (number | null)[]; platforms?: SocialHandle['platform'][]; createdAt?: Date; name?: string; niche?: string; bio?: string };

/** A creator in `city` with one handle per platform (Instagram, YouTube… in order); null: a handle with no count. */
async function creatorIn(city: string, spec: Spec = {}) {
  const platforms = spec.platforms ?? ['Instagram', 'YouTube', 'TikTok'];
  const handles = (spec.followers ?? []).map((f, i) => ({
    platform: platforms[i],
    handle: `@h${crypto.randomBytes(3).toString('hex')}`,
    ...(f === null ? {} : { followers: f, followersUpdatedAt: new Date().toISOString() }),
  }));
  const { creator } = await createCreator({
    city,
    socialMediaHandles: handles,
    ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    ...(spec.name ? { name: spec.name } : {}),
    ...(spec.niche ? { niche: spec.niche } : {}),
    ...(spec.bio ? { bio: spec.bio } : {}),
  });
  return creator;
}

/** Every page of a search, three creators at a time, by the cursors it hands out. */
async function walk(q: Record<string, string | undefined>): Promise<string[]> {
  const seen: string[] = [];
  let after: string | undefined;
  for (let page = 0; page < 50; page++) {
    const res = await search({ ...q, limit: '3', after });
    seen.push(...ids(res));
    if (!res.nextCursor) return seen;
    expect(res.creators).toHaveLength(3);
    after = res.nextCursor;
  }
  throw new Error('the walk did not end');
}

const desc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
/** The order the directory promises: most followers first, creators without a count last, then by id. */
function byFollowers(rows: { id: string; n: number | null }[]): string[] {
  return [...rows].sort((a, b) => (a.n === b.n ? desc(a.id, b.id) : a.n === null ? 1 : b.n === null ? -1 : b.n - a.n)).map((r) => r.id);
}

beforeAll(async () => {
  brand = await createBrand();
});

describe('searchCreators: sorts and cursors', () => {
  // Ties on counts, creators with no count (a handle without figures, or no handles at all).
  const counts: (number | null)[][] = [
    [5000],
    [5000],
    [5000, 90000],
    [70000, 5000],
    [null],
    [],
    [null, 12000],
    [12000],
    [300],
    [null],
    [],
    [5000],
    [80000, 80000],
  ];

  it('walks the whole list by cursor, most followers (of any platform) first, ties and creators without counts included', async () => {
    const city = freshCity();
    const made = [];
    for (const f of counts) made.push(await creatorIn(city, { followers: f }));
    const expected = byFollowers(
      made.map((c, i) => ({ id: c.id, n: counts[i].filter((x): x is number => x !== null).reduce<number | null>((m, x) => Math.max(m ?? 0, x), null) })),
    );
    expect(await walk({ city })).toEqual(expected);
    // One page with everything agrees with the walk.
    expect(ids(await search({ city, limit: '50' }))).toEqual(expected);
  });

  it('on a platform, sorts by that platform’s followers and lists only creators with a handle there', async () => {
    const city = freshCity();
    const made = [];
    for (const f of counts) made.push(await creatorIn(city, { followers: f }));
    // The second handle is YouTube: creators with one have a YouTube row (null when it has no count).
    const withYouTube = made.map((c, i) => ({ id: c.id, f: counts[i] })).filter((x) => x.f.length >= 2);
    const expected = byFollowers(withYouTube.map((x) => ({ id: x.id, n: x.f[1] })));
    expect(expected.length).toBeGreaterThan(3);
    expect(await walk({ city, platform: 'YouTube' })).toEqual(expected);
    const ig = byFollowers(
      made
        .map((c, i) => ({ id: c.id, f: counts[i] }))
        .filter((x) => x.f.length >= 1)
        .map((x) => ({ id: x.id, n: x.f[0] })),
    );
    expect(await walk({ city, platform: 'Instagram' })).toEqual(ig);
  });

  it('sorts newest first, creators made at the same moment by id, and walks without skipping or repeating', async () => {
    const city = freshCity();
    const same = minutesAgo(30);
    const made = [];
    for (const [i, at] of [minutesAgo(5), same, same, same, minutesAgo(60), same, minutesAgo(1)].entries())
      made.push({ c: await creatorIn(city, { followers: [i * 1000], createdAt: at }), at });
    const expected = [...made].sort((a, b) => (a.at.getTime() === b.at.getTime() ? desc(a.c.id, b.c.id) : b.at.getTime() - a.at.getTime())).map((x) => x.c.id);
    expect(await walk({ city, sort: 'newest' })).toEqual(expected);
  });

  it('newest on a platform keeps only creators with a handle there', async () => {
    const city = freshCity();
    const a = await creatorIn(city, { followers: [100], platforms: ['TikTok'], createdAt: minutesAgo(3) });
    await creatorIn(city, { followers: [100], platforms: ['Instagram'], createdAt: minutesAgo(2) });
    const c = await creatorIn(city, { followers: [null], platforms: ['TikTok'], createdAt: minutesAgo(1) });
    expect(ids(await search({ city, sort: 'newest', platform: 'TikTok' }))).toEqual([c.id, a.id]);
  });

  it('reads on after a page that ends among creators without a count', async () => {
    const city = freshCity();
    const made = [];
    for (const f of [[1000], [], [], [], [null], []]) made.push({ id: (await creatorIn(city, { followers: f })).id, n: f[0] ?? null });
    const first = await search({ city, limit: '2' });
    expect(first.nextCursor).not.toBeNull();
    const rest = await search({ city, limit: '50', after: first.nextCursor! });
    expect([...ids(first), ...ids(rest)]).toEqual(byFollowers(made));
    expect(rest.nextCursor).toBeNull();
  });
});

describe('searchCreators: filters', () => {
  it('keeps the follower range on the chosen platform, both ends included, and leaves out creators without a count', async () => {
    const city = freshCity();
    const at = (f: (number | null)[]) => creatorIn(city, { followers: f });
    const low = await at([999]);
    const edgeLow = await at([1000]);
    const mid = await at([50_000, 1]);
    const edgeHigh = await at([100_000]);
    const high = await at([100_001]);
    await at([null]);
    const other = await at([1, 60_000]);
    expect(ids(await search({ city, platform: 'Instagram', minFollowers: '1000', maxFollowers: '100000' }))).toEqual([edgeHigh.id, mid.id, edgeLow.id]);
    // Without a platform the range reads the creator's largest audience anywhere.
    expect(ids(await search({ city, minFollowers: '1000', maxFollowers: '100000' }))).toEqual([edgeHigh.id, other.id, mid.id, edgeLow.id]);
    expect(ids(await search({ city, platform: 'Instagram', minFollowers: '100001' }))).toEqual([high.id]);
    expect(ids(await search({ city, platform: 'Instagram', maxFollowers: '999' }))).toEqual([low.id, other.id]);
    expect(ids(await search({ city, platform: 'Instagram', minFollowers: '0', maxFollowers: '0' }))).toEqual([]);
  });

  it('finds text in the name, bio, niche, tags and handles, in any case', async () => {
    const city = freshCity();
    const byName = await creatorIn(city, { followers: [10], name: 'Zeenat Quraishi' });
    const byBio = await creatorIn(city, { followers: [20], bio: 'I bake sourdough in Kochi' });
    const byNiche = await creatorIn(city, { followers: [30], niche: 'Birdwatching' });
    const { creator: byHandle } = await createCreator({ city, socialMediaHandles: [{ platform: 'YouTube', handle: '@OrigamiMaster', followers: 40 }] });
    const { creator: byTag } = await createCreator({ city, tags: ['Marketing'], socialMediaHandles: [] });
    await creatorIn(city, { followers: [50], name: 'Nobody Special' });
    expect(ids(await search({ city, q: 'zeenat QURAISHI' }))).toEqual([byName.id]);
    expect(ids(await search({ city, q: 'Sourdough' }))).toEqual([byBio.id]);
    expect(ids(await search({ city, q: 'birdwatch' }))).toEqual([byNiche.id]);
    expect(ids(await search({ city, q: 'origamimaster' }))).toEqual([byHandle.id]);
    expect(ids(await search({ city, q: 'marketing' }))).toEqual([byTag.id]);
    expect(ids(await search({ city, q: 'no such words' }))).toEqual([]);
  });

  it('takes % and _ and backslashes in the text literally', async () => {
    const city = freshCity();
    const percent = await creatorIn(city, { followers: [3], name: '100% Organic' });
    const plain = await creatorIn(city, { followers: [2], name: '1000 Organic' });
    const underscore = await creatorIn(city, { followers: [1], name: 'snake_case Sam' });
    const slash = await creatorIn(city, { followers: [0], name: 'Back\\slash Bea' });
    expect(ids(await search({ city, q: '100%' }))).toEqual([percent.id]);
    expect(ids(await search({ city, q: '%' }))).toEqual([percent.id]);
    expect(ids(await search({ city, q: 'e_c' }))).toEqual([underscore.id]);
    expect(ids(await search({ city, q: '_' }))).toEqual([underscore.id]);
    expect(ids(await search({ city, q: '\\' }))).toEqual([slash.id]);
    expect(ids(await search({ city, q: 'organic' }))).toEqual([percent.id, plain.id]);
  });

  it('matches the niche as part of it and the city as the whole name, in any case', async () => {
    const city = freshCity();
    const tech = await creatorIn(city, { followers: [2], niche: 'Tech reviews' });
    const fintech = await creatorIn(city, { followers: [1], niche: 'Fintech' });
    await creatorIn(city, { followers: [3], niche: 'Food' });
    await creatorIn(`${city}pur`, { followers: [4], niche: 'Tech reviews' });
    expect(ids(await search({ city, niche: 'TECH' }))).toEqual([tech.id, fintech.id]);
    expect(ids(await search({ city: city.toLowerCase(), niche: 'tech reviews' }))).toEqual([tech.id]);
    expect(ids(await search({ city: city.slice(0, -1) }))).toEqual([]);
    // A wildcard in the city is a character, not "anything".
    expect(ids(await search({ city: `${city.slice(0, -1)}_` }))).toEqual([]);
  });

  it('combines filters: text, niche, platform, range and city together', async () => {
    const city = freshCity();
    const hit = await creatorIn(city, { followers: [20_000, 500], niche: 'Travel vlogs', bio: 'Mountains and monsoon' });
    await creatorIn(city, { followers: [20_000], niche: 'Travel vlogs', bio: 'Beaches' });
    await creatorIn(city, { followers: [200_000], niche: 'Travel vlogs', bio: 'Mountains too' });
    await creatorIn(city, { followers: [20_000], niche: 'Food', bio: 'Mountains of food' });
    const page = await search({ city, q: 'mountains', niche: 'travel', platform: 'Instagram', minFollowers: '10000', maxFollowers: '50000' });
    expect(ids(page)).toEqual([hit.id]);
    expect(page.nextCursor).toBeNull();
  });

  it('answers the same list to every brand', async () => {
    const city = freshCity();
    for (const f of [[1], [2], [3]]) await creatorIn(city, { followers: f });
    const other = await createBrand();
    const mine = await search({ city });
    const theirs = await searchCreators({ role: 'brand', id: other.brand.id }, directoryQuerySchema.parse({ city }));
    expect(theirs).toEqual(mine);
    expect(mine.creators).toHaveLength(3);
  });

  it('follows a creator’s changed audience (the database keeps the derived rows)', async () => {
    const city = freshCity();
    const a = await creatorIn(city, { followers: [1000] });
    const b = await creatorIn(city, { followers: [2000] });
    expect(ids(await search({ city }))).toEqual([b.id, a.id]);
    const db = await getDb();
    await db
      .update(creators)
      .set({ socialMediaHandles: [{ platform: 'TikTok', handle: '@moved', followers: 5000 }] })
      .where(eq(creators.id, a.id));
    expect(ids(await search({ city }))).toEqual([a.id, b.id]);
    expect(ids(await search({ city, platform: 'Instagram' }))).toEqual([b.id]);
    expect(ids(await search({ city, platform: 'TikTok' }))).toEqual([a.id]);
  });
});

describe('searchCreators: who may search', () => {
  it('refuses creators (403) and nobody (401)', async () => {
    const { creator } = await createCreator();
    const q = directoryQuerySchema.parse({});
    await expect(searchCreators({ role: 'creator', id: creator.id }, q)).rejects.toMatchObject({ status: 403, message: 'Only brands can search creators' });
    await expect(searchCreators(null, q)).rejects.toMatchObject({ status: 401 });
  });
});

describe('GET /api/creators', () => {
  it('answers {creators, nextCursor} with the card fields only: never e-mail, phone or account details', async () => {
    const city = freshCity();
    const { creator } = await createCreator({
      city,
      niche: 'Food',
      bio: 'Street food',
      phone: '+919811122233',
      profilePicture: 'uploads/0123456789abcdef0123456789abcdef.png',
      socialMediaHandles: [
        { platform: 'Instagram', handle: '@eats', followers: 5000, avgViews: 900, engagementRate: 3.5, followersUpdatedAt: '2026-01-01T00:00:00.000Z' },
      ],
    });
    const res = await call(GET, { url: `/api/creators?city=${city}`, token: brand.accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      creators: [
        {
          _id: creator.id,
          name: creator.name,
          niche: 'Food',
          city,
          profilePicture: 'uploads/0123456789abcdef0123456789abcdef.png',
          socialMediaHandles: [
            { platform: 'Instagram', handle: '@eats', followers: 5000, avgViews: 900, engagementRate: 3.5, followersUpdatedAt: '2026-01-01T00:00:00.000Z' },
          ],
          // No package yet: no "From ₹X".
          fromPriceInr: null,
          rating: { count: 0, average: null },
          jobsCompleted: 0,
        },
      ],
      nextCursor: null,
    });
    const text = JSON.stringify(res.data);
    expect(text).not.toContain(creator.email);
    expect(text).not.toContain('9811122233');
    expect(text).not.toContain('password');
  });

  it('pages through HTTP with nextCursor, filters in the query string', async () => {
    const city = freshCity();
    const made = [];
    for (const f of [[30_000], [10_000], [20_000], [40_000], [5]]) made.push({ id: (await creatorIn(city, { followers: f })).id, n: f[0] });
    const url = (after?: string) =>
      `/api/creators?${new URLSearchParams({ city, platform: 'Instagram', minFollowers: '10000', limit: '2', ...(after ? { after } : {}) })}`;
    const first = await call(GET, { url: url(), token: brand.accessToken });
    const second = await call(GET, { url: url(first.data.nextCursor as string), token: brand.accessToken });
    const all = [...(first.data.creators as { _id: string }[]), ...(second.data.creators as { _id: string }[])].map((c) => c._id);
    expect(all).toEqual(byFollowers(made.filter((m) => m.n >= 10_000)));
    expect(second.data.nextCursor).toBeNull();
  });

  it('reads follower filters as people type them: "18.5k", "18,500", "1.2M"', async () => {
    const city = freshCity();
    const made: { id: string; n: number }[] = [];
    for (const f of [[18_000], [18_500], [40_000], [1_200_000], [1_300_000]]) made.push({ id: (await creatorIn(city, { followers: f })).id, n: f[0] });
    const ids = async (query: Record<string, string>) => {
      const res = await call(GET, { url: `/api/creators?${new URLSearchParams({ city, platform: 'Instagram', ...query })}`, token: brand.accessToken });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      return (res.data.creators as { _id: string }[]).map((c) => c._id);
    };
    const within = (lo: number, hi: number) => byFollowers(made.filter((m) => m.n >= lo && m.n <= hi));
    expect(await ids({ minFollowers: '18.5k', maxFollowers: '1.2M' })).toEqual(within(18_500, 1_200_000));
    expect(await ids({ minFollowers: '18,500', maxFollowers: '12,00,000' })).toEqual(within(18_500, 1_200_000));
    expect(await ids({ minFollowers: '40 000' })).toEqual(within(40_000, Infinity));
  });

  it('refuses a creator’s token and no token with 401 and a message', async () => {
    const { accessToken } = await createCreator();
    for (const token of [accessToken, undefined]) {
      const res = await call(GET, { url: '/api/creators', token });
      expect(res.status).toBe(401);
      expect(res.data.message).toMatch(/\S/);
      expect(res.data.creators).toBeUndefined();
    }
  });

  const cursorOfOtherSort = () => Buffer.from(JSON.stringify(['n', '2026-01-01 10:00:00.123+00', crypto.randomUUID()])).toString('base64url');
  it.each([
    ['the range backwards', 'minFollowers=5000&maxFollowers=1000', 'minFollowers', FOLLOWERS_BACKWARDS],
    ['negative followers', 'minFollowers=-1', 'minFollowers', 'Followers must be a whole number, 0 or more'],
    ['followers not a number', 'maxFollowers=lots', 'maxFollowers', 'Followers must be a whole number, 0 or more'],
    ['fractional followers', 'minFollowers=10.5', 'minFollowers', 'Followers must be a whole number, 0 or more'],
    ['followers with a unit twice', 'minFollowers=12kk', 'minFollowers', 'Followers must be a whole number, 0 or more'],
    ['followers as an exponent', 'maxFollowers=1e3', 'maxFollowers', 'Followers must be a whole number, 0 or more'],
    ['followers with a fraction left over', 'minFollowers=1.2345k', 'minFollowers', 'Followers must be a whole number, 0 or more'],
    ['an unknown platform', 'platform=MySpace', 'platform', 'Platform must be one of Instagram, YouTube, TikTok, Twitter, Facebook'],
    ['an unknown sort', 'sort=alphabetical', 'sort', 'Sort must be one of followers, newest'],
    ['a malformed cursor', 'after=not-a-cursor!', 'after', 'Invalid cursor: use nextCursor from a previous answer'],
    [
      'a cursor that decodes to nonsense',
      `after=${Buffer.from('{"x":1}').toString('base64url')}`,
      'after',
      'Invalid cursor: use nextCursor from a previous answer',
    ],
    ['a cursor of the other sort', `after=${cursorOfOtherSort()}`, 'after', 'Invalid cursor: use nextCursor from a previous answer'],
    ['a page too large', 'limit=51', 'limit', 'Limit must be a whole number from 1 to 50'],
    ['an empty page', 'limit=0', 'limit', 'Limit must be a whole number from 1 to 50'],
    ['search text too long', `q=${'a'.repeat(101)}`, 'q', 'Search text must be at most 100 characters'],
  ])('answers %s with 400 and a message naming the field', async (_what, query, field, message) => {
    const res = await call(GET, { url: `/api/creators?${query}`, token: brand.accessToken });
    expect(res.status).toBe(400);
    expect(res.data.message).toContain(message);
    expect((res.data.fields as Record<string, string>)[field]).toBe(message);
  });

  it('treats empty filters (as a form sends them) as no filter', async () => {
    const city = freshCity();
    await creatorIn(city, { followers: [1] });
    const res = await call(GET, { url: `/api/creators?q=&niche=&platform=&minFollowers=&maxFollowers=&sort=&after=&city=${city}`, token: brand.accessToken });
    expect(res.status).toBe(200);
    expect(res.data.creators).toHaveLength(1);
  });
});
