import { describe, expect, it } from 'vitest';
import { GET as collabEvents } from '@/app/api/collaborations/[id]/events/route';
import { GET as userEvents } from '@/app/api/events/route';
import { POST as postMessage } from '@/app/api/collaborations/[id]/messages/route';
import { POST as cancel } from '@/app/api/collaborations/[id]/cancel/route';
import { createBrand, createCreator } from '@/tests/helpers/factories';
import { call } from '@/tests/helpers/http';
import { collaborationIn, openEvents, UNKNOWN_ID } from './support';

// Each open stream holds a connection, a descriptor and memory on its server, and sign-ups are
// free: an account keeps its 10 newest streams, an address opens 50 at most (the defaults of
// STREAMS_PER_ACCOUNT and STREAMS_PER_IP), counted by each server process. Every test uses its
// own addresses, as the counts live for the whole file.

type Opened = Awaited<ReturnType<typeof openEvents>>;

const isReady = (s: Opened) => () => s.frames.some((f) => f.event === 'ready');

async function openMany(n: number, token: string, ip: string): Promise<Opened[]> {
  const out: Opened[] = [];
  for (let i = 0; i < n; i++) {
    const s = await openEvents(userEvents, token, {}, { ip });
    expect(s.res.status).toBe(200);
    await s.until(isReady(s));
    out.push(s);
  }
  return out;
}

describe('event streams per account and per address', () => {
  it('an account keeps its 10 newest streams: the 11th ends the oldest, which is told not to come straight back; other accounts keep theirs', async () => {
    const brand = await createBrand();
    const other = await createBrand();
    const s = await collaborationIn('active');
    // Streams of every kind count: the user's, and a collaboration's.
    const theirs = await openMany(3, other.accessToken, '10.30.0.1');
    const mine = await openMany(9, brand.accessToken, '10.30.0.1');
    const collab = await openEvents(collabEvents, s.brand.accessToken, { id: s.id }, { ip: '10.30.0.1' });
    await collab.until(isReady(collab));
    const mineToo = await openEvents(userEvents, brand.accessToken, {}, { ip: '10.30.0.2' });
    await mineToo.until(isReady(mineToo));
    expect(
      [...mine, mineToo].some((m) => m.ended()),
      '10 streams are allowed',
    ).toBe(false);

    const eleventh = await openEvents(userEvents, brand.accessToken, {}, { ip: '10.30.0.3' });
    expect(eleventh.res.status).toBe(200);
    await eleventh.until(isReady(eleventh));
    await mine[0].until(() => mine[0].ended());
    const last = mine[0].frames.at(-1)!;
    expect(last.event).toBe('superseded');
    expect(last.data.message).toMatch(/newer tab or window/);
    expect(mine.slice(1).some((m) => m.ended())).toBe(false);
    expect(mineToo.ended()).toBe(false);
    expect(eleventh.ended()).toBe(false);
    // Another account's streams, and a third account's on the same address, are untouched.
    expect(theirs.some((t) => t.ended())).toBe(false);
    expect(collab.ended()).toBe(false);

    // The next one ends the next oldest, and so on: never more than 10.
    const twelfth = await openEvents(userEvents, brand.accessToken, {}, { ip: '10.30.0.3' });
    await twelfth.until(isReady(twelfth));
    await mine[1].until(() => mine[1].ended());
    expect(mine.slice(2).some((m) => m.ended())).toBe(false);
    for (const x of [...mine, mineToo, eleventh, twelfth, ...theirs, collab]) x.close();
  });

  it('past 50 streams from one address, the next is refused with 429, a message and Retry-After; other addresses and closed streams free the way', async () => {
    const ip = '10.31.0.1';
    const accounts = await Promise.all(Array.from({ length: 6 }, () => createBrand()));
    const held: Opened[] = [];
    for (const a of accounts.slice(0, 5)) held.push(...(await openMany(10, a.accessToken, ip)));

    const refused = await call(userEvents, { token: accounts[5].accessToken, headers: { 'x-forwarded-for': ip } });
    expect(refused.status).toBe(429);
    expect(refused.data.message).toMatch(/Too many live connections from your network/);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(
      held.some((h) => h.ended()),
      'the refusal ends nothing',
    ).toBe(false);
    // The collaboration's stream counts alike.
    const s = await collaborationIn('active');
    expect((await call(collabEvents, { token: s.brand.accessToken, params: { id: s.id }, headers: { 'x-forwarded-for': ip } })).status).toBe(429);

    // The same account from another address opens as usual.
    const elsewhere = await openEvents(userEvents, accounts[5].accessToken, {}, { ip: '10.31.0.2' });
    expect(elsewhere.res.status).toBe(200);
    // An account at its 10 replacing its oldest from the same address adds nothing, so it may.
    const replacing = await openEvents(userEvents, accounts[0].accessToken, {}, { ip });
    expect(replacing.res.status).toBe(200);
    await held[0].until(() => held[0].ended());

    // A stream that ends frees its place.
    held[15].close();
    await held[15].until(() => held[15].ended());
    const freed = await openEvents(userEvents, accounts[5].accessToken, {}, { ip });
    expect(freed.res.status).toBe(200);
    await freed.until(isReady(freed));
    for (const x of [...held, elsewhere, replacing, freed]) x.close();
  });
});

describe("a collaboration page's one stream (/api/events?collaboration=)", () => {
  it("carries the collaboration's messages and status changes and the account's badges, on one connection", async () => {
    const s = await collaborationIn('active');
    const elsewhere = await collaborationIn('active');
    const page = await openEvents(userEvents, s.brand.accessToken, {}, { query: `as=brand&collaboration=${s.id}`, ip: '10.32.0.1' });
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await page.until(isReady(page));

    await call(postMessage, { token: elsewhere.creator.accessToken, params: { id: elsewhere.id }, json: { text: 'not for this page' } });
    const sent = await call(postMessage, { token: s.creator.accessToken, params: { id: s.id }, json: { text: 'Hello on one stream' } });
    await page.until(() => page.frames.some((f) => f.event === 'message') && page.frames.some((f) => f.event === 'unread'));
    expect(page.frames.filter((f) => f.event === 'message').map((f) => f.data._id)).toEqual([sent.data._id]);
    expect(page.frames.filter((f) => f.event === 'unread').map((f) => f.data.collaborationId)).toEqual([s.id]);

    await call(cancel, { token: s.creator.accessToken, params: { id: s.id }, json: { reason: 'Sick' } });
    await page.until(() => page.frames.some((f) => f.event === 'status') && page.frames.some((f) => f.event === 'activity'));
    expect(page.frames.find((f) => f.event === 'status')!.data).toEqual({ collaborationId: s.id, status: 'cancelled' });
    page.close();
  });

  it("is only for the collaboration's own sides, and refuses an id that is none", async () => {
    const s = await collaborationIn('active');
    const stranger = await createCreator();
    const res = await call(userEvents, { token: stranger.accessToken, url: `/api/events?collaboration=${s.id}` });
    expect(res.status).toBe(404);
    expect(res.data.message).toBeTruthy();
    expect((await call(userEvents, { token: s.creator.accessToken, url: `/api/events?collaboration=${UNKNOWN_ID}` })).status).toBe(404);
    const bad = await call(userEvents, { token: s.creator.accessToken, url: '/api/events?collaboration=nope' });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBeTruthy();
    const mine = await call(userEvents, { token: s.creator.accessToken, url: `/api/events?as=creator&collaboration=${s.id}` });
    expect(mine.status).toBe(200);
  });
});
