import { describe, expect, it } from 'vitest';
import { POST as requestJoin } from '@/app/api/campaign/[id]/request/route';
import { POST as approve } from '@/app/api/campaign/[id]/approve/route';
import { GET as list } from '@/app/api/collaborations/route';
import { GET as unread } from '@/app/api/collaborations/unread/route';
import { GET as detail } from '@/app/api/collaborations/[id]/route';
import { GET as readMessages, POST as postMessage } from '@/app/api/collaborations/[id]/messages/route';
import { POST as markRead } from '@/app/api/collaborations/[id]/messages/read/route';
import { POST as submit } from '@/app/api/collaborations/[id]/submissions/route';
import { POST as review } from '@/app/api/collaborations/[id]/submissions/[submissionId]/review/route';
import { POST as live } from '@/app/api/collaborations/[id]/live/route';
import { POST as complete } from '@/app/api/collaborations/[id]/complete/route';
import { POST as cancel } from '@/app/api/collaborations/[id]/cancel/route';
import { getDb } from '@/lib/db';
import { drainJobs } from '@/lib/jobs/workers';
import { fundAsBrand } from '@/lib/payments/service';
import { messages } from '@/models';
import { call, pngFile } from '@/tests/helpers/http';
import { mailsTo } from '@/tests/helpers/outbox';
import { createBrand, createCampaign, createCreator } from '@/tests/helpers/factories';
import { collaborationIn, eventsOf, messagesOf, stageOf, UNKNOWN_ID } from './support';

