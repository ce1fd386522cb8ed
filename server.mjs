// The production server (`npm start`): Next.js's request handler, as `next start` runs it, behind
// the page cache's front (lib/page-cache/front.mjs), which sends stored public pages without
// entering Next.js's router, and the campaign list's (lib/campaigns/list-front.mjs), which sends
// the cached default list of GET /api/campaign the same way. Flags and settings as `next start`'s: -H/--hostname (HOSTNAME),
// -p/--port (PORT), KEEP_ALIVE_TIMEOUT_MS. SIGTERM and SIGINT run the shutdown lib/lifecycle.ts
// owns (streams end, this HTTP server stops taking connections and drains the requests in flight,
// the click buffer is written while Next.js finishes its after() work, the queue's workers stop,
// the database closes), bounded, then exit.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

process.env.NODE_ENV ??= 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const { values } = parseArgs({ options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } } });
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
const port = Number(values.port ?? process.env.PORT ?? 3000);
const keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS || 65_000);

const { default: next } = await import('next');
const { answerFromFront } = await import('./lib/page-cache/front.mjs');
const { answerListFromFront } = await import('./lib/campaigns/list-front.mjs');

/**
 * A redirect is sent with one Location. Next.js replays a cached redirect's headers by appending
 * them to those it has set already (vercel/next.js#82117), so a hidden campaign's page sent its
 * Location twice; fetch, some proxies and CDNs join the two into "/a, /a" and go nowhere.
 */
class OneLocationResponse extends http.ServerResponse {
  appendHeader(name, value) {
    if (String(name).toLowerCase() === 'location' && this.hasHeader('location')) return this;
    return super.appendHeader(name, value);
  }
}

const server = http.createServer({ ServerResponse: OneLocationResponse });
server.keepAliveTimeout = keepAliveTimeout;
const app = next({ dev: false, dir: path.dirname(fileURLToPath(import.meta.url)), hostname, port, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();

/** The front never stands in the way: if it fails, Next.js answers. */
function fromFront(req, res) {
  try {
    return answerListFromFront(req, res) || answerFromFront(req, res);
  } catch (err) {
    console.error(`The page cache's front failed on ${req.url}`, err);
    return res.headersSent;
  }
}

server.on('request', (req, res) => {
  if (fromFront(req, res)) return;
  handle(req, res).catch((err) => {
    console.error(`Failed to handle request for ${req.url}`, err);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Internal Server Error');
  });
});
server.on('error', (err) => {
  console.error('Failed to start server', err);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const addr = server.address();
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;
  process.env.PORT = String(typeof addr === 'object' && addr ? addr.port : port);
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${shown}:${process.env.PORT}`;
  console.log(`CollabMarket listening on http://${shown}:${process.env.PORT}`);
});

// Shutdown: the registry of lib/lifecycle.ts, on globalThis (this file cannot import TypeScript;
// the registry is made by whichever side comes first, and lifecycle.ts adds its stopAll). This
// server's own steps: stop taking connections and drain (phase 'http'), and close Next.js, which
// awaits its after() work, the redirects' clicks among it (phase 'clicks', beside the buffer's write).
const lifecycle = (globalThis[Symbol.for('collabmarket.lifecycle')] ??= { steps: [], stopping: null });
function onStop(name, phase, stop) {
  lifecycle.steps = lifecycle.steps.filter((s) => s.name !== name);
  lifecycle.steps.push({ name, phase, stop });
}

/** Stops taking connections and resolves once the requests in flight are answered (or, when `signal` aborts, cuts the rest). */
function drainHttp(signal) {
  return new Promise((resolve) => {
    // Connections left idle, now or when their request in flight is answered, are closed at
    // once: kept alive they would hold close() open for KEEP_ALIVE_TIMEOUT_MS.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    signal?.addEventListener('abort', () => server.closeAllConnections(), { once: true });
    server.close((err) => {
      clearInterval(idle);
      if (err && err.code !== 'ERR_SERVER_NOT_RUNNING') console.error(err);
      resolve();
    });
  });
}
onStop('http', 'http', drainHttp);
onStop('next', 'clicks', () => app.close());

/** What lifecycle.ts bounds (25 s); past this, the process exits whatever is still running. */
const HARD_EXIT_MS = 30_000;

let stopping = false;
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`shutdown: not done within ${HARD_EXIT_MS} ms; exiting`);
      process.exit(code);
    }, HARD_EXIT_MS).unref();
    // lifecycle.ts is loaded at start (instrumentation.ts opens the database through it); without
    // it, this server's own steps still run.
    const stopAll = lifecycle.stopAll ?? (() => drainHttp().then(() => app.close()));
    Promise.resolve()
      .then(() => stopAll())
      .catch((err) => console.error('shutdown failed', err))
      .finally(() => process.exit(code));
  });
}
