import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/campaign/route';
import { resetEnvForTests } from '@/lib/env';
import { listOpenCampaigns } from '@/lib/campaigns/queries';
import { createCampaign as createCampaignService } from '@/lib/campaigns/service';
import { invalidateCampaignLists } from '@/lib/campaigns/list-cache';
import { answerListFromFront, listCacheState } from '@/lib/campaigns/list-front.mjs';
import { pngFile } from '../../helpers/http';
import { createBrand } from '../../helpers/factories';
import { campaignFields } from './list-cache-support';

// The campaign list's front (lib/campaigns/list-front.mjs, run by server.mjs): GET /api/campaign
// without a query answered from the list cache's entry, exactly as Next.js answered it, only while
// that entry is there and fresh. "Next.js" is a stand-in that runs the real route handler and
// sends its Response as Next.js does (adding the Vary it adds to every route's answer).
vi.mock('@/lib/campaigns/queries', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/campaigns/queries')>();
  return { ...actual, listOpenCampaigns: vi.fn(actual.listOpenCampaigns) };
});
const reads = vi.mocked(listOpenCampaigns);
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

const fields = campaignFields('Front launch');

describe('the campaign list front before a stand-in for Next.js', () => {
  let server: http.Server;
  let base = '';
  let nextAnswers = 0;
  const state = listCacheState();

  async function next(rq: IncomingMessage, res: ServerResponse) {
    nextAnswers += 1;
    const headers = new Headers();
    for (const [k, v] of Object.entries(rq.headers)) if (typeof v === 'string') headers.set(k, v);
    const answer = await GET(new NextRequest(`http://localhost:3000${rq.url}`, { method: rq.method, headers }), {
      params: Promise.resolve({}) as Promise<never>,
    });
    res.statusCode = answer.status;
    res.setHeader('vary', NEXT_VARY);
    for (const [k, v] of answer.headers) res.appendHeader(k, v);
    res.end(Buffer.from(await answer.arrayBuffer()));
  }

  async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
    const res = await fetch(base + url, { method, headers });
    const body = Buffer.from(await res.arrayBuffer());
    const h = Object.fromEntries([...res.headers].filter(([k]) => !['date', 'keep-alive', 'connection', 'content-length', 'transfer-encoding'].includes(k)));
    return { status: res.status, headers: h, body };
  }

  beforeAll(async () => {
    process.env.CAMPAIGN_LIST_CACHE_TTL_MS = '60000';
    resetEnvForTests();
    server = http.createServer((rq, res) => {
      if (!answerListFromFront(rq, res)) void next(rq, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    process.env.CAMPAIGN_LIST_CACHE_TTL_MS = '0';
    resetEnvForTests();
  });
  beforeEach(async () => {
    await invalidateCampaignLists();
    state.frontHeaders = undefined;
    state.frontKey = undefined;
    nextAnswers = 0;
    reads.mockClear();
  });

  it('answers the default list, once Next.js has answered it, with the same status, headers and bytes, without Next.js or the database', async () => {
    const first = await get('/api/campaign');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\//);
    expect(nextAnswers).toBe(1);
    const second = await get('/api/campaign');
    expect(nextAnswers, 'the second request is answered by the front').toBe(1);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second.headers.vary).toBe(`${NEXT_VARY}, Accept-Encoding`);
    expect(second.headers['content-security-policy']).toBeTruthy();
    // PAGE_FRONT=0 (an operator ruling the fronts out): Next.js answers.
    process.env.PAGE_FRONT = '0';
    try {
      expect((await get('/api/campaign')).body).toEqual(first.body);
      expect(nextAnswers).toBe(2);
    } finally {
      delete process.env.PAGE_FRONT;
    }
  });

  it('answers 304 to the current ETag with the headers Next.js sends with its 304', async () => {
    const first = await get('/api/campaign');
    // Headers not kept yet (a 304 teaches none): Next.js answers, then learns from its next 200.
    state.frontHeaders = undefined;
    const fromNext = await get('/api/campaign', { 'if-none-match': first.headers.etag });
    expect(nextAnswers).toBe(2);
    expect(state.frontHeaders).toBeUndefined();
    await get('/api/campaign');
    expect(nextAnswers).toBe(3);
    const fromFront = await get('/api/campaign', { 'if-none-match': `"other", ${first.headers.etag}` });
    expect(nextAnswers, 'answered by the front').toBe(3);
    expect(fromNext.status).toBe(304);
    expect(fromFront.status).toBe(304);
    expect(fromFront.body.byteLength).toBe(0);
    expect(fromFront.headers).toEqual(fromNext.headers);
    const changed = await get('/api/campaign', { 'if-none-match': 'W/"stale"' });
    expect(nextAnswers).toBe(3);
    expect(changed.status).toBe(200);
    expect(changed.body.byteLength).toBeGreaterThan(0);
  });

  it('never sends a list older than the last campaign write: Next.js answers the new one, then the front does', async () => {
    const { brand } = await createBrand();
    const before = await get('/api/campaign');
    await get('/api/campaign');
    expect(nextAnswers).toBe(1);
    await createCampaignService({ role: 'brand', id: brand.id }, fields, pngFile());
    const after = await get('/api/campaign');
    expect(nextAnswers, 'the write emptied the cache: Next.js reads the list again').toBe(2);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.body.toString()).campaigns.map((c: { campaignName: string }) => c.campaignName)).toContain('Front launch');
    const again = await get('/api/campaign');
    expect(nextAnswers).toBe(2);
    expect(again).toEqual(after);
  });

  it('leaves to Next.js queries, other methods, cross-origin calls and an expired list', async () => {
    await get('/api/campaign');
    await get('/api/campaign');
    expect(nextAnswers).toBe(1);
    for (const url of ['/api/campaign?page=1', '/api/campaign?limit=100', '/api/campaign/', '/api/campaign?utm_source=x']) {
      const before = nextAnswers;
      await get(url);
      expect(nextAnswers, url).toBe(before + 1);
    }
    let before = nextAnswers;
    await get('/api/campaign', {}, 'HEAD');
    expect(nextAnswers, 'HEAD').toBe(before + 1);
    // proxy.ts answers these with CORS headers for the allowed origins.
    before = nextAnswers;
    await get('/api/campaign', { origin: 'https://app.example' });
    expect(nextAnswers, 'Origin').toBe(before + 1);
    // An entry past its time: Next.js reads the list again.
    for (const entry of state.entries.values()) entry.expires = Date.now() - 1;
    before = nextAnswers;
    const readsBefore = reads.mock.calls.length;
    expect((await get('/api/campaign')).status).toBe(200);
    expect(nextAnswers, 'expired').toBe(before + 1);
    expect(reads).toHaveBeenCalledTimes(readsBefore + 1);
  });

  it('answers an aged list as it was while Next.js reads it again', async () => {
    const first = await get('/api/campaign');
    await get('/api/campaign');
    expect(nextAnswers).toBe(1);
    for (const entry of state.entries.values()) entry.expires = Date.now() - 1;
    // The read Next.js started for the aged list, not finished yet.
    let finish!: () => void;
    state.inflight.set(state.frontKey!, new Promise((resolve) => (finish = resolve as () => void)));
    try {
      const meanwhile = await get('/api/campaign');
      expect(nextAnswers, 'answered by the front').toBe(1);
      expect(meanwhile).toEqual(first);
    } finally {
      state.inflight.clear();
      finish();
    }
  });

  it('keeps no headers from an answer that is not the list', async () => {
    const failing = http.createServer((rq, res) => {
      if (answerListFromFront(rq, res)) return;
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json');
      res.end('{"message":"Something went wrong"}');
    });
    await new Promise<void>((r) => failing.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(failing.address() as AddressInfo).port}/api/campaign`);
      await res.arrayBuffer();
      expect(res.status).toBe(500);
      expect(state.frontHeaders).toBeUndefined();
    } finally {
      await new Promise<void>((r) => failing.close(() => r()));
    }
  });
});
