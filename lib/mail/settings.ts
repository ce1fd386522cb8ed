import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from '@/lib/zod';
import { getDb } from '@/lib/db';
import { badRequest, notFound } from '@/lib/errors';
import type { Actor } from '@/lib/auth/tokens';
import { brands, creators } from '@/models';
import { emailOff } from './queued';
import { topicsOf } from './preferences';

const EMAIL_SETTINGS_SAVED = 'E-mail settings saved';

/** What the form sends: the topics the account wants (every other topic of its role is turned off). */
export const emailSettingsSchema = z.object({
  on: z.array(z.string().max(40), { error: 'on must be a list of topics' }).max(10),
});

/** The topics the account gets mail about. */
export async function emailTopicsOn(actor: Actor): Promise<string[]> {
  const off = await emailOff(actor);
  return topicsOf(actor.role).filter((t) => !off.includes(t));
}

/** Saves which topics the account wants; an unknown topic is refused by name. */
export async function saveEmailTopics(actor: Actor, on: string[]): Promise<{ message: string; on: string[] }> {
  const topics = topicsOf(actor.role);
  const unknown = on.find((t) => !topics.includes(t));
  if (unknown !== undefined) throw badRequest(`Unknown e-mail topic: ${unknown.slice(0, 40)}`);
  const off = topics.filter((t) => !on.includes(t));
  const db = await getDb();
  const t = actor.role === 'brand' ? brands : creators;
  const [row] = await db.update(t).set({ emailOff: off }).where(eq(t.id, actor.id)).returning({ id: t.id });
  if (!row) throw notFound('Account not found');
  return { message: EMAIL_SETTINGS_SAVED, on: topics.filter((x) => on.includes(x)) };
}
