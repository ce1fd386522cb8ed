import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/campaign/route';
import { listOpenCampaigns } from '@/lib/campaigns/queries';
import { closeCampaign, createCampaign as createCampaignService, updateCampaign } from '@/lib/campaigns/service';
import { invalidateCampaignLists } from '@/lib/campaigns/list-cache';
import { listCacheState } from '@/lib/campaigns/list-front.mjs';
import { pngFile } from '../../helpers/http';
import { createBrand, createCampaign } from '../../helpers/factories';
import { campaignFields, withListCache } from './list-cache-support';

// The list cache keeps the answer as sent (bytes and ETag), not only its rows: a hit reads no
// database and serialises nothing, and every campaign write through the service makes the next
// answer fresh. Reads of the database are counted at the list query itself.
vi.mock('@/lib/campaigns/queries', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/campaigns/queries')>();
  return { ...actual, listOpenCampaigns: vi.fn(actual.listOpenCampaigns) };
});
const reads = vi.mocked(listOpenCampaigns);

/** GET /api/campaign (the default page) as Next.js would call it; the body's raw bytes. */
async function list(headers: Record<string, string> = {}) {
  const res = await GET(new NextRequest('http://localhost:3000/api/campaign', { headers }), { params: Promise.resolve({}) as Promise<never> });
  return { status: res.status, etag: res.headers.get('etag'), body: Buffer.from(await res.arrayBuffer()) };
}
const names = (body: Buffer) => (JSON.parse(body.toString()) as { campaigns: { campaignName: string }[] }).campaigns.map((c) => c.campaignName);

const fields = campaignFields('Cached bytes launch');

describe('the campaign list answer, cached as bytes', () => {
  withListCache();
  beforeEach(async () => {
    await invalidateCampaignLists();
    reads.mockClear();
  });

  it('sends the same bytes and ETag again without reading the database or serialising the list', async () => {
    const { brand } = await createBrand();
    await createCampaign(brand.id, { campaignName: 'Bytes once' });
    await invalidateCampaignLists();
    const first = await list();
    expect(first.status).toBe(200);
    expect(names(first.body)).toContain('Bytes once');
    expect(reads).toHaveBeenCalledTimes(1);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const second = await list();
      expect(reads, 'the second answer comes from the cache').toHaveBeenCalledTimes(1);
      expect(second.status).toBe(200);
      expect(second.etag).toBe(first.etag);
      expect(second.body.equals(first.body)).toBe(true);
      const listSerialised = stringify.mock.calls.some(([value]) => typeof value === 'object' && value !== null && 'campaigns' in value);
      expect(listSerialised, 'a hit sends the bytes kept, it does not serialise the list again').toBe(false);
    } finally {
      stringify.mockRestore();
    }
  });

  it('answers a campaign created, edited or closed through the service with new bytes at once', async () => {
    const { brand } = await createBrand();
    const actor = { role: 'brand' as const, id: brand.id };
    const before = await list();
    await list();
    expect(reads).toHaveBeenCalledTimes(1);

    const created = await createCampaignService(actor, fields, pngFile());
    const afterCreate = await list();
    expect(reads).toHaveBeenCalledTimes(2);
    expect(afterCreate.body.equals(before.body)).toBe(false);
    expect(afterCreate.etag).not.toBe(before.etag);
    expect(names(afterCreate.body)).toContain('Cached bytes launch');

    await updateCampaign(actor, created._id, { campaignName: 'Cached bytes, renamed' });
    const afterUpdate = await list();
    expect(reads).toHaveBeenCalledTimes(3);
    expect(afterUpdate.etag).not.toBe(afterCreate.etag);
    expect(names(afterUpdate.body)).toContain('Cached bytes, renamed');
    expect(names(afterUpdate.body)).not.toContain('Cached bytes launch');

    await closeCampaign(actor, created._id);
    const afterClose = await list();
    expect(reads).toHaveBeenCalledTimes(4);
    expect(afterClose.etag).not.toBe(afterUpdate.etag);
    expect(names(afterClose.body)).not.toContain('Cached bytes, renamed');
    // And cached again from there.
    expect((await list()).body.equals(afterClose.body)).toBe(true);
    expect(reads).toHaveBeenCalledTimes(4);
  });

  it('reads an aged answer again once, answering it as it was to the requests that come meanwhile', async () => {
    const { brand } = await createBrand();
    const before = await list();
    // Written behind the service's back: only the answer's age brings it in.
    await createCampaign(brand.id, { campaignName: 'Seen after the refresh' });
    const state = listCacheState();
    for (const entry of state.entries.values()) entry.expires = Date.now() - 1;
    // The read that refreshes it waits until the test lets it go on.
    const { listOpenCampaigns: read } = await vi.importActual<typeof import('@/lib/campaigns/queries')>('@/lib/campaigns/queries');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    reads.mockImplementationOnce(async (query) => {
      await gate;
      return read(query);
    });
    const refreshing = list();
    await expect.poll(() => reads.mock.calls.length).toBe(2);
    const meanwhile = await list();
    expect(meanwhile.body.equals(before.body), 'the aged answer, at once').toBe(true);
    release();
    const refreshed = await refreshing;
    expect(names(refreshed.body)).toContain('Seen after the refresh');
    expect((await list()).body.equals(refreshed.body)).toBe(true);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('answers 304 to the cached ETag without reading the database, and 200 with the new list after a write', async () => {
    const { brand } = await createBrand();
    const first = await list();
    const notModified = await list({ 'if-none-match': first.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    expect(reads).toHaveBeenCalledTimes(1);
    await createCampaignService({ role: 'brand', id: brand.id }, { ...fields, campaignName: 'After the 304' }, pngFile());
    const changed = await list({ 'if-none-match': first.etag! });
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(names(changed.body)).toContain('After the 304');
  });
});
