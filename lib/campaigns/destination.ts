import 'server-only';
import { domainToASCII, domainToUnicode } from 'node:url';

// Where a campaign's tracked links lead, as people should read it. A host can be written in
// letters that look like others (`аpple.com` with a Cyrillic "а" is `xn--pple-43d.com`): every
// place that shows a destination shows its Unicode form and, when it differs, the ASCII
// (punycode) form beside it, which is what the browser really goes to.

function parse(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The host a destination leads to, in the form that decides where it leads: ASCII (punycode),
 * lower case, with its port when one is written. Null for no destination (or none readable).
 * Two destinations lead to the same site exactly when their keys are equal.
 */
export function destinationHostKey(url: string | null | undefined): string | null {
  const u = parse(url);
  if (!u?.hostname) return null;
  const host = u.hostname.toLowerCase();
  const ascii = domainToASCII(host) || host;
  return u.port ? `${ascii}:${u.port}` : ascii;
}

/** A host (ASCII or Unicode, with or without a port) as read: "аpple.com (xn--pple-43d.com)", or just "apple.com". */
export function hostLabel(host: string): string {
  const m = /^(.*?)(:\d+)?$/.exec(host.trim().toLowerCase())!;
  const name = m[1];
  const port = m[2] ?? '';
  const ascii = (domainToASCII(name) || name) + port;
  const unicode = (domainToUnicode(ascii.slice(0, ascii.length - port.length)) || name) + port;
  return unicode === ascii ? ascii : `${unicode} (${ascii})`;
}

/** A destination as pages and e-mails show it: its host label and the address a browser really opens (ASCII host). */
export function describeDestination(url: string | null | undefined): { host: string; href: string } | null {
  const u = parse(url);
  const key = destinationHostKey(url);
  if (!u || !key) return null;
  return { host: hostLabel(key), href: u.href };
}

/** A change of host as the timeline words it: "apple.com → аpple.com (xn--pple-43d.com)" ("none" for no destination). */
export function hostChangeLabel(from: string | null, to: string | null): string {
  return `${from ? hostLabel(from) : 'none'} → ${to ? hostLabel(to) : 'none'}`;
}
