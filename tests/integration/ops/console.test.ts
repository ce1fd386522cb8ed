import { describe, expect, it } from 'vitest';
import { GET as overviewRoute } from '@/app/api/ops/overview/route';
import { GET as auditRoute } from '@/app/api/ops/audit/route';
import { getDb, jobsDatabase } from '@/lib/db';
import { installJobs } from '@/lib/jobs/schema';
import { recordAudit } from '@/lib/ops';
import { reportItem } from '@/lib/flags/service';
import { fundAsBrand, openDispute } from '@/lib/payments/service';
import { call } from '../../helpers/http';
import { paidJob } from '../payments/support';
import { signedInOperator } from './support';

// The console's overview and audit log (issue 36): GET /api/ops/overview and GET /api/ops/audit.

type Figure = { key: string; label: string; value: number; unit: string; href?: string };
const figuresOf = async (token: string) => {
  const res = await call(overviewRoute, { method: 'GET', token });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return Object.fromEntries((res.data.figures as Figure[]).map((f) => [f.key, f]));
};

describe('GET /api/ops/overview', () => {
  it('counts accounts, campaigns, active jobs, money held and released, open disputes, and failures of the last 24 hours', async () => {
    const op = await signedInOperator();
    const before = await figuresOf(op.token);
    expect(Object.keys(before)).toEqual([
      'brands',
      'creators',
      'campaigns',
      'openCampaigns',
      'activeCollaborations',
      'heldPaise',
      'releasedPaise',
      'openReports',
      'openDisputes',
      'failedJobs24h',
      'failedMails24h',
    ]);
    expect(before.heldPaise).toMatchObject({ label: 'Money held', unit: 'paise' });
    expect(before.openDisputes).toMatchObject({ label: 'Open disputes', unit: 'count', href: '/ops/disputes' });

    // A funded job (its money held), then a disputed one (held too, and open).
    const funded = await paidJob('active');
    await fundAsBrand(funded.brandActor, funded.id);
    const disputed = await paidJob('live');
    await fundAsBrand(disputed.brandActor, disputed.id);
    await openDispute(disputed.creatorActor, disputed.id, 'The reel never went up');
    // Two brands report one creator: one item in the queue.
    for (const brand of [funded.brandActor, disputed.brandActor]) {
      await reportItem(brand, { kind: 'creator', id: disputed.creatorActor.id, reason: 'spam', details: '' });
    }
    // A mail that failed every try yesterday evening, a job that failed two days ago (out of the window).
    const { jobs } = await jobsDatabase();
    await installJobs(jobs);
    await jobs.executeSql(`insert into pgboss.job (name, data, state, completed_on) values ('mail', '{}', 'failed', now() - interval '3 hours')`);
    await jobs.executeSql(
      `insert into pgboss.job (name, data, state, completed_on) values ('payment-release-reminder', '{}', 'failed', now() - interval '2 hours')`,
    );
    await jobs.executeSql(
      `insert into pgboss.job (name, data, state, completed_on) values ('payment-release-reminder', '{}', 'failed', now() - interval '48 hours')`,
    );

    const after = await figuresOf(op.token);
    const grew = (key: string) => after[key].value - before[key].value;
    expect(grew('brands')).toBe(2);
    expect(grew('creators')).toBe(2);
    expect(grew('campaigns')).toBe(2);
    expect(grew('activeCollaborations')).toBe(2);
    expect(grew('openDisputes')).toBe(1);
    expect(grew('openReports')).toBe(1);
    // Each job's total (₹8,000 fee, our 10 % and its GST) waits in escrow.
    expect(grew('heldPaise')).toBe(2 * (800_000 + 80_000 + 14_400));
    expect(grew('releasedPaise')).toBe(0);
    expect(grew('failedMails24h')).toBe(1);
    expect(grew('failedJobs24h')).toBe(1);
  });

  it('is for operators only', async () => {
    const funded = await paidJob('active');
    expect((await call(overviewRoute, { method: 'GET' })).status).toBe(401);
    expect((await call(overviewRoute, { method: 'GET', token: funded.brand.accessToken })).status).toBe(401);
  });
});

describe('GET /api/ops/audit', () => {
  it('pages the log newest first, filters it, and downloads the selection as CSV', async () => {
    const op = await signedInOperator();
    const other = await signedInOperator();
    const db = await getDb();
    for (let i = 0; i < 55; i++) {
      await recordAudit(db, { operatorId: op.id, action: 'test.bulk', targetKind: 'creator', targetId: `c-${i}`, reason: `Reason ${i}` });
    }
    await recordAudit(db, {
      operatorId: op.id,
      action: 'account.suspend',
      targetKind: 'creator',
      targetId: 'c-x',
      reason: '=cmd|"/c calc"!A1, spam',
      before: { status: 'active' },
      after: { status: 'suspended' },
    });

    const first = await call(auditRoute, { method: 'GET', token: other.token, url: `/api/ops/audit?operatorId=${op.id}` });
    expect(first.status, JSON.stringify(first.data)).toBe(200);
    // 55 + the suspension + its own enrolment and sign-in.
    expect(first.data).toMatchObject({ page: 1, pageSize: 50, total: 58 });
    const entries = first.data.entries as { action: string; operator: { email: string }; before: unknown; after: unknown; reason: string }[];
    expect(entries).toHaveLength(50);
    expect(entries[0]).toMatchObject({
      action: 'account.suspend',
      operator: { email: op.email },
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
    const second = await call(auditRoute, { method: 'GET', token: other.token, url: `/api/ops/audit?operatorId=${op.id}&page=2` });
    expect((second.data.entries as { action: string }[]).map((e) => e.action).slice(-2)).toEqual(['operator.sign_in', 'operator.enrol']);

    const filtered = await call(auditRoute, {
      method: 'GET',
      token: other.token,
      url: `/api/ops/audit?action=account.suspend&targetKind=creator&targetId=c-x`,
    });
    expect(filtered.data).toMatchObject({ total: 1 });
    const none = await call(auditRoute, { method: 'GET', token: other.token, url: `/api/ops/audit?operatorId=${op.id}&from=2099-01-01T00:00:00Z` });
    expect(none.data).toMatchObject({ total: 0, entries: [] });

    const csv = await call(auditRoute, { method: 'GET', token: other.token, url: `/api/ops/audit?operatorId=${op.id}&action=account.suspend&format=csv` });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="ops-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = String(csv.data.raw).trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,operator_id,operator_email,action,target_kind,target_id,reason,before,after,id');
    expect(lines).toHaveLength(2);
    // A reason that a spreadsheet would run is defused; JSON cells are quoted.
    expect(lines[1]).toContain(`,${op.email},account.suspend,creator,c-x,"'=cmd|""/c calc""!A1, spam","{""status"":""active""}","{""status"":""suspended""}",`);
  });

  it('refuses a malformed filter with the field named, and anyone but an operator', async () => {
    const op = await signedInOperator();
    const bad = await call(auditRoute, { method: 'GET', token: op.token, url: '/api/ops/audit?operatorId=nope&page=0&from=yesterday' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fields as object).sort()).toEqual(['from', 'operatorId', 'page']);
    expect((await call(auditRoute, { method: 'GET' })).status).toBe(401);
  });
});