describe('a whole job through the API', () => {
  it('request, a question, approve, v1, changes, v2, approval, live, complete: timeline, notifications and mails', async () => {
    const brand = await createBrand({ name: 'Meera Shah' });
    const creator = await createCreator({ name: 'Ravi Kumar' });
    const campaign = await createCampaign(brand.brand.id, {
      campaignName: 'Monsoon Picks',
      brandName: 'Acme Foods',
      deliverables: [{ platform: 'Instagram', kind: 'reel', count: 1 }],
      feePaise: 800_000,
    });
    const asked = await call(requestJoin, { token: creator.accessToken, params: { id: campaign.id }, method: 'POST' });
    expect(asked.status).toBe(201);
    // The queue's workers run the request's digest job within seconds of the commit, long before the brand decides.
    await drainJobs();
    const id = (asked.data.request as { _id: string })._id;
    const c = { token: creator.accessToken, params: { id } };
    const b = { token: brand.accessToken, params: { id } };

    // A question before approval, and the answer.
    expect((await call(postMessage, { ...c, json: { text: 'Is a reel of 30 seconds fine? https://example.com/x' } })).status).toBe(201);
    expect((await call(unread, { token: brand.accessToken })).data).toEqual({ unread: 1 });
    expect((await call(postMessage, { ...b, json: { text: 'Yes, 30 seconds is perfect.' } })).status).toBe(201);
    expect((await call(markRead, { ...b, method: 'POST' })).data).toEqual({ seen: 1 });
    expect((await call(unread, { token: brand.accessToken })).data).toEqual({ unread: 0 });

    expect((await call(approve, { token: brand.accessToken, params: { id: campaign.id }, json: { influencerId: creator.creator.id } })).status).toBe(200);

    // A paid job: the creator submits once the brand has funded it (tests/integration/payments).
    const unfunded = new FormData();
    unfunded.set('caption', 'Too early');
    unfunded.set('draftUrl', 'https://drive.example.com/early');
    expect((await call(submit, { ...c, form: unfunded })).status).toBe(409);
    await fundAsBrand({ role: 'brand', id: brand.brand.id }, id);

    const v1 = new FormData();
    v1.set('caption', 'Monsoon mornings with Acme');
    v1.append('images', pngFile('a.png'));
    v1.append('images', pngFile('b.png'));
    const sub1 = await call(submit, { ...c, form: v1 });
    expect(sub1.status).toBe(201);
    const s1 = sub1.data.submission as { _id: string; version: number; images: string[] };
    expect(s1.version).toBe(1);
    expect(s1.images).toHaveLength(2);

    const changes = await call(review, {
      token: brand.accessToken,
      params: { id, submissionId: s1._id },
      json: { decision: 'changes', comment: 'Show the pack' },
    });
    expect(changes.status).toBe(200);
    expect(changes.data.message).toBe('Changes requested');

    const v2 = new FormData();
    v2.set('caption', 'Take two');
    v2.set('draftUrl', 'https://drive.example.com/v2');
    const sub2 = await call(submit, { ...c, form: v2 });
    expect((sub2.data.submission as { version: number }).version).toBe(2);
    const s2 = sub2.data.submission as { _id: string };
    // An older version can no longer be reviewed.
    expect((await call(review, { token: brand.accessToken, params: { id, submissionId: s1._id }, json: { decision: 'approve' } })).status).toBe(409);
    expect(
      (await call(review, { token: brand.accessToken, params: { id, submissionId: s2._id }, json: { decision: 'approve', comment: 'Lovely' } })).status,
    ).toBe(200);

    // A link is needed to go live.
    const none = await call(live, { ...c, json: { postUrls: [] } });
    expect(none.status).toBe(400);
    expect(none.data.fields).toHaveProperty('postUrls');
    expect((await call(live, { ...c, json: { postUrls: ['https://instagram.com/p/1'], metrics: { views: 5400, likes: 320 } } })).status).toBe(200);
    expect((await call(complete, { ...b, method: 'POST' })).status).toBe(200);

    const got = await call(detail, c);
    expect(got.status).toBe(200);
    const collab = got.data.collaboration as Record<string, unknown>;
    expect(collab).toMatchObject({
      _id: id,
      status: 'completed',
      campaign: { campaignName: 'Monsoon Picks', feeInr: 8000, deliverables: [{ platform: 'Instagram', kind: 'reel', count: 1 }] },
      brand: { brandName: 'Acme Foods' },
      creator: { name: 'Ravi Kumar' },
      postUrls: ['https://instagram.com/p/1'],
      metrics: { views: 5400, likes: 320, comments: null },
      trackingUrl: null,
    });
    const subs = collab.submissions as { version: number; review: { decision: string; comment: string } | null }[];
    expect(subs.map((s) => [s.version, s.review?.decision, s.review?.comment])).toEqual([
      [1, 'changes', 'Show the pack'],
      [2, 'approve', 'Lovely'],
    ]);
    const kinds = (collab.timeline as { kind: string; actor: { role: string; name: string } }[]).map((e) => `${e.actor.name}: ${e.kind}`);
    expect(kinds).toEqual([
      'Ravi Kumar: requested',
      'Acme Foods: approved',
      'Ravi Kumar: submitted',
      'Acme Foods: changes_requested',
      'Ravi Kumar: submitted',
      'Acme Foods: content_approved',
      'Ravi Kumar: live',
      'Acme Foods: completed',
    ]);

    // One mail per event to the side that did not act, text and HTML, with a link to the job.
    const toCreator = await mailsTo(creator.creator.email);
    const toBrand = await mailsTo(brand.brand.email);
    expect(toCreator.map((m) => m.subject)).toEqual([
      'You’re in: Acme Foods approved you for Monsoon Picks'.replace('’', "'"),
      'Acme Foods asked for changes: Monsoon Picks',
      'Acme Foods approved the content: Monsoon Picks',
      'Acme Foods marked the job complete: Monsoon Picks',
    ]);
    expect(toBrand.map((m) => m.subject)).toEqual([
      // The campaign's first request in the hour: mailed at once (lib/participation/digest.ts).
      'Ravi Kumar asked to join Monsoon Picks',
      'Ravi Kumar submitted content: Monsoon Picks',
      'Ravi Kumar submitted content: Monsoon Picks',
      'Ravi Kumar shared the live post: Monsoon Picks',
    ]);
    // Every step's mail links to the job; the request's, to where the brand decides on requests.
    const [digest, ...steps] = toBrand;
    expect(digest!.text).toContain('/brand/dashboard/notifications');
    for (const m of [...toCreator, ...steps]) {
      expect(m.html).toBeTruthy();
      expect(m.text).toContain(`/dashboard/collaborations/${id}`);
    }
    expect(toCreator[1].text).toContain('Show the pack');
    // The live post is a link of its own, not a quote.
    const liveMail = toBrand.find((m) => m.subject.includes('shared the live post'))!;
    expect(liveMail.text).toContain('\n\nhttps://instagram.com/p/1\n');
    expect(liveMail.html).toContain('<a href="https://instagram.com/p/1">');

    // The list: own only, with status and unread.
    const mine = await call(list, { token: creator.accessToken });
    expect(mine.data.collaborations).toEqual([
      expect.objectContaining({
        _id: id,
        status: 'completed',
        campaign: { _id: campaign.id, campaignName: 'Monsoon Picks' },
        creator: expect.objectContaining({ name: 'Ravi Kumar' }),
        unread: 1,
      }),
    ]);
    expect(mine.data.nextCursor).toBeNull();
  });
});

