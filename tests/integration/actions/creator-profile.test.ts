import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { updateCreatorProfileAction } from '@/lib/creators/actions';
import { FOLLOWERS_REQUIRED, NAME_REQUIRED, PROFILE_UPDATED } from '@/lib/creators/messages';
import { getDb } from '@/lib/db';
import { AUDIENCE_COOKIE } from '@/lib/auth/cookies';
import { pageCacheState } from '@/lib/page-cache/handler.mjs';
import { pageTags } from '@/lib/page-cache/invalidate';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { creators } from '@/models';
import { callAction, sessionCookies } from '../../helpers/actions';
import { revalidated } from '../../helpers/action-request';
import { createBrand, createCreator } from '../../helpers/factories';
import { pngFile } from '../../helpers/http';
import { uploadedFiles } from '../creators/helpers';

// The creator profile form and its photo: the same schema and service as PUT /api/creator/profile.
// It changes the calling creator's own row only.

type Loose = (input: Record<string, unknown>) => Promise<never>;
const updateProfile = updateCreatorProfileAction as unknown as Loose;
type Errors = Record<string, { _errors?: string[] } | undefined>;

const row = async (id: string) => (await (await getDb()).select().from(creators).where(eq(creators.id, id)))[0];
const fileOf = (path: string | null) => path?.replace(/^uploads\//, '');

let me: Awaited<ReturnType<typeof createCreator>>;
const asMe = () => ({ cookies: sessionCookies('creator', me) });

beforeEach(async () => {
  resetAllRateLimits();
  me = await createCreator();
});

describe('updateCreatorProfileAction', () => {
  it("saves the signed-in creator's fields and tags, and refreshes the dashboard, the public page and the audience cookie", async () => {
    const before = revalidated.length;
    const asked = Date.now();
    const res = await callAction(updateProfile, { name: 'Kavya', bio: 'Slow travel', city: 'Pune', phone: '9876543210', tags: ['Food', 'Travel'] }, asMe());
    expect(res.status).toBe(200);
    const { message, profile } = res.data as { message: string; profile: { _id: string; tags: string[]; phone: string } };
    expect(message).toBe(PROFILE_UPDATED);
    expect(profile._id).toBe(me.creator.id);
    // Stored in the order the form lists them; the phone normalised as through the API.
    expect(profile.tags).toEqual(['Travel', 'Food']);
    expect(profile.phone).toBe('+919876543210');
    expect(await row(me.creator.id)).toMatchObject({ name: 'Kavya', bio: 'Slow travel', city: 'Pune', tags: ['Travel', 'Food'] });
    expect(revalidated.slice(before)).toEqual(expect.arrayContaining(['/creator/dashboard']));
    // The cached public page is forgotten on every server (the page cache's tag), not re-rendered here.
    expect(pageCacheState().tags.get(pageTags.creator(me.creator.id)[0])).toBeGreaterThanOrEqual(asked);
    // "Campaigns I qualify for" is keyed by the audience the profile states (the factory's handle).
    expect(res.cookies[AUDIENCE_COOKIE]).toBe('Instagram:5000');
  });

  it('saves the handles with their audience; followers are dated by the server', async () => {
    const handles = [{ platform: 'YouTube', handle: 'Kavya', followers: 15000, avgViews: 4000, engagementRate: 6.5 }];
    const res = await callAction(updateProfile, { socialMediaHandles: handles }, asMe());
    expect(res.status).toBe(200);
    const [h] = (await row(me.creator.id)).socialMediaHandles;
    expect(h).toMatchObject(handles[0]);
    expect(Date.now() - Date.parse(h.followersUpdatedAt!)).toBeLessThan(60_000);
  });

  it('leaves the handles alone when the form does not send them (an old handle without followers does not block a save)', async () => {
    const old = await createCreator({ socialMediaHandles: [{ platform: 'Instagram', handle: '@old' }] });
    const res = await callAction(updateProfile, { bio: 'New bio' }, { cookies: sessionCookies('creator', old) });
    expect(res.status).toBe(200);
    expect((await row(old.creator.id)).socialMediaHandles).toEqual([{ platform: 'Instagram', handle: '@old' }]);
  });

  it.each([
    ['missing followers', { platform: 'Instagram', handle: 'a' }, 'followers', FOLLOWERS_REQUIRED],
    ['negative followers', { platform: 'Instagram', handle: 'a', followers: -1 }, 'followers', 'Followers cannot be negative'],
    ['fractional followers', { platform: 'Instagram', handle: 'a', followers: 1.5 }, 'followers', 'Followers must be a whole number'],
    [
      'engagement over 100',
      { platform: 'Instagram', handle: 'a', followers: 1, engagementRate: 150 },
      'engagementRate',
      'Engagement rate must be between 0 and 100',
    ],
  ])('the form refuses %s per field and changes nothing', async (_name, handle, field, message) => {
    const res = await callAction(updateProfile, { socialMediaHandles: [handle] }, asMe());
    expect(res.status).toBe(400);
    const errors = res.validationErrors as { socialMediaHandles?: Record<string, Record<string, { _errors?: string[] }>> };
    expect(errors.socialMediaHandles?.['0']?.[field]?._errors).toEqual([message]);
    expect((await row(me.creator.id)).socialMediaHandles).toEqual(me.creator.socialMediaHandles);
  });

  it('a new photo alone, as a File, replaces the old file and leaves the other fields', async () => {
    const first = await callAction(updateProfile, { profilePicture: pngFile('one.png') }, asMe());
    expect(first.status).toBe(200);
    const firstPath = (await row(me.creator.id)).profilePicture;
    expect(firstPath).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect(uploadedFiles()).toContain(fileOf(firstPath));

    const second = await callAction(updateProfile, { profilePicture: pngFile('two.png') }, asMe());
    expect(second.status).toBe(200);
    const after = await row(me.creator.id);
    expect(after.profilePicture).not.toBe(firstPath);
    expect(uploadedFiles()).toContain(fileOf(after.profilePicture));
    expect(uploadedFiles()).not.toContain(fileOf(firstPath));
    expect(after).toMatchObject({ name: me.creator.name, city: me.creator.city });
  });

  it('a picture that is not an image is refused (415) and nothing changes', async () => {
    const before = uploadedFiles().length;
    const fake = new File([new TextEncoder().encode('<svg/>')], 'x.png', { type: 'image/png' });
    const res = await callAction(updateProfile, { name: 'Changed', profilePicture: fake }, asMe());
    expect([res.status, res.message]).toEqual([415, 'Profile picture must be a JPEG, PNG, WebP, GIF or AVIF image']);
    expect(uploadedFiles().length).toBe(before);
    expect((await row(me.creator.id)).name).toBe(me.creator.name);
  });

  it('bad input is answered per field and stores nothing', async () => {
    const res = await callAction(updateProfile, { name: '', tags: ['Knitting'], bio: 'x'.repeat(1001) }, asMe());
    expect(res.status).toBe(400);
    const errors = res.validationErrors as Errors;
    expect(errors.name?._errors).toEqual([NAME_REQUIRED]);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'tags', 'bio']));
    expect((await row(me.creator.id)).name).toBe(me.creator.name);
  });

  it('a phone the server cannot use is refused on its field', async () => {
    const res = await callAction(updateProfile, { phone: '+1 415 555 2671' }, asMe());
    expect(res.status).toBe(400);
    expect(Object.keys(res.fields ?? {})).toEqual(['phone']);
    expect((await row(me.creator.id)).phone).toBe(me.creator.phone);
  });

  it("ids and e-mails in the input are ignored: only the caller's row changes", async () => {
    const other = await createCreator();
    const res = await callAction(updateProfile, { _id: other.creator.id, id: other.creator.id, email: other.creator.email, city: 'Mine only' }, asMe());
    expect(res.status).toBe(200);
    expect(await row(me.creator.id)).toMatchObject({ city: 'Mine only', email: me.creator.email });
    expect(await row(other.creator.id)).toMatchObject({ city: other.creator.city, email: other.creator.email });
  });

  it('brands, visitors and other sites are refused (401, 401, 403), storing nothing', async () => {
    const brand = await createBrand();
    expect((await callAction(updateProfile, { name: 'Hijack' }, { cookies: sessionCookies('brand', brand) })).status).toBe(401);
    expect((await callAction(updateProfile, { name: 'Hijack' })).status).toBe(401);
    // A brand's access token in the creator cookie is not a creator session.
    expect((await callAction(updateProfile, { name: 'Hijack' }, { cookies: { creator_access: brand.accessToken } })).status).toBe(401);
    const cross = await callAction(
      updateProfile,
      { name: 'Hijack' },
      { ...asMe(), headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
    );
    expect(cross.status).toBe(403);
    expect((await row(me.creator.id)).name).toBe(me.creator.name);
  });
});
