// Which known platform a post's address is on (no zod, no server code: forms and pages use it too).

type Platform = 'Instagram' | 'YouTube' | 'TikTok' | 'Twitter';

const HOSTS: Record<string, Platform> = {
  'instagram.com': 'Instagram',
  'www.instagram.com': 'Instagram',
  'm.instagram.com': 'Instagram',
  'youtube.com': 'YouTube',
  'www.youtube.com': 'YouTube',
  'm.youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'tiktok.com': 'TikTok',
  'www.tiktok.com': 'TikTok',
  'm.tiktok.com': 'TikTok',
  'vm.tiktok.com': 'TikTok',
  'vt.tiktok.com': 'TikTok',
  'twitter.com': 'Twitter',
  'www.twitter.com': 'Twitter',
  'mobile.twitter.com': 'Twitter',
  'x.com': 'Twitter',
  'www.x.com': 'Twitter',
};

/**
 * The platform of a post's https address (a page under one of the platform's own hosts, not its
 * home page), or null: anything else is not shown as a post. No credentials, no other port.
 */
export function postPlatform(value: string): Platform | null {
  let u: URL;
  try {
    u = new URL(value.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || u.username || u.password || u.port) return null;
  const platform = HOSTS[u.hostname.toLowerCase()];
  if (!platform) return null;
  return u.pathname.replace(/\/+$/, '') === '' ? null : platform;
}
