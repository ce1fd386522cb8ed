import { describe, expect, it } from 'vitest';
import { parseCount } from './numbers';

describe('parseCount', () => {
  it.each([
    ['7500', 7500],
    [' 7500 ', 7500],
    ['7,500', 7500],
    ['18,500', 18_500],
    ['100,000', 100_000],
    ['1,000,000', 1_000_000],
    ['1,00,000', 100_000],
    ['10,00,000', 1_000_000],
    ['1,00,00,000', 10_000_000],
    ['18 500', 18_500],
    ['1 00 000', 100_000],
    ['0', 0],
    ['18.5k', 18_500],
    ['18.5K', 18_500],
    ['18.5 k', 18_500],
    ['12k', 12_000],
    ['1.2M', 1_200_000],
    ['1.2m', 1_200_000],
    ['2.5 million', 2_500_000],
    ['1.5L', 150_000],
    ['2 lakh', 200_000],
    ['2.25 lakhs', 225_000],
    ['1.5Cr', 15_000_000],
    ['1 crore', 10_000_000],
    ['1,500k', 1_500_000],
    ['7500.00', 7500],
    ['.5k', 500],
    ['1.234k', 1234],
  ])('reads %j as %d', (text, expected) => {
    expect(parseCount(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'k',
    '-5',
    '+5',
    '1.2.3',
    '12kk',
    '1e3',
    '7,500.5',
    '1.2345k',
    '18.5',
    '1,2,3',
    '12,34',
    '1,0000',
    '1,00 000',
    '1, 000',
    '18,500,',
    ',500',
    '5 apples',
    '0x10',
    'Infinity',
    'NaN',
    '10 20',
    '99999999999999999999',
    '₹7,500',
  ])('refuses %j', (text) => {
    expect(parseCount(text)).toBeNull();
  });

  it('takes a leading rupee sign, Rs or INR only for money', () => {
    expect(parseCount('₹7,500', { money: true })).toBe(7500);
    expect(parseCount('₹ 7,500', { money: true })).toBe(7500);
    expect(parseCount('Rs. 7500', { money: true })).toBe(7500);
    expect(parseCount('INR 1.5L', { money: true })).toBe(150_000);
    expect(parseCount('₹', { money: true })).toBeNull();
    expect(parseCount('7,500₹', { money: true })).toBeNull();
    expect(parseCount('₹₹7,500', { money: true })).toBeNull();
    expect(parseCount('₹7,500.5', { money: true })).toBeNull();
  });
});
