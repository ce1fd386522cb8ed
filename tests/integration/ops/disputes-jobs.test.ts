import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { getDb, jobsDatabase } from '@/lib/db';
import { QUEUE } from '@/lib/jobs';
import { passiveBoss } from '@/lib/jobs/schema';
import { drainJobs } from '@/lib/jobs/workers';
import { fundAsBrand, openDispute } from '@/lib/payments/service';
import { summarize } from '@/lib/ops-queue';
import { GET as listDisputesRoute } from '@/app/api/ops/disputes/route';
import { GET as disputeRoute } from '@/app/api/ops/disputes/[paymentId]/route';
import { POST as settleRoute } from '@/app/api/ops/disputes/[paymentId]/settle/route';
import { GET as jobsRoute } from '@/app/api/ops/jobs/route';
import { POST as retryRoute } from '@/app/api/ops/jobs/[id]/retry/route';
import { POST as discardRoute } from '@/app/api/ops/jobs/[id]/discard/route';
import { GET as paymentRoute } from '@/app/api/collaborations/[id]/payment/route';
import { POST as sendMessageRoute } from '@/app/api/collaborations/[id]/messages/route';
import { operatorSessions, opsAuditLog, payments } from '@/models';
import { outboxMails } from '@/tests/helpers/outbox';
import { call } from '../../helpers/http';
import { ledgerOf, paidJob, paymentOf } from '../payments/support';
import { signedInOperator, type TestOperator } from './support';

// The console's disputes and jobs (issue 36), through their routes as the console calls them: a
// dispute settled each way with a note both sides read (the money moves once: a second settle is
// 409), the TOTP step-up, failed jobs and dead mails retried and discarded, each an audit row.

async function disputedJob(reason = 'Only one of two reels went up') {
  const job = await paidJob('live');
  await fundAsBrand(job.brandActor, job.id);
  await openDispute(job.creatorActor, job.id, reason);
  const p = await paymentOf(job.id);
  return { job, paymentId: p!.id };
}

async function auditOf(targetId: string) {
  return (await getDb()).select().from(opsAuditLog).where(eq(opsAuditLog.targetId, targetId));
}

const settle = (op: TestOperator, paymentId: string, json: unknown) => call(settleRoute, { token: op.token, params: { paymentId }, json });

