import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { metrics } from '@/lib/metrics.mjs';
import { log } from '@/lib/log';
import { isBareEmail } from '@/lib/email';
import { maskEmail } from '@/lib/mask';
import type { Role } from '@/models/notifications';
import { readMail, type ReadMail } from './parse';
import { renderLayout } from './layout';
import { topicLabel, type EmailTopic } from './preferences';
import { unsubscribeUrls } from './unsubscribe';

/**
 * A mail as its builder writes it: the body (plain text, and HTML with what people wrote escaped;
 * made from the text when absent) and why its recipient gets it. sendMail puts it in the layout.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The footer's first line: why this person gets this mail ("You get this because you asked to join X."). */
  reason: string;
  /** Links the footer to this role's e-mail settings. */
  settingsOf?: Role;
  /** A topic mail (set by the queue from its `wanted`): the footer's unsubscribe link and the List-Unsubscribe headers. */
  unsubscribe?: { role: Role; id: string; topic: EmailTopic };
};

/** The message nodemailer sends: the layout around the body; topic mails carry RFC 8058's one-click headers. */
function message(mail: Mail, from: string) {
  const label = mail.unsubscribe ? topicLabel(mail.unsubscribe.role, mail.unsubscribe.topic) : null;
  const links = mail.unsubscribe && label ? unsubscribeUrls(mail.unsubscribe) : null;
  const { text, html } = renderLayout({
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // Mails queued before the layout came carry no reason.
    footer: {
      reason: mail.reason ?? 'You get this because you have a CollabMarket account.',
      settingsOf: mail.settingsOf ?? mail.unsubscribe?.role,
      ...(links && label ? { unsubscribe: { pageUrl: links.page, label } } : {}),
    },
  });
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    ...(links ? { list: { unsubscribe: links.oneClick }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes a .eml file into the outbox. `to` must
 * be one bare address: never a list or a display name, which would reach mailboxes nobody counted.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (!isBareEmail(mail.to)) throw new Error('sendMail takes exactly one bare e-mail address');
  try {
    await deliver(mail);
  } catch (err) {
    metrics().mails.inc({ result: 'failed' });
    throw err;
  }
  metrics().mails.inc({ result: 'sent' });
}

async function deliver(mail: Mail): Promise<void> {
  const e = env();
  const msg = message(mail, e.MAIL_FROM);
  if (e.SMTP_URL) {
    await smtpTransport(e.SMTP_URL).sendMail(msg);
    log.info({ to: maskEmail(mail.to), subject: mail.subject }, 'mail sent');
    return;
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(msg);
  await fs.mkdir(e.MAIL_OUTBOX_DIR, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
  // Written under another name and renamed: a reader of the outbox never meets half a message.
  const file = path.join(/*turbopackIgnore: true*/ e.MAIL_OUTBOX_DIR, name);
  await fs.writeFile(`${file}.part`, info.message as Buffer);
  await fs.rename(`${file}.part`, file);
  log.info({ to: maskEmail(mail.to), subject: mail.subject, file: name }, 'mail written to outbox');
}

type OutboxMessage = ReadMail & { file: string };

/** Development: the outbox's messages, newest first, decoded as a mail client shows them. */
export async function listOutbox(limit = 50): Promise<OutboxMessage[]> {
  const dir = env().MAIL_OUTBOX_DIR;
  let names: string[] = [];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  names.sort().reverse();
  return Promise.all(
    names.slice(0, limit).map(async (file) => ({ file, ...(await readMail(await fs.readFile(path.join(/*turbopackIgnore: true*/ dir, file)))) })),
  );
}
