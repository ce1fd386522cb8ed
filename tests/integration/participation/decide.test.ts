import { afterEach, describe, expect, it } from 'vitest';
import { POST as approve } from '@/app/api/campaign/[id]/approve/route';
import { POST as decline } from '@/app/api/campaign/[id]/decline/route';
import { GET as detailOf } from '@/app/api/collaborations/[id]/route';
import { resetEnvForTests } from '@/lib/env';
import { jobsDatabase } from '@/lib/db';
import { drainJobs } from '@/lib/jobs/workers';
import { call, type CallOptions } from '@/tests/helpers/http';
import { mailsTo } from '@/tests/helpers/outbox';
import { startSmtp, withSmtp } from '@/tests/helpers/smtp';
import { createBrand, createCampaign, createCreator, createNotification, createRequest } from '@/tests/helpers/factories';
import { notificationsOf, requestsOf, UNKNOWN_ID } from './support';

async function setup() {
  const owner = await createBrand();
  const campaign = await createCampaign(owner.brand.id, { campaignName: 'Monsoon Picks', brandName: 'Acme Foods' });
  const creator = await createCreator({ name: 'Ravi Kumar' });
  const request = await createRequest(campaign.id, creator.creator.id);
  return { owner, campaign, creator, request };
}

/** The queue's mail jobs to this address: their state and how many tries failed. */
async function mailJobsTo(email: string) {
  const { jobs } = await jobsDatabase();
  const { rows } = await jobs.executeSql(`select state, start_after > now() as "later" from pgboss.job where name = 'mail' and data->'mail'->>'to' = $1`, [
    email,
  ]);
  return rows;
}

// What the creator's mailbox shows: subject and text, decoded.
const mailsFor = async (email: string) => (await mailsTo(email)).map((m) => `${m.subject}\n${m.text}`);

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
});

