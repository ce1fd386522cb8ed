import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { drainJobs } from '@/lib/jobs/workers';
import { readMail, sixDigitCode, type ReadMail } from '@/lib/mail/parse';

/** The newest SMS in the outbox for this phone; its 6-digit code. */
export function latestSmsCode(phoneE164: string): string | null {
  const dir = env().SMS_OUTBOX_DIR;
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${phoneE164.replace('+', '')}.txt`))
    .sort();
  const last = files.at(-1);
  if (!last) return null;
  return /code is (\d{6})/.exec(fs.readFileSync(path.join(dir, last), 'utf8'))?.[1] ?? null;
}

/** Every .eml in the mail outbox, as text. */
export function outboxMails(): string[] {
  const dir = env().MAIL_OUTBOX_DIR;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/**
 * Every message in the mail outbox to this address, decoded as a mail client shows it
 * (lib/mail/parse.ts), oldest first; the queued mails that are due are sent first (drainJobs).
 */
export async function mailsTo(email: string): Promise<ReadMail[]> {
  await drainJobs();
  const all = await Promise.all(outboxMails().map((raw) => readMail(raw)));
  return all.filter((m) => m.to.includes(email.toLowerCase()));
}

/** The 6-digit code in the newest mail to this address, read from its decoded text. */
export async function latestMailCode(email: string): Promise<string | null> {
  const last = (await mailsTo(email)).at(-1);
  return last ? sixDigitCode(last) : null;
}
