// What logs may show of a person's address or number: enough to recognise a case, not the value.

/** `c***@example.com` */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** `+91******5678` */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '***';
  const country = phone.startsWith('+91') ? '+91' : phone.startsWith('+') ? '+' : '';
  const rest = country === '+91' ? digits.slice(2) : digits;
  return `${country}${'*'.repeat(Math.max(0, rest.length - 4))}${rest.slice(-4)}`;
}
