import type { ReactNode } from 'react';

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi;
// A sentence's last character is rarely part of the link it ends with.
const TRAILING = /[.,;:!?)\]]+$/;

/** Message text as React nodes: plain text, with its http(s) addresses as links that open apart (never HTML). */
export function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_RE)) {
    const raw = m[0];
    const url = raw.replace(TRAILING, '');
    const start = m.index ?? 0;
    if (start > at) out.push(text.slice(at, start));
    out.push(
      <a key={start} href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
        {url}
      </a>,
    );
    at = start + url.length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
