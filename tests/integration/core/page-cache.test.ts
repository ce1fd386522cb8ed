import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PageCacheHandler, { clearPageCache, inlineScriptHashes, pageCacheState } from '@/lib/page-cache/handler.mjs';
import { invalidatePages, pageTags, startPageCacheListener } from '@/lib/page-cache/invalidate';
import { databaseUrl, getDb } from '@/lib/db';
import { createCampaign, updateCampaign } from '@/lib/campaigns/service';
import { updateProfile } from '@/lib/creators/service';
import { pngFile } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';

// The page cache (lib/page-cache/): what it stores, the script policy it gives each page, and
// how writes forget pages, here and (PostgreSQL) on every server.

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`;

function page(html: string, tags: string[], status = 200) {
  return { kind: 'APP_PAGE', html, status, headers: { 'x-next-cache-tags': tags.join(',') } as Record<string, string>, rscData: Buffer.from('rsc') };
}

const handler = new PageCacheHandler();
const state = pageCacheState();

beforeEach(() => {
  clearPageCache();
  state.tags.clear();
  state.asked.clear();
  state.listening = true;
});
afterEach(() => {
  state.maxBytes = 256 * 1024 * 1024;
});

describe('the page cache handler', () => {
  it('gives each page a policy with the hash of every inline script, and none for scripts with a src', async () => {
    const inline = ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"a \\u003c/b"])'];
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>x</p><script>${inline[0]}</script><script nonce="" id="x">${inline[1]}</script><script>${inline[0]}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual(inline.map(sha));
    const data = page(html, ['_N_T_/campaigns/1']);
    await handler.set('/campaigns/1', data, { cacheControl: { revalidate: 10 } });
    // In place: the render that filled the cache answers with the same headers.
    const policy = data.headers['content-security-policy'];
    expect(policy).toContain(`script-src 'self' ${inline.map(sha).join(' ')};`);
    const scriptSrc = /script-src [^;]*/.exec(policy)![0];
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    const hit = await handler.get('/campaigns/1');
    expect((hit?.value as typeof data).headers['content-security-policy']).toBe(policy);
  });

  it('keeps only 200 pages, and only while this server hears invalidations', async () => {
    const missing = page('<p>404</p><script>a()</script>', [], 404);
    await handler.set('/campaigns/unknown', missing, {});
    expect(missing.headers['content-security-policy']).toContain(sha('a()'));
    expect(await handler.get('/campaigns/unknown')).toBeNull();
    state.listening = false;
    await handler.set('/collaborate/all', page('<p>list</p>', []), {});
    expect(await handler.get('/collaborate/all')).toBeNull();
    state.listening = true;
    await handler.set('/collaborate/all', page('<p>list</p>', []), {});
    expect(await handler.get('/collaborate/all')).not.toBeNull();
    // A page stored, then a 404 for the same key (the campaign closed): the old page goes.
    await handler.set('/collaborate/all', page('<p>gone</p>', [], 404), {});
    expect(await handler.get('/collaborate/all')).toBeNull();
  });

  it('forgets pages by tag, and a page whose render began before the invalidation', async () => {
    await handler.set('/campaigns/1', page('<p>1</p>', ['_N_T_/campaigns/1', '_N_T_/layout']), {});
    await handler.set('/campaigns/2', page('<p>2</p>', ['_N_T_/campaigns/2', '_N_T_/layout']), {});
    await invalidatePages(pageTags.campaign('1'));
    expect(await handler.get('/campaigns/1')).toBeNull();
    expect(await handler.get('/campaigns/2')).not.toBeNull();
    // The miss above is when /campaigns/1's next render can have started; a write lands while it
    // renders, so the page it stores may show the data from before: it is not served.
    await new Promise((r) => setTimeout(r, 5));
    await invalidatePages(pageTags.campaign('1'));
    await handler.set('/campaigns/1', page('<p>1 old</p>', ['_N_T_/campaigns/1']), {});
    await new Promise((r) => setTimeout(r, 5));
    expect(await handler.get('/campaigns/1')).toBeNull();
    // Rendered after the write (this miss starts it): served.
    await new Promise((r) => setTimeout(r, 5));
    await handler.set('/campaigns/1', page('<p>1 new</p>', ['_N_T_/campaigns/1']), {});
    expect(await handler.get('/campaigns/1')).not.toBeNull();
  });

  it('stays within its memory, least recently used first out', async () => {
    const big = (n: number) => page(`<p>${'x'.repeat(40_000)}</p><i>${n}</i>`, []);
    state.maxBytes = 200_000;
    for (let i = 0; i < 4; i++) await handler.set(`/p/${i}`, big(i), {});
    await handler.get('/p/0'); // used: survives the next eviction
    await handler.set('/p/4', big(4), {});
    await handler.set('/p/5', big(5), {});
    expect(state.bytes).toBeLessThanOrEqual(state.maxBytes);
    expect(await handler.get('/p/0')).not.toBeNull();
    expect(await handler.get('/p/1')).toBeNull();
    expect(await handler.get('/p/5')).not.toBeNull();
  });
});

describe('writes forget the pages they change', () => {
  it('a new, edited or closed campaign forgets every list page and its own page; a creator profile its page', async () => {
    await startPageCacheListener();
    const { brand } = await createBrand();
    const actor = { role: 'brand' as const, id: brand.id };
    const lists = '/collaborate/all';
    await handler.set(lists, page('<p>list</p>', ['_N_T_/(marketing)/collaborate/[view]/page', '_N_T_/collaborate/all']), {});
    const made = await createCampaign(
      actor,
      {
        campaignName: 'Cached launch',
        brandName: 'Acme',
        interest: 'Technology',
        platform: 'Instagram',
        minFollowers: 1000,
        maxFollowers: 20000,
        incentives: '₹1',
        description: 'New',
      },
      pngFile(),
    );
    expect(await handler.get(lists)).toBeNull();

    await handler.set(lists, page('<p>list</p>', pageTags.campaignLists), {});
    await handler.set(`/campaigns/${made._id}`, page('<p>c</p>', pageTags.campaign(made._id)), {});
    await new Promise((r) => setTimeout(r, 5));
    await updateCampaign(actor, made._id, { campaignName: 'Renamed for the cache' });
    expect(await handler.get(lists)).toBeNull();
    expect(await handler.get(`/campaigns/${made._id}`)).toBeNull();

    const { creator } = await createCreator();
    await handler.set(`/creators/${creator.id}`, page('<p>me</p>', pageTags.creator(creator.id)), {});
    await new Promise((r) => setTimeout(r, 5));
    await updateProfile({ role: 'creator', id: creator.id }, { bio: 'A new bio for the cached page' });
    expect(await handler.get(`/creators/${creator.id}`)).toBeNull();
  });

  it('on PostgreSQL, an invalidation from another server (NOTIFY) reaches this one within a second', async () => {
    if (!(await databaseUrl())) {
      // PGlite: one process owns the data, so local invalidation is all there is, and pages are stored at once.
      await startPageCacheListener();
      expect(state.listening).toBe(true);
      return;
    }
    await startPageCacheListener();
    expect(state.listening).toBe(true);
    await handler.set('/campaigns/far', page('<p>far</p>', ['_N_T_/campaigns/far']), {});
    await new Promise((r) => setTimeout(r, 5));
    const db = await getDb();
    // What invalidatePages on another server sends.
    await db.execute(sql`select pg_notify('page_cache', ${JSON.stringify(['_N_T_/campaigns/far'])})`);
    const deadline = Date.now() + 1000;
    while (Date.now() < deadline && (await handler.get('/campaigns/far'))) await new Promise((r) => setTimeout(r, 20));
    expect(await handler.get('/campaigns/far')).toBeNull();
  });
});
