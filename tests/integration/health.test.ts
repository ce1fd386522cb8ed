import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { closeDatabase, setDatabaseFactory } from '@/lib/db';

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', clicks: { buffered: 0, max: 50_000, dropped: 0 } });
  });

  it('answers 503 when the database does not answer', async () => {
    await closeDatabase();
    setDatabaseFactory(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    const res = await GET();
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.message).toMatch(/database/i);
    expect(body.code).toBe('unavailable');
    expect(body.clicks).toEqual({ buffered: 0, max: 50_000, dropped: 0 });
  });
});
