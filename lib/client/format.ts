/** Turns a stored relative path (`uploads\\x.png` or `uploads/x.png`) into a URL on our host. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `/${path.replace(/\\/g, '/').replace(/^\/+/, '')}`;
}

export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

const IST = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** A moment as India time, labelled: "24 Nov 2026, 1:35 pm IST". */
export function formatDateTimeIst(value: string | Date): string {
  return `${IST.format(typeof value === 'string' ? new Date(value) : value)} IST`;
}

export function formatFollowers(n: number): string {
  return n >= 1000 ? `${Math.round(n / 100) / 10}K`.replace('.0K', 'K') : String(n);
}
