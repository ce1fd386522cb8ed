import { hit, type Rule } from '@/lib/rate-limit';
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
