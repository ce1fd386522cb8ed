import { describe, expect, it } from 'vitest';
import { LIST_QUERY_KEYS } from '@/lib/campaigns/list-query-space.mjs';

const queryKeysOf = (href: string) => new URL(href, 'http://x').searchParams.keys();
import {
  ALL_VIEW,
  activeFilterCount,
  collaborateHref,
  collaborateView,
  isFiltered,
  orderFollowerRange,
  parseListQuery,
  resultSummary,
  viewParams,
} from './list-query';

describe('parseListQuery (the /collaborate URL → the list query)', () => {
  it('reads search, filters and pagination from the URL', () => {
    expect(
      parseListQuery({ q: ' chai ', platform: 'YouTube', interest: 'Health', minFollowers: '1000', maxFollowers: '20000', page: '2', limit: '6' }),
    ).toEqual({
      q: 'chai',
      platform: 'YouTube',
      interest: 'Health',
      minFollowers: 1000,
      maxFollowers: 20000,
      open: true,
      eligible: false,
      page: 2,
      limit: 6,
    });
  });

  it('reads the fee range in rupees and the deadline filter; the page hides passed deadlines unless open=0', () => {
    expect(parseListQuery({ minFee: '500', maxFee: '8000', open: '1' })).toMatchObject({ minFee: 500, maxFee: 8000, open: true });
    expect(parseListQuery({}).open).toBe(true);
    expect(parseListQuery({ open: '0' }).open).toBe(false);
    const refused = parseListQuery({ open: 'maybe', minFee: '-5', maxFee: '1.5' });
    expect([refused.open, refused.minFee, refused.maxFee]).toEqual([true, undefined, undefined]);
    expect(isFiltered(parseListQuery({ minFee: '1' }))).toBe(true);
    // Fees as people type them; what cannot be read is dropped like any refused value.
    expect(parseListQuery({ minFee: '7,500', maxFee: '₹1.5L' })).toMatchObject({ minFee: 7500, maxFee: 150_000 });
    expect(parseListQuery({ minFee: '7,500.5' }).minFee).toBeUndefined();
    expect(isFiltered(parseListQuery({ open: '0' }))).toBe(true);
    expect(isFiltered(parseListQuery({ open: '1' }))).toBe(false);
  });

  it('drops empty fields, so an unset select does not filter (maxFollowers= is not 0)', () => {
    const q = parseListQuery({ q: '', platform: '', interest: '', minFollowers: '', maxFollowers: '' });
    expect(q.maxFollowers).toBeUndefined();
    expect(isFiltered(q)).toBe(false);
  });

  it.each([
    ['an unknown platform', { platform: 'Myspace', q: 'chai' }, { q: 'chai' }, 'platform'],
    ['a negative page', { page: '-4', interest: 'Travel' }, { page: 1, interest: 'Travel' }, null],
    ['a limit over the cap', { limit: '5000' }, { limit: 12 }, null],
    ['a non-numeric follower count', { minFollowers: 'lots', maxFollowers: '40000' }, { maxFollowers: 40000 }, 'minFollowers'],
  ] as const)('ignores %s and keeps the rest', (_, raw, kept, dropped) => {
    const q = parseListQuery(raw);
    expect(q).toMatchObject(kept);
    if (dropped) expect(q[dropped]).toBeUndefined();
  });

  it('takes the first of repeated parameters', () => {
    expect(parseListQuery({ platform: ['TikTok', 'YouTube'] }).platform).toBe('TikTok');
  });
});

describe('collaborateHref', () => {
  it('keeps only what differs from the defaults, in a stable order', () => {
    const q = parseListQuery({ interest: 'Health', q: 'tea', page: '3' });
    expect(collaborateHref(q)).toBe('/collaborate?q=tea&interest=Health&page=3');
    expect(collaborateHref(q, { page: 1 })).toBe('/collaborate?q=tea&interest=Health');
    expect(collaborateHref(parseListQuery({}))).toBe('/collaborate');
  });

  it('keeps the fee range and "past deadlines too" across pages', () => {
    const q = parseListQuery({ minFee: '1000', maxFee: '9000', open: '0' });
    expect(collaborateHref(q, { page: 2 })).toBe('/collaborate?minFee=1000&maxFee=9000&open=0&page=2');
    expect(collaborateHref(parseListQuery({ open: '1' }))).toBe('/collaborate');
  });

  it('keeps a non-default page size across pages', () => {
    expect(collaborateHref(parseListQuery({ limit: '2' }), { page: 2 })).toBe('/collaborate?limit=2&page=2');
  });
});

