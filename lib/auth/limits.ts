import 'server-only';
import { check, hit, reset, type Rule } from '@/lib/rate-limit';
import type { Role } from '@/models';
import { sha256 } from '@/lib/crypto';
import { normalEmail } from '@/lib/email';

// A real client refreshes about once per access-token lifetime (15 minutes by default). These
// leave room for many tabs and for many people behind one address, and stop loops and floods.
export const REFRESH_PER_IP: Rule = { max: 600, windowSeconds: 15 * 60, message: 'Too many session refreshes. Please wait and try again.' };
export const REFRESH_PER_TOKEN: Rule = { max: 30, windowSeconds: 15 * 60, message: 'Too many session refreshes. Please wait and try again.' };
export const SIGNUPS_PER_IP: Rule = { max: 20, windowSeconds: 3600, message: 'Too many sign-ups from this network. Please wait and try again.' };

/** Counts one token refresh from this IP, and for this refresh token when given; 429 past either limit. */
export async function limitRefresh(ip: string, token?: string): Promise<void> {
  await hit(`refresh:ip:${ip}`, REFRESH_PER_IP);
  // Keyed by a hash: counters (possibly in Redis) never hold a live token.
  if (token) await hit(`refresh:token:${sha256(token).slice(0, 40)}`, REFRESH_PER_TOKEN);
}

/** Counts one sign-up attempt of this role from this IP; 429 past the limit. */
export async function limitSignup(role: Role, ip: string): Promise<void> {
  await hit(`${role}-signup:ip:${ip}`, SIGNUPS_PER_IP);
}

const LOGIN_WAIT = 'Too many failed logins. Please wait 15 minutes and try again.';
const LOGIN_FAILURES_PER_ACCOUNT: Rule = { max: 10, windowSeconds: 15 * 60, message: LOGIN_WAIT };
const LOGIN_FAILURES_PER_IP: Rule = { max: 30, windowSeconds: 15 * 60, message: LOGIN_WAIT };

/**
 * Failed-login counters per account and per IP, shared by every way in (the brand, creator and
 * generic logins): ten wrong passwords lock an account whichever form they came through. The
 * generic login tries both roles' accounts for the address, so it counts against both. A failure
 * for an unknown e-mail counts like a wrong password, so a lock-out tells nothing about which
 * accounts exist; a success clears that account's counter.
 */
export function loginFailures(roles: readonly Role[], email: string, ip: string) {
  const accounts = roles.map((role) => `login:${role}:account:${normalEmail(email)}`);
  const byIp = `login:ip:${ip}`;
  return {
    /** 429 when a limit is already reached, before any password is checked. */
    async guard(): Promise<void> {
      for (const key of accounts) await check(key, LOGIN_FAILURES_PER_ACCOUNT);
      await check(byIp, LOGIN_FAILURES_PER_IP);
    },
    async failed(): Promise<void> {
      for (const key of accounts) await hit(key, LOGIN_FAILURES_PER_ACCOUNT);
      await hit(byIp, LOGIN_FAILURES_PER_IP);
    },
    /** Clears the counter of the account that signed in. */
    async succeeded(role: Role): Promise<void> {
      await reset(`login:${role}:account:${normalEmail(email)}`);
    },
  };
}
