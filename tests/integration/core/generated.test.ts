import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { expected, regenerate } from '@/scripts/gen';
import { proxyMatcher } from '@/lib/page-cache/collaborate-views.mjs';
import {
  FOLLOWER_STEPS,
  LATER_PAGE_PATTERN,
  LIST_API_KEYS,
  LIST_DEFAULT_LIMIT,
  LIST_LIMIT_MAX,
  LIST_PAGE_MAX,
  LIST_QUERY,
  LIST_QUERY_KEYS,
  QUALIFY_KEY,
} from '@/lib/campaigns/list-query-space.mjs';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { FOLLOWER_STEPS as OFFERED_STEPS, collaborateHref, parseListQuery } from '@/lib/campaigns/list-query';
import { CAMPAIGN_PLATFORMS, INTERESTS } from '@/lib/constants';

// Source that must be a literal where it is (proxy.ts's matcher: Next.js reads it at build time) is
// written by `npm run gen` from the module that owns it. These tests fail when a copy is stale.
describe('generated source', () => {
  it('has every generated block as `npm run gen` writes it (run it after changing the list query space)', async () => {
    const files = await expected();
    expect(files.map((f) => f.file)).toEqual(['proxy.ts']);
    for (const { file, text, current } of files) expect(current, `${file} is stale: run npm run gen`).toBe(text);
  });

  it('notices a stale block: an entry missing, one too many, or a changed value', async () => {
    const [{ file, current }] = await expected();
    const entries = proxyMatcher();
    expect(await regenerate(file, current, entries.slice(1))).not.toBe(current);
    expect(await regenerate(file, current, [...entries, { source: '/collaborate', has: [{ type: 'query', key: 'sort' }] }])).not.toBe(current);
    const changed = entries.map((e) => (e.has[0].key === 'platform' ? { ...e, has: [{ ...e.has[0], value: '(?!(?:Instagram)$).*' }] } : e));
    expect(await regenerate(file, current, changed)).not.toBe(current);
    await expect(regenerate(file, 'export const config = {};\n', entries)).rejects.toThrow(/generated/);
  });

  it("gives proxy.ts's matcher exactly the list's entries, after its own", () => {
    const list = (config.matcher as unknown[]).filter((m) => typeof m === 'object' && (m as { source: string }).source === '/collaborate');
    expect(list).toEqual(proxyMatcher());
    // Every key the list reads but `page` (the rewrites take it), each once.
    expect(list.map((m) => (m as { has: { key: string }[] }).has[0].key)).toEqual(LIST_QUERY_KEYS.filter((k) => k !== 'page'));
  });
});

describe("the list's query space", () => {
  it('is what the list schema reads, with the same limits and values', () => {
    // `after` (a cursor) is the API's alone; `eligible` the page's alone.
    expect(
      Object.keys(campaignListQuerySchema.shape)
        .filter((k) => k !== 'after')
        .sort(),
    ).toEqual([...LIST_API_KEYS].sort());
    expect(LIST_QUERY_KEYS.filter((k) => !(LIST_API_KEYS as string[]).includes(k))).toEqual([QUALIFY_KEY]);
    expect(LIST_QUERY.platform.values).toEqual(CAMPAIGN_PLATFORMS);
    expect(LIST_QUERY.interest.values).toEqual(INTERESTS);
    const parse = (query: Record<string, string>) => campaignListQuerySchema.safeParse(query).success;
    expect(parse({ page: String(LIST_PAGE_MAX) })).toBe(true);
    expect(parse({ page: String(LIST_PAGE_MAX + 1) })).toBe(false);
    expect(parse({ limit: String(LIST_LIMIT_MAX) })).toBe(true);
    expect(parse({ limit: String(LIST_LIMIT_MAX + 1) })).toBe(false);
    expect(campaignListQuerySchema.parse({}).limit).toBe(LIST_DEFAULT_LIMIT);
    expect(OFFERED_STEPS).toBe(FOLLOWER_STEPS);
  });

  it('matches exactly the later pages (2 to the last) with its page pattern', () => {
    const pattern = new RegExp(`^(?:${LATER_PAGE_PATTERN})$`);
    const matched = Array.from({ length: LIST_PAGE_MAX + 10 }, (_, n) => n).filter((n) => pattern.test(String(n)));
    expect(matched[0]).toBe(2);
    expect(matched).toHaveLength(LIST_PAGE_MAX - 1);
    expect(matched.at(-1)).toBe(LIST_PAGE_MAX);
    for (const text of ['02', '-2', '1e3', ' 2']) expect(pattern.test(text), text).toBe(false);
  });

  it('writes the canonical address in its order, without the defaults', () => {
    const every = parseListQuery({
      page: '3',
      limit: '24',
      eligible: '1',
      open: '0',
      maxFee: '9',
      minFee: '1',
      maxFollowers: '2000',
      minFollowers: '1000',
      interest: 'Travel',
      platform: 'Instagram',
      q: 'tea',
    });
    expect([...new URL(collaborateHref(every), 'http://x').searchParams.keys()]).toEqual(LIST_QUERY_KEYS);
    expect(collaborateHref(parseListQuery({ page: '1', limit: String(LIST_DEFAULT_LIMIT), open: '1', eligible: '0' }))).toBe('/collaborate');
  });
});
