import crypto from 'node:crypto';

// The floor of a tracked link: the same 302 as the product's /r/{code} (a destination with the
// same utm_ parameters and a fresh click id, the same headers, security headers included), with no
// lookup and no recording.

export const dynamic = 'force-dynamic';

const target = 'https://shop.example/landing?utm_source=collabmarket&utm_medium=influencer&utm_campaign=monsoon-picks&utm_content=asha-verma&cm_click=';

// What lib/route.ts's withApiHeaders adds to every API answer (lib/security/csp.mjs, API_CSP).
const security = {
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  ...(process.env.NODE_ENV === 'production' ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
};

export function GET() {
  return new Response(null, {
    status: 302,
    headers: {
      ...security,
      Location: target + crypto.randomUUID(),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  });
}
