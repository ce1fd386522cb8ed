import fs from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';
import { contentSecurityPolicy } from '@/lib/security/csp.mjs';

/** Every page route under app/, as a URL with sample values for its dynamic segments. */
function pageRoutes(dir = path.join(process.cwd(), 'app'), prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) {
      if (entry.name === 'page.tsx') out.push(prefix || '/');
      continue;
    }
    const name = entry.name;
    const segment = /^\(.*\)$/.test(name)
      ? ''
      : /^\[\.\.\..*\]$/.test(name)
        ? '/no-such-page'
        : /^\[.*\]$/.test(name)
          ? '/00000000-0000-4000-8000-000000000000'
          : `/${name}`;
    out.push(...pageRoutes(path.join(dir, name), prefix + segment));
  }
  return out;
}

// Prerendered at build time (the same bytes for everyone, so no per-request nonce), and the
// catch-all that answers unknown URLs with the 404 page, which keeps the same static policy.
const STATIC_POLICY = new Set(['/', '/no-such-page']);

describe('Content-Security-Policy', () => {
  it('the proxy covers every page rendered per request, and nothing prerendered or unknown', () => {
    const routes = pageRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const url of routes) {
      const matched = unstable_doesMiddlewareMatch({ config, url, headers: {} });
      expect(matched, `${url} ${matched ? 'is' : 'is not'} matched by proxy.ts config.matcher`).toBe(!STATIC_POLICY.has(url));
    }
    // Nor what merely looks like a page, static files, or same-origin API reads (no Origin header).
    for (const url of [
      '/brand/dashboardx',
      '/creator/profile',
      '/campaigns/a/b',
      '/collaborate/x',
      '/login2',
      '/_next/static/chunks/a.js',
      '/icon.svg',
      '/api/campaign',
    ]) {
      expect(unstable_doesMiddlewareMatch({ config, url, headers: {} }), url).toBe(false);
    }
    expect(unstable_doesMiddlewareMatch({ config, url: '/api/campaign', headers: { origin: 'https://app.example.com' } })).toBe(true);
  });

  it('gives each page request a fresh nonce, in the request for Next.js and in the response', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = proxy(new NextRequest('http://localhost:3000/collaborate'));
      const policy = res.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/=]{20,})'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toContain("'strict-dynamic'");
      expect(/script-src[^;]*'unsafe-inline'/.test(policy)).toBe(false);
      // Next.js passes modified request headers on as x-middleware-request-* headers.
      expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(3);
  });

  it('keeps the strict directives in both policies', () => {
    for (const policy of [contentSecurityPolicy(), contentSecurityPolicy({ nonce: 'abc' })]) {
      for (const d of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
        expect(policy).toContain(d);
      expect(policy).not.toContain('unsafe-eval');
    }
    expect(contentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
  });
});
