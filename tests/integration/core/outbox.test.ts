import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import OutboxPage from '@/app/dev/outbox/page';
import { env } from '@/lib/env';
import { listOutbox, sendMail } from '@/lib/mail';
import { readMail, sixDigitCode } from '@/lib/mail/parse';

// The development outbox shows mail as a mail client would, and the tests read codes through the
// same decoding (lib/mail/parse.ts, postal-mime).

const LONG_SUBJECT = 'Café Chai Week — ₹500 for every creator who cooks with us this monsoon, a subject long enough to be folded';

// A message as another mailer might write it: a folded subject of encoded words (Q and B), a
// quoted-printable UTF-8 text part whose soft line break falls inside the code, and an HTML part.
const CRAFTED = [
  'From: Brand <brand@example.com>',
  'To: Kavya <kavya@example.com>',
  'Subject: =?UTF-8?Q?Caf=C3=A9_Chai_Week_=E2=80=94_?=',
  ' =?UTF-8?B?4oK5NTAwIGludml0YXRpb24=?=',
  'Date: Mon, 23 Nov 2026 08:30:00 +0000',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain; charset=UTF-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Na=C3=AFve caf=C3=A9 =E2=80=94 =E2=82=B9500. Your code is 12=',
  '3456.',
  '--b1',
  'Content-Type: text/html; charset=UTF-8',
  '',
  '<p>Caf&eacute; <b>week</b></p><script>alert(1)</script>',
  '--b1--',
  '',
].join('\r\n');

beforeEach(() => {
  fs.rmSync(env().MAIL_OUTBOX_DIR, { recursive: true, force: true });
});

describe('reading stored mail', () => {
  it('joins folded headers, decodes encoded words and quoted-printable UTF-8, and keeps the HTML part apart', async () => {
    const mail = await readMail(CRAFTED);
    expect(mail.subject).toBe('Café Chai Week — ₹500 invitation');
    expect(mail.to).toEqual(['kavya@example.com']);
    expect(mail.from).toBe('brand@example.com');
    expect(mail.date).toBe('2026-11-23T08:30:00.000Z');
    expect(mail.text).toBe('Naïve café — ₹500. Your code is 123456.');
    expect(mail.html).toContain('<script>');
    // A code cut by a soft line break is still one code once decoded.
    expect(sixDigitCode(mail)).toBe('123456');
    expect(/\b(\d{6})\b/.exec(CRAFTED)).toBeNull();
  });

  it('what the app mails comes back exactly as written, however the mailer folded and encoded it', async () => {
    await sendMail({ to: 'asha@example.com', subject: LONG_SUBJECT, text: 'Bonjour — ₹ café.\nYour code is 654321.', reason: 'A test.' });
    const raw = fs.readdirSync(env().MAIL_OUTBOX_DIR).map((f) => fs.readFileSync(path.join(env().MAIL_OUTBOX_DIR, f), 'utf8'))[0]!;
    // Stored encoded and folded, as on the wire.
    expect(raw).not.toContain('Café Chai');
    const [listed] = await listOutbox();
    expect(listed).toMatchObject({ subject: LONG_SUBJECT, to: ['asha@example.com'] });
    // The body first, as written; then the layout's footer.
    expect(listed!.text).toMatch(/^Bonjour — ₹ café\.\nYour code is 654321\.\n\n—\nA test\./);
    expect(sixDigitCode(listed!)).toBe('654321');
  });
});

describe('/dev/outbox', () => {
  it('shows the decoded subject and text, and the HTML part only in a sandboxed frame', async () => {
    fs.mkdirSync(env().MAIL_OUTBOX_DIR, { recursive: true });
    fs.writeFileSync(path.join(env().MAIL_OUTBOX_DIR, '2026-11-23T08-30-00-000Z-crafted.eml'), CRAFTED);
    const html = renderToStaticMarkup(await OutboxPage());
    expect(html).toContain('Café Chai Week — ₹500 invitation');
    expect(html).toContain('Naïve café — ₹500. Your code is 123456.');
    expect(html).not.toContain('=E2=82=B9');
    // The mail's markup sits in srcdoc of a frame without permissions: never in the page itself.
    expect(html).toMatch(/<iframe class="mail-html" sandbox="" srcDoc="[^"]*&lt;script&gt;/);
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