describe('disputes in the console', () => {
  it('lists an open dispute and shows it whole: reason, thread, money and ledger', async () => {
    const op = await signedInOperator();
    const { job, paymentId } = await disputedJob('The brand asked for a third reel');
    expect(
      (await call(sendMessageRoute, { token: job.brand.accessToken, params: { id: job.id }, json: { text: 'Two reels were agreed, not three?' } })).status,
    ).toBe(201);

    const list = await call(listDisputesRoute, { token: op.token });
    expect(list.status).toBe(200);
    const open = list.data.open as { paymentId: string; dispute: { reason: string } }[];
    expect(open.find((d) => d.paymentId === paymentId)).toMatchObject({ dispute: { reason: 'The brand asked for a third reel' } });

    const one = await call(disputeRoute, { token: op.token, params: { paymentId } });
    expect(one.status).toBe(200);
    expect(one.data).toMatchObject({
      paymentId,
      collaborationId: job.id,
      status: 'disputed',
      stage: 'live',
      dispute: { by: 'creator', reason: 'The brand asked for a third reel' },
      balances: { escrow: 894_400 },
      settlement: null,
    });
    expect(one.data.thread).toEqual([expect.objectContaining({ senderRole: 'brand', text: 'Two reels were agreed, not three?' })]);
    expect((one.data.ledger as unknown[]).length).toBeGreaterThan(0);

    expect((await call(disputeRoute, { token: op.token, params: { paymentId: crypto.randomUUID() } })).status).toBe(404);
  });

  it('settles by a split with a note both sides read; the money moves once (a second settle is 409); an audit row', async () => {
    const op = await signedInOperator();
    const { job, paymentId } = await disputedJob();
    const res = await settle(op, paymentId, { settlement: 'split', creatorPaise: 300_000, note: 'One reel of two: 3,000 to the creator' });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.payment).toMatchObject({ status: 'paid_out', creatorPaise: 300_000, settlement: { note: 'One reel of two: 3,000 to the creator' } });

    for (const token of [job.brand.accessToken, job.creator.accessToken]) {
      const seen = await call(paymentRoute, { token, params: { id: job.id } });
      expect(seen.data.payment).toMatchObject({ settlement: { note: 'One reel of two: 3,000 to the creator' } });
    }
    const before = await ledgerOf(paymentId);
    expect(before.balances).toMatchObject({ escrow: 0, creator_paid: 300_000, brand_refund: 500_000 });

    const again = await settle(op, paymentId, { settlement: 'release', note: 'again' });
    expect(again.status).toBe(409);
    expect(again.data.message).toBe('This payment is not in dispute');
    expect((await ledgerOf(paymentId)).entries).toHaveLength(before.entries.length);

    const audit = await auditOf(paymentId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: op.id,
      action: 'dispute.settle',
      targetKind: 'payment',
      reason: 'One reel of two: 3,000 to the creator',
      before: expect.objectContaining({ status: 'disputed', settlement: null }),
      after: expect.objectContaining({ status: 'paid_out', settlement: 'split', creatorPaise: 300_000 }),
    });

    const list = await call(listDisputesRoute, { token: op.token });
    expect((list.data.settled as { paymentId: string }[]).map((d) => d.paymentId)).toContain(paymentId);
    expect((list.data.open as { paymentId: string }[]).map((d) => d.paymentId)).not.toContain(paymentId);
  });

  it('settles by a release (the fee to the creator) and by a refund (everything back to the brand)', async () => {
    const op = await signedInOperator();
    const released = await disputedJob();
    expect((await settle(op, released.paymentId, { settlement: 'release', note: 'The work is done as agreed' })).status).toBe(200);
    expect((await ledgerOf(released.paymentId)).balances).toMatchObject({ escrow: 0, creator_paid: 800_000, brand_refund: 0 });

    const refunded = await disputedJob();
    const res = await settle(op, refunded.paymentId, { settlement: 'refund', note: 'Nothing was posted' });
    expect(res.status).toBe(200);
    expect(res.data.payment).toMatchObject({ status: 'refunded', settlement: { note: 'Nothing was posted' } });
    expect((await ledgerOf(refunded.paymentId)).balances).toMatchObject({ escrow: 0, creator_paid: 0, brand_refund: 894_400 });
    expect((await auditOf(refunded.paymentId))[0]).toMatchObject({ action: 'dispute.settle', after: expect.objectContaining({ settlement: 'refund' }) });
  });

  it('refuses a settle without a fresh TOTP check (403 totp_required), a bad split, and an unknown payment; nothing moves', async () => {
    const op = await signedInOperator();
    const { paymentId } = await disputedJob();
    const db = await getDb();
    await db
      .update(operatorSessions)
      .set({ totpAt: sql`now() - interval '16 minutes'` })
      .where(eq(operatorSessions.operatorId, op.id));
    const stale = await settle(op, paymentId, { settlement: 'release', note: 'x' });
    expect(stale.status).toBe(403);
    expect(stale.data.code).toBe('totp_required');
    await db
      .update(operatorSessions)
      .set({ totpAt: sql`now()` })
      .where(eq(operatorSessions.operatorId, op.id));

    const tooMuch = await settle(op, paymentId, { settlement: 'split', creatorPaise: 800_001, note: 'x' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.data.message).toBe("The creator's share is between 0 and 800000 paise");
    const noShare = await settle(op, paymentId, { settlement: 'split', note: 'x' });
    expect(noShare.status).toBe(400);
    const noNote = await settle(op, paymentId, { settlement: 'release', note: '  ' });
    expect(noNote.status).toBe(400);
    expect((await settle(op, crypto.randomUUID(), { settlement: 'release', note: 'x' })).status).toBe(404);
    // By payment id only: the collaboration's id is not a payment.
    const { job } = await disputedJob();
    expect((await settle(op, job.id, { settlement: 'release', note: 'x' })).status).toBe(404);

    const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(p).toMatchObject({ status: 'disputed', settledAt: null });
    expect(await auditOf(paymentId)).toHaveLength(0);
  });
});

/** A job of `name` that failed its only try (a mail's also leaves a dead letter); answers its id. */
async function failedJob(boss: PgBoss, name: string, data: object, error = 'connect ECONNREFUSED 127.0.0.1:2525'): Promise<string> {
  const id = (await boss.send(name, data, { retryLimit: 0 }))!;
  const [job] = await boss.fetch(name, { batchSize: 1 });
  expect(job!.id).toBe(id);
  await boss.fail(name, id, { message: error });
  return id;
}

const mailJob = (subject: string) => ({
  mail: { to: 'brand.owner@example.com', subject, text: 'Sign in: https://collabmarket.test/login?token=SECRET-TOKEN', reason: 'You asked.' },
  what: { campaignId: '8c1d2a34-0000-4000-8000-000000000001' },
});

async function deadLetterOf(subject: string): Promise<string> {
  const { jobs } = await jobsDatabase();
  const { rows } = await jobs.executeSql(`select id::text as id from pgboss.job where name = $1 and data->'mail'->>'subject' = $2`, [QUEUE.mailDead, subject]);
  return (rows as { id: string }[])[0]!.id;
}

async function jobRow(id: string) {
  const { rows } = await (await jobsDatabase()).jobs.executeSql(`select name, state::text as state from pgboss.job where id = $1`, [id]);
  return rows[0] as { name: string; state: string } | undefined;
}

