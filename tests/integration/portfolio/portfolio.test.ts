import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { GET as ownRoute, POST as addRoute } from '@/app/api/creator/portfolio/route';
import { PATCH as patchRoute, DELETE as deleteRoute } from '@/app/api/creator/portfolio/[id]/route';
import { PUT as orderRoute } from '@/app/api/creator/portfolio/order/route';
import { GET as publicRoute } from '@/app/api/creators/[id]/portfolio/route';
import { POST as completeRoute } from '@/app/api/collaborations/[id]/complete/route';
import { pageCacheState } from '@/lib/page-cache/handler.mjs';
import { pageTags } from '@/lib/page-cache/invalidate';
import { postPlatform } from '@/lib/portfolio/platforms';
import { portfolioStateOfJob } from '@/lib/portfolio/service';
import { saveImage } from '@/lib/storage/images';
import { contentSubmissions, creators, participationRequests, portfolioItems } from '@/models';
import { call, PNG_1x1, pngFile } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { collaborationIn, UNKNOWN_ID } from '../collaborations/support';

// A creator's portfolio (issue 35): posts on known platforms and uploaded images, at most 12, in
// the creator's order; a completed job's approved content when its brand allowed it; own-only
// changes; the public list and the cached public page kept fresh. PGlite and PostgreSQL.

