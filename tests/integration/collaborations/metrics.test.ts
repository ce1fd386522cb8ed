import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as live } from '@/app/api/collaborations/[id]/live/route';
import { POST as metrics } from '@/app/api/collaborations/[id]/metrics/route';
import { GET as detail } from '@/app/api/collaborations/[id]/route';
import { getDb } from '@/lib/db';
import { postMetricReports } from '@/models';
import { call } from '@/tests/helpers/http';
import { createCreator } from '@/tests/helpers/factories';
import { collaborationIn, stageOf, UNKNOWN_ID } from './support';

// Media statistics (issue 16): the creator gives the post's figures when it goes live and
// updates them later; every report is kept with the server's date, labelled self-reported.

const reportsOf = async (id: string) =>
  (await getDb()).select().from(postMetricReports).where(eq(postMetricReports.collaborationId, id)).orderBy(postMetricReports.reportedAt);

describe('self-reported post figures', () => {
  it('keeps the figures given when going live and every later update, in order, with dates; an omitted figure keeps its value', async () => {
    const c = await collaborationIn('approved');
    const as = { token: c.creator.accessToken, params: { id: c.id } };
    expect((await call(live, { ...as, json: { postUrls: ['https://instagram.com/p/1'], metrics: { views: 1200, likes: 80 } } })).status).toBe(200);

    const first = await call(metrics, { ...as, json: { views: 5400, comments: 12 } });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ message: 'Figures updated', metrics: { views: 5400, likes: 80, comments: 12 } });
    const second = await call(metrics, { ...as, json: { likes: '310' } });
    expect(second.status).toBe(201);

    const reports = await reportsOf(c.id);
    expect(reports.map((r) => [r.views, r.likes, r.comments])).toEqual([
      [1200, 80, null],
      [5400, 80, 12],
      [5400, 310, 12],
    ]);
    // The row's latest figures are the last report, for the spec's `metrics` field.
    expect((await stageOf(c.id)).metrics).toMatchObject({ views: 5400, likes: 310, comments: 12 });

    // Both sides read the whole history, oldest first.
    for (const token of [c.creator.accessToken, c.brand.accessToken]) {
      const read = await call(detail, { token, params: { id: c.id } });
      expect(read.status).toBe(200);
      const history = (read.data.collaboration as { metricsHistory: unknown }).metricsHistory as { views: number; reportedAt: string }[];
      expect(history.map((h) => h.views)).toEqual([1200, 5400, 5400]);
      expect(history.every((h) => !Number.isNaN(Date.parse(h.reportedAt)))).toBe(true);
      expect((read.data.collaboration as { metrics: unknown }).metrics).toMatchObject({ views: 5400, likes: 310 });
    }
  });

  it('is open to the creator once live and after completion; refused before, to the brand, to others, and with no figure', async () => {
    const done = await collaborationIn('completed');
    expect((await call(metrics, { token: done.creator.accessToken, params: { id: done.id }, json: { views: 10 } })).status).toBe(201);

    const c = await collaborationIn('approved');
    const early = await call(metrics, { token: c.creator.accessToken, params: { id: c.id }, json: { views: 10 } });
    expect(early.status).toBe(409);
    expect(early.data.message).toBe('You can report figures once the post is live');

    await call(live, { token: c.creator.accessToken, params: { id: c.id }, json: { postUrls: ['https://instagram.com/p/2'] } });
    const brand = await call(metrics, { token: c.brand.accessToken, params: { id: c.id }, json: { views: 10 } });
    expect(brand.status).toBe(403);
    expect(brand.data.message).toBe("Only the creator can report the post's figures");

    const stranger = await createCreator();
    expect((await call(metrics, { token: stranger.accessToken, params: { id: c.id }, json: { views: 10 } })).status).toBe(404);
    expect((await call(metrics, { token: c.creator.accessToken, params: { id: UNKNOWN_ID }, json: { views: 10 } })).status).toBe(404);
    expect((await call(metrics, { params: { id: c.id }, json: { views: 10 } })).status).toBe(401);

    const none = await call(metrics, { token: c.creator.accessToken, params: { id: c.id }, json: {} });
    expect(none.status).toBe(400);
    expect(none.data.message).toBe('Give at least one figure: views, likes or comments');
    const negative = await call(metrics, { token: c.creator.accessToken, params: { id: c.id }, json: { views: -5 } });
    expect(negative.status).toBe(400);
    expect(negative.data.fields).toMatchObject({ views: 'Must not be negative' });
    expect((await call(metrics, { token: c.creator.accessToken, params: { id: c.id }, json: { views: 1.5 } })).status).toBe(400);

    // Nothing refused was stored.
    expect(await reportsOf(c.id)).toEqual([]);
  });

  it('stops at 200 reports per collaboration', async () => {
    const c = await collaborationIn('live');
    const db = await getDb();
    await db.insert(postMetricReports).values(Array.from({ length: 200 }, (_, i) => ({ collaborationId: c.id, views: i })));
    const over = await call(metrics, { token: c.creator.accessToken, params: { id: c.id }, json: { views: 999 } });
    expect(over.status).toBe(422);
    expect(over.data.message).toBe('At most 200 reports of the figures per collaboration');
    expect(over.data.code).toBe('unprocessable');
    expect(await reportsOf(c.id)).toHaveLength(200);
  });
});
