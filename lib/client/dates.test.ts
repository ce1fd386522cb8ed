import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeIst, formatTimeIst } from './dates';

describe('dates and times, in India time whatever the machine says', () => {
  // 20:00 UTC is 1:30 the next morning in India.
  const late = '2026-11-23T20:00:00.000Z';

  it("gives India's day, and labelled India time", () => {
    expect(formatDate(late)).toBe('24 Nov 2026');
    expect(formatDateTimeIst(late)).toBe('24 Nov 2026, 1:30 am IST');
    expect(formatTimeIst(late)).toBe('1:30 am IST');
  });
});
