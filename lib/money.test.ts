import { describe, expect, it } from 'vitest';
import { formatInr } from './money';

describe('formatInr', () => {
  it.each([
    [3748.5, '₹3,748.50'],
    [3748.05, '₹3,748.05'],
    [8000, '₹8,000'],
    [123456, '₹1,23,456'],
    [10000000, '₹1,00,00,000'],
    [0, '₹0'],
    [0.5, '₹0.50'],
    [1.999, '₹2.00'],
  ])('shows %d as %s', (n, shown) => expect(formatInr(n)).toBe(shown));
});