const reel = (n = 1) => `https://www.instagram.com/reel/C${n}xyz/`;
const uploadsDir = () => env().UPLOADS_DIR;
const fileOf = (relative: string) => path.join(uploadsDir(), relative.replace(/^uploads\//, ''));

async function addLink(token: string, url = reel(), caption = 'A reel') {
  const res = await call(addRoute, { token, json: { kind: 'link', url, caption } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.item as { _id: string; position: number; kind: string; platform: string | null; image: string | null };
}

function imageForm(file: File, caption = 'On set') {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', file);
  form.append('caption', caption);
  return form;
}

/** A completed job of this creator: its approved v1 carries `images` and its live post `postUrl`; allowed or not by the brand at completion. */
async function completedJob(allowed: boolean, opts: { images?: string[]; postUrl?: string } = {}) {
  const job = await collaborationIn('live');
  const db = await getDb();
  if (opts.images) await db.update(contentSubmissions).set({ images: opts.images }).where(eq(contentSubmissions.collaborationId, job.id));
  if (opts.postUrl) {
    await db
      .update(participationRequests)
      .set({ postLinks: [{ url: opts.postUrl, deliverable: null }], postUrls: [opts.postUrl] })
      .where(eq(participationRequests.id, job.id));
  }
  const res = await call(completeRoute, { token: job.brand.accessToken, params: { id: job.id }, json: allowed ? { portfolioAllowed: true } : {} });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return job;
}

describe('portfolio', () => {
  it('recognises posts on the known platforms only', () => {
    expect(postPlatform('https://www.instagram.com/p/abc/')).toBe('Instagram');
    expect(postPlatform('https://youtu.be/dQw4w9WgXcQ')).toBe('YouTube');
    expect(postPlatform('https://www.tiktok.com/@me/video/1')).toBe('TikTok');
    expect(postPlatform('https://x.com/me/status/1')).toBe('Twitter');
    for (const bad of [
      'http://www.instagram.com/p/abc',
      'https://www.instagram.com/',
      'https://instagram.com.evil.example/p/1',
      'https://user:pw@instagram.com/p/1',
      'https://instagram.com:8443/p/1',
      'javascript:alert(1)',
      'https://example.com/p/1',
    ]) {
      expect(postPlatform(bad), bad).toBeNull();
    }
  });

  it('adds a post: 201, listed for the creator and the public, and the cached public page is forgotten', async () => {
    const { creator, accessToken } = await createCreator();
    const asked = Date.now();
    const item = await addLink(accessToken);
    expect(item).toMatchObject({ kind: 'link', platform: 'Instagram', position: 0, image: null });
    expect(pageCacheState().tags.get(pageTags.creator(creator.id)[0]!)).toBeGreaterThanOrEqual(asked);
    const own = await call(ownRoute, { token: accessToken });
    expect(own.status).toBe(200);
    expect(own.data.items).toMatchObject([{ _id: item._id, url: reel(), caption: 'A reel' }]);
    const pub = await call(publicRoute, { params: { id: creator.id } });
    expect(pub.status).toBe(200);
    expect(pub.data.items).toMatchObject([{ _id: item._id, platform: 'Instagram' }]);
  });

  it('refuses a link on another site, a caption over 200 characters, and a missing kind with 400; nothing stored', async () => {
    const { creator, accessToken } = await createCreator();
    for (const json of [
      { kind: 'link', url: 'https://example.com/p/1' },
      { kind: 'link', url: reel(), caption: 'x'.repeat(201) },
      { url: reel() },
      { kind: 'image', url: reel() },
    ]) {
      const res = await call(addRoute, { token: accessToken, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.data.message).toMatch(/\S/);
    }
    const db = await getDb();
    expect(await db.select().from(portfolioItems).where(eq(portfolioItems.creatorId, creator.id))).toEqual([]);
  });

  it('uploads an image (re-encoded under a name of ours); deleting the item removes the file', async () => {
    const { accessToken } = await createCreator();
    const res = await call(addRoute, { token: accessToken, form: imageForm(pngFile()) });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const item = res.data.item as { _id: string; image: string; kind: string };
    expect(item.kind).toBe('image');
    expect(item.image).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(fileOf(item.image))).toBe(true);
    const del = await call(deleteRoute, { token: accessToken, method: 'DELETE', params: { id: item._id } });
    expect(del.status).toBe(200);
    expect(fs.existsSync(fileOf(item.image))).toBe(false);
  });

  it('refuses an image that is not one (415), an oversize one (413), and a missing file (400); nothing stored', async () => {
    const { creator, accessToken } = await createCreator();
    const before = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;
    const text = new File(['<html><script>alert(1)</script></html>'], 'photo.png', { type: 'image/png' });
    expect((await call(addRoute, { token: accessToken, form: imageForm(text) })).status).toBe(415);
    const big = new File([new Uint8Array(PNG_1x1), new Uint8Array(env().MAX_UPLOAD_BYTES)], 'big.png', { type: 'image/png' });
    const over = await call(addRoute, { token: accessToken, form: imageForm(big) });
    expect(over.status).toBe(413);
    expect(over.data.message).toMatch(/too large/);
    const none = new FormData();
    none.append('kind', 'image');
    expect((await call(addRoute, { token: accessToken, form: none })).status).toBe(400);
    const wrongType = await call(addRoute, { token: accessToken, raw: 'kind=image', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(wrongType.status).toBe(415);
    const db = await getDb();
    expect(await db.select().from(portfolioItems).where(eq(portfolioItems.creatorId, creator.id))).toEqual([]);
    expect(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0).toBe(before);
  });

  it('holds at most 12 items: the 13th is a 409 with a clear message, a link or an image', async () => {
    const { creator, accessToken } = await createCreator();
    for (let i = 0; i < 12; i++) await addLink(accessToken, reel(i), `Item ${i}`);
    const link = await call(addRoute, { token: accessToken, json: { kind: 'link', url: reel(99) } });
    expect(link.status).toBe(409);
    expect(link.data).toMatchObject({ code: 'conflict', message: expect.stringMatching(/at most 12 items/) });
    const image = await call(addRoute, { token: accessToken, form: imageForm(pngFile()) });
    expect(image.status).toBe(409);
    const db = await getDb();
    expect((await db.select().from(portfolioItems).where(eq(portfolioItems.creatorId, creator.id))).length).toBe(12);
  });

  it('reorders by a full list of ids and by one item’s position; a partial or foreign list is a 400', async () => {
    const { accessToken } = await createCreator();
    const [a, b, c] = [await addLink(accessToken, reel(1), 'A'), await addLink(accessToken, reel(2), 'B'), await addLink(accessToken, reel(3), 'C')];
    const put = await call(orderRoute, { token: accessToken, method: 'PUT', json: { ids: [c._id, a._id, b._id] } });
    expect(put.status).toBe(200);
    expect((put.data.items as { caption: string }[]).map((i) => i.caption)).toEqual(['C', 'A', 'B']);
    const patch = await call(patchRoute, { token: accessToken, method: 'PATCH', params: { id: b._id }, json: { position: 0, caption: 'B first' } });
    expect(patch.status).toBe(200);
    const own = await call(ownRoute, { token: accessToken });
    expect((own.data.items as { caption: string; position: number }[]).map((i) => [i.caption, i.position])).toEqual([
      ['B first', 0],
      ['C', 1],
      ['A', 2],
    ]);
    const other = await createCreator();
    const foreign = await addLink(other.accessToken);
    for (const ids of [
      [a._id, b._id],
      [a._id, b._id, c._id, foreign._id],
      [a._id, a._id, b._id],
      [a._id, b._id, UNKNOWN_ID],
    ]) {
      const res = await call(orderRoute, { token: accessToken, method: 'PUT', json: { ids } });
      expect(res.status, JSON.stringify(ids)).toBe(400);
    }
  });

  it("another creator's item is a 404 for change and delete; a brand and the anonymous are refused", async () => {
    const owner = await createCreator();
    const item = await addLink(owner.accessToken);
    const other = await createCreator();
    expect((await call(patchRoute, { token: other.accessToken, method: 'PATCH', params: { id: item._id }, json: { caption: 'Mine' } })).status).toBe(404);
    expect((await call(deleteRoute, { token: other.accessToken, method: 'DELETE', params: { id: item._id } })).status).toBe(404);
    const brand = await createBrand();
    expect((await call(addRoute, { token: brand.accessToken, json: { kind: 'link', url: reel() } })).status).toBe(401);
    expect((await call(ownRoute, {})).status).toBe(401);
    const own = await call(ownRoute, { token: owner.accessToken });
    expect(own.data.items).toMatchObject([{ caption: 'A reel' }]);
  });

  it('the public list is a 404 for an unknown or malformed creator id', async () => {
    expect((await call(publicRoute, { params: { id: UNKNOWN_ID } })).status).toBe(404);
    expect((await call(publicRoute, { params: { id: 'nope' } })).status).toBe(404);
  });

  it('the public list is a 404 once its creator is suspended (the page is gone, and the work with it)', async () => {
    const { creator } = await createCreator();
    expect((await call(publicRoute, { params: { id: creator.id } })).status).toBe(200);
    await (await getDb()).update(creators).set({ suspendedAt: new Date(), suspendedReason: 'Spam' }).where(eq(creators.id, creator.id));
    expect((await call(publicRoute, { params: { id: creator.id } })).status).toBe(404);
  });

  it('adds a completed job’s approved image in one click when the brand allowed it (a copy of its own), once', async () => {
    const image = await saveImage(pngFile(), 'Image', 'test');
    const job = await completedJob(true, { images: [image] });
    const creator = { role: 'creator' as const, id: job.creator.creator.id };
    expect(await portfolioStateOfJob(creator, job.id)).toEqual({ allowed: true, added: false });
    const res = await call(addRoute, { token: job.creator.accessToken, json: { collaborationId: job.id } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const item = res.data.item as { _id: string; image: string; collaborationId: string; caption: string };
    expect(item).toMatchObject({ kind: 'image', collaborationId: job.id, caption: 'Monsoon Picks for Acme Foods' });
    expect(item.image).not.toBe(image);
    expect(await portfolioStateOfJob(creator, job.id)).toEqual({ allowed: true, added: true });
    const again = await call(addRoute, { token: job.creator.accessToken, json: { collaborationId: job.id } });
    expect(again.status).toBe(409);
    // Deleting the item leaves the job's own file.
    await call(deleteRoute, { token: job.creator.accessToken, method: 'DELETE', params: { id: item._id } });
    expect(fs.existsSync(fileOf(image))).toBe(true);
    expect(fs.existsSync(fileOf(item.image))).toBe(false);
  });

  it('adds the live post of a completed job without an approved image', async () => {
    const job = await completedJob(true, { postUrl: 'https://www.youtube.com/watch?v=abc' });
    const res = await call(addRoute, { token: job.creator.accessToken, json: { collaborationId: job.id, caption: 'My video' } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.item).toMatchObject({ kind: 'link', platform: 'YouTube', url: 'https://www.youtube.com/watch?v=abc', caption: 'My video' });
  });

  it('refuses a job the brand did not allow, one not completed, and someone else’s', async () => {
    const job = await completedJob(false, { postUrl: 'https://x.com/a/status/1' });
    const refused = await call(addRoute, { token: job.creator.accessToken, json: { collaborationId: job.id } });
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe('The brand did not allow this work in your portfolio');
    expect(await portfolioStateOfJob({ role: 'creator', id: job.creator.creator.id }, job.id)).toEqual({ allowed: false, added: false });
    const live = await collaborationIn('live');
    expect((await call(addRoute, { token: live.creator.accessToken, json: { collaborationId: live.id } })).status).toBe(409);
    const other = await createCreator();
    expect((await call(addRoute, { token: other.accessToken, json: { collaborationId: job.id } })).status).toBe(404);
    expect((await call(addRoute, { token: other.accessToken, json: { collaborationId: 'nope' } })).status).toBe(404);
  });

  it('completing stores the brand’s choice; a wrong type is a 400 and leaves the job live', async () => {
    const job = await collaborationIn('live');
    const bad = await call(completeRoute, { token: job.brand.accessToken, params: { id: job.id }, json: { portfolioAllowed: 'yes' } });
    expect(bad.status).toBe(400);
    const db = await getDb();
    const [before] = await db.select().from(participationRequests).where(eq(participationRequests.id, job.id));
    expect(before!.stage).toBe('live');
    const ok = await call(completeRoute, { token: job.brand.accessToken, params: { id: job.id } });
    expect(ok.status).toBe(200);
    const [after] = await db.select().from(participationRequests).where(eq(participationRequests.id, job.id));
    expect(after).toMatchObject({ stage: 'completed', portfolioAllowed: false });
  });
});
