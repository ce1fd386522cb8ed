import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

type SmsMessage = { file: string; text: string };

/** Development: the local phone provider's messages, newest first. */
export async function listSmsOutbox(limit = 50): Promise<SmsMessage[]> {
  const dir = env().SMS_OUTBOX_DIR;
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.txt'));
  } catch {
    return [];
  }
  names.sort().reverse();
  return Promise.all(names.slice(0, limit).map(async (file) => ({ file, text: await fs.readFile(path.join(/*turbopackIgnore: true*/ dir, file), 'utf8') })));
}
