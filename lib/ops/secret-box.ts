import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';

// Secrets kept at rest encrypted (an operator's TOTP secret): AES-256-GCM under a key derived
// (HKDF-SHA-256) from the server's JWT_REFRESH_SECRET, so a leaked table or backup alone does not
// give away the second factor. Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.

function key(): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', env().JWT_REFRESH_SECRET, 'collabmarket', 'ops-totp-secret-v1', 32));
}

export function seal(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function open(sealed: string): string {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
