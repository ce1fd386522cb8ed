// E-mail addresses as we accept them: one bare address (RFC 5321 dot-atom local part, a domain of
// DNS labels), never a display name, a group or a list. Mail libraries read `a,b@x`, `z<b@x>` or
// `"q"<b@x>` as addresses of their own, so anything but a bare address could send mail somewhere
// the rate limits never counted. Shared by the browser forms and the server.

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const BARE_EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z][A-Za-z0-9-]{0,62}$`);

export const MAX_EMAIL_LENGTH = 254;

/** True for exactly one bare address (`name@example.com`), at most 254 characters with a local part of at most 64. */
export function isBareEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH || !BARE_EMAIL.test(value)) return false;
  return value.indexOf('@') <= 64;
}

/** How we store and compare addresses: trimmed and lower-cased. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The mailbox an address delivers to, for per-address limits: lower-cased and without a `+tag`
 * (most providers deliver `asha+1@x` to `asha@x`), so tagged variants share one budget.
 */
export function mailboxKey(email: string): string {
  const e = normalEmail(email);
  const at = e.lastIndexOf('@');
  if (at < 1) return e;
  const local = e.slice(0, at).split('+')[0] || e.slice(0, at);
  return `${local}${e.slice(at)}`;
}
