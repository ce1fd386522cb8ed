import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';

/** Hex SHA-256 of a text (refresh tokens, rate-limit keys that must not hold a secret). */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/**
 * Hex HMAC-SHA-256 of a text with the server's secret: a stored one-time code (e-mail or phone)
 * cannot be brute-forced offline from a leaked table in a million guesses. The text starts with
 * what it is for (`email-code:…`, `phone-code:…`), so one hash never passes for another.
 */
export function keyedHash(value: string): string {
  return crypto.createHmac('sha256', env().JWT_REFRESH_SECRET).update(value).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** A 6-digit one-time code from the CSPRNG. */
export function sixDigitCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}