describe('jobs and mail in the console', () => {
  it('lists failed jobs and dead mails with their errors and without secrets; filters by state and queue', async () => {
    const op = await signedInOperator();
    const boss = passiveBoss((await jobsDatabase()).jobs);
    const subject = `Your sign-in link ${crypto.randomUUID()}`;
    await failedJob(boss, QUEUE.mail, mailJob(subject));
    const dead = await deadLetterOf(subject);
    const failed = await failedJob(boss, QUEUE.paymentAutoRelease, { paymentId: crypto.randomUUID(), at: '2026-11-01T00:00:00.000Z' }, 'payment row locked');

    const res = await call(jobsRoute, { token: op.token, url: '/api/ops/jobs' });
    expect(res.status).toBe(200);
    const jobs = res.data.jobs as { id: string; state: string; error: string; summary: Record<string, unknown>; attempts: number }[];
    expect(jobs.find((j) => j.id === dead)).toMatchObject({
      state: 'dead',
      name: QUEUE.mailDead,
      attempts: 1,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
      summary: { to: 'b***@example.com', subject, 'what.campaignId': '8c1d2a34-0000-4000-8000-000000000001' },
    });
    expect(jobs.find((j) => j.id === failed)).toMatchObject({ state: 'failed', name: QUEUE.paymentAutoRelease, error: 'payment row locked' });
    // The failed mail itself is shown once, by its dead letter; no body, link or address goes out.
    expect(JSON.stringify(res.data)).not.toContain('SECRET-TOKEN');
    expect(JSON.stringify(res.data)).not.toContain('brand.owner@');
    expect(jobs.filter((j) => j.summary.subject === subject)).toHaveLength(1);
    expect(res.data.mail).toMatchObject({ dead: expect.any(Number), sent: expect.any(Number), retrying: expect.any(Number) });
    expect((res.data.mail as { dead: number }).dead).toBeGreaterThanOrEqual(1);

    const deadOnly = await call(jobsRoute, { token: op.token, url: '/api/ops/jobs?state=dead' });
    expect((deadOnly.data.jobs as { state: string }[]).every((j) => j.state === 'dead')).toBe(true);
    const byName = await call(jobsRoute, { token: op.token, url: `/api/ops/jobs?name=${QUEUE.paymentAutoRelease}` });
    expect((byName.data.jobs as { id: string }[]).map((j) => j.id)).toEqual([failed]);
    expect((await call(jobsRoute, { token: op.token, url: '/api/ops/jobs?state=lost' })).status).toBe(400);
  });

  it('retries a dead mail: queued again as a mail and sent; a failed job gets another try; each an audit row; twice is 409', async () => {
    const op = await signedInOperator();
    const boss = passiveBoss((await jobsDatabase()).jobs);
    const subject = `Retried ${crypto.randomUUID()}`;
    await failedJob(boss, QUEUE.mail, mailJob(subject));
    const dead = await deadLetterOf(subject);

    const res = await call(retryRoute, { token: op.token, params: { id: dead }, json: { reason: 'SMTP is back' } });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const queuedAs = res.data.queuedAs as { id: string; name: string };
    expect(queuedAs.name).toBe(QUEUE.mail);
    expect(await jobRow(dead)).toBeUndefined();
    expect(await jobRow(queuedAs.id)).toMatchObject({ name: QUEUE.mail, state: 'created' });
    await drainJobs();
    expect(outboxMails().some((m) => m.includes(subject))).toBe(true);
    expect((await call(retryRoute, { token: op.token, params: { id: dead }, json: {} })).status).toBe(404);

    const failed = await failedJob(boss, QUEUE.reviewPublish, { collaborationId: crypto.randomUUID() });
    expect((await call(retryRoute, { token: op.token, params: { id: failed }, json: {} })).status).toBe(200);
    expect(await jobRow(failed)).toMatchObject({ state: 'retry' });
    const twice = await call(retryRoute, { token: op.token, params: { id: failed }, json: {} });
    expect(twice.status).toBe(409);

    expect(await auditOf(dead)).toEqual([expect.objectContaining({ operatorId: op.id, action: 'job.retry', targetKind: 'job', reason: 'SMTP is back' })]);
    expect(await auditOf(failed)).toEqual([expect.objectContaining({ action: 'job.retry' })]);
  });

  it('discards a failed job: gone for good, an audit row; unknown ids 404', async () => {
    const op = await signedInOperator();
    const boss = passiveBoss((await jobsDatabase()).jobs);
    const failed = await failedJob(boss, QUEUE.packageOrderExpiry, { orderId: crypto.randomUUID() });
    const res = await call(discardRoute, { token: op.token, params: { id: failed }, json: { reason: 'The order is gone' } });
    expect(res.status).toBe(200);
    expect(await jobRow(failed)).toBeUndefined();
    const listed = await call(jobsRoute, { token: op.token, url: '/api/ops/jobs' });
    expect((listed.data.jobs as { id: string }[]).map((j) => j.id)).not.toContain(failed);
    const rows = await (
      await getDb()
    )
      .select()
      .from(opsAuditLog)
      .where(and(eq(opsAuditLog.targetId, failed), eq(opsAuditLog.action, 'job.discard')));
    expect(rows).toEqual([expect.objectContaining({ reason: 'The order is gone', before: expect.objectContaining({ state: 'failed' }), after: null })]);
    expect((await call(discardRoute, { token: op.token, params: { id: crypto.randomUUID() }, json: {} })).status).toBe(404);
  });

  it('summarizes job data without what could be a secret', () => {
    expect(summarize('request-digest', { creatorId: 'c1', token: 't', resetUrl: 'u', count: 3 })).toEqual({ creatorId: 'c1', count: '3' });
  });
});
