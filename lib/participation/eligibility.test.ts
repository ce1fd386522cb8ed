import { describe, expect, it } from 'vitest';
import { audienceKey, eligibility, parseAudienceKey, statedAudience } from './eligibility';

const campaign = { platform: 'Instagram', minFollowers: 10_000, maxFollowers: 40_000 };
const WANTED = 'This campaign is for Instagram creators with 10,000-40,000 followers';

describe('eligibility', () => {
  it.each([10_000, 25_000, 40_000])('qualifies a creator with %i Instagram followers (bounds included)', (followers) => {
    expect(eligibility(campaign, [{ platform: 'Instagram', followers }])).toEqual({ ok: true, stated: true });
  });

  it('refuses below the range and quotes the count', () => {
    expect(eligibility(campaign, [{ platform: 'Instagram', followers: 4200 }])).toEqual({ ok: false, reason: `${WANTED}; your Instagram shows 4,200.` });
  });

  it('refuses above the range', () => {
    expect(eligibility(campaign, [{ platform: 'Instagram', followers: 40_001 }])).toEqual({ ok: false, reason: `${WANTED}; your Instagram shows 40,001.` });
  });

  const NOT_STATED = { ok: true, stated: false, note: `${WANTED}; you have not stated your Instagram followers, so the brand will see "audience not stated".` };

  it('lets a creator with no handle ask, audience not stated', () => {
    expect(eligibility(campaign, [])).toEqual(NOT_STATED);
  });

  it('does not count a handle on another platform as stated', () => {
    expect(eligibility(campaign, [{ platform: 'YouTube', followers: 20_000 }])).toEqual(NOT_STATED);
  });

  it('lets a creator whose handles state no followers ask (the spec client sends handles without them)', () => {
    expect(eligibility(campaign, [{ platform: 'Instagram' }, { platform: 'Instagram', followers: null }])).toEqual(NOT_STATED);
  });

  it('refuses when one handle states figures outside the range even if another states none', () => {
    expect(eligibility(campaign, [{ platform: 'Instagram' }, { platform: 'Instagram', followers: 500 }])).toEqual({
      ok: false,
      reason: `${WANTED}; your Instagram shows 500.`,
    });
  });

  it('qualifies when any one of several handles on the platform is in range', () => {
    expect(
      eligibility(campaign, [
        { platform: 'Instagram', followers: 500 },
        { platform: 'Instagram', followers: 12_000 },
      ]),
    ).toEqual({ ok: true, stated: true });
  });

  it('quotes the handle closest to the range when none fits', () => {
    const verdict = eligibility(campaign, [
      { platform: 'Instagram', followers: 500 },
      { platform: 'Instagram', followers: 9000 },
      { platform: 'Instagram', followers: 90_000 },
    ]);
    expect(verdict).toEqual({ ok: false, reason: `${WANTED}; your Instagram shows 9,000.` });
  });
});

describe('audienceKey (the cached "Campaigns I qualify for" list is keyed by it)', () => {
  it('is one text for one audience, whatever the order or repeats of the handles', () => {
    const a = audienceKey([
      { platform: 'YouTube', followers: 5000 },
      { platform: 'Instagram', followers: 12_000 },
    ]);
    expect(a).toBe('Instagram:12000,YouTube:5000');
    expect(
      audienceKey([
        { platform: 'Instagram', followers: 12_000 },
        { platform: 'YouTube', followers: 5000 },
        { platform: 'Instagram', followers: 12_000 },
      ]),
    ).toBe(a);
    expect(audienceKey([])).toBe('-');
    expect(audienceKey(statedAudience([{ platform: 'Instagram' }, { platform: 'TikTok', followers: 40_000.7 }]))).toBe('TikTok:40000');
  });

  it('comes back as the audience it was made from, so the list filters by the same numbers', () => {
    const audience = [
      { platform: 'Instagram', followers: 12_000 },
      { platform: 'YouTube', followers: 5000 },
    ];
    expect(parseAudienceKey(audienceKey(audience))).toEqual(audience);
    expect(parseAudienceKey('-')).toEqual([]);
  });

  it.each([
    undefined,
    '',
    'Instagram',
    'Instagram:',
    'Instagram:-5',
    'Insta gram:5',
    'Instagram:5;drop',
    'Instagram:1e9',
    `Instagram:1${',Instagram:1'.repeat(20)}`,
  ])('reads a cookie it did not write (%s) as no audience at all', (key) => {
    expect(parseAudienceKey(key)).toBeUndefined();
  });
});
