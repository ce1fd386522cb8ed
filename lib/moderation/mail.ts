import 'server-only';
import { env } from '@/lib/env';
import type { Mail } from '@/lib/mail';
import { escapeHtml } from '@/lib/mail/html';
import type { AccountKind } from './schemas';

const footer = (kind: AccountKind) => ({ reason: 'You get this because you have a CollabMarket account.', settingsOf: kind });

/** The account's own e-mail when an operator suspends it: always sent (no topic to turn off), with the reason. */
export function suspendedMail(input: { to: string; name: string; kind: AccountKind; reason: string }): Mail {
  const { to, name, kind, reason } = input;
  return {
    to,
    subject: 'Your CollabMarket account is suspended',
    text: [
      `Hi ${name},`,
      '',
      'We have suspended your CollabMarket account. You are signed out everywhere and cannot sign in while it is suspended;',
      kind === 'brand' ? 'your campaigns are hidden from creators,' : 'your public profile is hidden,',
      'and your pending requests and invitations were withdrawn.',
      '',
      `The reason: "${reason}"`,
      '',
      'If you think this is a mistake, reply to this e-mail to appeal.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      '<p>We have suspended your CollabMarket account. You are signed out everywhere and cannot sign in while it is suspended; ' +
        (kind === 'brand' ? 'your campaigns are hidden from creators, ' : 'your public profile is hidden, ') +
        'and your pending requests and invitations were withdrawn.</p>',
      `<p>The reason: “${escapeHtml(reason)}”</p>`,
      '<p>If you think this is a mistake, reply to this e-mail to appeal.</p>',
    ].join('\n'),
    ...footer(kind),
  };
}

/** The account's e-mail when it is reinstated. */
export function reinstatedMail(input: { to: string; name: string; kind: AccountKind; reason: string }): Mail {
  const { to, name, kind, reason } = input;
  const login = new URL(`/${kind}/login`, env().APP_URL).toString();
  return {
    to,
    subject: 'Your CollabMarket account is active again',
    text: [`Hi ${name},`, '', 'Your CollabMarket account is active again: you can sign in as before.', `Our note: "${reason}"`, '', `Sign in: ${login}`].join(
      '\n',
    ),
    html: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      '<p>Your CollabMarket account is active again: you can sign in as before.</p>',
      `<p>Our note: “${escapeHtml(reason)}”</p>`,
      `<p><a href="${escapeHtml(login)}">Sign in</a></p>`,
    ].join('\n'),
    ...footer(kind),
  };
}
