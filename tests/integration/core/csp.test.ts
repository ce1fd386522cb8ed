import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { NextRequest } from 'next/server';
import { getRewrittenUrl, unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';
import { config, proxy } from '@/proxy';
import { contentSecurityPolicy } from '@/lib/security/csp.mjs';
import { ALL_VIEW, viewParams } from '@/lib/campaigns/list-query';
import { collaborateRewrites } from '@/lib/page-cache/collaborate-views.mjs';
import { KNOWN_VALUES, LIST_QUERY_KEYS } from '@/lib/campaigns/list-query-space.mjs';
import { CAMPAIGN_PLATFORMS, INTERESTS } from '@/lib/constants';

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

// Cached pages (the same bytes for everyone, so no per-request nonce): the page cache gives each
// its policy with the hashes of its inline scripts. The catch-all for unknown URLs goes through it too.
const ID = '/00000000-0000-4000-8000-000000000000';
const CACHED = new Set([
  '/',
  '/no-such-page',
  '/collaborate',
  `/collaborate${ID}`,
  `/campaigns${ID}`,
  `/creators${ID}`,
  '/docs/api',
  `/docs/api${ID}`,
  `/docs/api${ID}${ID}`,
]);

describe('Content-Security-Policy', () => {
  it('the proxy covers every page rendered per request, and no cached page', () => {
    const routes = pageRoutes();
    expect(routes.length).toBeGreaterThan(15);
    expect(routes).toEqual(expect.arrayContaining([...CACHED].filter((u) => u !== '/collaborate')));
    for (const url of routes) {
      const matched = unstable_doesMiddlewareMatch({ config, url, headers: {} });
      expect(matched, `${url} ${matched ? 'is' : 'is not'} matched by proxy.ts config.matcher`).toBe(!CACHED.has(url));
    }
    // Nor what merely looks like a page, static files, or same-origin API reads (no Origin header).
    for (const url of [
      '/brand/dashboardx',
      '/creator/profile',
      '/campaigns/a/b',
      '/collaborate',
      '/collaborate?utm_source=newsletter',
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
      const res = proxy(new NextRequest('http://localhost:3000/login'));
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

  it('sends every query of the campaign list to its one cached page (canonical form), the audience only with "qualify for"', () => {
    const rewrite = (url: string, cookie?: string) => {
      expect(unstable_doesMiddlewareMatch({ config, url, headers: {} }), url).toBe(true);
      const req = new NextRequest(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
      const res = proxy(req);
      expect(res.headers.get('content-security-policy'), url).toBeNull();
      return new URL(res.headers.get('x-middleware-rewrite')!);
    };
    const rewritten = (url: string, cookie?: string) => rewrite(url, cookie).pathname;
    // What the cached page renders: the view segment read back as the list's parameters.
    const rendered = (url: string, cookie?: string) => viewParams(rewritten(url, cookie).replace('/collaborate/', ''));
    // (The selects alone skip the proxy, next test; with a default limit they come through it to the same address.)
    const one = rewritten('/collaborate?platform=Instagram&page=2&limit=12');
    expect(one).toBe('/collaborate/f-Instagram-any-2');
    expect(rendered('/collaborate?platform=Instagram&page=2&limit=12')).toEqual({ platform: 'Instagram', page: '2' });
    expect(rewritten('/collaborate?page=2&utm_source=x&limit=12&platform=Instagram')).toBe(one);
    expect(rewritten('/collaborate?interest=Travel&platform=YouTube&open=1')).toBe('/collaborate/f-YouTube-Travel');
    expect(rendered('/collaborate?interest=Travel&open=1')).toEqual({ interest: 'Travel' });
    // A value the select does not offer is ignored, the other kept.
    expect(rewritten('/collaborate?platform=instagram&interest=Health')).toBe('/collaborate/f-any-Health');
    expect(rewritten('/collaborate?page=1&limit=12')).toBe(`/collaborate/${ALL_VIEW}`);
    expect(rewritten('/collaborate?platform=Nope&page=-3')).toBe(`/collaborate/${ALL_VIEW}`);
    expect(rendered('/collaborate?q=chai%20%26%20biscuits%2050%25')).toEqual({ q: 'chai & biscuits 50%' });
    const audience = 'cm_audience=Instagram:12000,YouTube:5000';
    expect(rendered('/collaborate?page=2&limit=12', audience)).toEqual({ page: '2' });
    expect(rendered('/collaborate?eligible=1', audience)).toEqual({ eligible: '1', aud: 'Instagram:12000,YouTube:5000' });
    // A visitor, or a cookie that is not an audience: the page asks them to log in.
    expect(rendered('/collaborate?eligible=1')).toEqual({ eligible: '1' });
    expect(rendered('/collaborate?eligible=1', 'cm_audience=<script>')).toEqual({ eligible: '1' });
    // The client router's RSC requests keep their cache-busting parameter (Next.js redirects without it).
    expect(rewrite('/collaborate?q=chai&_rsc=abc123').searchParams.get('_rsc')).toBe('abc123');
    expect(rewrite('/collaborate?q=chai').search).toBe('');
  });

  it('sends the whole list and its plain pages to their cached page without the proxy, every other list query through it', async () => {
    const nextConfig = ((await import(path.join(process.cwd(), 'next.config.mjs'))) as { default: NextConfig }).default;
    const configRewrite = async (url: string) => {
      expect(unstable_doesMiddlewareMatch({ config, url, headers: {} }), url).toBe(false);
      const res = await unstable_getResponseFromNextConfig({ url: `http://localhost:3000${url}`, nextConfig });
      return new URL(getRewrittenUrl(res)!).pathname;
    };
    expect(await configRewrite('/collaborate')).toBe(`/collaborate/${ALL_VIEW}`);
    // `?page=N`: the rule's page pattern (Next.js's test helper does not fill a destination from
    // a `has` group; tests/e2e/page-cache.spec.ts reads page 2 from a built server).
    const rules = collaborateRewrites();
    const pageRule = rules.find((r) => r.destination === '/collaborate/page-:page')!;
    const allRule = rules.at(-1)!;
    expect(allRule.destination).toBe(`/collaborate/${ALL_VIEW}`);
    const pagePattern = new RegExp(`^${pageRule.has![0].value}$`);
    for (const n of ['2', '9', '10', '999', '10000']) expect(pagePattern.test(n), n).toBe(true);
    for (const first of ['1', '0', '-2', '02', 'abc', '10001', '']) {
      expect(pagePattern.test(first), first).toBe(false);
      expect(await configRewrite(`/collaborate?page=${first}`)).toBe(`/collaborate/${ALL_VIEW}`);
    }
    expect(pageRule.missing!.map((m) => m.key).sort()).toEqual(LIST_QUERY_KEYS.filter((k) => k !== 'page').sort());
    // The proxy makes the same address for a page alone, however it came (an empty search box).
    const viaProxy = new URL(proxy(new NextRequest('http://localhost:3000/collaborate?q=&page=2')).headers.get('x-middleware-rewrite')!);
    expect(viaProxy.pathname).toBe('/collaborate/page-2');
    expect(viewParams('page-2')).toEqual({ page: '2' });
    // Every other key the list reads reaches the proxy, alone or with a page.
    for (const key of LIST_QUERY_KEYS.filter((k) => k !== 'page' && k !== 'platform' && k !== 'interest')) {
      expect(unstable_doesMiddlewareMatch({ config, url: `/collaborate?${key}=1`, headers: {} }), key).toBe(true);
      expect(unstable_doesMiddlewareMatch({ config, url: `/collaborate?page=2&${key}=1`, headers: {} }), key).toBe(true);
    }
  });

  it('sends the selects alone (platform and/or interest with an offered value, any page) to their cached page without the proxy', async () => {
    const skips = (url: string) => !unstable_doesMiddlewareMatch({ config, url, headers: {} });
    for (const url of [
      '/collaborate?platform=Instagram',
      '/collaborate?interest=Fashion&platform=YouTube',
      '/collaborate?platform=TikTok&page=3',
      '/collaborate?platform=&interest=Travel',
      '/collaborate?interest=Health&utm_source=newsletter',
    ])
      expect(skips(url), url).toBe(true);
    // Any value the selects do not offer, or any other key the list reads, goes through the proxy.
    for (const url of [
      '/collaborate?platform=Foo',
      '/collaborate?platform=instagram',
      '/collaborate?interest=Travel%20x',
      '/collaborate?platform=Instagram&q=chai',
    ])
      expect(skips(url), url).toBe(false);
    // The proxy's matcher is written out (Next.js reads it at build time): the same values as the rewrites'.
    const matcherValue = (key: string) =>
      (config.matcher as { has?: { key: string; value?: string }[] }[]).find((m) => m.has?.[0]?.key === key)?.has?.[0]?.value;
    expect(matcherValue('platform')).toBe(`(?!(?:${KNOWN_VALUES.platform})$).*`);
    expect(matcherValue('interest')).toBe(`(?!(?:${KNOWN_VALUES.interest})$).*`);
    expect(KNOWN_VALUES.platform.split('|')).toEqual([...CAMPAIGN_PLATFORMS]);
    expect(KNOWN_VALUES.interest.split('|')).toEqual([...INTERESTS]);
    // Each filter rule leaves out every other key the list reads, so a query with one goes to the proxy.
    const filterRules = collaborateRewrites().filter((r) => r.destination.startsWith('/collaborate/f-'));
    expect(filterRules).toHaveLength(6);
    for (const rule of filterRules) {
      const keys = [...rule.has!.map((h) => h.key), ...rule.missing!.map((m) => m.key)];
      expect(new Set(keys).size, rule.destination).toBe(keys.length);
      expect(keys.filter((k) => k !== 'page').sort(), rule.destination).toEqual(LIST_QUERY_KEYS.filter((k) => k !== 'page').sort());
    }
    // The rewrites' addresses read back as the list's parameters ("any" is an unset select).
    expect(viewParams('f-Instagram-Fashion')).toEqual({ platform: 'Instagram', interest: 'Fashion' });
    expect(viewParams('f-any-Travel-12')).toEqual({ interest: 'Travel', page: '12' });
    expect(viewParams('f-Instagram-any-0')).toEqual({});
  });

  it('keeps the strict directives in every policy, and inline scripts only by nonce or hash', () => {
    const hashed = contentSecurityPolicy({ hashes: ["'sha256-abc='"] });
    expect(hashed).toContain("script-src 'self' 'sha256-abc=';");
    for (const policy of [contentSecurityPolicy(), hashed, contentSecurityPolicy({ nonce: 'abc' })]) {
      expect(/script-src[^;]*'unsafe-inline'/.test(policy), policy).toBe(false);
      for (const d of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
        expect(policy).toContain(d);
      expect(policy).not.toContain('unsafe-eval');
    }
    expect(contentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
  });

  it("allows Razorpay Checkout's hosts only when Razorpay is the payment provider", async () => {
    const pagePolicy = (res: Response) => res.headers.get('content-security-policy') ?? '';
    // The local provider (the default): no Razorpay host anywhere in a page's policy.
    const local = pagePolicy(proxy(new NextRequest('http://localhost:3000/login')));
    expect(local).not.toContain('razorpay');
    expect(local).toContain("frame-src 'none'");
    vi.stubEnv('PAYMENT_PROVIDER', 'razorpay');
    vi.resetModules();
    try {
      const { proxy: razorpayProxy } = await import('@/proxy');
      const policy = pagePolicy(razorpayProxy(new NextRequest('http://localhost:3000/login')));
      expect(policy).toMatch(/script-src [^;]*'strict-dynamic'[^;]* https:\/\/checkout\.razorpay\.com/);
      expect(policy).toContain('frame-src https://api.razorpay.com;');
      expect(policy).toMatch(/connect-src 'self' https:\/\/api\.razorpay\.com https:\/\/lumberjack\.razorpay\.com;/);
      for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy).toContain(d);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
