import { describe, expect, it } from 'vitest';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
import { GET as detail } from '@/app/api/collaborations/[id]/route';
import { call } from '@/tests/helpers/http';
import { clicksOf, rollupOf, setStage, trackedCollaboration, visit } from './support';

function location(res: { headers: Headers }) {
  const raw = res.headers.get('location');
  expect(raw).toBeTruthy();
  return new URL(raw!);
}

describe('GET /r/{code}', () => {
  it('answers 302 to the destination with utm parameters and the click id, and records the click', async () => {
    const t = await trackedCollaboration({ campaignName: 'Monsoon Picks 2026!', creatorName: 'Asha Vérma' });
    const res = await visit(t.code, { referer: 'https://www.instagram.com/p/abc?igsh=secret' });
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    // The security headers of API answers (next.config.mjs leaves /r/ to lib/route.ts).
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const to = location(res);
    expect(to.origin + to.pathname).toBe('https://shop.example/monsoon');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      utm_source: 'collabmarket',
      utm_medium: 'influencer',
      utm_campaign: 'monsoon-picks-2026',
      utm_content: 'asha-verma',
      cm_click: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const clicks = await clicksOf(t.collaborationId);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({
      id: to.searchParams.get('cm_click'),
      campaignId: t.campaign.id,
      referrerHost: 'www.instagram.com',
      device: 'desktop',
      bot: false,
      counted: true,
    });
  });

  it('keeps the destination own query and fragment, replacing only same-named utm keys', async () => {
    const t = await trackedCollaboration({ destinationUrl: 'https://shop.example/p/42?color=red&utm_source=newsletter&q=a%20b&flag#reviews' });
    const raw = (await visit(t.code)).headers.get('location')!;
    expect(
      raw.startsWith(
        'https://shop.example/p/42?color=red&q=a%20b&flag&utm_source=collabmarket&utm_medium=influencer&utm_campaign=monsoon-picks&utm_content=asha-verma&cm_click=',
      ),
    ).toBe(true);
    expect(raw.endsWith('#reviews')).toBe(true);
    expect(new URL(raw).searchParams.getAll('utm_source')).toEqual(['collabmarket']);
  });

  it('answers 404 "This link is not active" for an unknown code, a requested or declined collaboration, or a campaign without destination', async () => {
    const unknown = await visit('ZZZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ raw: 'This link is not active.\n' });
    expect((await visit('%00bad')).status).toBeLessThan(500);
    expect((await visit('x'.repeat(500))).status).toBe(404);
    for (const stage of ['requested', 'declined']) {
      const t = await trackedCollaboration({ stage });
      const res = await visit(t.code);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await clicksOf(t.collaborationId)).toEqual([]);
    }
    const none = await trackedCollaboration({ destinationUrl: null });
    expect((await visit(none.code)).status).toBe(404);
    expect(await clicksOf(none.collaborationId)).toEqual([]);
  });

  it('shows trackingUrl and promoCode in the collaboration from approval on, to both sides', async () => {
    const t = await trackedCollaboration();
    for (const token of [t.brand.accessToken, t.creator.accessToken]) {
      const res = await call(detail, { token, params: { id: t.collaborationId } });
      expect(res.status).toBe(200);
      const c = res.data.collaboration as { trackingUrl: string; promoCode: string };
      expect(c.trackingUrl).toBe(`http://localhost:3000/r/${t.code}`);
      expect(c.promoCode).toBe(t.promoCode);
      expect(c.promoCode).toMatch(/^ASHA-[A-Z2-9]{6}$/);
    }
    await setStage(t.collaborationId, 'requested');
    const requested = (await call(detail, { token: t.creator.accessToken, params: { id: t.collaborationId } })).data.collaboration as Record<string, unknown>;
    expect(requested).toMatchObject({ trackingUrl: null, promoCode: null });
    const noDestination = await trackedCollaboration({ destinationUrl: null });
    const c = (await call(detail, { token: noDestination.brand.accessToken, params: { id: noDestination.collaborationId } })).data.collaboration as Record<
      string,
      unknown
    >;
    expect(c.trackingUrl).toBeNull();
    expect(c.promoCode).toBe(noDestination.promoCode);
  });

  it('is not run through the proxy (middleware), with or without an Origin header', () => {
    for (const headers of [{}, { origin: 'https://www.instagram.com' }, { purpose: 'prefetch' }]) {
      expect(unstable_doesMiddlewareMatch({ config, url: '/r/AbCdEf1234', headers })).toBe(false);
    }
  });

  it('answers HEAD like GET (302, recorded as a bot)', async () => {
    const t = await trackedCollaboration();
    const res = await visit(t.code, { method: 'HEAD' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('utm_source=collabmarket');
  });

  it('counts a click in the daily rollup', async () => {
    const t = await trackedCollaboration();
    await visit(t.code);
    expect(await rollupOf(t.collaborationId)).toEqual([
      { day: expect.any(String), clicks: 1, uniqueVisitors: 1, botClicks: 0, repeatClicks: 0, topIpClicks: 1, campaignId: t.campaign.id },
    ]);
  });
});
