// The Content-Security-Policy (OWASP ASVS V3.4), shared by next.config.mjs (every response) and
// proxy.ts (pages rendered per request). Pages rendered per request get a fresh nonce and
// 'strict-dynamic': only scripts carrying the nonce, and what they load, run. Prerendered pages
// (the landing page, the 404 page) are the same bytes for everyone and cannot carry a per-request
// nonce, so their policy allows inline scripts from our own origin (see SECURITY.md).

/**
 * @param {{ nonce?: string, dev?: boolean, firebase?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, dev = false, firebase = false } = {}) {
  const firebaseScripts = firebase ? ' https://www.gstatic.com https://www.google.com https://apis.google.com' : '';
  const firebaseConnect = firebase ? ' https://*.googleapis.com https://www.google.com' : '';
  const firebaseFrames = firebase ? ' https://www.google.com https://*.firebaseapp.com' : " 'none'";
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ''}${firebaseScripts}`,
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
}
