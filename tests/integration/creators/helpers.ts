import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { creators } from '@/models';
import { call } from '@/tests/helpers/http';
import { latestMailCode } from '@/tests/helpers/outbox';
import { POST as requestOtp } from '@/app/api/creator/request-otp/route';
import { POST as verifyOtp } from '@/app/api/creator/verify-otp/route';

let n = 0;
/** A fresh address for each use within a test file. */
export const freshEmail = (prefix = 'new') => `${prefix}-${Date.now().toString(36)}-${++n}@example.com`;

/** Runs the first two sign-up steps as the spec's client does: request the code, read the mail, verify. */
export async function verifiedEmail(email = freshEmail()): Promise<string> {
  const sent = await call(requestOtp, { json: { email } });
  expect(sent.status).toBe(200);
  const code = await latestMailCode(email);
  expect(code).toMatch(/^\d{6}$/);
  const ok = await call(verifyOtp, { json: { email, otp: code } });
  expect(ok.status).toBe(200);
  return email;
}

/** The sign-up form as the spec's client sends it (multipart). */
export function signupForm(fields: Record<string, string | File | undefined>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  return form;
}

export async function creatorCount(email?: string): Promise<number> {
  const db = await getDb();
  const rows = email
    ? await db
        .select({ id: creators.id })
        .from(creators)
        .where(sql`lower(${creators.email}) = ${email.toLowerCase()}`)
    : await db.select({ id: creators.id }).from(creators);
  return rows.length;
}

/** The stored upload files (no temporaries). */
export function uploadedFiles(): string[] {
  const dir = env().UPLOADS_DIR;
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
}

/** Cookie name → value (and whole line) from a response's Set-Cookie headers. */
export { setCookieLines as setCookies } from '../../helpers/http';
