import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { GET as ownRoute, POST as createRoute } from '@/app/api/creator/packages/route';
import { PATCH as patchRoute, DELETE as deleteRoute } from '@/app/api/creator/packages/[id]/route';
import { GET as publicRoute } from '@/app/api/creators/[id]/packages/route';
import { GET as directoryRoute } from '@/app/api/creators/route';
import { createPackage, movePackage } from '@/lib/packages/service';
import { creatorPackages, creators } from '@/models';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';

// A creator's packages (issue 35): the limit of six, validation, pause hiding, own-only changes,
// the order, and the "From ₹X" price the directory shows and filters by. PGlite and PostgreSQL.

const reel = (over: Record<string, unknown> = {}) => ({
  title: '1 Instagram Reel',
  platform: 'Instagram',
  deliverables: [{ platform: 'Instagram', kind: 'reel', count: 1 }],
  priceInr: 6000,
  deliveryDays: 7,
  description: 'A 30-second reel about your product.',
  ...over,
});

async function fromPrice(creatorId: string) {
  const db = await getDb();
  const [row] = await db.select({ p: creators.fromPricePaise }).from(creators).where(eq(creators.id, creatorId));
  return row!.p;
}

async function add(token: string, over: Record<string, unknown> = {}) {
  const res = await call(createRoute, { token, json: reel(over) });
  expect(res.status).toBe(201);
  return res.data.package as { _id: string; position: number; priceInr: number; status: string };
}

