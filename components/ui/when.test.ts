import { describe, expect, it } from 'vitest';
import { formatRelative } from './when';

describe('relative times', () => {
  // 20:00 UTC is 1:30 the next morning in India.
  const late = '2026-11-23T20:00:00.000Z';

  it('is relative within the last day only', () => {
    const now = Date.parse(late);
    expect(formatRelative(late, now + 20_000)).toBe('just now');
    expect(formatRelative(late, now + 5 * 60_000)).toBe('5 min ago');
    expect(formatRelative(late, now + 2 * 3_600_000 + 59 * 60_000)).toBe('2 h ago');
    expect(formatRelative(late, now + 24 * 3_600_000)).toBeNull();
    // A clock a little behind the server's is still "just now"; a date far ahead is not relative.
    expect(formatRelative(late, now - 30_000)).toBe('just now');
    expect(formatRelative(late, now - 3_600_000)).toBeNull();
    expect(formatRelative('not a date', now)).toBeNull();
  });
});
