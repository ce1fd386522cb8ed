import { afterEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/campaign/send-order-confirmation-email/route';
import { resetEnvForTests } from '@/lib/env';
import { call } from '@/tests/helpers/http';
import { mailsTo, outboxMails } from '@/tests/helpers/outbox';
import { withSmtp } from '@/tests/helpers/smtp';
import { createBrand, createCampaign, createCreator, createRequest } from '@/tests/helpers/factories';

async function setup() {
  const owner = await createBrand();
  const campaign = await createCampaign(owner.brand.id, { campaignName: 'Festive Box', brandName: 'Acme Sweets' });
  const approved = await createCreator({ name: 'Nisha', email: `nisha-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com` });
  await createRequest(campaign.id, approved.creator.id, 'approved');
  return { owner, campaign, approved };
}

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
});

describe('POST /api/campaign/send-order-confirmation-email', () => {
  it('mails a creator approved on one of the brand’s campaigns', async () => {
    const s = await setup();
    const res = await call(POST, { method: 'POST', token: s.owner.accessToken, json: { customerEmail: s.approved.creator.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Email sent successfully!');
    const mails = (await mailsTo(s.approved.creator.email)).map((m) => `${m.subject}\n${m.text}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Festive Box');
    expect(mails[0]).toContain('Acme Sweets');
  });

  it('delivers through SMTP when configured, only to that creator', async () => {
    await withSmtp(async (smtp) => {
      const s = await setup();
      const res = await call(POST, { method: 'POST', token: s.owner.accessToken, json: { customerEmail: s.approved.creator.email } });
      expect(res.status).toBe(200);
      expect(smtp.received.map((m) => m.to)).toEqual([[s.approved.creator.email]]);
    });
  });

  it.each([
    ['an arbitrary address', 'anyone@elsewhere.example'],
    ['a pending creator', 'pending'],
    ['a declined creator', 'declined'],
    ['a creator approved only by another brand', 'rival'],
  ] as const)('refuses %s with 404 and sends nothing', async (_name, who) => {
    const s = await setup();
    const before = outboxMails().length;
    const other = await createCreator();
    const rival = await createBrand();
    let email: string = who;
    if (who === 'pending' || who === 'declined') {
      await createRequest(s.campaign.id, other.creator.id, who);
      email = other.creator.email;
    } else if (who === 'rival') {
      const theirs = await createCampaign(rival.brand.id);
      await createRequest(theirs.id, other.creator.id, 'approved');
      email = other.creator.email;
    }
    const res = await call(POST, { method: 'POST', token: s.owner.accessToken, json: { customerEmail: email } });
    expect(res.status).toBe(404);
    expect(res.data.message).toBe('No approved creator with that e-mail on your campaigns');
    expect(outboxMails()).toHaveLength(before);
  });

  it.each([
    ['anonymous', 401, 'none'],
    ['a creator (even the approved one)', 401, 'creator'],
    ['another brand', 404, 'rival'],
  ] as const)('refuses %s with %i and sends nothing', async (_who, status, who) => {
    const s = await setup();
    const before = outboxMails().length;
    const rival = await createBrand();
    const token = who === 'creator' ? s.approved.accessToken : who === 'rival' ? rival.accessToken : undefined;
    const res = await call(POST, { method: 'POST', token, json: { customerEmail: s.approved.creator.email } });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe('string');
    expect(outboxMails()).toHaveLength(before);
  });

  it.each<[string, number, RegExp, { json?: unknown; raw?: string; headers?: Record<string, string> }]>([
    ['a missing customerEmail', 400, /^customerEmail: Please enter a valid email address$/, { json: {} }],
    ['a malformed address', 400, /Please enter a valid email address/, { json: { customerEmail: 'not-an-email' } }],
    ['a header-injection attempt', 400, /Please enter a valid email address/, { json: { customerEmail: 'a@b.com\r\nBcc: victim@example.com' } }],
    ['a list of addresses', 400, /Please enter a valid email address/, { json: { customerEmail: ['a@b.com', 'c@d.com'] } }],
    ['malformed JSON', 400, /^Malformed JSON body$/, { raw: '{"customerEmail"', headers: { 'content-type': 'application/json' } }],
    ['an XML body', 415, /^Expected application\/json$/, { raw: '<customerEmail>a@b.com</customerEmail>', headers: { 'content-type': 'application/xml' } }],
    [
      'an oversize body',
      413,
      /^The request is too large: at most 64 KB$/,
      { raw: JSON.stringify({ customerEmail: `${'a'.repeat(70_000)}@b.com` }), headers: { 'content-type': 'application/json' } },
    ],
  ])('answers %s with %i', async (_name, status, message, bad) => {
    const s = await setup();
    const before = outboxMails().length;
    const res = await call(POST, { method: 'POST', token: s.owner.accessToken, ...bad });
    expect(res.data.message).toMatch(message);
    expect(res.status).toBe(status);
    expect(outboxMails()).toHaveLength(before);
  });

  it('is rate-limited per brand (429 with Retry-After), other brands unaffected', async () => {
    const s = await setup();
    const other = await setup();
    const send = (token: string, email: string) => call(POST, { method: 'POST', token, json: { customerEmail: email } });
    for (let i = 0; i < 20; i++) expect((await send(s.owner.accessToken, s.approved.creator.email)).status).toBe(200);
    const limited = await send(s.owner.accessToken, s.approved.creator.email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.data.message).toBe('Too many e-mails sent. Please wait and try again.');
    // Probing unknown addresses spends the same budget, so it cannot be used to enumerate creators.
    expect((await send(s.owner.accessToken, 'probe@example.com')).status).toBe(429);
    expect((await send(other.owner.accessToken, other.approved.creator.email)).status).toBe(200);
  });
});
