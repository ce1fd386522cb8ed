import { describe, expect, it } from 'vitest';
import { call } from '@/tests/helpers/http';
import { createBrand, createCampaign, createCreator, createInvitation, createRequest, createShortlist } from '@/tests/helpers/factories';
import { startSession } from '@/lib/auth/sessions';
import { GET } from '@/app/api/session/viewer/route';

// GET /api/session/viewer: the personal parts of cached public pages, for both of a browser's
// sessions at once, from cookies; never stored by a cache.

const viewer = (url: string, cookies: Record<string, string> = {}) => call(GET, { url: `/api/session/viewer${url}`, cookies });

describe('GET /api/session/viewer', () => {
  it('answers a visitor with no roles, uncached and without setting cookies', async () => {
    const res = await viewer('');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ brand: null, creator: null, renew: [] });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('gives a signed-in creator their picture, handles and the state of each campaign asked about, and keys their audience cookie', async () => {
    const { brand } = await createBrand();
    const { creator, accessToken } = await createCreator({
      name: 'Asha Verma',
      profilePicture: 'uploads/0123456789abcdef0123456789abcdef.png',
      socialMediaHandles: [
        { platform: 'Instagram', handle: '@asha', followers: 5000 },
        { platform: 'YouTube', handle: '@asha', followers: 1200 },
      ],
    });
    const [asked, approved, declined, invited, both, untouched, notAsked] = await Promise.all(Array.from({ length: 7 }, () => createCampaign(brand.id)));
    await createRequest(asked.id, creator.id, 'pending');
    await createRequest(approved.id, creator.id, 'approved');
    await createRequest(declined.id, creator.id, 'declined');
    await createInvitation(invited.id, creator.id);
    await createInvitation(both.id, creator.id);
    await createRequest(both.id, creator.id, 'pending');
    await createRequest(notAsked.id, creator.id, 'approved');

    const ids = [asked, approved, declined, invited, both, untouched].map((c) => c.id).join(',');
    const res = await viewer(`?campaigns=${ids}`, { creator_access: accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      brand: null,
      creator: {
        _id: creator.id,
        name: 'Asha Verma',
        profilePicture: 'uploads/0123456789abcdef0123456789abcdef.png',
        socialMediaHandles: [
          { platform: 'Instagram', handle: '@asha', followers: 5000 },
          { platform: 'YouTube', handle: '@asha', followers: 1200 },
        ],
        // Only the campaigns asked about; a request wins over an invitation; no state, no key.
        requests: { [asked.id]: 'pending', [approved.id]: 'approved', [declined.id]: 'declined', [invited.id]: 'invited', [both.id]: 'pending' },
      },
      renew: [],
    });
    expect(JSON.stringify(res.data)).not.toContain(creator.email);
    expect(res.headers.get('set-cookie')).toMatch(/^cm_audience=Instagram%3A5000%2CYouTube%3A1200;.*HttpOnly/i);

    // The cookie already right: not set again.
    const again = await viewer('', { creator_access: accessToken, cm_audience: 'Instagram:5000,YouTube:1200' });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('gives a browser signed in as both roles both, and a brand only its name and logo without ?creator', async () => {
    const { brand, accessToken: brandToken } = await createBrand({ brandName: 'Chai & Co', brandLogo: 'uploads/abcdefabcdefabcdefabcdefabcdefab.png' });
    const { creator, accessToken: creatorToken } = await createCreator();
    const res = await viewer('', { brand_access: brandToken, creator_access: creatorToken });
    expect(res.status).toBe(200);
    expect(res.data.brand).toEqual({ _id: brand.id, name: 'Chai & Co', logo: 'uploads/abcdefabcdefabcdefabcdefabcdefab.png', owned: [] });
    expect(res.data.creator).toMatchObject({ _id: creator.id, requests: {} });
  });

  it('tells a brand which of the campaigns asked about are its own, open or closed, and nothing of another brand’s', async () => {
    const { brand, accessToken } = await createBrand();
    const { brand: other, accessToken: otherToken } = await createBrand();
    const mine = await createCampaign(brand.id);
    const mineClosed = await createCampaign(brand.id, { status: 'closed' });
    const notAsked = await createCampaign(brand.id);
    const theirs = await createCampaign(other.id);
    const unknown = '00000000-0000-4000-8000-000000000001';
    const ids = [theirs.id, mineClosed.id, unknown, mine.id].join(',');

    const res = await viewer(`?campaigns=${ids}`, { brand_access: accessToken });
    expect(res.status).toBe(200);
    expect((res.data.brand as { owned: string[] }).owned).toEqual([mineClosed.id, mine.id]);
    expect(JSON.stringify(res.data)).not.toContain(notAsked.id);

    const theirView = await viewer(`?campaigns=${ids}`, { brand_access: otherToken });
    expect((theirView.data.brand as { owned: string[] }).owned).toEqual([theirs.id]);

    // A creator asking about the same campaigns gets states, never ownership.
    const { accessToken: creatorToken } = await createCreator();
    const asCreator = await viewer(`?campaigns=${ids}`, { creator_access: creatorToken });
    expect(asCreator.data.brand).toBeNull();
    expect(JSON.stringify(asCreator.data)).not.toContain('owned');
  });

  it('gives a brand on a creator page its open campaigns, its shortlists and the phone only while negotiating', async () => {
    const { brand, accessToken } = await createBrand();
    const { creator } = await createCreator();
    const open = await createCampaign(brand.id, { campaignName: 'Open one' });
    await createCampaign(brand.id, { campaignName: 'Closed one', status: 'closed' });
    const list = await createShortlist(brand.id, [creator.id], 'Favourites');
    const first = await viewer(`?creator=${creator.id}`, { brand_access: accessToken });
    expect(first.status).toBe(200);
    expect(first.data.brand).toMatchObject({
      forCreator: {
        _id: creator.id,
        phone: null,
        campaigns: [{ _id: open.id, campaignName: 'Open one', platform: 'Instagram', minFollowers: 1000, maxFollowers: 20000 }],
        shortlists: [{ _id: list.id, name: 'Favourites', hasCreator: true }],
      },
    });
    await createRequest(open.id, creator.id);
    const after = await viewer(`?creator=${creator.id}`, { brand_access: accessToken });
    expect((after.data.brand as { forCreator: { phone: string } }).forCreator.phone).toBe(creator.phone);
  });

  it('ignores ?creator for a creator or a visitor: the brand actions are for brands', async () => {
    const { creator, accessToken } = await createCreator();
    const res = await viewer(`?creator=${creator.id}`, { creator_access: accessToken });
    expect(res.status).toBe(200);
    expect(res.data.brand).toBeNull();
    expect((await viewer(`?creator=${creator.id}`)).data).toEqual({ brand: null, creator: null, renew: [] });
  });

  it('names a role whose access cookie ran out while its refresh cookie remains, so the browser renews it', async () => {
    const { creator } = await createCreator();
    const { refreshToken } = await startSession({ role: 'creator', id: creator.id });
    const res = await viewer('', { creator_access: 'expired.or.forged', creator_refresh: refreshToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ brand: null, creator: null, renew: ['creator'] });
  });

  const uuid = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['a malformed campaign id', '?campaigns=abc', 400, 'Campaign ids must be ids of campaigns'],
    ['an injection in the list', `?campaigns=${uuid},'%20OR%201=1`, 400, 'Campaign ids must be ids of campaigns'],
    [
      'more than 60 campaigns',
      `?campaigns=${Array.from({ length: 61 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')}`,
      400,
      undefined,
    ],
    ['a malformed creator id', '?creator=42', 400, 'Invalid creator id'],
    ['an unknown creator', `?creator=${uuid}`, 404, 'Creator not found'],
  ])('refuses %s with a 4xx and a message', async (_what, query, status, message) => {
    const { accessToken } = await createBrand();
    const { accessToken: creatorToken } = await createCreator();
    const res = await viewer(query, { brand_access: accessToken, creator_access: creatorToken });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    if (message) expect(res.data.message).toContain(message);
  });

  it('answers unknown campaign ids with no state (a cached page may list a campaign that just closed)', async () => {
    const { accessToken } = await createCreator();
    const res = await viewer(`?campaigns=${uuid}`, { creator_access: accessToken });
    expect(res.status).toBe(200);
    expect((res.data.creator as { requests: object }).requests).toEqual({});
  });
});
