// Security headers for every response (OWASP ASVS V3.4). Scripts are limited to our own origin;
// 'unsafe-inline' stays for scripts because statically prerendered pages cannot carry per-request
// nonces (see SECURITY.md). With Firebase configured, its phone-auth hosts are allowed too.
const firebase = Boolean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY);
const firebaseScripts = firebase ? ' https://www.gstatic.com https://www.google.com https://apis.google.com' : '';
const firebaseConnect = firebase ? ' https://*.googleapis.com https://www.google.com' : '';
const firebaseFrames = firebase ? " https://www.google.com https://*.firebaseapp.com" : " 'none'";
const dev = process.env.NODE_ENV === 'development';

const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}${firebaseScripts}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  `connect-src 'self'${firebaseConnect}`,
  `frame-src${firebaseFrames}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(process.env.NODE_ENV === 'production' ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Separate build folders let several builds or dev servers run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The dev server also answers on 127.0.0.1 (it blocks other hosts' dev resources by default).
  allowedDevOrigins: ['127.0.0.1'],
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'bcryptjs', 'nodemailer', 'firebase-admin', 'ioredis'],
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Uploaded files: the site's page policy would replace the handler's own; they get the
      // strictest one (last match wins), so even a file a browser tried to render runs nothing.
      { source: '/uploads/:name*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; sandbox" }] },
    ];
  },
};

export default nextConfig;
