import { describe, expect, it } from 'vitest';
import type { Pool, PoolClient } from 'pg';
import { getDb } from '@/lib/db';
import { cancelCollaboration, completeCollaboration } from '@/lib/collaborations/service';
import { notifications } from '@/models';
import { fundedJob, paymentOf } from '../integration/payments/support';

// Two transactions at once need two connections: PostgreSQL only (PGlite has one, so nothing
// there ever waits for another). Seen on PostgreSQL: a deadlock (40P01) between a step of a job
// and a payment webhook. The webhook held the payment's row and wrote rows that point at the job
// (its notification, a ledger line), which takes a key-share lock on the job's row; the step held
// the job's row FOR UPDATE, which refuses key-share, and waited for the payment's row. Rows are
// now locked FOR NO KEY UPDATE (no step changes a key), which lets a reference to the row through.

const pool = async () => ((await getDb()) as unknown as { $client: Pool }).$client;

/** Waits until a backend other than `self` is waiting for a row lock in a statement matching `like`. */
async function someoneWaits(self: PoolClient, like: string) {
  for (let i = 0; i < 200; i++) {
    // Inside a transaction the activity view is read once and kept: cleared to see it anew.
    await self.query('select pg_stat_clear_snapshot()');
    const { rows } = await self.query(
      `select 1 from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid() and datname = current_database() and query ilike $1`,
      [like],
    );
    if (rows.length > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`nobody waited on a lock in "${like}"`);
}

/**
 * Holds the payment's row as a webhook does, lets `step` lock the job and queue behind it, then
 * writes a row that points at the job (as the webhook goes on to do) and commits.
 */
async function webhookMeanwhile(job: Awaited<ReturnType<typeof fundedJob>>, step: () => Promise<unknown>) {
  const webhook = await (await pool()).connect();
  try {
    await webhook.query(`set lock_timeout = '5s'`);
    await webhook.query('begin');
    await webhook.query('select id from payments where id = $1 for no key update', [job.paymentId]);
    const stepped = step();
    const settled = stepped.then(
      () => null,
      (err: unknown) => err,
    );
    await someoneWaits(webhook, '%from "payments"%');
    await webhook.query(
      `insert into notifications (recipient_role, recipient_id, type, message, collaboration_id) values ('creator', $1, 'collaboration', 'paid', $2)`,
      [job.creatorActor.id, job.id],
    );
    await webhook.query('commit');
    return await settled;
  } catch (err) {
    await webhook.query('rollback').catch(() => {});
    throw err;
  } finally {
    webhook.release();
  }
}

describe('a step of a job and a payment webhook at once (PostgreSQL)', () => {
  it('completing while a webhook holds the payment and notifies about the job: both go through, no deadlock', async () => {
    const job = await fundedJob('live');
    const err = await webhookMeanwhile(job, () => completeCollaboration(job.brandActor, job.id));
    expect(err).toBeNull();
    expect((await paymentOf(job.id))!.status).toBe('paid_out');
    const db = await getDb();
    const rows = await db.select({ message: notifications.message }).from(notifications);
    expect(rows.map((r) => r.message)).toContain('paid');
  });

  it('cancelling while a webhook holds the payment: the brand is refunded, no deadlock', async () => {
    const job = await fundedJob('active');
    const err = await webhookMeanwhile(job, () => cancelCollaboration(job.brandActor, job.id, 'Changed plans'));
    expect(err).toBeNull();
    expect((await paymentOf(job.id))!.status).toBe('refunded');
  });
});
