import 'server-only';
import crypto from 'node:crypto';
import net from 'node:net';
import { isbot } from 'isbot';
import { env } from '@/lib/env';
import { clientIpOf } from '@/lib/http/caller';
import type { DeviceClass } from '@/models';

// What a click records about its visitor, without keeping who they are: a keyed hash of IP and
// user agent whose key changes every India day (the same visitor is one unique per link per day,
// and yesterday's keys cannot be linked to today's), a keyed hash of the IP alone under another
// daily key (what the per-IP limit and the "one IP dominates" warning count), the device class and
// the referrer's host. The daily keys come from TRACKING_SECRET, a secret of their own: rotating the
// JWT secrets (signing people out) leaves unique-visitor counts and per-IP limits alone.

type DayKey = { day: string; secret: string; key: Buffer };
const dayKeys: { visitor?: DayKey; ip?: DayKey } = {};

/** The day's key of a kind: HMAC of a label and the India day under TRACKING_SECRET (never stored, never shown). */
function dayKey(kind: 'visitor' | 'ip', day: string): Buffer {
  const secret = env().TRACKING_SECRET;
  const cached = dayKeys[kind];
  if (cached?.day === day && cached.secret === secret) return cached.key;
  const key = crypto.createHmac('sha256', secret).update(`collabmarket tracked-link ${kind} key v1|${day}`).digest();
  dayKeys[kind] = { day, secret, key };
  return key;
}

/** The visitor's key on `day`: HMAC-SHA256 of IP and user agent under the day's key. The IP itself is never kept. */
export function visitorKey(ip: string, userAgent: string, day: string): string {
  return crypto.createHmac('sha256', dayKey('visitor', day)).update(ip).update('\n').update(userAgent).digest('base64url');
}

/**
 * Where a click comes from, for the per-IP limit: an IPv4 address, or an IPv6 address's /64 (one
 * home or one cloud machine is given a whole /64, so its addresses count as one).
 */
export function ipNetwork(ip: string): string {
  if (net.isIPv6(ip)) {
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (v4) return v4[1];
    const [head, tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}

/** The IP's key on `day` (its network, see ipNetwork): HMAC-SHA256 under the day's IP key, never the IP. */
export function ipKey(ip: string, day: string): string {
  return crypto.createHmac('sha256', dayKey('ip', day)).update(ipNetwork(ip)).digest('base64url');
}

type Headers = Pick<globalThis.Headers, 'get'>;

/** The caller's visitor and IP keys for `day` (the client IP as the per-IP limits read it, behind TRUSTED_PROXY_HOPS proxies). */
export function visitorKeysOf(headers: Headers, day: string): { visitorKey: string; ipKey: string } {
  const ip = clientIpOf(headers);
  return { visitorKey: visitorKey(ip, (headers.get('user-agent') ?? '').slice(0, 512), day), ipKey: ipKey(ip, day) };
}

/** Mobile, tablet, desktop or other (no user agent, or one we cannot place), from the user agent. */
export function deviceClass(userAgent: string | null): DeviceClass {
  const ua = userAgent ?? '';
  if (!ua) return 'other';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Tab\b/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini|IEMobile/i.test(ua)) return 'mobile';
  if (/Windows NT|Macintosh|X11|Linux x86_64|CrOS/i.test(ua)) return 'desktop';
  return 'other';
}

/** The referrer's host only (never its path or query), lower case; null without a usable referrer. */
export function referrerHost(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const u = new URL(referrer);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.hostname.toLowerCase().slice(0, 253) || null;
  } catch {
    return null;
  }
}

/**
 * A known bot, crawler or link preview (the `isbot` package's maintained list), or a prefetch or
 * preview the browser made on its own, or a HEAD request: recorded, never counted.
 */
export function isBotRequest(method: string, headers: Headers): boolean {
  if (method === 'HEAD') return true;
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''} ${headers.get('x-moz') ?? ''}`.toLowerCase();
  if (purpose.includes('prefetch') || purpose.includes('prerender')) return true;
  if ((headers.get('x-purpose') ?? '').toLowerCase().includes('preview')) return true;
  return isbot(headers.get('user-agent') ?? '');
}
