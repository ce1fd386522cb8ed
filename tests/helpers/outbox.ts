import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

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
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** The 6-digit code in the newest mail to this address. */
export function latestMailCode(email: string): string | null {
  const mails = outboxMails().filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`));
  const last = mails.at(-1);
  return last ? (/\b(\d{6})\b/.exec(last.split('\n\n').slice(1).join('\n\n'))?.[1] ?? null) : null;
}
