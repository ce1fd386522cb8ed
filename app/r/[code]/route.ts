import crypto from 'node:crypto';
import { after } from 'next/server';
import { z } from '@/lib/zod';
import { route } from '@/lib/route';
import { trackingClock } from '@/lib/tracking/clock';
import { findLink, isCounting, redirectTarget } from '@/lib/tracking/links';
import { recordClick } from '@/lib/tracking/clicks';
import { deviceClass, indiaDay, isBotRequest, referrerHost, visitorKeyOf } from '@/lib/tracking/visitor';

// A creator's tracked link: 302 to the campaign's destination with our utm_ parameters and the
// click's id (`cm_click`, which a shop may report with a sale), and the click recorded. Lean on
// purpose: no session is read (auth 'none'), the link comes from a short in-process cache and the
// click goes to a buffer written in batches (lib/tracking/clicks.ts). The proxy (middleware) does
// not run on /r/.

const params = z.object({ code: z.string() });

function notActive(): Response {
  return new Response('This link is not active.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex' } });
}

const handler = route({ auth: 'none', params }, async ({ req, params: { code } }) => {
  const now = trackingClock.now();
  const link = await findLink(code, now);
  if (!link) return notActive();
  const id = crypto.randomUUID();
  const bot = isBotRequest(req.method, req.headers);
  const day = indiaDay(now);
  const committed = recordClick({
    id,
    collaborationId: link.collaborationId,
    at: new Date(now),
    day,
    visitorKey: visitorKeyOf(req.headers, day),
    referrerHost: referrerHost(req.headers.get('referer')),
    device: deviceClass(req.headers.get('user-agent')),
    bot,
    counted: !bot && isCounting(link, now),
  });
  // Keeps a stopping server up until this click is committed (next start awaits what after() was
  // given on SIGTERM). A promise, not a callback: Next only waits on it (a callback is queued and
  // run in a snapshot of the request's context, which costs more on this path). Outside a request
  // scope (tests calling the handler) there is none.
  try {
    after(committed);
  } catch {
    /* no request scope */
  }
  return new Response(null, {
    status: 302,
    headers: {
      Location: redirectTarget(link, id),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      // The destination learns the referring site's origin (never a path), as on any link.
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  });
});

export const GET = handler;
export const HEAD = handler;
