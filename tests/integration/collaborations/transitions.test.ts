import { describe, expect, it } from 'vitest';
import { POST as approve } from '@/app/api/campaign/[id]/approve/route';
import { POST as decline } from '@/app/api/campaign/[id]/decline/route';
import { POST as submit } from '@/app/api/collaborations/[id]/submissions/route';
import { POST as review } from '@/app/api/collaborations/[id]/submissions/[submissionId]/review/route';
import { POST as live } from '@/app/api/collaborations/[id]/live/route';
import { GET as detail } from '@/app/api/collaborations/[id]/route';
import { POST as complete } from '@/app/api/collaborations/[id]/complete/route';
import { POST as cancel } from '@/app/api/collaborations/[id]/cancel/route';
import { TRANSITIONS, type Move } from '@/lib/collaborations/machine';
import { collaborationStatuses, type CollaborationStatus } from '@/models';
import { drainJobs } from '@/lib/jobs/workers';
import { call } from '@/tests/helpers/http';
import { mailsTo } from '@/tests/helpers/outbox';
import { collaborationIn, eventsOf, stageOf } from './support';

type Setup = Awaited<ReturnType<typeof collaborationIn>>;

/** How each move is asked for through the API, by `role`'s token. */
function ask(move: Move, s: Setup, role: 'brand' | 'creator') {
  const token = role === 'brand' ? s.brand.accessToken : s.creator.accessToken;
  const id = s.id;
  switch (move) {
    case 'approve':
    case 'decline':
      return call(move === 'approve' ? approve : decline, { token, params: { id: s.campaign.id }, json: { influencerId: s.creator.creator.id } });
    case 'submit': {
      const form = new FormData();
      form.set('caption', 'Take two');
      form.set('draftUrl', 'https://drive.example.com/v2');
      return call(submit, { token, params: { id }, form });
    }
    case 'request_changes':
    case 'approve_content':
      return call(review, {
        token,
        params: { id, submissionId: s.submissionId ?? '5f0c7d4e-3b2a-4c1d-9e8f-7a6b5c4d3e2f' },
        json: { decision: move === 'approve_content' ? 'approve' : 'changes', comment: 'Brighter light please' },
      });
    case 'go_live':
      return call(live, { token, params: { id }, json: { postUrls: ['https://instagram.com/p/abc'], metrics: { views: 1200 } } });
    case 'complete':
      return call(complete, { token, params: { id }, method: 'POST' });
    case 'cancel':
      return call(cancel, { token, params: { id }, json: { reason: 'Plans changed' } });
  }
}

const moves = Object.keys(TRANSITIONS) as Move[];
const cases = moves.flatMap((move) => collaborationStatuses.flatMap((from) => (['brand', 'creator'] as const).map((role) => ({ move, from, role }))));

describe('the collaboration machine through the API: every move × state × role', () => {
  it.each(cases)('$role $move from $from', async ({ move, from, role }) => {
    const rule = TRANSITIONS[move];
    const s = await collaborationIn(from as CollaborationStatus);
    const before = await eventsOf(s.id);
    const res = await ask(move, s, role);
    const roleOk = rule.by === 'either' || rule.by === role;
    const stateOk = rule.from.includes(from as CollaborationStatus);
    const row = await stageOf(s.id);
    if (roleOk && stateOk) {
      expect(res.status, JSON.stringify(res.data)).toBeLessThan(300);
      expect(row.stage).toBe(rule.to);
      const after = await eventsOf(s.id);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ actorRole: role });
      return;
    }
    // Refused: a clear 4xx with a message, and nothing moved or written.
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.data.message).toBe('string');
    if (!roleOk) {
      // The spec's approve/decline routes are for brand sessions only (401); the others say who may (403).
      expect([401, 403]).toContain(res.status);
    } else {
      expect(res.status).toBe(409);
    }
    expect(row.stage).toBe(from);
    expect(await eventsOf(s.id)).toHaveLength(before.length);
  });
});

