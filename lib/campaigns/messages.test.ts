import { describe, expect, it } from 'vitest';
import { applicationsClosedOn, deliverableNames, formatDeliverable, formatFee } from './messages';

describe('the brief as cards and campaign pages word it', () => {
  it('formats the fee per creator in Indian grouping, or "Product only"', () => {
    expect(formatFee(8000)).toBe('₹8,000 per creator');
    expect(formatFee(150000)).toBe('₹1,50,000 per creator');
    expect(formatFee(0)).toBe('₹0 per creator');
    expect(formatFee(null)).toBe('Product only');
    expect(formatFee(null, 'A hamper of our teas')).toBe('Product only');
  });

  it('says "See incentives" without a fee when the incentives name money, never "Product only" beside "₹3,000 per thread"', () => {
    for (const incentives of ['₹3,000 per thread', 'Rs. 500 a post', 'INR 2000 and a hamper', 'Paid per reel', '500 rupees'])
      expect(formatFee(null, incentives), incentives).toBe('See incentives');
    expect(formatFee(8000, '₹3,000 per thread')).toBe('₹8,000 per creator');
  });

  it('words a deliverable line with its count', () => {
    expect(formatDeliverable({ platform: 'Instagram', kind: 'reel', count: 2 })).toBe('2 × Instagram reels');
    expect(formatDeliverable({ platform: 'Instagram', kind: 'story', count: 3 })).toBe('3 × Instagram stories');
    expect(formatDeliverable({ platform: 'YouTube', kind: 'video', count: 1 })).toBe('1 × YouTube video');
  });

  it('says when applications closed, as a day', () => {
    expect(applicationsClosedOn('2026-11-12')).toBe('Applications closed on 12 Nov 2026');
  });

  it('names each piece of the brief, numbered within its kind, with the platform when a kind comes on two', () => {
    expect(
      deliverableNames([
        { platform: 'Instagram', kind: 'reel', count: 1 },
        { platform: 'Instagram', kind: 'story', count: 3 },
      ]),
    ).toEqual(['Reel 1', 'Story 1', 'Story 2', 'Story 3']);
    expect(
      deliverableNames([
        { platform: 'Instagram', kind: 'reel', count: 2 },
        { platform: 'YouTube', kind: 'reel', count: 1 },
        { platform: 'YouTube', kind: 'video', count: 1 },
      ]),
    ).toEqual(['Instagram reel 1', 'Instagram reel 2', 'YouTube reel 1', 'Video 1']);
    expect(deliverableNames([])).toEqual([]);
  });
});
