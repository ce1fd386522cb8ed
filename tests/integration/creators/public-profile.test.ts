import { describe, expect, it } from 'vitest';
import { call } from '@/tests/helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '@/tests/helpers/factories';
import { getCreatorForBrand } from '@/lib/creators/service';
import type { Creator } from '@/models';
import { GET } from '@/app/api/creators/[id]/route';

const handles = [{ platform: 'Instagram', handle: '@asha' }];

async function setup() {
  const { creator } = await createCreator({
    bio: 'Street food',
    city: 'Pune',
    niche: 'Food',
    tags: ['Food', 'Travel'],
    socialMediaHandles: handles,
    profilePicture: 'uploads/0123456789abcdef0123456789abcdef.png',
  });
  const { brand, accessToken } = await createBrand();
  return { creator, brand, accessToken };
}

describe('GET /api/creators/{id}', () => {
  it('shows a brand the creator’s public profile, without the phone when they have no request together', async () => {
    const { creator, accessToken } = await setup();
    const res = await call(GET, { token: accessToken, params: { id: creator.id } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      _id: creator.id,
      name: creator.name,
      bio: 'Street food',
      city: 'Pune',
      niche: 'Food',
      tags: ['Food', 'Travel'],
      socialMediaHandles: handles,
      profilePicture: 'uploads/0123456789abcdef0123456789abcdef.png',
      phone: null,
      // Computed trust signals (issue 35): nothing happened yet.
      rating: { count: 0, average: null },
      trust: {
        rating: { count: 0, average: null },
        replyHours: null,
        replyThreads: 0,
        jobsCompleted: 0,
        onTimeRate: null,
        onTimeJobs: 0,
        memberSince: creator.createdAt.toISOString(),
        phoneVerified: false,
        emailVerified: false,
      },
    });
    expect(JSON.stringify(res.data)).not.toContain(creator.email);
    expect(JSON.stringify(res.data)).not.toContain(creator.phone);
  });

  it.each(['pending', 'approved', 'declined'] as const)('shows the phone to a brand with a %s request from the creator', async (status) => {
    const { creator, brand, accessToken } = await setup();
    const campaign = await createCampaign(brand.id);
    await createRequest(campaign.id, creator.id, status);
    const res = await call(GET, { token: accessToken, params: { id: creator.id } });
    expect(res.status).toBe(200);
    expect(res.data.phone).toBe(creator.phone);
  });

  it('hides the phone from a brand whose campaigns the creator did not ask to join, even if another brand’s did', async () => {
    const { creator, accessToken } = await setup();
    const other = await createBrand();
    const campaign = await createCampaign(other.brand.id);
    await createRequest(campaign.id, creator.id, 'approved');
    const mine = await call(GET, { token: accessToken, params: { id: creator.id } });
    expect(mine.data.phone).toBeNull();
    const theirs = await call(GET, { token: other.accessToken, params: { id: creator.id } });
    expect(theirs.data.phone).toBe(creator.phone);
  });

  it('does not show the phone because a different creator asked the brand', async () => {
    const { creator, brand, accessToken } = await setup();
    const someoneElse = await createCreator();
    const campaign = await createCampaign(brand.id);
    await createRequest(campaign.id, someoneElse.creator.id);
    const res = await call(GET, { token: accessToken, params: { id: creator.id } });
    expect(res.data.phone).toBeNull();
  });

  it('works with the brand session cookie', async () => {
    const { creator, accessToken } = await setup();
    const res = await call(GET, { cookies: { brand_access: accessToken }, params: { id: creator.id } });
    expect(res.status).toBe(200);
    expect(res.data._id).toBe(creator.id);
  });

  const refusals: Array<[string, (c: Creator) => Promise<{ token?: string; id: string }>]> = [
    ['anonymous', async (c) => ({ id: c.id })],
    [
      'a creator token, even for their own profile',
      async () => {
        const own = await createCreator();
        return { token: own.accessToken, id: own.creator.id };
      },
    ],
    ['another creator', async (c) => ({ token: (await createCreator()).accessToken, id: c.id })],
    ['a brand refresh token', async (c) => ({ token: (await createBrand()).refreshToken, id: c.id })],
  ];

  it.each(refusals)('answers 401 for %s', async (_, who) => {
    const { creator } = await setup();
    const { token, id } = await who(creator);
    const res = await call(GET, { token, params: { id } });
    expect(res.status).toBe(401);
    expect(typeof res.data.message).toBe('string');
    expect(res.data.name).toBeUndefined();
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an SQL-looking id', "1' or '1'='1"],
    ['a very long id', 'a'.repeat(150)],
  ])('answers 404 for %s', async (_, id) => {
    const { accessToken } = await createBrand();
    const res = await call(GET, { token: accessToken, params: { id } });
    expect(res.status).toBe(404);
    expect(res.data.message).toBe('Creator not found');
  });

  it('answers 400, not 500, for an absurdly long id', async () => {
    const { accessToken } = await createBrand();
    const res = await call(GET, { token: accessToken, params: { id: 'a'.repeat(5000) } });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe('string');
  });

  it('the service refuses a creator actor', async () => {
    const { creator } = await setup();
    await expect(getCreatorForBrand({ role: 'creator', id: creator.id }, creator.id)).rejects.toMatchObject({ status: 403 });
  });
});
