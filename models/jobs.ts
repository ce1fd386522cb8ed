import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The job queue itself lives in pg-boss's own schema (`pgboss`, created by lib/jobs/schema.ts).
// This table is ours: the idempotency keys of the mails the queue delivered, so a job run again
// (a retry, or a worker that died after the mail server accepted) does not send the same mail twice.
export const sentMails = pgTable('sent_mails', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
