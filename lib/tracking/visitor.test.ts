import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { ipKey, visitorKey } from './visitor';

// The visitor and IP keys come from TRACKING_SECRET, per India day: the JWT secrets play no part.

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0';
const saved = { ...process.env };
function withSecrets(s: { JWT_ACCESS_SECRET?: string; TRACKING_SECRET?: string }) {
  Object.assign(process.env, s);
  resetEnvForTests();
}
afterEach(() => {
  process.env.JWT_ACCESS_SECRET = saved.JWT_ACCESS_SECRET;
  process.env.TRACKING_SECRET = saved.TRACKING_SECRET;
  resetEnvForTests();
});

describe('visitor and IP keys', () => {
  it('stay the same when the JWT secrets are rotated', () => {
    const before = [visitorKey('203.0.113.7', UA, '2026-11-26'), ipKey('203.0.113.7', '2026-11-26')];
    withSecrets({ JWT_ACCESS_SECRET: 'rotated-access-secret-0123456789-abcdefghijkl' });
    expect([visitorKey('203.0.113.7', UA, '2026-11-26'), ipKey('203.0.113.7', '2026-11-26')]).toEqual(before);
  });

  it('change with TRACKING_SECRET, and with the India day', () => {
    const today = visitorKey('203.0.113.7', UA, '2026-11-26');
    expect(visitorKey('203.0.113.7', UA, '2026-11-27')).not.toBe(today);
    expect(ipKey('203.0.113.7', '2026-11-27')).not.toBe(ipKey('203.0.113.7', '2026-11-26'));
    const ip = ipKey('203.0.113.7', '2026-11-26');
    withSecrets({ TRACKING_SECRET: 'another-tracking-secret-0123456789-abcdefgh' });
    expect(visitorKey('203.0.113.7', UA, '2026-11-26')).not.toBe(today);
    expect(ipKey('203.0.113.7', '2026-11-26')).not.toBe(ip);
  });

  it('keep today’s keys across the upgrade when TRACKING_SECRET is set to the JWT_ACCESS_SECRET that keyed them', async () => {
    const crypto = await import('node:crypto');
    const old = process.env.JWT_ACCESS_SECRET!;
    // The key before TRACKING_SECRET existed: the day key under JWT_ACCESS_SECRET.
    const dayKey = crypto.createHmac('sha256', old).update('collabmarket tracked-link visitor key v1|2026-11-26').digest();
    const before = crypto.createHmac('sha256', dayKey).update('203.0.113.7').update('\n').update(UA).digest('base64url');
    withSecrets({ TRACKING_SECRET: old });
    expect(visitorKey('203.0.113.7', UA, '2026-11-26')).toBe(before);
  });
});
