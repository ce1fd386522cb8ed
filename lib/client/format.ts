/** Turns a stored relative path (`uploads\\x.png` or `uploads/x.png`) into a URL on our host. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `/${path.replace(/\\/g, '/').replace(/^\/+/, '')}`;
}

export function formatFollowers(n: number): string {
  return n >= 1000 ? `${Math.round(n / 100) / 10}K`.replace('.0K', 'K') : String(n);
}

/** The singular or plural wording for a count: plural(1, 'request', 'requests') is "request". */
export function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** Up to two initials of a name, for an avatar without a photo: "Asha Verma" is "AV". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