describe('the list inside the creator dashboard, and the phone\'s "Filters (n)"', () => {
  it('builds the same links under Discover', () => {
    const q = parseListQuery({ q: 'tea', page: '2' });
    expect(collaborateHref(q, { page: 3 }, '/creator/dashboard/discover')).toBe('/creator/dashboard/discover?q=tea&page=3');
    expect(collaborateHref(parseListQuery({}), {}, '/creator/dashboard/discover')).toBe('/creator/dashboard/discover');
  });

  it('counts each search or filter that narrows the list, not the page or its size', () => {
    expect(activeFilterCount(parseListQuery({}))).toBe(0);
    expect(activeFilterCount(parseListQuery({ page: '3', limit: '6', open: '1' }))).toBe(0);
    expect(activeFilterCount(parseListQuery({ q: 'chai', platform: 'YouTube' }))).toBe(2);
    expect(
      activeFilterCount(
        parseListQuery({
          q: 'x',
          platform: 'YouTube',
          interest: 'Health',
          minFollowers: '1000',
          maxFollowers: '5000',
          minFee: '1',
          maxFee: '9',
          open: '0',
          eligible: '1',
        }),
      ),
    ).toBe(9);
  });
});

describe('campaigns I qualify for (eligible=1)', () => {
  it('reads eligible=1 only, and keeps it in every link so paging stays within the filter', () => {
    expect(parseListQuery({ eligible: '1' }).eligible).toBe(true);
    expect(parseListQuery({ eligible: '0' }).eligible).toBe(false);
    expect(parseListQuery({ eligible: 'yes' }).eligible).toBe(false);
    expect(parseListQuery({}).eligible).toBe(false);
    const q = parseListQuery({ eligible: '1', platform: 'Instagram', page: '2' });
    expect(collaborateHref(q, { page: 3 })).toBe('/collaborate?platform=Instagram&eligible=1&page=3');
    expect(isFiltered(parseListQuery({ eligible: '1' }))).toBe(true);
  });
});

describe('collaborateView (the cached page a /collaborate URL is served from)', () => {
  const roundTrip = (url: string, audience?: string) => {
    const view = collaborateView(new URL(url, 'http://x').searchParams, audience);
    expect(view).toMatch(/^[A-Za-z0-9_-]+$/); // one path segment with nothing to percent-decode
    return viewParams(view);
  };

  it('is the same for the same list whatever the order, defaults or unknown parameters', () => {
    const a = collaborateView(new URLSearchParams('platform=Instagram&page=2&q=chai'));
    expect(collaborateView(new URLSearchParams('q=chai&utm_source=x&page=2&platform=Instagram&limit=12&open=1'))).toBe(a);
    expect(collaborateView(new URLSearchParams(''))).toBe(ALL_VIEW);
    expect(collaborateView(new URLSearchParams('page=1&platform=Nope'))).toBe(ALL_VIEW);
  });

  it('comes back as the same query, search text included, however it is written', () => {
    for (const q of ['chai & biscuits', '50% off', '%41 literal', 'naïve café ₹500', 'a+b=c']) {
      const params = roundTrip(`/collaborate?q=${encodeURIComponent(q)}&page=3`);
      expect(parseListQuery(params)).toMatchObject({ q, page: 3 });
    }
  });

  it('carries the audience only for "Campaigns I qualify for"', () => {
    expect(roundTrip('/collaborate?eligible=1', 'Instagram:12000,YouTube:5000')).toEqual({ eligible: '1', aud: 'Instagram:12000,YouTube:5000' });
    expect(roundTrip('/collaborate?page=2', 'Instagram:12000')).toEqual({ page: '2' });
  });

  it('names a page of the whole list as next.config.mjs does (page-N), and reads every key the config knows', () => {
    expect(collaborateView(new URLSearchParams('page=3&utm_source=x'))).toBe('page-3');
    expect(viewParams('page-3')).toEqual({ page: '3' });
    expect(viewParams('page-0')).toEqual({});
    expect(viewParams('page-x')).toEqual({});
    expect(roundTrip('/collaborate?page=3&q=chai')).toEqual({ q: 'chai', page: '3' });
    // The proxy matcher and the config's rewrite list the same keys this module reads.
    const every = 'q=a&platform=Instagram&interest=Travel&minFollowers=1000&maxFollowers=2000&minFee=1&maxFee=2&open=0&page=2&limit=24&eligible=1';
    expect(Object.keys(parseListQuery(Object.fromEntries(new URLSearchParams(every))))).toEqual(expect.arrayContaining(['q', 'page', 'limit', 'eligible']));
    expect([...new URLSearchParams(every).keys()].sort()).toEqual([...LIST_QUERY_KEYS].sort());
    expect([...queryKeysOf(collaborateHref(parseListQuery(Object.fromEntries(new URLSearchParams(every)))))].sort()).toEqual([...LIST_QUERY_KEYS].sort());
  });

  it('reads anything that is not a view it made as the whole list', () => {
    for (const junk of ['all', 'q%3Dchai', '!!', '', '_-_-', '\u00ff']) expect(viewParams(junk)).toEqual({});
  });
});

