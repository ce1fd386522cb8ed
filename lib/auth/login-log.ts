import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { maskEmail } from '@/lib/mask';
import type { Role } from '@/models';

/** Which login answered: the creator's, the brand's, or the generic `/login` (either role). */
type LoginEndpoint = 'creator' | 'brand' | 'generic';
type LoginOutcome = 'success' | 'bad_credentials' | 'bad_code' | 'invalid' | 'rate_limited' | 'unavailable' | 'error';

/**
 * A keyed hash of the address (HMAC with a key derived from the server secret), so one account's
 * attempts can be followed across log lines without the log holding the address.
 */
export function emailHash(email: string): string {
  const key = crypto.createHash('sha256').update(`login-log:${env().JWT_ACCESS_SECRET}`).digest();
  return crypto.createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

function outcomeOf(err: unknown): LoginOutcome {
  if (!(err instanceof AppError)) return 'error';
  switch (err.code) {
    case 'unauthorized':
      return 'bad_credentials';
    case 'rate_limited':
      return 'rate_limited';
    case 'unavailable':
      return 'unavailable';
    case 'bad_request':
    case 'validation':
      return err.fields?.verificationCode ? 'bad_code' : 'invalid';
    default:
      return 'error';
  }
}

/**
 * Runs one login attempt and logs it (ASVS V16.3.1): endpoint, role, outcome, masked and hashed
 * e-mail and client IP. Never the password, a token or a code (V16.2.5). The answer is unchanged.
 */
export async function auditLogin<T>(endpoint: LoginEndpoint, email: string, ip: string, attempt: () => Promise<T>, roleOf?: (answer: T) => Role): Promise<T> {
  const who = { event: 'auth.login', endpoint, email: maskEmail(email), emailHash: emailHash(email), ip };
  let answer: T;
  try {
    answer = await attempt();
  } catch (err) {
    log.warn({ ...who, role: endpoint === 'generic' ? 'unknown' : endpoint, outcome: outcomeOf(err) }, 'login failed');
    throw err;
  }
  const role = roleOf ? roleOf(answer) : endpoint;
  log.info({ ...who, role, outcome: 'success' satisfies LoginOutcome }, 'login succeeded');
  return answer;
}
