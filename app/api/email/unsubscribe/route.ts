import { localRedirect, route } from '@/lib/route';
import { unsubscribe, unsubscribeSchema } from '@/lib/mail/unsubscribe';

/**
 * The List-Unsubscribe address of topic mails (RFC 8058). POST (a mail app's one-click button,
 * `List-Unsubscribe=One-Click` in its body, which is not read) turns the token's topic off
 * without signing in and answers plain text. Only the token counts: no session, any site.
 */
export const POST = route({ auth: 'none', query: unsubscribeSchema, crossSite: 'allowed' }, async ({ query }) => {
  const { message } = await unsubscribe(query.token);
  return new Response(message, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
});

/** A person (or a mail scanner) opening the address: the page that asks before anything changes. */
export const GET = route({ auth: 'none', query: unsubscribeSchema }, async ({ query }) =>
  localRedirect(`/unsubscribe?token=${encodeURIComponent(query.token)}`, 303),
);