describe('resultSummary (the results line over the list)', () => {
  const totals = { total: 120, totalPages: 10, totalIsCapped: true, closeMatches: false };
  it('says the same "120+" on every page of the block', () => {
    expect(resultSummary(totals, parseListQuery({ q: 'chai' }), false)).toBe('120+ open campaigns for “chai” · page 1 of 10+');
    expect(resultSummary(totals, parseListQuery({ q: 'chai', page: '7' }), false)).toBe('120+ open campaigns for “chai” · page 7 of 10+');
  });
  it('counts exactly, for the audience, and one campaign in the singular', () => {
    expect(resultSummary({ total: 1, totalPages: 1, totalIsCapped: false, closeMatches: false }, parseListQuery({ eligible: '1' }), true)).toBe(
      '1 open campaign you qualify for',
    );
    expect(resultSummary({ ...totals, total: 0, totalPages: 0, totalIsCapped: false }, parseListQuery({ q: 'x' }), false)).toBe('No campaigns found');
  });
  it('says when the results are close spellings of the search', () => {
    expect(resultSummary({ total: 2, totalPages: 1, totalIsCapped: false, closeMatches: true }, parseListQuery({ q: 'protien' }), false)).toBe(
      'Nothing matches “protien” exactly. 2 open campaigns with a close spelling',
    );
  });
});

describe('orderFollowerRange (the follower filter is the creator’s size)', () => {
  it('answers a range entered backwards with the swapped range and says it swapped', () => {
    const { query, swapped } = orderFollowerRange(parseListQuery({ minFollowers: '20000', maxFollowers: '5000', q: 'tea' }));
    expect(swapped).toBe(true);
    expect(query).toMatchObject({ minFollowers: 5000, maxFollowers: 20000, q: 'tea' });
  });

  it.each([
    [{ minFollowers: '5000', maxFollowers: '20000' }],
    [{ minFollowers: '5000', maxFollowers: '5000' }],
    [{ minFollowers: '50000' }],
    [{ maxFollowers: '1000' }],
    [{}],
  ])('leaves %o as it is', (raw) => {
    const q = parseListQuery(raw);
    expect(orderFollowerRange(q)).toEqual({ query: q, swapped: false });
  });

  it('keeps the cached page’s address of a backwards range as asked, so that page can say it swapped', () => {
    const raw = new URLSearchParams({ minFollowers: '20000', maxFollowers: '5000' });
    expect(viewParams(collaborateView(raw))).toEqual({ minFollowers: '20000', maxFollowers: '5000' });
  });
});
