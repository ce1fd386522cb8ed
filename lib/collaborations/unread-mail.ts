import 'server-only';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { env } from '@/lib/env';
import { enqueue, QUEUE } from '@/lib/jobs';
import { formatDateTimeIst } from '@/lib/client/dates';
import { escapeHtml } from '@/lib/mail/html';
import { emailOff } from '@/lib/mail/queued';
import { queueWanted } from '@/lib/mail/wanted';
import type { Mail } from '@/lib/mail';
import { messages, type Role } from '@/models';
import { collaborationUrl } from './mail';
import { jobParties, mailOf } from './parties';

/*
 * A chat message the other side has not read after UNREAD_MAIL_MINUTES is e-mailed, one mail per
 * collaboration and recipient for the messages that came meanwhile. Posting a message queues an
 * `unread-mail` job due then, with the collaboration and recipient as its singleton key: while
 * that job waits, the next messages add none and are listed by it. When it runs it lists what is
 * still unread since the message that started it (nothing if all was read, or the recipient turned
 * "New messages" off); a message after that starts the next job. The mail is queued with a key, so
 * a job run twice sends it once.
 */

export type UnreadMailJob = { collaborationId: string; role: Role; since: number };

/** Messages one mail lists at most; the link leads to the rest. */
const LISTED = 10;
const EXCERPT = 280;

const other = (role: Role): Role => (role === 'brand' ? 'creator' : 'brand');

/** In the message's transaction: the recipient's mail about it, due in UNREAD_MAIL_MINUTES unless one is already waiting. */
export async function noteUnreadMessage(tx: Executor, input: { collaborationId: string; recipient: Role; seq: number }): Promise<void> {
  const job: UnreadMailJob = { collaborationId: input.collaborationId, role: input.recipient, since: input.seq };
  await enqueue(tx, QUEUE.unreadMail, job, {
    singletonKey: `${input.collaborationId}:${input.recipient}`,
    startAfter: Math.round(env().UNREAD_MAIL_MINUTES * 60),
  });
}

/** The `unread-mail` job: queues the mail of the messages still unread, if any and if wanted. */
export async function mailUnreadMessages(job: UnreadMailJob): Promise<'queued' | 'nothing unread' | 'turned off' | 'gone'> {
  const db = await getDb();
  const c = await jobParties(db, job.collaborationId);
  if (!c) return 'gone';
  const to = job.role === 'brand' ? { role: job.role, id: c.brandId } : { role: job.role, id: c.creatorId };
  if ((await emailOff(to)).includes('messages')) return 'turned off';
  const unread = await db
    .select({ text: messages.text, attachments: messages.attachments, createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(eq(messages.collaborationId, job.collaborationId), eq(messages.senderRole, other(job.role)), isNull(messages.seenAt), gte(messages.seq, job.since)),
    )
    .orderBy(asc(messages.seq))
    .limit(LISTED + 1);
  if (unread.length === 0) return 'nothing unread';
  const recipient = mailOf(c, job.role);
  const mail = unreadMessagesMail({
    to: recipient.email,
    toName: recipient.name,
    toRole: job.role,
    collaborationId: job.collaborationId,
    campaignName: c.campaignName,
    senderName: job.role === 'brand' ? c.creatorName : c.brandName,
    messages: unread.slice(0, LISTED),
    more: unread.length > LISTED,
  });
  await queueWanted(db, to, 'messages', mail, { collaborationId: job.collaborationId }, { key: `unread:${job.collaborationId}:${job.role}:${job.since}` });
  return 'queued';
}

type Listed = { text: string; attachments: string[]; createdAt: Date };

/** What one message says in the mail: its text cut to an excerpt, or how many images it holds. */
function excerpt(m: Listed): string {
  const text = m.text.trim().replace(/\s+/g, ' ');
  const images = m.attachments.length ? `[${m.attachments.length === 1 ? 'an image' : `${m.attachments.length} images`}]` : '';
  const cut = text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
  return [cut, images].filter(Boolean).join(' ');
}

/** The mail: who wrote, when, what (excerpts), and the link to the collaboration of the recipient's side. */
function unreadMessagesMail(input: {
  to: string;
  toName: string;
  toRole: Role;
  collaborationId: string;
  campaignName: string;
  senderName: string;
  messages: Listed[];
  more: boolean;
}): Mail {
  const n = input.messages.length;
  const link = collaborationUrl(input.toRole, input.collaborationId);
  const what = n === 1 ? 'a message' : `${n}${input.more ? '+' : ''} messages`;
  const intro = `${input.senderName} sent you ${what} about ${input.campaignName} that you have not read yet:`;
  const text = [
    `Hi ${input.toName},`,
    '',
    intro,
    ...input.messages.flatMap((m) => ['', `${input.senderName}, ${formatDateTimeIst(m.createdAt)}:`, `“${excerpt(m)}”`]),
    ...(input.more ? ['', 'More are waiting in the conversation.'] : []),
    '',
    `Read and reply: ${link}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(input.toName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...input.messages.map(
      (m) =>
        `<p style="margin:0 0 4px"><strong>${escapeHtml(input.senderName)}</strong>, ${escapeHtml(formatDateTimeIst(m.createdAt))}:</p>` +
        `<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid silver">${escapeHtml(excerpt(m))}</blockquote>`,
    ),
    ...(input.more ? ['<p>More are waiting in the conversation.</p>'] : []),
    `<p><a href="${escapeHtml(link)}">Read and reply</a></p>`,
  ].join('\n');
  return {
    to: input.to,
    subject: `${input.campaignName}: ${n === 1 ? 'an unread message' : `${n}${input.more ? '+' : ''} unread messages`} from ${input.senderName}`,
    text,
    html,
    reason: `You get this because ${input.senderName} wrote to you about ${input.campaignName} and it is still unread.`,
    settingsOf: input.toRole,
  };
}
