import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET as opened, POST as oneClick } from '@/app/api/email/unsubscribe/route';
import UnsubscribePage from '@/app/(auth)/unsubscribe/page';
import { unsubscribeAction } from '@/lib/mail/actions';
import { emailTopicsOn } from '@/lib/mail/settings';
import { UNSUBSCRIBE_EXPIRED, UNSUBSCRIBE_INVALID, unsubscribeToken, type UnsubscribeTarget } from '@/lib/mail/unsubscribe';
import { callAction } from '@/tests/helpers/actions';
import { call } from '@/tests/helpers/http';
import { createBrand, createCreator } from '@/tests/helpers/factories';

// The unsubscribe link of topic mails: a POST with a valid token turns that one topic off without
// signing in; a GET changes nothing; anything but a token we signed, for an account that exists,
// is refused with a message and stores nothing.

const ALL_CREATOR = ['decisions', 'invitations', 'collaborations', 'messages'];
const ALL_BRAND = ['requests', 'collaborations', 'messages'];
const DAY = 24 * 60 * 60 * 1000;

const url = (token: string) => `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
const post = (token: string, headers: Record<string, string> = {}) =>
  call(oneClick, {
    method: 'POST',
    url: url(token),
    raw: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

async function creator() {
  const { creator: c } = await createCreator();
  return { role: 'creator' as const, id: c.id };
}

describe('POST /api/email/unsubscribe', () => {
  it("turns off the token's topic and only that one, answering plain text; again is the same", async () => {
    const me = await creator();
    const token = unsubscribeToken({ ...me, topic: 'messages' });
    const res = await post(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.data).toEqual({ raw: 'You will no longer get e-mails about “New messages”. You can turn them back on in your e-mail settings.' });
    expect(await emailTopicsOn(me)).toEqual(['decisions', 'invitations', 'collaborations']);
    expect((await post(token)).status).toBe(200);
    expect(await emailTopicsOn(me)).toEqual(['decisions', 'invitations', 'collaborations']);
    // Another account is untouched.
    const other = await creator();
    expect(await emailTopicsOn(other)).toEqual(ALL_CREATOR);
  });

  it('works for a brand, and from a mail app posting from another site (the token is the only credential)', async () => {
    const { brand } = await createBrand();
    const me = { role: 'brand' as const, id: brand.id };
    expect(await emailTopicsOn(me)).toEqual(ALL_BRAND);
    const res = await post(unsubscribeToken({ ...me, topic: 'requests' }), { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(200);
    expect(await emailTopicsOn(me)).toEqual(['collaborations', 'messages']);
  });

  it('needs no session: a signed-in caller changes nothing about whose topic it is', async () => {
    const me = await creator();
    const { accessToken } = await createCreator();
    const res = await call(oneClick, { method: 'POST', url: url(unsubscribeToken({ ...me, topic: 'invitations' })), token: accessToken });
    expect(res.status).toBe(200);
    expect(await emailTopicsOn(me)).toEqual(['decisions', 'collaborations', 'messages']);
  });

  const refusals: [string, (t: UnsubscribeTarget) => string, number, string][] = [
    ['a forged signature', (t) => `${unsubscribeToken(t).split('.').slice(0, 4).join('.')}.${'0'.repeat(64)}`, 400, UNSUBSCRIBE_INVALID],
    ['another topic with the signature of the first', (t) => unsubscribeToken(t).replace('.messages.', '.decisions.'), 400, UNSUBSCRIBE_INVALID],
    ['another account with the signature of the first', (t) => unsubscribeToken(t).replace(t.id, crypto.randomUUID()), 400, UNSUBSCRIBE_INVALID],
    [
      'a later expiry with the signature of the first',
      (t) => unsubscribeToken(t).replace(/\.([0-9a-z]+)\.([0-9a-f]{64})$/, (_m, e: string, s: string) => `.${(parseInt(e, 36) + 1).toString(36)}.${s}`),
      400,
      UNSUBSCRIBE_INVALID,
    ],
    ['a cut token', (t) => unsubscribeToken(t).slice(0, 60), 400, UNSUBSCRIBE_INVALID],
    ['garbage', () => 'not-a-token', 400, UNSUBSCRIBE_INVALID],
    ['an expired token (signed 181 days ago)', (t) => unsubscribeToken(t, Date.now() - 181 * DAY), 400, UNSUBSCRIBE_EXPIRED],
    ['a signed token of a role without that topic', (t) => unsubscribeToken({ ...t, role: 'brand', topic: 'decisions' as never }), 400, UNSUBSCRIBE_INVALID],
    ["a signed token naming the creator's id as a brand (wrong role)", (t) => unsubscribeToken({ ...t, role: 'brand' }), 404, 'This account no longer exists.'],
    ['a signed token of an unknown account', (t) => unsubscribeToken({ ...t, id: crypto.randomUUID() }), 404, 'This account no longer exists.'],
  ];

  it.each(refusals)('refuses %s with a message and stores nothing', async (_what, make, status, message) => {
    const me = await creator();
    const res = await post(make({ ...me, topic: 'messages' }));
    expect(res.status).toBe(status);
    expect(res.data.message).toBe(message);
    expect(res.data.code).toBe(status === 400 ? 'validation_failed' : 'not_found');
    expect(await emailTopicsOn(me)).toEqual(ALL_CREATOR);
  });

  it('refuses a missing, empty or oversize token, and a NUL in it, with a message', async () => {
    for (const u of [
      '/api/email/unsubscribe',
      '/api/email/unsubscribe?token=',
      `/api/email/unsubscribe?token=${'a'.repeat(301)}`,
      '/api/email/unsubscribe?token=a%00b',
    ]) {
      const res = await call(oneClick, { method: 'POST', url: u });
      expect(res.status, u).toBe(400);
      expect(typeof res.data.message, u).toBe('string');
    }
  });

  it('does not read the body: whatever a mail app sends along (JSON, multipart, nothing), the token decides', async () => {
    const me = await creator();
    const token = unsubscribeToken({ ...me, topic: 'decisions' });
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    expect((await call(oneClick, { method: 'POST', url: url(token), form })).status).toBe(200);
    expect((await call(oneClick, { method: 'POST', url: url(token), json: { anything: true } })).status).toBe(200);
    expect(await emailTopicsOn(me)).toEqual(['invitations', 'collaborations', 'messages']);
  });
});

describe('GET /api/email/unsubscribe and the page', () => {
  it('a GET (a person or a mail scanner) leads to the page and changes nothing', async () => {
    const me = await creator();
    const token = unsubscribeToken({ ...me, topic: 'messages' });
    const res = await call(opened, { method: 'GET', url: url(token) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await emailTopicsOn(me)).toEqual(ALL_CREATOR);
    expect((await call(opened, { method: 'GET', url: '/api/email/unsubscribe' })).status).toBe(400);
  });

  it('the page asks first, naming the topic, and changes nothing by being shown', async () => {
    const me = await creator();
    const html = renderToStaticMarkup(await UnsubscribePage({ searchParams: Promise.resolve({ token: unsubscribeToken({ ...me, topic: 'messages' }) }) }));
    expect(html).toContain('Stop e-mails about <strong>“New messages”</strong> to this address?');
    expect(html).toContain('>Unsubscribe</button>');
    expect(html).toContain('href="/creator/dashboard/creator-profile#email-settings"');
    expect(await emailTopicsOn(me)).toEqual(ALL_CREATOR);
  });

  it('the page says why a bad or expired link cannot be used, and offers no button', async () => {
    const me = await creator();
    const expired = renderToStaticMarkup(
      await UnsubscribePage({ searchParams: Promise.resolve({ token: unsubscribeToken({ ...me, topic: 'messages' }, Date.now() - 200 * DAY) }) }),
    );
    expect(expired).toContain(UNSUBSCRIBE_EXPIRED);
    expect(expired).not.toContain('</button>');
    const none = renderToStaticMarkup(await UnsubscribePage({ searchParams: Promise.resolve({}) }));
    expect(none).toContain(UNSUBSCRIBE_INVALID);
  });

  it("the page's button (a server action) turns the topic off; a bad token is refused with its message", async () => {
    const { brand } = await createBrand();
    const me = { role: 'brand' as const, id: brand.id };
    const ok = await callAction(unsubscribeAction, { token: unsubscribeToken({ ...me, topic: 'messages' }) });
    expect(ok).toMatchObject({ status: 200, data: { role: 'brand', topic: 'messages' } });
    expect(await emailTopicsOn(me)).toEqual(['requests', 'collaborations']);
    const bad = await callAction(unsubscribeAction, { token: 'brand.x.requests.1.2' });
    expect(bad).toMatchObject({ status: 400, message: UNSUBSCRIBE_INVALID });
    expect(await emailTopicsOn(me)).toEqual(['requests', 'collaborations']);
  });
});
