import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as oneClick } from '@/app/api/email/unsubscribe/route';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { drainJobs } from '@/lib/jobs/workers';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { collaborationEventMail } from '@/lib/collaborations/mail';
import { invitationMail } from '@/lib/invitations/mail';
import { MAIL_PALETTE } from '@/lib/mail/layout';
import { emailTopicsOn } from '@/lib/mail/settings';
import { queueWanted } from '@/lib/mail/wanted';
import { call } from '@/tests/helpers/http';
import { outboxMails } from '@/tests/helpers/outbox';
import { createBrand, createCreator } from '@/tests/helpers/factories';

// Every mail we send comes in one layout: the CollabMarket wordmark in the brand colour, the body
// (what people wrote escaped, addresses as links), and a footer saying why it came with a link to
// the e-mail settings. Topic mails add an unsubscribe link and RFC 8058's one-click headers;
// mails about the account itself (codes, resets) have neither.

type Parsed = Awaited<ReturnType<typeof PostalMime.parse>>;
const header = (m: Parsed, name: string) => m.headers.find((h) => h.key === name.toLowerCase())?.value;

/** The outbox's messages to `to`, parsed (headers included), once the queue has sent what is due. */
async function sentTo(to: string): Promise<Parsed[]> {
  await drainJobs();
  const all = await Promise.all(outboxMails().map((raw) => PostalMime.parse(raw)));
  return all.filter((m) => m.to?.some((a) => 'address' in a && a.address === to));
}

beforeEach(() => fs.rmSync(env().MAIL_OUTBOX_DIR, { recursive: true, force: true }));