describe.each([
  ['approve', approve, 'approved', 'approval', 'Influencer approved successfully!', 'Acme Foods approved your request to join Monsoon Picks'],
  ['decline', decline, 'declined', 'rejection', 'Influencer declined successfully!', 'Acme Foods declined your request to join Monsoon Picks'],
] as const)('POST /api/campaign/{id}/%s', (_name, handler, status, type, message, note) => {
  /** The owner decides on the setup's request. */
  const decideOwn = (s: Awaited<ReturnType<typeof setup>>) =>
    call(handler, { method: 'POST', token: s.owner.accessToken, params: { id: s.campaign.id }, json: { influencerId: s.creator.creator.id } });
  it(`marks the pending request ${status}, notifies the creator (${type}) and mails them`, async () => {
    const s = await setup();
    const res = await decideOwn(s);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message });
    const [row] = await requestsOf(s.campaign.id);
    expect(row.status).toBe(status);
    expect(row.decidedAt).toBeInstanceOf(Date);
    const notes = await notificationsOf('creator', s.creator.creator.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type, message: note, campaignId: s.campaign.id, actorId: s.owner.brand.id, readAt: null });
    const mails = await mailsFor(s.creator.creator.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Monsoon Picks');
    expect(mails[0]).toContain(status === 'approved' ? 'approved your request' : 'declined your request');
  });

  it('marks the brand’s alert about this request read, and no other', async () => {
    const s = await setup();
    const other = await createCreator();
    await createRequest(s.campaign.id, other.creator.id);
    const about = (actorId: string) => ({ type: 'request', campaignId: s.campaign.id, actorId, readAt: null, message: 'asked to join' });
    const answered = await createNotification({ role: 'brand', id: s.owner.brand.id }, about(s.creator.creator.id));
    const waiting = await createNotification({ role: 'brand', id: s.owner.brand.id }, about(other.creator.id));
    const res = await decideOwn(s);
    expect(res.status).toBe(200);
    const notes = await notificationsOf('brand', s.owner.brand.id);
    expect(notes.find((n) => n.id === answered.id)?.readAt).toBeInstanceOf(Date);
    expect(notes.find((n) => n.id === waiting.id)?.readAt).toBeNull();
  });

  it('sends the decision mail through SMTP when it is configured', async () => {
    await withSmtp(async (smtp) => {
      const s = await setup();
      const res = await call(handler, {
        method: 'POST',
        token: s.owner.accessToken,
        params: { id: s.campaign.id },
        json: { influencerId: s.creator.creator.id },
      });
      expect(res.status).toBe(200);
      await drainJobs();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual([s.creator.creator.email]);
      expect(smtp.received[0].raw).toContain('Monsoon Picks');
      expect(await mailsFor(s.creator.creator.email)).toHaveLength(0);
    });
  });

  it('keeps the decision and answers 200 when the mail server is down; the mail waits in the queue for its retry', async () => {
    const smtp = await startSmtp();
    const deadUrl = smtp.url;
    await smtp.close();
    process.env.SMTP_URL = deadUrl;
    resetEnvForTests();
    const s = await setup();
    const res = await decideOwn(s);
    expect(res.status).toBe(200);
    expect((await requestsOf(s.campaign.id))[0].status).toBe(status);
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(1);
    const waiting = await mailJobsTo(s.creator.creator.email);
    expect(waiting).toEqual([{ state: 'created', later: false }]);
    await drainJobs();
    // Tried and refused: kept for a later try, not dropped.
    expect(await mailJobsTo(s.creator.creator.email)).toEqual([{ state: 'retry', later: true }]);
  });

  it('answers 409 on a request that was already decided, with no second notification', async () => {
    const s = await setup();
    const opts = { method: 'POST', token: s.owner.accessToken, params: { id: s.campaign.id }, json: { influencerId: s.creator.creator.id } };
    expect((await call(handler, opts)).status).toBe(200);
    for (const h of [approve, decline]) {
      const res = await call(h, opts);
      expect(res.status).toBe(409);
      expect(res.data.message).toBe('This request was already decided');
    }
    expect((await requestsOf(s.campaign.id))[0].status).toBe(status);
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(1);
    expect(await mailsFor(s.creator.creator.email)).toHaveLength(1);
  });

  it.each([
    ['anonymous', 401, 'none', 'Please sign in'],
    ['a creator', 401, 'creator', 'Invalid or expired token'],
    ['the requesting creator by cookie', 401, 'creator-cookie', 'Please sign in'],
    ['another brand', 404, 'other-brand', 'Campaign not found'],
    ['the owner by cookie from another site', 403, 'owner-cross-site', 'Cross-site request refused'],
  ] as const)('refuses %s with %i and changes nothing', async (_who, code, who, message) => {
    const s = await setup();
    const stranger = await createBrand();
    const auth: CallOptions =
      who === 'creator'
        ? { token: s.creator.accessToken }
        : who === 'creator-cookie'
          ? { cookies: { creator_access: s.creator.accessToken } }
          : who === 'other-brand'
            ? { token: stranger.accessToken }
            : who === 'owner-cross-site'
              ? { cookies: { brand_access: s.owner.accessToken }, headers: { 'sec-fetch-site': 'cross-site' } }
              : {};
    const res = await call(handler, { method: 'POST', params: { id: s.campaign.id }, json: { influencerId: s.creator.creator.id }, ...auth });
    expect(res.status).toBe(code);
    expect(res.data.message).toBe(message);
    expect((await requestsOf(s.campaign.id))[0].status).toBe('pending');
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(0);
    expect(await mailsFor(s.creator.creator.email)).toHaveLength(0);
  });

  it('works for the owner by session cookie from our own site', async () => {
    const s = await setup();
    const res = await call(handler, {
      method: 'POST',
      cookies: { brand_access: s.owner.accessToken },
      headers: { 'sec-fetch-site': 'same-origin' },
      params: { id: s.campaign.id },
      json: { influencerId: s.creator.creator.id },
    });
    expect(res.status).toBe(200);
  });

  type Bad = { raw?: string; json?: unknown; headers?: Record<string, string>; id?: string; influencer?: 'unknown' | 'stranger' };
  it.each<[string, number, RegExp, Bad]>([
    ['malformed JSON', 400, /^Malformed JSON body$/, { raw: '{"influencerId":', headers: { 'content-type': 'application/json' } }],
    ['an empty body', 400, /^influencerId: influencerId is required$/, { raw: '' }],
    ['a missing influencerId', 400, /^influencerId: influencerId is required$/, { json: {} }],
    ['a number influencerId', 400, /influencerId/, { json: { influencerId: 42 } }],
    ['an array body', 400, /expected object/i, { json: [] }],
    ['a null body', 400, /expected object/i, { json: null }],
    ['a non-uuid influencerId', 400, /^influencerId: influencerId must be a creator id$/, { json: { influencerId: 'robert"); drop table creators;--' } }],
    ['a creator who never asked', 404, /^No request from this creator on this campaign$/, { influencer: 'stranger' }],
    ['an unknown creator id', 404, /^No request from this creator on this campaign$/, { influencer: 'unknown' }],
    ['an unknown campaign', 404, /^Campaign not found$/, { id: UNKNOWN_ID }],
    ['a non-uuid campaign id', 400, /^id: Unknown campaign$/, { id: '12' }],
    ['a form-encoded body', 415, /^Expected application\/json$/, { raw: 'influencerId=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    [
      'an oversize body',
      413,
      /^The request is too large: at most 64 KB$/,
      { raw: JSON.stringify({ influencerId: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' } },
    ],
  ])('answers %s with %i and changes nothing', async (_name, code, message, bad) => {
    const s = await setup();
    const stranger = await createCreator();
    const json =
      bad.influencer === 'stranger'
        ? { influencerId: stranger.creator.id }
        : bad.influencer === 'unknown'
          ? { influencerId: UNKNOWN_ID }
          : 'json' in bad
            ? bad.json
            : bad.raw === undefined
              ? { influencerId: s.creator.creator.id }
              : undefined;
    const res = await call(handler, {
      method: 'POST',
      token: s.owner.accessToken,
      params: { id: bad.id ?? s.campaign.id },
      ...(json !== undefined || 'json' in bad ? { json } : {}),
      ...(bad.raw !== undefined ? { raw: bad.raw } : {}),
      headers: bad.headers,
    });
    expect(res.status).toBe(code);
    expect(res.data.message).toMatch(message);
    expect((await requestsOf(s.campaign.id))[0].status).toBe('pending');
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(0);
    expect(await notificationsOf('creator', stranger.creator.id)).toHaveLength(0);
  });
});

describe('approve and decline racing', () => {
  it('10 parallel rounds of approve vs decline on one request each leave exactly one outcome and one notification per request', async () => {
    const owner = await createBrand();
    const campaign = await createCampaign(owner.brand.id);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => createCreator()));
    await Promise.all(crowd.map((c) => createRequest(campaign.id, c.creator.id)));
    const rounds = await Promise.all(
      crowd.map(async (c) => {
        const opts = { method: 'POST', token: owner.accessToken, params: { id: campaign.id }, json: { influencerId: c.creator.id } };
        const [a, d] = await Promise.all([call(approve, opts), call(decline, opts)]);
        return { creator: c.creator, a, d };
      }),
    );
    const rows = new Map((await requestsOf(campaign.id)).map((r) => [r.creatorId, r]));
    for (const { creator, a, d } of rounds) {
      expect([a.status, d.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : d;
      expect(loser.data.message).toBe('This request was already decided');
      const outcome = a.status === 200 ? 'approved' : 'declined';
      expect(rows.get(creator.id)?.status).toBe(outcome);
      const notes = await notificationsOf('creator', creator.id);
      expect(notes).toHaveLength(1);
      expect(notes[0].type).toBe(outcome === 'approved' ? 'approval' : 'rejection');
      expect(await mailsFor(creator.email)).toHaveLength(1);
    }
  });
});

describe('approve/decline bodies, property-based', () => {
  it('answers any body without a valid influencerId with a 4xx and a message, and never decides', async () => {
    const fc = await import('fast-check');
    const s = await setup();
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ influencerId: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.uuid()), fc.object()) }),
      fc.string().map((raw) => ({ raw })),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (b, useApprove) => {
        const isRaw = typeof b === 'object' && b !== null && !Array.isArray(b) && 'raw' in b && Object.keys(b).length === 1;
        const res = await call(useApprove ? approve : decline, {
          method: 'POST',
          token: s.owner.accessToken,
          params: { id: s.campaign.id },
          ...(isRaw ? { raw: String((b as { raw: string }).raw), headers: { 'content-type': 'application/json' } } : { json: b }),
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.data.message).toBe('string');
      }),
      { numRuns: 60 },
    );
    expect((await requestsOf(s.campaign.id))[0].status).toBe('pending');
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(0);
  });
});

