import { beforeAll, describe, expect, it } from 'vitest';
import { listOpenCampaigns } from '@/lib/campaigns/queries';
import { cachedCampaignList } from '@/lib/campaigns/list-cache';
import { recommendedCampaigns } from '@/lib/campaigns/recommend';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { eligibility, statedAudience } from '@/lib/participation/eligibility';
import type { Campaign, SocialHandle } from '@/models';
import { createBrand, createCampaign, minutesAgo } from '../../helpers/factories';

// "Campaigns I qualify for" (/collaborate?eligible=1) and the dashboard's "Recommended for you":
// the list query takes the creator's stated audience and keeps the campaigns whose range one of
// its stated figures fits (the request rule of lib/participation/eligibility.ts with `stated`;
// a platform where nothing is stated may be asked for, but is not "qualified for").

const base = () => ({ ...campaignListQuerySchema.parse({}), open: true });
const names = (list: { campaignName: string }[]) => list.map((c) => c.campaignName);
const handle = (platform: string, followers?: number): SocialHandle => ({
  platform,
  handle: `@${platform.toLowerCase()}`,
  ...(followers === undefined ? {} : { followers }),
});

const made: Record<string, Campaign> = {};

beforeAll(async () => {
  const { brand } = await createBrand();
  const add = async (key: string, over: Partial<Campaign>, minutes: number) =>
    (made[key] = await createCampaign(brand.id, { campaignName: key, createdAt: minutesAgo(minutes), ...over }));
  await add('IG small tech', { platform: 'Instagram', minFollowers: 1000, maxFollowers: 20000, interest: 'Technology' }, 1);
  await add('IG mid fashion', { platform: 'Instagram', minFollowers: 10000, maxFollowers: 40000, interest: 'Fashion' }, 2);
  await add('IG big health', { platform: 'Instagram', minFollowers: 50000, maxFollowers: 200000, interest: 'Health' }, 3);
  await add('YT mid tech', { platform: 'YouTube', minFollowers: 5000, maxFollowers: 60000, interest: 'Technology' }, 4);
  await add('IG closed tech', { platform: 'Instagram', minFollowers: 1000, maxFollowers: 20000, interest: 'Technology', status: 'closed' }, 5);
  await add('IG past deadline', { platform: 'Instagram', minFollowers: 1000, maxFollowers: 20000, interest: 'Technology', applyBy: '2020-01-01' }, 6);
  await add('IG edge tech', { platform: 'Instagram', minFollowers: 12000, maxFollowers: 12000, interest: 'Technology' }, 7);
});

describe('the list for a creator’s stated audience', () => {
  it('keeps exactly the open campaigns one of the handles qualifies for, newest first', async () => {
    const page = await listOpenCampaigns({ ...base(), audience: [{ platform: 'Instagram', followers: 12000 }] });
    expect(names(page.campaigns)).toEqual(['IG small tech', 'IG mid fashion', 'IG edge tech']);
    expect(page.total).toBe(3);
  });

  it('agrees with the request rule (stated and in range) on every campaign', async () => {
    const handles = [handle('Instagram', 12000), handle('YouTube', 70000), handle('TikTok')];
    const listed = new Set(names((await listOpenCampaigns({ ...base(), audience: statedAudience(handles) })).campaigns));
    for (const c of Object.values(made).filter((c) => c.status === 'open' && !c.applyBy)) {
      const verdict = eligibility(c, handles);
      expect(listed.has(c.campaignName), c.campaignName).toBe(verdict.ok && verdict.stated);
    }
  });

  it('adds the campaigns of every platform the creator states', async () => {
    const page = await listOpenCampaigns({
      ...base(),
      audience: [
        { platform: 'Instagram', followers: 60000 },
        { platform: 'YouTube', followers: 5000 },
      ],
    });
    expect(names(page.campaigns)).toEqual(['IG big health', 'YT mid tech']);
  });

  it('finds nothing for a creator who states no followers, and combines with the other filters', async () => {
    expect((await listOpenCampaigns({ ...base(), audience: [] })).campaigns).toEqual([]);
    const fashion = await listOpenCampaigns({ ...base(), interest: 'Fashion', audience: [{ platform: 'Instagram', followers: 12000 }] });
    expect(names(fashion.campaigns)).toEqual(['IG mid fashion']);
    const withPast = await listOpenCampaigns({ ...base(), open: false, audience: [{ platform: 'Instagram', followers: 12000 }] });
    expect(names(withPast.campaigns)).toContain('IG past deadline');
    expect(names(withPast.campaigns)).not.toContain('IG closed tech');
  });

  it('keeps one cached answer per audience: another creator never gets the first one’s list', async () => {
    const small = await cachedCampaignList({ ...base(), audience: [{ platform: 'Instagram', followers: 12000 }] });
    const big = await cachedCampaignList({ ...base(), audience: [{ platform: 'Instagram', followers: 60000 }] });
    const everyone = await cachedCampaignList(base());
    expect(names(small.page.campaigns)).toEqual(['IG small tech', 'IG mid fashion', 'IG edge tech']);
    expect(names(big.page.campaigns)).toEqual(['IG big health']);
    expect(everyone.page.campaigns.length).toBe(5);
    // The same handles in another order are the same audience.
    const a = [
      { platform: 'YouTube', followers: 5000 },
      { platform: 'Instagram', followers: 60000 },
    ];
    const reordered = await cachedCampaignList({ ...base(), audience: [...a].reverse() });
    expect(names(reordered.page.campaigns)).toEqual(names((await cachedCampaignList({ ...base(), audience: a })).page.campaigns));
  });
});

describe('recommended for you', () => {
  const creator = (niche: string, handles: SocialHandle[], tags: string[] = []) => ({ niche, tags, socialMediaHandles: handles });

  it('matches the niche’s interest and the audience, newest first', async () => {
    const r = await recommendedCampaigns(creator('Tech reviews', [handle('Instagram', 12000), handle('YouTube', 30000)]), new Set());
    expect(r.hasAudience).toBe(true);
    expect(r.interests).toEqual(['Technology']);
    expect(names(r.campaigns)).toEqual(['IG small tech', 'YT mid tech', 'IG edge tech']);
  });

  it('leaves out the campaigns the creator already asked to join', async () => {
    const r = await recommendedCampaigns(creator('Tech reviews', [handle('Instagram', 12000)]), new Set([made['IG small tech'].id]));
    expect(names(r.campaigns)).toEqual(['IG edge tech']);
  });

  it('takes any interest when the niche names none, and at most four', async () => {
    const r = await recommendedCampaigns(creator('Marketing', [handle('Instagram', 12000), handle('YouTube', 30000)]), new Set());
    expect(r.interests).toEqual([]);
    expect(names(r.campaigns)).toEqual(['IG small tech', 'IG mid fashion', 'YT mid tech', 'IG edge tech']);
  });

  it('recommends nothing, and says why, to a creator with no followers stated', async () => {
    const r = await recommendedCampaigns(creator('Tech reviews', [handle('Instagram')]), new Set());
    expect(r).toEqual({ campaigns: [], hasAudience: false, interests: ['Technology'] });
  });
});
