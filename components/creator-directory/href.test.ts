import { describe, expect, it } from 'vitest';
import { directoryHref, fitCreatorsHref } from './href';

describe("the directory's addresses", () => {
  it('leads to the creators who fit a campaign: its platform and follower range, inviting to it', () => {
    expect(fitCreatorsHref({ _id: 'c-1', platform: 'YouTube', minFollowers: 3000, maxFollowers: 60000 })).toBe(
      '/brand/dashboard/creators?platform=YouTube&minFollowers=3000&maxFollowers=60000&campaign=c-1',
    );
  });

  it('keeps the campaign on the next page and writes only what is set', () => {
    expect(directoryHref({ niche: 'Food', campaign: 'c-1' }, 'abc')).toBe('/brand/dashboard/creators?niche=Food&campaign=c-1&after=abc');
    expect(directoryHref({ campaign: undefined })).toBe('/brand/dashboard/creators');
  });
});
