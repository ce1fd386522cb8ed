import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { log } from '@/lib/log';
import { brands, creators, type Role } from '@/models';
import { sendMail, type Mail } from './index';
import type { EmailTopic } from './preferences';

type Recipient = { role: Role; id: string };

const table = (role: Role) => (role === 'brand' ? brands : creators);

/** The topics the account turned off (none for an account that is gone: it gets no mail anyway). */
export async function emailOff(to: Recipient): Promise<string[]> {
  const db = await getDb();
  const t = table(to.role);
  const [row] = await db.select({ off: t.emailOff }).from(t).where(eq(t.id, to.id));
  return row?.off ?? [];
}

/**
 * Sends a mail of `topic` unless its recipient turned that topic off. Best effort like every
 * notification mail: a failure is logged with `what`, and the change it reports stands.
 */
export async function sendWanted(to: Recipient, topic: EmailTopic, mail: Mail, what: Record<string, unknown>): Promise<void> {
  try {
    if ((await emailOff(to)).includes(topic)) return;
    await sendMail(mail);
  } catch (err) {
    log.error({ err: String(err), topic, ...what }, 'notification mail failed');
  }
}
