import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';
import { paymentJson } from '@/lib/payments/json-schemas';
import { ledgerAccounts, paymentStatuses } from '@/models';
import { QUEUE } from '@/lib/jobs';

// The JSON of the console's disputes and jobs as the API reference describes it (follows lib/ops-queue).

const side = z.enum(['brand', 'creator']);

const disputeItemJson = z.object({
  paymentId: idString,
  collaborationId: idString,
  status: z.enum(paymentStatuses),
  campaign: z.object({ _id: idString, campaignName: z.string() }),
  brand: z.object({ _id: idString, brandName: z.string() }),
  creator: z.object({ _id: idString, name: z.string() }),
  feePaise: z.int(),
  totalPaise: z.int(),
  dispute: z.object({ by: side, reason: z.string(), at: isoDate }).nullable(),
  settlement: z.object({ at: isoDate, note: z.string().nullable() }).nullable(),
});

export const disputeListJson = z.object({
  open: z.array(disputeItemJson).describe('Payments in dispute, the longest waiting first'),
  settled: z.array(disputeItemJson).describe('Disputes settled in the last 30 days, newest first'),
});

export const disputeDetailJson = disputeItemJson.extend({
  payment: paymentJson,
  balances: z.object(Object.fromEntries(ledgerAccounts.map((a) => [a, z.int()]))).describe('Each ledger account’s balance for this payment, in paise'),
  ledger: z.array(z.object({ movementId: idString, kind: z.string(), account: z.enum(ledgerAccounts), amountPaise: z.int(), createdAt: isoDate })),
  stage: z.string(),
  liveLinks: z.array(z.object({ url: z.string(), deliverable: z.string().nullable() })),
  submissions: z.array(
    z.object({
      version: z.int(),
      caption: z.string(),
      images: z.array(z.string()),
      draftUrl: z.string().nullable(),
      reviewDecision: z.string().nullable(),
      reviewComment: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  thread: z.array(z.object({ _id: idString, senderRole: side, text: z.string(), attachments: z.array(z.string()), createdAt: isoDate })),
});

export const settledJson = z.object({ message: z.string(), payment: paymentJson });

const queueName = z.enum(Object.values(QUEUE) as [string, ...string[]]);

const opsJobJson = z.object({
  id: idString,
  name: queueName,
  state: z.enum(['failed', 'dead']).describe('`failed`: failed its every try; `dead`: a mail’s dead letter'),
  summary: z.record(z.string(), z.string().nullable()).describe('What the job is about, without secrets, as text'),
  error: z.string().nullable(),
  attempts: z.int(),
  createdAt: isoDate,
  failedAt: isoDate,
});

export const opsJobListJson = z.object({
  jobs: z.array(opsJobJson),
  mail: z.object({
    sent: z.int().describe('Mails sent in the last 24 hours'),
    dead: z.int().describe('Mails that failed every try in the last 24 hours'),
    retrying: z.int().describe('Mails failing now and waiting for a retry'),
  }),
});

export const jobRetriedJson = z.object({ message: z.string(), job: opsJobJson, queuedAs: z.object({ id: idString, name: queueName }) });
export const jobDiscardedJson = z.object({ message: z.string(), job: opsJobJson });