describe('creator packages', () => {
  it('adds a package: 201 with the price in rupees and paise, listed for its creator and the public', async () => {
    const { creator, accessToken } = await createCreator();
    const res = await call(createRoute, { token: accessToken, json: reel() });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      message: 'Package added',
      package: {
        creatorId: creator.id,
        title: '1 Instagram Reel',
        platform: 'Instagram',
        deliverables: [{ platform: 'Instagram', kind: 'reel', count: 1 }],
        priceInr: 6000,
        pricePaise: 600_000,
        deliveryDays: 7,
        status: 'active',
        position: 0,
      },
    });
    const own = await call(ownRoute, { token: accessToken });
    expect(own.status).toBe(200);
    expect((own.data.packages as unknown[]).length).toBe(1);
    const pub = await call(publicRoute, { params: { id: creator.id } });
    expect(pub.status).toBe(200);
    expect(pub.data.packages).toMatchObject([{ title: '1 Instagram Reel', priceInr: 6000 }]);
  });

  it('reads prices and days as a form types them ("7,500", "7")', async () => {
    const { accessToken } = await createCreator();
    const p = await add(accessToken, {
      priceInr: '7,500',
      deliveryDays: '7',
      deliverables: JSON.stringify([{ platform: 'YouTube', kind: 'short', count: '2' }]),
    });
    expect(p).toMatchObject({ priceInr: 7500, deliveryDays: 7, deliverables: [{ platform: 'YouTube', kind: 'short', count: 2 }] });
  });

  it('refuses a seventh package with 409 and stores nothing', async () => {
    const { creator, accessToken } = await createCreator();
    for (let i = 0; i < 6; i++) await add(accessToken, { title: `Package ${i}` });
    const res = await call(createRoute, { token: accessToken, json: reel({ title: 'Seventh' }) });
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({ code: 'conflict', message: 'You can list at most 6 packages' });
    const db = await getDb();
    expect(await db.select().from(creatorPackages).where(eq(creatorPackages.creatorId, creator.id))).toHaveLength(6);
  });

  it('holds the limit under concurrent adds', async () => {
    const { creator } = await createCreator();
    const actor = { role: 'creator' as const, id: creator.id };
    const results = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) => createPackage(actor, { ...reel({ title: `P${i}` }), platform: 'Instagram' } as never)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    const db = await getDb();
    const rows = await db.select().from(creatorPackages).where(eq(creatorPackages.creatorId, creator.id));
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title', 'Give the package a title'],
    ['a title too long', { title: 'x'.repeat(81) }, 'title', 'Title must be at most 80 characters'],
    ['an unknown platform', { platform: 'MySpace' }, 'platform', undefined],
    ['no deliverables', { deliverables: [] }, 'deliverables', 'Add at least one deliverable'],
    ['a zero price', { priceInr: 0 }, 'priceInr', 'Price must be a whole number of rupees from 1 to 10,00,000'],
    ['a price in paise', { priceInr: 99.5 }, 'priceInr', 'Price must be a whole number of rupees from 1 to 10,00,000'],
    ['0 delivery days', { deliveryDays: 0 }, 'deliveryDays', 'Delivery days must be a whole number from 1 to 60'],
    ['61 delivery days', { deliveryDays: 61 }, 'deliveryDays', 'Delivery days must be a whole number from 1 to 60'],
    ['a description too long', { description: 'x'.repeat(1001) }, 'description', 'Description must be at most 1000 characters'],
  ])('refuses %s with 400 naming the field', async (_, over, field, message) => {
    const { creator, accessToken } = await createCreator();
    const res = await call(createRoute, { token: accessToken, json: reel(over) });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe('validation_failed');
    const fields = res.data.fields as Record<string, string>;
    expect(Object.keys(fields).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    if (message) expect(fields[field]).toBe(message);
    expect(await fromPrice(creator.id)).toBeNull();
  });

  it('a paused package is hidden from the public and from the From price; resuming shows it again', async () => {
    const { creator, accessToken } = await createCreator();
    const cheap = await add(accessToken, { title: 'Story', priceInr: 2000 });
    await add(accessToken, { title: 'Reel', priceInr: 6000 });
    expect(await fromPrice(creator.id)).toBe(200_000);
    const paused = await call(patchRoute, { method: 'PATCH', token: accessToken, params: { id: cheap._id }, json: { status: 'paused' } });
    expect(paused.status).toBe(200);
    expect(paused.data).toMatchObject({ message: 'Package paused', package: { status: 'paused' } });
    const pub = await call(publicRoute, { params: { id: creator.id } });
    expect((pub.data.packages as { title: string }[]).map((p) => p.title)).toEqual(['Reel']);
    expect(await fromPrice(creator.id)).toBe(600_000);
    const own = await call(ownRoute, { token: accessToken });
    expect((own.data.packages as { title: string }[]).map((p) => p.title)).toEqual(['Story', 'Reel']);
    const resumed = await call(patchRoute, { method: 'PATCH', token: accessToken, params: { id: cheap._id }, json: { status: 'active' } });
    expect(resumed.data.message).toBe('Package resumed');
    expect(await fromPrice(creator.id)).toBe(200_000);
  });

  it('edits and deletes only the creator’s own packages: another creator gets 404, a brand’s token is no creator’s (401)', async () => {
    const owner = await createCreator();
    const other = await createCreator();
    const brand = await createBrand();
    const p = await add(owner.accessToken);
    for (const [token, status] of [
      [other.accessToken, 404],
      [brand.accessToken, 401],
    ] as const) {
      expect((await call(patchRoute, { method: 'PATCH', token, params: { id: p._id }, json: { priceInr: 1 } })).status).toBe(status);
      expect((await call(deleteRoute, { method: 'DELETE', token, params: { id: p._id } })).status).toBe(status);
    }
    expect((await call(patchRoute, { method: 'PATCH', params: { id: p._id }, json: { priceInr: 1 } })).status).toBe(401);
    const saved = await call(patchRoute, { method: 'PATCH', token: owner.accessToken, params: { id: p._id }, json: { priceInr: 4500, title: 'Reel, edited' } });
    expect(saved.data).toMatchObject({ message: 'Package saved', package: { priceInr: 4500, title: 'Reel, edited' } });
    expect(await fromPrice(owner.creator.id)).toBe(450_000);
    const gone = await call(deleteRoute, { method: 'DELETE', token: owner.accessToken, params: { id: p._id } });
    expect(gone.status).toBe(200);
    expect(gone.data.message).toBe('Package deleted');
    expect(await fromPrice(owner.creator.id)).toBeNull();
    expect((await call(deleteRoute, { method: 'DELETE', token: owner.accessToken, params: { id: p._id } })).status).toBe(404);
  });

  it('moves a package up and down; the ends stay put and positions stay 0..n-1 after a delete', async () => {
    const { creator, accessToken } = await createCreator();
    const a = await add(accessToken, { title: 'A' });
    const b = await add(accessToken, { title: 'B' });
    const c = await add(accessToken, { title: 'C' });
    const actor = { role: 'creator' as const, id: creator.id };
    await call(deleteRoute, { method: 'DELETE', token: accessToken, params: { id: b._id } });
    let moved = await movePackage(actor, c._id, 'up');
    expect(moved.packages.map((p) => [p.title, p.position])).toEqual([
      ['C', 0],
      ['A', 1],
    ]);
    moved = await movePackage(actor, c._id, 'up');
    expect(moved.packages.map((p) => p.title)).toEqual(['C', 'A']);
    moved = await movePackage(actor, a._id, 'down');
    expect(moved.packages.map((p) => p.title)).toEqual(['C', 'A']);
    const pub = await call(publicRoute, { params: { id: creator.id } });
    expect((pub.data.packages as { title: string }[]).map((p) => p.title)).toEqual(['C', 'A']);
  });

  it('the public list answers 404 for an unknown or malformed creator', async () => {
    expect((await call(publicRoute, { params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await call(publicRoute, { params: { id: 'nope' } })).status).toBe(404);
  });

  it('the directory shows From ₹X and filters by max price', async () => {
    const brand = await createBrand();
    const tag = `pricetag${Date.now()}`;
    const cheap = await createCreator({ bio: tag });
    const dear = await createCreator({ bio: tag });
    await createCreator({ bio: tag }); // no package: never within a price
    await add(cheap.accessToken, { priceInr: 3000 });
    await add(cheap.accessToken, { priceInr: 9000 });
    await add(dear.accessToken, { priceInr: 25000 });
    const search = (q: Record<string, string>) =>
      call(directoryRoute, { token: brand.accessToken, url: `/api/creators?${new URLSearchParams({ q: tag, ...q })}` });
    const all = await search({});
    expect((all.data.creators as { fromPriceInr: number | null }[]).map((c) => c.fromPriceInr).sort()).toEqual([25000, 3000, null].sort());
    const within = await search({ maxPriceInr: '5,000' });
    expect(within.status).toBe(200);
    expect(within.data.creators).toMatchObject([{ _id: cheap.creator.id, fromPriceInr: 3000 }]);
    const refused = await search({ maxPriceInr: 'cheap' });
    expect(refused.status).toBe(400);
    expect((refused.data.fields as Record<string, string>).maxPriceInr).toBe('Max price must be a whole number of rupees, 1 or more');
  });
});
