import { z } from '@/lib/zod';
import { isBareEmail, MAX_EMAIL_LENGTH } from '@/lib/email';

export const roleSchema = z.enum(['brand', 'creator']);

const EMAIL_MESSAGE = 'Please enter a valid email address';
/** One bare address (no display name, no list), answered trimmed and lower-cased. */
export const emailSchema = z.string({ error: EMAIL_MESSAGE }).trim().toLowerCase().max(MAX_EMAIL_LENGTH, EMAIL_MESSAGE).refine(isBareEmail, EMAIL_MESSAGE);

export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
export const passwordSchema = z.string({ error: 'Password is required' }).min(6, PASSWORD_MESSAGE).max(200, 'Password must be at most 200 characters');

/** The browser session routes: `?role=` of the session to renew, and where to go back to (GET). */
export const sessionRefreshQuerySchema = z.object({ role: roleSchema, next: z.string().max(2048).optional() });

/** Signing out: API clients send the refresh token they hold; browsers send none (the cookie is used). */
export const logoutBodySchema = z.object({ token: z.string().max(4096).optional() });

export const tokenBodySchema = z.object({ token: z.string({ error: 'token is required' }).min(1, 'token is required').max(4096) });

/** A same-site path to go back to after sign-in; anything else falls back. */
export function safeNext(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines and read a backslash as '/', so "/<TAB>/evil.example" would leave the site.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  // A Location header is ASCII: spaces and other characters go percent-encoded ("/%E3%80%80"),
  // as a browser would send them; text that cannot be encoded (a lone surrogate) falls back.
  try {
    return value.replace(/[^\u0021-\u007e]+/gu, (run) => encodeURIComponent(run));
  } catch {
    return fallback;
  }
}

/** Sign out of one role (the browser may hold a brand and a creator session side by side). */
export const signOutSchema = z.object({ role: roleSchema });