describe('POST /api/campaign/{id}/decline with a reason', () => {
  const REASON = 'We are looking for creators in Pune this time.';
  const declineWith = (s: Awaited<ReturnType<typeof setup>>, body: Record<string, unknown>) =>
    call(decline, { method: 'POST', token: s.owner.accessToken, params: { id: s.campaign.id }, json: { influencerId: s.creator.creator.id, ...body } });

  it('stores the reason and shows it to the creator: notification, e-mail and the collaboration timeline', async () => {
    const s = await setup();
    const res = await declineWith(s, { reason: `  ${REASON}  ` });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    // The spec's client still reads the spec's answer.
    expect(res.data).toEqual({ message: 'Influencer declined successfully!' });
    const [note] = await notificationsOf('creator', s.creator.creator.id);
    expect(note).toMatchObject({ type: 'rejection', message: `Acme Foods declined your request to join Monsoon Picks: “${REASON}”` });
    const [mail] = await mailsFor(s.creator.creator.email);
    expect(mail).toContain(`Their reason: "${REASON}"`);
    const seen = await call(detailOf, { token: s.creator.accessToken, params: { id: s.request.id } });
    expect(seen.status, JSON.stringify(seen.data)).toBe(200);
    const timeline = (seen.data.collaboration as { timeline: { kind: string; detail: string | null }[] }).timeline;
    expect(timeline.find((e) => e.detail === REASON)).toBeDefined();
  });

  it('takes an empty or null reason as none (the notification is the spec sentence)', async () => {
    for (const reason of ['', '   ', null]) {
      const s = await setup();
      expect((await declineWith(s, { reason })).status).toBe(200);
      const [note] = await notificationsOf('creator', s.creator.creator.id);
      expect(note.message).toBe('Acme Foods declined your request to join Monsoon Picks');
      expect((await mailsFor(s.creator.creator.email))[0]).not.toContain('Their reason');
    }
  });

  it.each([
    ['a reason over 500 characters', 'x'.repeat(501), 'The reason must be at most 500 characters'],
    ['a reason that is not text', 42, 'reason must be text'],
  ])('answers 400 for %s and declines nothing', async (_what, reason, message) => {
    const s = await setup();
    const res = await declineWith(s, { reason });
    expect(res.status).toBe(400);
    expect(res.data.message).toContain(message);
    expect((await requestsOf(s.campaign.id))[0].status).toBe('pending');
    expect(await notificationsOf('creator', s.creator.creator.id)).toHaveLength(0);
  });

  it('takes a reason of exactly 500 characters', async () => {
    const s = await setup();
    expect((await declineWith(s, { reason: 'y'.repeat(500) })).status).toBe(200);
    expect((await notificationsOf('creator', s.creator.creator.id))[0].message).toContain('y'.repeat(500));
  });
});
