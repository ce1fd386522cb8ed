// @ts-check
// The Content-Security-Policy (OWASP ASVS V3.4). No page allows inline scripts it did not vouch for:
// - pages rendered per request (dashboards, sign-in) get a fresh nonce from proxy.ts and
//   'strict-dynamic': only scripts carrying the nonce, and what they load, run;
// - cached pages (the public ones, the same bytes for everyone) list the SHA-256 of each of their
//   inline scripts; the page cache (lib/page-cache/handler.mjs) stores the policy with the page.
// Without either, scripts may come from our origin only.

/**
 * `razorpay`: Razorpay is the payment provider (PAYMENT_PROVIDER=razorpay): the brand's job page loads
 * its Checkout script from checkout.razorpay.com, which opens its form in a frame of api.razorpay.com
 * and reports to it. Only then are those hosts allowed.
 * @param {{ nonce?: string, hashes?: string[], dev?: boolean, firebase?: boolean, razorpay?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, hashes = [], dev = false, firebase = false, razorpay = false } = {}) {
  const firebaseScripts = firebase ? ' https://www.gstatic.com https://www.google.com https://apis.google.com' : '';
  const firebaseConnect = firebase ? ' https://*.googleapis.com https://www.google.com' : '';
  const frames = [...(firebase ? ['https://www.google.com', 'https://*.firebaseapp.com'] : []), ...(razorpay ? ['https://api.razorpay.com'] : [])];
  const razorpayScripts = razorpay ? ' https://checkout.razorpay.com' : '';
  const razorpayConnect = razorpay ? ' https://api.razorpay.com https://lumberjack.razorpay.com' : '';
  // The development server renders every page per request and is never cached: it alone may run inline scripts.
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : dev ? "'self' 'unsafe-inline'" : ["'self'", ...hashes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ''}${firebaseScripts}${razorpayScripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${firebaseConnect}${razorpayConnect}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers of every response. Pages get theirs from next.config.mjs; API answers get
 * theirs from the route wrapper (lib/route.ts), because Next.js compiles config header rules on
 * every request that matches them, which cost the public campaign list about 4% of its throughput.
 * JSON is never rendered, so API answers carry the strictest policy.
 * @param {{ csp?: string, production: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ csp, production }) {
  return [
    ...(csp ? [{ key: 'Content-Security-Policy', value: csp }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** The policy of API answers: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";
