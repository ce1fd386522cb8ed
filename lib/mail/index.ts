import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { isBareEmail } from '@/lib/email';
import { maskEmail } from '@/lib/mask';
import { readMail, type ReadMail } from './parse';

export type Mail = { to: string; subject: string; text: string; html?: string };

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
  const e = env();
  const message = { from: e.MAIL_FROM, ...mail };
  if (e.SMTP_URL) {
    await smtpTransport(e.SMTP_URL).sendMail(message);
    log.info({ to: maskEmail(mail.to), subject: mail.subject }, 'mail sent');
    return;
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  await fs.mkdir(e.MAIL_OUTBOX_DIR, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
  await fs.writeFile(path.join(/*turbopackIgnore: true*/ e.MAIL_OUTBOX_DIR, name), info.message as Buffer);
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
