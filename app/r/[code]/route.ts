import crypto from 'node:crypto';
import { after } from 'next/server';
import { errorResponse, withApiHeaders } from '@/lib/route';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { trackingClock } from '@/lib/tracking/clock';
import { findLink, isCounting, redirectTarget } from '@/lib/tracking/links';
import { recordClick } from '@/lib/tracking/clicks';
import { deviceClass, isBotRequest, referrerHost, visitorKeysOf } from '@/lib/tracking/visitor';

// A creator's tracked link: 302 to the campaign's destination with our utm_ parameters and the
// click's id (`cm_click`, which a shop may report with a sale), and the click recorded. The
// hottest path we have, so it skips the route() wrapper (no session, no body, no params schema:
// findLink checks the code's shape, and anything unknown is a 404) and keeps only what it needs: the
// link comes from a short in-process cache, the click goes to a buffer written in batches
// (lib/tracking/clicks.ts), and the answer carries the same security headers as every API answer.
// The proxy (middleware) does not run on /r/.

function notActive(): Response {
  return withApiHeaders(
    new Response('This link is not active.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex' } }),
  );
}

async function redirect(req: Request, code: string): Promise<Response> {
  const now = trackingClock.now();
  const link = await findLink(code, now);
  if (!link) return notActive();
  const id = crypto.randomUUID();
  const bot = isBotRequest(req.method, req.headers);
  const day = todayInIndia(now);
  const committed = recordClick({
    id,
    collaborationId: link.collaborationId,
    at: new Date(now),
    day,
    ...visitorKeysOf(req.headers, day),
    referrerHost: referrerHost(req.headers.get('referer')),
    device: deviceClass(req.headers.get('user-agent')),
    bot,
    counted: !bot && isCounting(link, now),
  });
  // Keeps a stopping server up until this click is committed (server.mjs awaits what after() was
  // given on SIGTERM). A promise, not a callback: Next only waits on it (a callback is queued and
  // run in a snapshot of the request's context, which costs more on this path). Outside a request
  // scope (tests calling the handler) there is none.
  try {
    after(committed);
  } catch {
    /* no request scope */
  }
  return withApiHeaders(
    new Response(null, {
      status: 302,
      headers: {
        Location: redirectTarget(link, id),
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        // The destination learns the referring site's origin (never a path), as on any link.
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      },
    }),
  );
}

async function handler(req: Request, ctx: { params: Promise<{ code: string }> }): Promise<Response> {
  try {
    return await redirect(req, (await ctx.params).code);
  } catch (err) {
    // The database is away and the link is not cached: 503 with Retry-After, like every API answer.
    return withApiHeaders(errorResponse(err, crypto.randomUUID()));
  }
}

export const GET = handler;
export const HEAD = handler;
