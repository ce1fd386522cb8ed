import { check, hit, reset, type Rule } from '@/lib/rate-limit';
import type { Role } from '@/models';
import { sha256 } from './tokens';

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
export const LOGIN_FAILURES_PER_ACCOUNT: Rule = { max: 10, windowSeconds: 15 * 60, message: LOGIN_WAIT };
export const LOGIN_FAILURES_PER_IP: Rule = { max: 30, windowSeconds: 15 * 60, message: LOGIN_WAIT };

/**
 * Failed-login counters of one login form, per account (e-mail) and per IP. A failure for an
 * unknown e-mail counts like a wrong password, so a lock-out tells nothing about which accounts
 * exist; a success clears the account's counter.
 */
export function loginFailures(form: Role | 'any', email: string, ip: string) {
  const account = `${form}-login:account:${email}`;
  const byIp = `${form}-login:ip:${ip}`;
  return {
    /** 429 when either limit is already reached, before any password is checked. */
    async guard(): Promise<void> {
      await check(account, LOGIN_FAILURES_PER_ACCOUNT);
      await check(byIp, LOGIN_FAILURES_PER_IP);
    },
    async failed(): Promise<void> {
      await hit(account, LOGIN_FAILURES_PER_ACCOUNT);
      await hit(byIp, LOGIN_FAILURES_PER_IP);
    },
    async succeeded(): Promise<void> {
      await reset(account);
    },
  };
}
