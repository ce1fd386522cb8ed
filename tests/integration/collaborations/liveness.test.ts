import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as collabEvents } from '@/app/api/collaborations/[id]/events/route';
import { getDb } from '@/lib/db';
import { refreshTokens } from '@/models';
import { collaborationIn, openEvents } from './support';

// The heartbeat's fallback: a stream whose sign-in ended without a word on the bus (a row revoked
// by hand, a server that missed the event) is closed by the sweep's liveness check, every one of
// them however many are due at once. Its own file: the sweep's timer is made (fake) by the first
// stream of the process.

beforeAll(() => {
  // Only the sweep's interval is fake (a fake Date upsets the PostgreSQL driver); the clock jumps by hand below.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the heartbeat sweep', () => {
  it('closes every stream whose sign-in was revoked behind its back, and only those', async () => {
    const s = await collaborationIn('active');
    const revoked = await Promise.all(Array.from({ length: 7 }, () => openEvents(collabEvents, s.brand.accessToken, { id: s.id })));
    const kept = await openEvents(collabEvents, s.creator.accessToken, { id: s.id });
    for (const page of [...revoked, kept]) await page.until(() => page.frames.some((f) => f.event === 'ready'));

    const db = await getDb();
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.role, 'brand'), eq(refreshTokens.subjectId, s.brand.brand.id)));
    // Every stream is re-checked within 90 s of opening: 100 s later, one sweep finds them all due.
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + 100_000);
    await vi.advanceTimersByTimeAsync(20_000);
    for (const page of revoked) await page.until(() => page.ended());
    expect(kept.ended()).toBe(false);
    kept.close();
  });
});
