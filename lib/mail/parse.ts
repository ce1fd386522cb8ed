import PostalMime from 'postal-mime';

// Reading a stored message (.eml) as a mail client shows it: folded headers joined, encoded
// words (=?UTF-8?Q?...?=) decoded, quoted-printable and base64 bodies decoded in their charset.
// postal-mime does the MIME work; the development outbox and the tests that read codes from it
// both go through here. No server-only import: Playwright's helpers use it too.

export type ReadMail = {
  /** Recipient addresses, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  /** ISO time, or '' when the message has no date. */
  date: string;
  /** The plain-text part (or the HTML part's text when there is none). */
  text: string;
  /** The HTML part, untouched: show it only sandboxed. */
  html: string | null;
};

const tagless = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .trim();

/** One stored message, decoded. */
export async function readMail(raw: string | Uint8Array): Promise<ReadMail> {
  const mail = await PostalMime.parse(raw);
  const html = mail.html ?? null;
  const date = mail.date ? new Date(mail.date) : null;
  return {
    to: (mail.to ?? [])
      .flatMap((a) => ('group' in a && a.group ? a.group : [a]))
      .flatMap((a) => ('address' in a && a.address ? [a.address.toLowerCase()] : [])),
    from: mail.from && 'address' in mail.from ? (mail.from.address ?? '') : '',
    subject: mail.subject ?? '',
    date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : '',
    text: (mail.text ?? (html ? tagless(html) : '')).replace(/\r\n/g, '\n').trimEnd(),
    html,
  };
}

/** The 6-digit code in a message's text, as a person would read it. */
export const sixDigitCode = (mail: ReadMail): string | null => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? null;
