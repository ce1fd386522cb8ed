import { describe, expect, it } from 'vitest';
import { collaborateHref, isFiltered, parseListQuery } from './list-query';

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
