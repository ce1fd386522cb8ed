import { beforeEach, describe, expect, it } from 'vitest';
import { GET as list, POST as create } from '@/app/api/shortlists/route';
import { DELETE as remove, GET as read, PATCH as rename } from '@/app/api/shortlists/[id]/route';
import { DELETE as unsave, PUT as save } from '@/app/api/shortlists/[id]/members/[creatorId]/route';
import { NAME_REQUIRED, NAME_TOO_LONG, nameTaken } from '@/lib/shortlists/messages';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { UNKNOWN_ID, listWith, listsOf, membersOf } from './support';

async function setup() {
  const brand = await createBrand();
  const other = await createBrand();
  const asha = await createCreator({ name: 'Asha Verma', email: `asha-${crypto.randomUUID()}@example.com`, phone: '+919811122233' });
  return { brand, other, asha };
}

describe('/api/shortlists', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeEach(async () => {
    s = await setup();
  });

  it('POST makes a list (201) with the trimmed name; GET lists it with its count', async () => {
    const made = await call(create, { token: s.brand.accessToken, json: { name: '  Summer picks  ' } });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ message: 'Shortlist “Summer picks” created', shortlist: { name: 'Summer picks', memberCount: 0 } });
    const got = await call(list, { token: s.brand.accessToken });
    expect(got.status).toBe(200);
    expect(got.data.shortlists).toEqual([made.data.shortlist]);
    expect(got.headers.get('cache-control')).toBe('private, no-store');
  });

  it('POST refuses a duplicate name in any case with 409, and bad names with 400 and the field', async () => {
    await call(create, { token: s.brand.accessToken, json: { name: 'Summer picks' } });
    const dup = await call(create, { token: s.brand.accessToken, json: { name: 'summer PICKS' } });
    expect([dup.status, dup.data.message]).toEqual([409, nameTaken('Summer picks')]);
    for (const [json, message] of [
      [{}, NAME_REQUIRED],
      [{ name: '   ' }, NAME_REQUIRED],
      [{ name: 42 }, NAME_REQUIRED],
      [{ name: 'x'.repeat(61) }, NAME_TOO_LONG],
    ] as const) {
      const res = await call(create, { token: s.brand.accessToken, json });
      expect([res.status, res.data.fields]).toEqual([400, { name: message }]);
    }
    expect((await call(create, { token: s.brand.accessToken, json: { name: 'x'.repeat(60) } })).status).toBe(201);
    expect(await listsOf(s.brand.brand.id)).toHaveLength(2);
  });

  it('POST refuses malformed JSON and other content types with a 4xx message, storing nothing', async () => {
    const bad = [
      { raw: '{"name":', headers: { 'content-type': 'application/json' } },
      { raw: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { raw: JSON.stringify({ name: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' } },
    ];
    for (const opts of bad) {
      const res = await call(create, { method: 'POST', token: s.brand.accessToken, ...opts });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.data.message).toBe('string');
    }
    expect(await listsOf(s.brand.brand.id)).toEqual([]);
  });

  it('creators and visitors are refused (401) and nothing is stored', async () => {
    expect((await call(list, {})).status).toBe(401);
    expect((await call(create, { token: s.asha.accessToken, json: { name: 'x' } })).status).toBe(401);
    expect((await call(create, { json: { name: 'x' } })).status).toBe(401);
    expect(await listsOf(s.brand.brand.id)).toEqual([]);
  });

  it('GET /{id} shows the members with public fields only: never an e-mail or a phone', async () => {
    const l = await listWith(s.brand.brand.id, 'Food', [s.asha.creator.id]);
    const res = await call(read, { token: s.brand.accessToken, params: { id: l.id } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ _id: l.id, name: 'Food', memberCount: 1, members: [{ _id: s.asha.creator.id, name: 'Asha Verma' }] });
    const text = JSON.stringify(res.data);
    expect(text).not.toContain(s.asha.creator.email);
    expect(text).not.toContain('9811122233');
    expect(text).not.toMatch(/"(email|phone|passwordHash)"/);
  });

  it('PATCH renames; DELETE deletes; a malformed id is 400, an unknown one 404', async () => {
    const l = await listWith(s.brand.brand.id, 'Food');
    const renamed = await call(rename, { method: 'PATCH', token: s.brand.accessToken, params: { id: l.id }, json: { name: 'Food bloggers' } });
    expect([renamed.status, renamed.data.shortlist]).toMatchObject([200, { name: 'Food bloggers' }]);
    expect((await call(read, { token: s.brand.accessToken, params: { id: 'nope' } })).status).toBe(400);
    expect((await call(read, { token: s.brand.accessToken, params: { id: UNKNOWN_ID } })).status).toBe(404);
    const gone = await call(remove, { method: 'DELETE', token: s.brand.accessToken, params: { id: l.id } });
    expect([gone.status, gone.data.message]).toEqual([200, 'Shortlist “Food bloggers” deleted']);
    expect((await call(remove, { method: 'DELETE', token: s.brand.accessToken, params: { id: l.id } })).status).toBe(404);
  });

  it('another brand’s list answers 404 to every verb and stays as it was', async () => {
    const theirs = await listWith(s.other.brand.id, 'Theirs', [s.asha.creator.id]);
    const me = s.brand.accessToken;
    const params = { id: theirs.id };
    const tries = [
      call(read, { token: me, params }),
      call(rename, { method: 'PATCH', token: me, params, json: { name: 'Mine' } }),
      call(remove, { method: 'DELETE', token: me, params }),
      call(save, { method: 'PUT', token: me, params: { ...params, creatorId: s.asha.creator.id } }),
      call(unsave, { method: 'DELETE', token: me, params: { ...params, creatorId: s.asha.creator.id } }),
    ];
    for (const res of await Promise.all(tries)) expect([res.status, res.data.message]).toEqual([404, 'Shortlist not found']);
    expect((await listsOf(s.other.brand.id)).map((l) => l.name)).toEqual(['Theirs']);
    expect(await membersOf(theirs.id)).toEqual([s.asha.creator.id]);
  });

  it('PUT member is idempotent; DELETE member takes them off; an unknown creator is 404', async () => {
    const l = await listWith(s.brand.brand.id, 'Food');
    const params = { id: l.id, creatorId: s.asha.creator.id };
    const first = await call(save, { method: 'PUT', token: s.brand.accessToken, params });
    const second = await call(save, { method: 'PUT', token: s.brand.accessToken, params });
    expect([first.status, first.data.changed, second.status, second.data.changed]).toEqual([200, true, 200, false]);
    expect(second.data.shortlist).toMatchObject({ memberCount: 1 });
    expect(await membersOf(l.id)).toEqual([s.asha.creator.id]);
    const unknown = await call(save, { method: 'PUT', token: s.brand.accessToken, params: { id: l.id, creatorId: UNKNOWN_ID } });
    expect([unknown.status, unknown.data.message]).toEqual([404, 'Creator not found']);
    expect((await call(save, { method: 'PUT', token: s.brand.accessToken, params: { id: l.id, creatorId: 'x' } })).status).toBe(400);
    const off = await call(unsave, { method: 'DELETE', token: s.brand.accessToken, params });
    expect([off.status, off.data.message]).toEqual([200, 'Asha Verma removed from “Food”']);
    expect(await membersOf(l.id)).toEqual([]);
  });

  it('a creator cannot add to a brand’s list, even naming its id', async () => {
    const l = await listWith(s.brand.brand.id, 'Food');
    const res = await call(save, { method: 'PUT', token: s.asha.accessToken, params: { id: l.id, creatorId: s.asha.creator.id } });
    expect(res.status).toBe(401);
    expect(await membersOf(l.id)).toEqual([]);
  });
});
