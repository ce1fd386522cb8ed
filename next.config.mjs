import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, securityHeaders } from './lib/security/csp.mjs';
import { PAGE_REVALIDATE_SECONDS, PAGE_STALE_SECONDS, PUBLIC_PAGE_CACHE_CONTROL } from './lib/page-cache/cache-control.mjs';
import { collaborateRewrites } from './lib/page-cache/collaborate-views.mjs';

// Security headers for every page (OWASP ASVS V3.4). The Content-Security-Policy comes with each
// page: pages rendered per request get a nonce-based one from proxy.ts, cached pages one with the
// hashes of their inline scripts from the page cache (lib/page-cache/handler.mjs). A policy here
// would be sent beside theirs, and browsers enforce both. The development server (no cache) is the exception.
const dev = process.env.NODE_ENV === 'development';
const firebase = Boolean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY);
const pageHeaders = securityHeaders({ csp: dev ? contentSecurityPolicy({ dev, firebase }) : undefined, production: process.env.NODE_ENV === 'production' });

// Public pages a CDN may keep (README, "Putting a CDN in front"); our own servers invalidate them on every write.
const publicCache = [{ key: 'Cache-Control', value: PUBLIC_PAGE_CACHE_CONTROL }];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  output: 'standalone',
  // Next.js would hash every page it sends (a JavaScript loop over each character, per request:
  // 12 % of a cached page's CPU) to offer an ETag. Pages are fresh for 10 s at a CDN and always
  // asked again by browsers (max-age=0), so they go without; the public campaign list API keeps
  // its own ETag, computed once per cache entry (lib/campaigns/list-cache.ts).
  generateEtags: false,
  // Separate build folders let several builds or dev servers run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // proxy.ts sees the request's address as the server was started on it. Otherwise Next.js calls any
  // loopback address "localhost" there, and on a server started on 127.0.0.1 (HOSTNAME) each of the
  // proxy's rewrites would look like another origin's and go out over HTTP to the same server:
  // twice the work, and now and then an ECONNRESET served as an empty page (vercel/next.js#94745).
  skipProxyUrlNormalize: true,
  experimental: {
    // Forms send their images through server actions: room for the most a form sends (a content
    // submission's 10 images of at most MAX_UPLOAD_BYTES, as POST /api/collaborations/:id/submissions
    // takes) and the other fields. Past it Next.js answers with its own "Body exceeded" error, which
    // a form can only report as a failure; the browser checks each image (components/ui/image-rules.ts)
    // so that never happens, and the service says plainly which image is too large.
    // Read at build time, like the rest of this file.
    serverActions: { bodySizeLimit: Number(process.env.MAX_UPLOAD_BYTES || 5 * 1024 * 1024) * 10 + 2 * 1024 * 1024 },
  },
  // The dev server also answers on 127.0.0.1 (it blocks other hosts' dev resources by default).
  allowedDevOrigins: ['127.0.0.1'],
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'bcryptjs', 'nodemailer', 'firebase-admin', 'ioredis', 'pg-boss', 'prom-client'],
  // Fewer candidate widths than Next's default (8 + 8): every <img> carries its srcset twice (HTML
  // and the inline RSC payload), and the landing page has 27 of them. These cover phones (640,
  // 750), tablets and laptops (1080) and large screens (1920); small sizes serve logos and cards.
  images: { formats: ['image/avif', 'image/webp'], deviceSizes: [640, 750, 1080, 1920], imageSizes: [64, 128, 256, 384] },
  // The page cache: memory, invalidated by tag on every server (lib/page-cache/).
  cacheHandler: fileURLToPath(new URL('./lib/page-cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // A cached page unvisited this long is rendered before it is served again; this also makes the
  // stale-while-revalidate of Next.js's own Cache-Control (the list's rewritten addresses).
  expireTime: PAGE_REVALIDATE_SECONDS + PAGE_STALE_SECONDS,
  // The campaign list without a query is one cached page (proxy.ts sends the others to theirs).
  async rewrites() {
    return { beforeFiles: collaborateRewrites() };
  },
  async headers() {
    return [
      // API answers and tracked-link redirects (/r/) get theirs from lib/route.ts (cheaper there
      // than a rule matched per request).
      { source: '/((?!api/|r/).*)', headers: pageHeaders },
      ...['/', '/collaborate', '/campaigns/:id', '/creators/:id', '/docs/api', '/docs/api/:tag', '/docs/api/:tag/:operation'].map((source) => ({
        source,
        headers: publicCache,
      })),
      // Uploaded files: the site's page policy would replace the handler's own; they get the
      // strictest one (last match wins), so even a file a browser tried to render runs nothing.
      { source: '/uploads/:name*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; sandbox" }] },
    ];
  },
};

export default nextConfig;
