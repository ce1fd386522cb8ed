import 'server-only';
import { z } from '@/lib/zod';
import { QUEUE } from '@/lib/jobs';

// The console's disputes and jobs (issue 36): what its routes take.

const NOTE_MAX = 1000;
const NOTE_REQUIRED = 'Write a note both sides will read';
const SPLIT_SHARE_REQUIRED = "A split needs the creator's share in paise (creatorPaise)";

/** `POST /api/ops/disputes/{paymentId}/settle {settlement, creatorPaise?, note}`. */
export const settleBodySchema = z
  .object({
    settlement: z.enum(['release', 'refund', 'split'], { error: 'settlement is release, refund or split' }),
    creatorPaise: z.number({ error: 'creatorPaise must be a whole number of paise' }).int('creatorPaise must be a whole number of paise').min(0).optional(),
    note: z.string({ error: NOTE_REQUIRED }).trim().min(1, NOTE_REQUIRED).max(NOTE_MAX, `The note is at most ${NOTE_MAX} characters`),
  })
  .refine((b) => b.settlement !== 'split' || b.creatorPaise !== undefined, { message: SPLIT_SHARE_REQUIRED, path: ['creatorPaise'] })
  .refine((b) => b.settlement === 'split' || b.creatorPaise === undefined, { message: 'creatorPaise is only for a split', path: ['creatorPaise'] });
export type SettleBody = z.infer<typeof settleBodySchema>;

export const paymentParamsSchema = z.object({ paymentId: z.string().uuid('Payment not found') });
export const jobParamsSchema = z.object({ id: z.string().uuid('Job not found') });

const QUEUE_NAMES = Object.values(QUEUE) as [string, ...string[]];

/** `GET /api/ops/jobs?state=&name=`. */
export const jobsQuerySchema = z.object({
  state: z.enum(['failed', 'dead'], { error: 'state is failed or dead' }).optional(),
  name: z.enum(QUEUE_NAMES, { error: 'name is one of the queues' }).optional(),
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

/** `POST /api/ops/jobs/{id}/retry|discard {reason?}`. */
export const jobActionBodySchema = z.object({
  reason: z.string({ error: 'reason must be text' }).trim().max(NOTE_MAX, `The reason is at most ${NOTE_MAX} characters`).default(''),
});
