import { describe, expect, it } from 'vitest';
import { GET as collabEvents } from '@/app/api/collaborations/[id]/events/route';
import { GET as userEvents } from '@/app/api/events/route';
import { POST as postMessage } from '@/app/api/collaborations/[id]/messages/route';
import { POST as markRead } from '@/app/api/collaborations/[id]/messages/read/route';
import { POST as cancel } from '@/app/api/collaborations/[id]/cancel/route';
import { endSession, revokeAllSessions } from '@/lib/auth/sessions';
import { drainStreams } from '@/lib/realtime/streams';
import { createBrand } from '@/tests/helpers/factories';
import { call } from '@/tests/helpers/http';
import { collaborationIn, openEvents as open } from './support';

describe('event streams', () => {
  it('deliver a message, "seen" and a status change to the collaboration page and the badges', async () => {
    const s = await collaborationIn('active');
    const page = await open(collabEvents, s.brand.accessToken, { id: s.id });
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const badge = await open(userEvents, s.brand.accessToken);
    await page.until(() => page.frames.some((f) => f.event === 'ready'));
    await badge.until(() => badge.frames.some((f) => f.event === 'ready'));

    const sent = await call(postMessage, { token: s.creator.accessToken, params: { id: s.id }, json: { text: 'Hello from Ravi' } });
    await page.until(() => page.frames.some((f) => f.event === 'message'));
    expect(page.frames.find((f) => f.event === 'message')!.data).toMatchObject({ _id: sent.data._id, text: 'Hello from Ravi', sender: { role: 'creator' } });
    await badge.until(() => badge.frames.some((f) => f.event === 'unread'));

    await call(markRead, { token: s.brand.accessToken, params: { id: s.id }, method: 'POST' });
    await page.until(() => page.frames.some((f) => f.event === 'seen'));

    await call(cancel, { token: s.creator.accessToken, params: { id: s.id }, json: { reason: 'Sick' } });
    await page.until(() => page.frames.some((f) => f.event === 'status'));
    expect(page.frames.find((f) => f.event === 'status')!.data).toEqual({ collaborationId: s.id, status: 'cancelled' });
    await badge.until(() => badge.frames.some((f) => f.event === 'activity'));
    page.close();
    badge.close();
  });

  it('are only for the collaboration’s own sides', async () => {
    const s = await collaborationIn('active');
    const stranger = await createBrand();
    const res = await call(collabEvents, { token: stranger.accessToken, params: { id: s.id } });
    expect(res.status).toBe(404);
    expect((await call(collabEvents, { params: { id: s.id } })).status).toBe(401);
    expect((await call(userEvents, {})).status).toBe(401);
  });

  it('never carry another collaboration’s messages', async () => {
    const a = await collaborationIn('active');
    const b = await collaborationIn('active');
    const page = await open(collabEvents, a.brand.accessToken, { id: a.id });
    await page.until(() => page.frames.some((f) => f.event === 'ready'));
    await call(postMessage, { token: b.creator.accessToken, params: { id: b.id }, json: { text: 'for b only' } });
    await call(postMessage, { token: a.creator.accessToken, params: { id: a.id }, json: { text: 'for a' } });
    await page.until(() => page.frames.some((f) => f.event === 'message'));
    expect(page.frames.filter((f) => f.event === 'message').map((f) => f.data.text)).toEqual(['for a']);
    page.close();
  });

  it('end as soon as their sign-in ends (sign-out, or every session after a password change)', async () => {
    const s = await collaborationIn('active');
    const page = await open(collabEvents, s.creator.accessToken, { id: s.id });
    const badge = await open(userEvents, s.brand.accessToken);
    await page.until(() => page.frames.some((f) => f.event === 'ready'));
    await badge.until(() => badge.frames.some((f) => f.event === 'ready'));
    await endSession('creator', s.creator.refreshToken);
    await page.until(() => page.ended());
    expect(badge.ended()).toBe(false);
    await revokeAllSessions({ role: 'brand', id: s.brand.brand.id });
    await badge.until(() => badge.ended());
  });

  // Last in this file: a stopping server refuses new streams from then on.
  it('all end when the server stops (SIGTERM), and no new one opens while it drains', async () => {
    const s = await collaborationIn('active');
    const page = await open(collabEvents, s.brand.accessToken, { id: s.id });
    await page.until(() => page.frames.some((f) => f.event === 'ready'));
    drainStreams();
    await page.until(() => page.ended());
    const again = await call(collabEvents, { token: s.brand.accessToken, params: { id: s.id } });
    expect(again.status).toBe(503);
    expect(again.headers.get('retry-after')).toBe('1');
    expect(again.data.message).toMatch(/restarting/);
  });
});
