import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const dataDir = () => process.env.E2E_DATA_DIR!;

async function poll<T>(fn: () => T | null, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function files(dir: string, suffix: string) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith(suffix)).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** Every mail in the server's outbox addressed to this e-mail, oldest first. */
export function mailsTo(email: string): string[] {
  return files(path.join(dataDir(), 'outbox'), '.eml').filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

/** Reads the newest 6-digit code mailed to this address, as a person reads their mail. */
export function readMailCode(email: string): Promise<string> {
  return poll(() => {
    const last = mailsTo(email).at(-1);
    return last ? (/\b(\d{6})\b/.exec(last.split('\n\n').slice(1).join('\n\n'))?.[1] ?? null) : null;
  }, `a code mailed to ${email}`);
}

/** Reads the newest code texted to this number (E.164 digits, e.g. 919812345678). */
export function readSmsCode(phoneDigits: string): Promise<string> {
  return poll(() => {
    const last = files(path.join(dataDir(), 'sms-outbox'), `-${phoneDigits}.txt`).at(-1);
    return last ? (/code is (\d{6})/.exec(last)?.[1] ?? null) : null;
  }, `an SMS to ${phoneDigits}`);
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A random valid Indian mobile number (10 digits starting 9). */
export const randomPhone = () => `9${Math.floor(100000000 + Math.random() * 899999999)}`;

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** Demo accounts written by `npm run seed` (see scripts/seed.ts). */
export const demo = {
  brand: { email: 'brand@demo.collabmarket.local', password: 'demo-password' },
  creator: { email: 'creator@demo.collabmarket.local', password: 'demo-password' },
};
