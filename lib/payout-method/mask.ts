// How payout details are shown once saved: enough for the creator to recognise them, never enough
// to use them. Client-safe (pure).

const DOT = '•';

/** `••••1234`: the last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `${DOT.repeat(4)}${accountNumber.slice(-4)}`;
}

/** `pr•••@okaxis`: the first two characters of the name (one when it is short) and the handle. */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf('@');
  const name = at < 0 ? upiId : upiId.slice(0, at);
  const handle = at < 0 ? '' : upiId.slice(at);
  const shown = name.length > 3 ? 2 : 1;
  return `${name.slice(0, shown)}${DOT.repeat(3)}${handle}`;
}
