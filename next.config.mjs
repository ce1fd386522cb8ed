import { contentSecurityPolicy, securityHeaders } from './lib/security/csp.mjs';

// Security headers for every page (OWASP ASVS V3.4). proxy.ts replaces the CSP of pages
// rendered per request with a nonce-based one; with Firebase configured, its hosts are allowed.
const csp = contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development', firebase: Boolean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY) });

const pageHeaders = securityHeaders({ csp, production: process.env.NODE_ENV === 'production' });

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Separate build folders let several builds or dev servers run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  experimental: {
    // Forms send their images through server actions: room for the largest upload (MAX_UPLOAD_BYTES)
    // and the form's other fields. Read at build time, like the rest of this file.
    serverActions: { bodySizeLimit: Number(process.env.MAX_UPLOAD_BYTES || 5 * 1024 * 1024) + 1024 * 1024 },
  },
  // The dev server also answers on 127.0.0.1 (it blocks other hosts' dev resources by default).
  allowedDevOrigins: ['127.0.0.1'],
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'bcryptjs', 'nodemailer', 'firebase-admin', 'ioredis'],
  // Fewer candidate widths than Next's default (8 + 8): every <img> carries its srcset twice (HTML
  // and the inline RSC payload), and the landing page has 27 of them. These cover phones (640,
  // 750), tablets and laptops (1080) and large screens (1920); small sizes serve logos and cards.
  images: { formats: ['image/avif', 'image/webp'], deviceSizes: [640, 750, 1080, 1920], imageSizes: [64, 128, 256, 384] },
  async headers() {
    return [
      // API answers and tracked-link redirects (/r/) get theirs from lib/route.ts (cheaper there
      // than a rule matched per request).
      { source: '/((?!api/|r/).*)', headers: pageHeaders },
      // Uploaded files: the site's page policy would replace the handler's own; they get the
      // strictest one (last match wins), so even a file a browser tried to render runs nothing.
      { source: '/uploads/:name*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; sandbox" }] },
    ];
  },
};

export default nextConfig;