describe('the thread', () => {
  it('pages a thread by cursor both ways without gaps or repeats', async () => {
    const s = await collaborationIn('active');
    const db = await getDb();
    await db.insert(messages).values(
      Array.from({ length: 120 }, (_, i) => ({
        collaborationId: s.id,
        senderRole: i % 2 ? ('brand' as const) : ('creator' as const),
        senderId: i % 2 ? s.brand.brand.id : s.creator.creator.id,
        text: `m${i}`,
      })),
    );
    const c = { token: s.creator.accessToken, params: { id: s.id } };
    const newest = await call(readMessages, c);
    const texts = (r: typeof newest) => (r.data.messages as { text: string }[]).map((m) => m.text);
    expect(texts(newest)).toEqual(Array.from({ length: 50 }, (_, i) => `m${70 + i}`));
    const older = await call(readMessages, { ...c, url: `/api/x?before=${newest.data.prevCursor}` });
    expect(texts(older)).toEqual(Array.from({ length: 50 }, (_, i) => `m${20 + i}`));
    // Forward from the start, 50 at a time.
    const seen: string[] = [];
    let after = '0';
    for (;;) {
      const page = await call(readMessages, { ...c, url: `/api/x?after=${after}` });
      seen.push(...texts(page));
      if (!page.data.nextCursor) break;
      after = page.data.nextCursor as string;
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `m${i}`));
  });

  it('is read-only once declined or cancelled, and refuses empty, oversize and badly typed messages', async () => {
    const closed = await collaborationIn('cancelled');
    const res = await call(postMessage, { token: closed.creator.accessToken, params: { id: closed.id }, json: { text: 'hello?' } });
    expect(res.status).toBe(409);
    expect(res.data.message).toMatch(/closed/);
    const s = await collaborationIn('active');
    const c = { token: s.creator.accessToken, params: { id: s.id } };
    for (const [json, status] of [
      [{}, 400],
      [{ text: '   ' }, 400],
      [{ text: 'x'.repeat(2001) }, 400],
      [{ text: 42 }, 400],
    ] as const) {
      const r = await call(postMessage, { ...c, json });
      expect(r.status, JSON.stringify(json)).toBe(status);
      expect(r.data.message).toBeTruthy();
    }
    expect((await call(postMessage, { ...c, raw: '{"text":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await call(postMessage, { ...c, raw: 'text=hi', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect(await messagesOf(s.id)).toHaveLength(0);
  });

  it('keeps text as text and takes image attachments', async () => {
    const s = await collaborationIn('active');
    const form = new FormData();
    form.set('text', '<b>bold</b>');
    form.append('attachments', pngFile());
    const res = await call(postMessage, { token: s.brand.accessToken, params: { id: s.id }, form });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ text: '<b>bold</b>', sender: { role: 'brand', _id: s.brand.brand.id } });
    expect(res.data.attachments).toEqual([expect.stringMatching(/^uploads\/[a-f0-9]{32}\.png$/)]);
  });

  it('rate-limits sending (429 with Retry-After)', async () => {
    const s = await collaborationIn('active');
    const c = { token: s.creator.accessToken, params: { id: s.id } };
    for (let i = 0; i < 30; i++) expect((await call(postMessage, { ...c, json: { text: `m${i}` } })).status).toBe(201);
    const res = await call(postMessage, { ...c, json: { text: 'one more' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('who may see and touch a collaboration', () => {
  it('another brand, another creator and unknown ids get 404; anonymous callers 401', async () => {
    const s = await collaborationIn('submitted');
    const stranger = await createBrand();
    const otherCreator = await createCreator();
    const routes = [
      () => [detail, {}],
      () => [readMessages, {}],
      () => [postMessage, { json: { text: 'hi' } }],
      () => [markRead, { method: 'POST' }],
      () => [complete, { method: 'POST' }],
      () => [cancel, { json: { reason: 'x' } }],
      () => [live, { json: { postUrls: ['https://a.example/p'] } }],
    ] as const;
    for (const r of routes) {
      const [handler, opts] = r();
      for (const token of [stranger.accessToken, otherCreator.accessToken]) {
        const res = await call(handler as typeof detail, { ...opts, token, params: { id: s.id } });
        expect(res.status).toBe(404);
        expect(res.data.message).toBe('Collaboration not found');
      }
      const unknown = await call(handler as typeof detail, { ...opts, token: s.brand.accessToken, params: { id: UNKNOWN_ID } });
      expect(unknown.status).toBe(404);
      const bad = await call(handler as typeof detail, { ...opts, token: s.brand.accessToken, params: { id: 'not-a-uuid' } });
      expect(bad.status).toBe(400);
      const anon = await call(handler as typeof detail, { ...opts, params: { id: s.id } });
      expect(anon.status).toBe(401);
    }
    const rev = await call(review, { token: stranger.accessToken, params: { id: s.id, submissionId: s.submissionId! }, json: { decision: 'approve' } });
    expect(rev.status).toBe(404);
    expect((await stageOf(s.id)).stage).toBe('submitted');
    expect((await call(list, { token: stranger.accessToken })).data).toEqual({ collaborations: [], nextCursor: null });
  });

  it('validates review, live and cancel bodies with field messages', async () => {
    const s = await collaborationIn('submitted');
    const b = { token: s.brand.accessToken, params: { id: s.id, submissionId: s.submissionId! } };
    const noComment = await call(review, { ...b, json: { decision: 'changes' } });
    expect(noComment.status).toBe(400);
    expect(noComment.data.fields).toHaveProperty('comment');
    expect((await call(review, { ...b, json: { decision: 'maybe' } })).status).toBe(400);
    const a = await collaborationIn('approved');
    const notHttps = await call(live, { token: a.creator.accessToken, params: { id: a.id }, json: { postUrls: ['http://insecure.example/p'] } });
    expect(notHttps.status).toBe(400);
    expect((await call(live, { token: a.creator.accessToken, params: { id: a.id }, json: { postUrls: ['javascript:alert(1)'] } })).status).toBe(400);
    expect(
      (await call(live, { token: a.creator.accessToken, params: { id: a.id }, json: { postUrls: ['https://a.example/p'], metrics: { views: -1 } } })).status,
    ).toBe(400);
    expect((await call(cancel, { token: a.creator.accessToken, params: { id: a.id }, json: { reason: '' } })).status).toBe(400);
    expect((await call(cancel, { token: a.creator.accessToken, params: { id: a.id }, json: { reason: 'x'.repeat(501) } })).status).toBe(400);
    expect((await stageOf(a.id)).stage).toBe('approved');
    expect(await eventsOf(a.id)).toHaveLength(0);
  });

  it('pages the list by cursor and filters it by status', async () => {
    const brand = await createBrand();
    const creator = await createCreator();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const campaign = await createCampaign(brand.brand.id);
      const res = await call(requestJoin, { token: creator.accessToken, params: { id: campaign.id }, method: 'POST' });
      ids.push((res.data.request as { _id: string })._id);
    }
    const first = await call(list, { token: brand.accessToken, url: '/api/x?limit=2' });
    const second = await call(list, { token: brand.accessToken, url: `/api/x?limit=2&after=${first.data.nextCursor}` });
    const third = await call(list, { token: brand.accessToken, url: `/api/x?limit=2&after=${second.data.nextCursor}` });
    const got = [first, second, third].flatMap((r) => (r.data.collaborations as { _id: string }[]).map((c) => c._id));
    expect(new Set(got)).toEqual(new Set(ids));
    expect(third.data.nextCursor).toBeNull();
    expect(((await call(list, { token: brand.accessToken, url: '/api/x?status=active' })).data.collaborations as unknown[]).length).toBe(0);
    expect(((await call(list, { token: brand.accessToken, url: '/api/x?status=requested' })).data.collaborations as unknown[]).length).toBe(5);
    expect((await call(list, { token: brand.accessToken, url: '/api/x?status=bogus' })).status).toBe(400);
    expect((await call(list, { token: brand.accessToken, url: '/api/x?after=garbage' })).status).toBe(400);
  });
});
