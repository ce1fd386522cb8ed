import 'server-only';
import type { Executor } from '@/lib/db';
import type { Role } from '@/models';
import { queueMail } from './queued';
import type { Mail } from './index';
import type { EmailTopic } from './preferences';

type Recipient = { role: Role; id: string };

/**
 * Queues a notification mail of `topic` inside `tx`, the transaction making the change it
 * reports: it goes once that commits, unless its recipient has turned the topic off by the time
 * it is sent (checked then, lib/mail/queued.ts). `what` is logged with a failure; `key` makes it
 * idempotent (one mail however often it is queued).
 */
export async function queueWanted(
  tx: Executor,
  to: Recipient,
  topic: EmailTopic,
  mail: Mail,
  what: Record<string, unknown>,
  opts: { key?: string } = {},
): Promise<void> {
  await queueMail(tx, { mail, wanted: { ...to, topic }, what, ...opts });
}
