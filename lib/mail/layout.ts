import 'server-only';
import { env } from '@/lib/env';
import type { Role } from '@/models/notifications';
import { escapeHtml, textToHtml } from './html';
import { EMAIL_SETTINGS_PATH } from './preferences';

/**
 * The colours of app/globals.css's tokens that the mail layout uses, written out: mail clients
 * read no stylesheet and no CSS variables, only inline styles. A test keeps them equal to the tokens.
 */
export const MAIL_PALETTE = {
  '--c-bg': '#f7f7fb',
  '--c-surface': '#ffffff',
  '--c-ink': '#17152b',
  '--c-muted': '#6d6a85',
  '--c-line': '#e4e2ef',
  '--c-primary': '#5b3df5',
} as const;
const C = MAIL_PALETTE;
const FONT = 'font-family:Arial,Helvetica,sans-serif';

/** The footer's parts: why the mail came, where to change it, and (topic mails) the one-click way out. */
type MailFooter = {
  reason: string;
  /** The e-mail settings page of this role; absent for mails to someone who may have no account (a sign-up code). */
  settingsOf?: Role;
  /** A topic mail: the unsubscribe page and its topic's label. */
  unsubscribe?: { pageUrl: string; label: string };
};

const absolute = (path: string) => new URL(path, env().APP_URL).toString();
const emailSettingsUrl = (role: Role) => absolute(EMAIL_SETTINGS_PATH[role]);

/**
 * Every mail we send, around its body: the CollabMarket wordmark in the brand colour, the body, and
 * a footer with the reason and the links. HTML with tables and inline styles only (what mail
 * clients render alike), and a plain-text part saying the same.
 */
export function renderLayout(input: { subject: string; text: string; html?: string; footer: MailFooter }): { text: string; html: string } {
  const { footer } = input;
  const settings = footer.settingsOf ? emailSettingsUrl(footer.settingsOf) : null;
  const home = absolute('/');
  const text = [
    input.text.trimEnd(),
    '',
    '—',
    footer.reason,
    ...(settings ? [`E-mail settings: ${settings}`] : []),
    ...(footer.unsubscribe ? [`Unsubscribe from “${footer.unsubscribe.label}”: ${footer.unsubscribe.pageUrl}`] : []),
    '',
    `CollabMarket · ${home}`,
  ].join('\n');
  const links = [
    ...(settings ? [`<a href="${escapeHtml(settings)}" style="color:${C['--c-primary']}">E-mail settings</a>`] : []),
    ...(footer.unsubscribe
      ? [`<a href="${escapeHtml(footer.unsubscribe.pageUrl)}" style="color:${C['--c-primary']}">Unsubscribe from “${escapeHtml(footer.unsubscribe.label)}”</a>`]
      : []),
  ];
  const body = input.html ?? textToHtml(input.text);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${C['--c-bg']}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${C['--c-bg']}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${C['--c-surface']};border:1px solid ${C['--c-line']};border-radius:12px">
<tr><td style="padding:20px 28px;border-bottom:3px solid ${C['--c-primary']};${FONT};font-size:22px;font-weight:bold;line-height:1.2">
<a href="${escapeHtml(home)}" style="color:${C['--c-ink']};text-decoration:none">Collab<span style="color:${C['--c-primary']}">Market</span></a>
</td></tr>
<tr><td style="padding:24px 28px;${FONT};font-size:16px;line-height:1.5;color:${C['--c-ink']}">
${body}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid ${C['--c-line']};${FONT};font-size:13px;line-height:1.5;color:${C['--c-muted']}">
<p style="margin:0 0 8px">${escapeHtml(footer.reason)}</p>
${links.length ? `<p style="margin:0">${links.join(' · ')}</p>\n` : ''}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { text, html };
}
