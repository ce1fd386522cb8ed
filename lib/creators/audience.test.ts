import { describe, expect, it } from 'vitest';
import { interestsFor, platformUrl, profileCompleteness } from './audience';

describe('platformUrl', () => {
  it.each([
    ['Instagram', '@asha.eats', 'https://www.instagram.com/asha.eats'],
    ['YouTube', 'AshaEats', 'https://www.youtube.com/@AshaEats'],
    ['TikTok', '@@asha', 'https://www.tiktok.com/@asha'],
    ['Twitter', '@asha', 'https://x.com/asha'],
    ['Facebook', 'asha.page', 'https://www.facebook.com/asha.page'],
  ])('links a %s handle %s', (platform, handle, url) => {
    expect(platformUrl(platform, handle)).toBe(url);
  });

  it('escapes what is not a plain handle and refuses unknown platforms or empty handles', () => {
    expect(platformUrl('Instagram', 'a/../b?x')).toBe('https://www.instagram.com/a%2F..%2Fb%3Fx');
    expect(platformUrl('MySpace', 'x')).toBeNull();
    expect(platformUrl('Instagram', '@')).toBeNull();
  });
});

describe('profileCompleteness', () => {
  const full = {
    profilePicture: 'uploads/a.png',
    bio: 'Hi',
    city: 'Pune',
    niche: 'Food',
    socialMediaHandles: [{ platform: 'Instagram', handle: 'a', followers: 0 }],
  };

  it('is 100% with nothing missing for a full profile', () => {
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [] });
  });

  it('lists what is missing; a handle without followers does not count', () => {
    expect(profileCompleteness({ ...full, profilePicture: null, city: ' ', socialMediaHandles: [{ platform: 'Instagram', handle: 'a' }] })).toEqual({
      percent: 40,
      missing: ['a profile photo', 'your city', 'a social media handle with its followers'],
    });
  });
});

describe('interestsFor', () => {
  it.each([
    ['Tech reviews', [], ['Technology']],
    ['Fitness', [], ['Health', 'Fitness']],
    ['Travel vlogs', [], ['Travel']],
    ['Beauty & skincare', [], ['Fashion', 'Beauty']],
    ['Food', ['Tech', 'Travel'], ['Technology', 'Travel', 'Food']],
    ['Gadgets and gym life', [], ['Technology', 'Health', 'Fitness']],
    ['Home cooking', [], ['Food', 'Home']],
    ['Personal finance', ['investing'], ['Finance']],
    ['Stand-up comedy', [], ['Entertainment']],
    ['Cars and bikes', [], ['Automotive']],
  ])('reads %s (tags %j) as %j', (niche, tags, interests) => {
    expect(interestsFor(niche, tags)).toEqual(interests);
  });

  it('finds no preference in a niche that names none, and does not match inside other words', () => {
    expect(interestsFor('Marketing', ['Mumbai', 'Careers'])).toEqual([]);
    expect(interestsFor('', [])).toEqual([]);
    // Words are matched from their start: "mountain" holds "ai" and "hairstyles" holds "style", neither counts.
    expect(interestsFor('Mountain hairstyles', [])).toEqual([]);
    expect(interestsFor('Hair styles', [])).toEqual(['Fashion']);
  });
});
