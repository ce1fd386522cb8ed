import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from '@/lib/zod';
import { env } from '@/lib/env';
import { getDb } from '@/lib/db';
import { keyedHash, sameDigest } from '@/lib/crypto';
import { AppError, notFound } from '@/lib/errors';
import { isUuid } from '@/lib/uuid';
import { brands, creators, roles, type Role } from '@/models';
import { topicLabel, type EmailTopic } from './preferences';

/*
 * The unsubscribe link of a topic mail (RFC 8058): a token naming the account, its role and the
 * topic, signed with an HMAC under JWT_REFRESH_SECRET (keyedHash, its text starting with what it
 * is for) and valid UNSUBSCRIBE_DAYS. A POST with it turns that one topic off without signing in
 * (the one-click button of mail apps); a GET only shows the page that asks first, since mail
 * scanners open links. Rotating JWT_REFRESH_SECRET retires the links of mails already sent: their
 * page then sends people to their settings.
 */

const UNSUBSCRIBE_DAYS = 180;
const DAY_SECONDS = 24 * 60 * 60;

export type UnsubscribeTarget = { role: Role; id: string; topic: EmailTopic };

export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid. Change your e-mails in your e-mail settings instead.';
export const UNSUBSCRIBE_EXPIRED = 'This unsubscribe link has expired. Change your e-mails in your e-mail settings instead.';
const ACCOUNT_GONE = 'This account no longer exists.';

const signature = (payload: string) => keyedHash(`unsubscribe:v1:${payload}`);

/** The token: `role.id.topic.expiry.signature` (expiry in seconds since 1970, base 36). */
export function unsubscribeToken(to: UnsubscribeTarget, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + UNSUBSCRIBE_DAYS * DAY_SECONDS;
  const payload = `${to.role}.${to.id}.${to.topic}.${expires.toString(36)}`;
  return `${payload}.${signature(payload)}`;
}

/** The one-click address (List-Unsubscribe: POST turns the topic off, GET leads to the page) and the page the footer links to. */
export function unsubscribeUrls(to: UnsubscribeTarget): { oneClick: string; page: string } {
  const token = unsubscribeToken(to);
  const url = (path: string) => {
    const u = new URL(path, env().APP_URL);
    u.searchParams.set('token', token);
    return u.toString();
  };
  return { oneClick: url('/api/email/unsubscribe'), page: url('/unsubscribe') };
}

/** The unsubscribe endpoint's query and the page's action input: the token. */
export const unsubscribeSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(300, 'token is too long'),
});

/** What a token names, once its signature, expiry, role and topic check out; else a 400 saying why. */
function readUnsubscribeToken(token: string, now = Date.now()): UnsubscribeTarget & { label: string } {
  const parts = token.split('.');
  const invalid = new AppError('bad_request', UNSUBSCRIBE_INVALID);
  if (parts.length !== 5) throw invalid;
  const [role, id, topic, expiry, sig] = parts as [string, string, string, string, string];
  if (!sameDigest(sig, signature(parts.slice(0, 4).join('.')))) throw invalid;
  // Signed by us: what follows fails only for a link we made wrong, checked all the same.
  if (!(roles as readonly string[]).includes(role) || !isUuid(id)) throw invalid;
  const label = topicLabel(role as Role, topic);
  if (!label) throw invalid;
  if (!/^[0-9a-z]{1,12}$/.test(expiry) || parseInt(expiry, 36) * 1000 < now) throw new AppError('bad_request', UNSUBSCRIBE_EXPIRED);
  return { role: role as Role, id, topic: topic as EmailTopic, label };
}

/** The page's look at a link, changing nothing: what it would turn off, or why it cannot. */
export function checkUnsubscribeLink(token: string): { ok: true; role: Role; label: string } | { ok: false; message: string } {
  try {
    const { role, label } = readUnsubscribeToken(token);
    return { ok: true, role, label };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: err.message };
    throw err;
  }
}

/** The message after a topic was turned off. */
const unsubscribedMessage = (label: string) => `You will no longer get e-mails about “${label}”. You can turn them back on in your e-mail settings.`;

/**
 * Turns the token's topic off for its account, and nothing else (the other topics stay as they
 * are; a topic already off stays off). Answers what was turned off.
 */
export async function unsubscribe(token: string): Promise<{ message: string; role: Role; topic: EmailTopic }> {
  const target = readUnsubscribeToken(token);
  const db = await getDb();
  const t = target.role === 'brand' ? brands : creators;
  // One statement: a settings save racing this one cannot bring the topic back from a stale read.
  const [row] = await db
    .update(t)
    .set({
      emailOff: sql`(case when ${target.topic} = any(${t.emailOff}) then ${t.emailOff} else array_append(${t.emailOff}, ${target.topic}::text) end)`,
    })
    .where(eq(t.id, target.id))
    .returning({ id: t.id });
  if (!row) throw notFound(ACCOUNT_GONE);
  return { message: unsubscribedMessage(target.label), role: target.role, topic: target.topic };
}