describe('a topic mail', () => {
  async function invited() {
    const { creator } = await createCreator({ name: 'Ravi <b>Kumar</b>' });
    const mail = invitationMail({
      to: creator.email,
      creatorName: creator.name,
      brandName: 'Acme & <script>alert(1)</script>',
      campaignId: '0f0e0d0c-0b0a-4908-8706-050403020100',
      campaignName: 'Monsoon "Picks"',
      feeInr: 5000,
      incentives: '',
      applyBy: null,
      note: 'See <img src=x onerror=alert(1)> https://acme.example/brief?a=1&b=2',
    });
    await queueWanted(await getDb(), { role: 'creator', id: creator.id }, 'invitations', mail, { test: true });
    const [sent, ...more] = await sentTo(creator.email);
    expect(more).toEqual([]);
    return { creator, sent: sent! };
  }

  it('is in the layout: the wordmark in the brand colour, the body escaped, the footer with the reason and both links', async () => {
    const { sent } = await invited();
    const html = sent.html!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`Collab<span style="color:${MAIL_PALETTE['--c-primary']}">Market</span>`);
    expect(html).toContain('role="presentation"');
    // What people wrote is text, never markup.
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('Acme &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hi Ravi &lt;b&gt;Kumar&lt;/b&gt;,');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // The footer: why, and the links as real links.
    expect(html).toContain('You get this because Acme &amp; &lt;script&gt;alert(1)&lt;/script&gt; invited you to a campaign on CollabMarket.');
    expect(html).toContain(
      `<a href="http://localhost:3000/creator/dashboard/creator-profile#email-settings" style="color:${MAIL_PALETTE['--c-primary']}">E-mail settings</a>`,
    );
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/unsubscribe\?token=creator\.[^"]+" style="[^"]+">Unsubscribe from “Invitations from brands”<\/a>/);
    // Every style is inline: no <style> block a mail client would drop.
    expect(html).not.toContain('<style');
    // The plain-text part says the same.
    expect(sent.text).toContain('Hi Ravi <b>Kumar</b>,');
    expect(sent.text).toMatch(/\n—\nYou get this because Acme & <script>alert\(1\)<\/script> invited you to a campaign on CollabMarket\.\n/);
    expect(sent.text).toContain('E-mail settings: http://localhost:3000/creator/dashboard/creator-profile#email-settings');
    expect(sent.text).toMatch(/Unsubscribe from “Invitations from brands”: http:\/\/localhost:3000\/unsubscribe\?token=creator\.\S+/);
  });

  it('carries List-Unsubscribe (our own address, signed) and List-Unsubscribe-Post; posting it turns that topic off', async () => {
    const { creator, sent } = await invited();
    expect(header(sent, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const list = header(sent, 'List-Unsubscribe')!.replace(/\s+/g, '');
    const url = /^<(http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=[^>]+)>$/.exec(list)?.[1];
    expect(url, list).toBeDefined();
    const res = await call(oneClick, {
      method: 'POST',
      url,
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await emailTopicsOn({ role: 'creator', id: creator.id })).toEqual(['decisions', 'collaborations', 'messages']);
  });

  it('keeps each live post its own link', async () => {
    const { brand } = await createBrand();
    const links = [
      { url: 'https://instagram.com/p/1', deliverable: null },
      { url: 'https://instagram.com/stories/2?a=1&b=2', deliverable: 'Story 2' },
    ];
    const mail = collaborationEventMail({
      to: brand.email,
      toName: 'Meera',
      toRole: 'brand',
      collaborationId: '0f0e0d0c-0b0a-4908-8706-050403020100',
      subject: 'Live',
      sentence: 'Ravi shared the live post on Monsoon.',
      links,
    });
    await queueWanted(await getDb(), { role: 'brand', id: brand.id }, 'collaborations', mail, { test: true });
    const [sent] = await sentTo(brand.email);
    expect(sent!.html).toContain('<li><a href="https://instagram.com/p/1">https://instagram.com/p/1</a></li>');
    expect(sent!.html).toContain('<li>Story 2: <a href="https://instagram.com/stories/2?a=1&amp;b=2">');
    expect(sent!.text).toContain(`${links[0]!.url}\nStory 2: ${links[1]!.url}\n`);
    expect(sent!.html).toContain('brand-profile#email-settings');
  });

  it('sends no unsubscribe for a topic the recipient does not have (a mail queued before a topic was dropped)', async () => {
    const { brand } = await createBrand();
    const mail = { to: brand.email, subject: 'Old', text: 'An old mail.', reason: 'You get this for a test.' };
    // 'decisions' is a creator's topic: the brand has no label for it, so no link and no header.
    await queueWanted(await getDb(), { role: 'brand', id: brand.id }, 'decisions' as never, mail, { test: true });
    const [sent] = await sentTo(brand.email);
    expect(header(sent!, 'List-Unsubscribe')).toBeUndefined();
    expect(sent!.text).not.toContain('Unsubscribe');
  });
});

describe('a mail about the account itself', () => {
  it('is in the layout too, with its reason, and has no unsubscribe link or header', async () => {
    const { creator } = await createCreator();
    await requestPasswordReset({ role: 'creator', email: creator.email }, '10.9.9.9');
    const [sent] = await sentTo(creator.email);
    expect(sent!.subject).toBe('Your CollabMarket password reset code');
    expect(sent!.html).toContain(`Collab<span style="color:${MAIL_PALETTE['--c-primary']}">Market</span>`);
    expect(sent!.text).toContain('You get this because someone asked to reset the password of the CollabMarket creator account with this address.');
    expect(sent!.text).toMatch(/password is \d{6}\./);
    expect(header(sent!, 'List-Unsubscribe')).toBeUndefined();
    expect(header(sent!, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(sent!.html).not.toContain('Unsubscribe');
    expect(sent!.text).not.toContain('Unsubscribe');
  });
});

describe('the palette', () => {
  it("is app/globals.css's tokens, value for value", () => {
    const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    for (const [token, value] of Object.entries(MAIL_PALETTE)) {
      expect(new RegExp(`${token}:\\s*([^;]+);`).exec(css)?.[1]?.trim(), token).toBe(value);
    }
  });
});