describe('going live', () => {
  const brief = {
    deliverables: [
      { platform: 'Instagram', kind: 'reel' as const, count: 1 },
      { platform: 'Instagram', kind: 'story' as const, count: 3 },
    ],
  };

  it('takes one link for a brief of four pieces, and further links when given', async () => {
    const one = await collaborationIn('approved', brief);
    const res = await call(live, { token: one.creator.accessToken, params: { id: one.id }, json: { postUrls: ['https://instagram.com/reel/1'] } });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect((await stageOf(one.id)).stage).toBe('live');
    const two = await collaborationIn('approved', brief);
    const urls = ['https://instagram.com/reel/2', 'https://instagram.com/stories/2'];
    expect((await call(live, { token: two.creator.accessToken, params: { id: two.id }, json: { postUrls: urls } })).status).toBe(200);
  });

  it('lets each link name the piece of the brief it is for; the answer and the brand’s mail carry the names', async () => {
    const job = await collaborationIn('approved', brief);
    const as = { token: job.creator.accessToken, params: { id: job.id } };
    // A name the brief does not have is refused next to its link.
    const wrong = await call(live, {
      ...as,
      json: { postUrls: ['https://instagram.com/reel/9', { url: 'https://instagram.com/stories/9', deliverable: 'Story 4' }] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.fields).toEqual({ 'postUrls.1.deliverable': "Pick one of the brief's deliverables: Reel 1, Story 1, Story 2, Story 3" });
    expect((await stageOf(job.id)).stage).toBe('approved');
    // A link and a link with a name mix; an empty name is none; a link given twice counts once.
    const res = await call(live, {
      ...as,
      json: {
        postUrls: [
          { url: 'https://instagram.com/reel/1', deliverable: 'Reel 1' },
          'https://instagram.com/stories/1',
          { url: 'https://instagram.com/stories/2', deliverable: ' Story 2 ' },
          { url: 'https://instagram.com/stories/3', deliverable: '' },
          { url: 'https://instagram.com/reel/1', deliverable: 'Story 3' },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const got = (await call(detail, { token: job.brand.accessToken, params: { id: job.id } })).data.collaboration as Record<string, unknown>;
    expect(got.postUrls).toEqual([
      'https://instagram.com/reel/1',
      'https://instagram.com/stories/1',
      'https://instagram.com/stories/2',
      'https://instagram.com/stories/3',
    ]);
    expect(got.postLinks).toEqual([
      { url: 'https://instagram.com/reel/1', deliverable: 'Reel 1' },
      { url: 'https://instagram.com/stories/1', deliverable: null },
      { url: 'https://instagram.com/stories/2', deliverable: 'Story 2' },
      { url: 'https://instagram.com/stories/3', deliverable: null },
    ]);
    await drainJobs();
    const mail = (await mailsTo(job.brand.brand.email)).find((m) => m.subject.includes('shared the live post'))!;
    expect(mail.text).toContain('\n\nReel 1: https://instagram.com/reel/1\nhttps://instagram.com/stories/1\nStory 2: https://instagram.com/stories/2\n');
    expect(mail.html).toContain('<li>Reel 1: <a href="https://instagram.com/reel/1">https://instagram.com/reel/1</a></li>');
  });

  it('refuses a name on a brief without deliverables, and a name that is not text', async () => {
    const job = await collaborationIn('approved', { deliverables: [] });
    const as = { token: job.creator.accessToken, params: { id: job.id } };
    const named = await call(live, { ...as, json: { postUrls: [{ url: 'https://instagram.com/p/1', deliverable: 'Reel 1' }] } });
    expect(named.status).toBe(400);
    expect(named.data.fields).toEqual({ 'postUrls.0.deliverable': 'This brief lists no deliverables to name' });
    const notText = await call(live, { ...as, json: { postUrls: [{ url: 'https://instagram.com/p/1', deliverable: 5 }] } });
    expect(notText.status).toBe(400);
    const insecure = await call(live, { ...as, json: { postUrls: [{ url: 'http://instagram.com/p/1' }] } });
    expect(insecure.status).toBe(400);
    expect(insecure.data.fields).toHaveProperty(['postUrls.0.url']);
    expect((await stageOf(job.id)).stage).toBe('approved');
  });
});
