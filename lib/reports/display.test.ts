import { describe, expect, it } from 'vitest';
import { FIGURES, editCampaignHref, formatCount, formatRupees, isEmptySeries, sortFigureRows, type FigureRow } from './display';
import { NO_FIGURES, type ReportFigures } from './types';

const figures = (over: Partial<ReportFigures>): ReportFigures => ({ ...NO_FIGURES, ...over });
const row = (name: string, over: Partial<ReportFigures>): FigureRow => ({ ...figures(over), id: `id-${name}`, name, href: `/c/${name}`, note: 'Active' });
const names = (rows: FigureRow[]) => rows.map((r) => r.name);
const format = (key: keyof ReportFigures, n: number | null) => FIGURES.find((f) => f.key === key)!.format(n);

describe('report figures as shown', () => {
  it('writes rupees the Indian way, with paise only when there are some', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('shows a dash for a ratio whose divisor was 0, and percent and × for the ratios', () => {
    expect(format('conversionRate', null)).toBe('—');
    expect(format('costPerSale', null)).toBe('—');
    expect(format('conversionRate', 0.125)).toBe('12.5%');
    expect(format('returnOnSpend', 3.25)).toBe('3.25×');
    expect(format('costPerClick', 2.5)).toBe('₹2.50');
    expect(FIGURES.map((f) => f.key)).toEqual([
      'clicks',
      'uniqueVisitors',
      'conversions',
      'revenue',
      'cost',
      'conversionRate',
      'costPerClick',
      'costPerSale',
      'returnOnSpend',
    ]);
  });

  it('knows an all-zero series from one with a sale', () => {
    expect(isEmptySeries([{ date: '2026-11-01', clicks: 0, conversions: 0, revenue: 0, repeatClicks: 0, suspicious: false }])).toBe(true);
    expect(isEmptySeries([{ date: '2026-11-01', clicks: 0, conversions: 1, revenue: 0, repeatClicks: 0, suspicious: false }])).toBe(false);
    expect(isEmptySeries([])).toBe(true);
  });

  it('links the campaign form opened on the campaign', () => {
    expect(editCampaignHref('a b')).toBe('/brand/dashboard/campaign-setting?edit=a%20b');
  });
});

describe('sorting a report table', () => {
  const rows = [
    row('Meera', { clicks: 5, returnOnSpend: 2 }),
    row('asha', { clicks: 40, returnOnSpend: null }),
    row('Zoya', { clicks: 12, returnOnSpend: 0.5 }),
    row('Bela', { clicks: 12, returnOnSpend: 4 }),
  ];

  it('sorts figures both ways, ties by name', () => {
    expect(names(sortFigureRows(rows, 'clicks', 'descending'))).toEqual(['asha', 'Bela', 'Zoya', 'Meera']);
    expect(names(sortFigureRows(rows, 'clicks', 'ascending'))).toEqual(['Meera', 'Bela', 'Zoya', 'asha']);
  });

  it('sorts names alphabetically whatever their case', () => {
    expect(names(sortFigureRows(rows, 'name', 'ascending'))).toEqual(['asha', 'Bela', 'Meera', 'Zoya']);
    expect(names(sortFigureRows(rows, 'name', 'descending'))).toEqual(['Zoya', 'Meera', 'Bela', 'asha']);
  });

  it('puts a missing ratio last in either direction', () => {
    expect(names(sortFigureRows(rows, 'returnOnSpend', 'descending'))).toEqual(['Bela', 'Meera', 'Zoya', 'asha']);
    expect(names(sortFigureRows(rows, 'returnOnSpend', 'ascending'))).toEqual(['Zoya', 'Meera', 'Bela', 'asha']);
  });

  it('leaves the rows it was given as they were', () => {
    sortFigureRows(rows, 'name', 'descending');
    expect(names(rows)).toEqual(['Meera', 'asha', 'Zoya', 'Bela']);
  });
});
