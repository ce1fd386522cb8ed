// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FigureRow } from '@/lib/reports/display';
import { NO_FIGURES, type DailyPoint, type ReportFigures } from '@/lib/reports/types';

// The report's interactive pieces in a DOM: the sortable creator table, the chart (its library
// stood in for: a canvas is not what is tested here) with its table, and the copy field.

const charts: { opts: { width: number; height: number; series: { stroke?: string }[] }; data: number[][]; el: HTMLElement; destroyed: boolean }[] = [];
vi.mock('uplot', () => ({
  default: class {
    entry: (typeof charts)[number];
    constructor(opts: (typeof charts)[number]['opts'], data: number[][], el: HTMLElement) {
      this.entry = { opts, data, el, destroyed: false };
      charts.push(this.entry);
    }
    setSize() {}
    destroy() {
      this.entry.destroyed = true;
    }
  },
}));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch, ...rest }: { href: string; children: unknown; prefetch?: boolean }) => {
    void prefetch;
    return createElement('a', { href, ...rest }, children as never);
  },
}));

const { FiguresTable } = await import('./figures-table');
const { ReportChart } = await import('./report-chart');
const { CopyField } = await import('./copy-field');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  charts.length = 0;
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const row = (name: string, over: Partial<ReportFigures>): FigureRow => ({
  ...NO_FIGURES,
  ...over,
  id: `id-${name}`,
  name,
  href: `/brand/dashboard/collaborations/collab-${name.toLowerCase()}`,
  note: 'Live',
});
const bodyNames = () => [...host.querySelectorAll('tbody th a')].map((a) => a.textContent);
const header = (label: string) => [...host.querySelectorAll('thead th')].find((th) => th.textContent?.startsWith(label)) as HTMLElement;

describe('a report table (creators here)', () => {
  const rows = [row('Asha', { clicks: 3, revenue: 900 }), row('Bela', { clicks: 10, revenue: 0 }), row('Chitra', { clicks: 7, revenue: 4500 })];

  it('starts with the most clicks first and says so with aria-sort', async () => {
    await act(async () => root.render(createElement(FiguresTable, { rows, caption: 'Creators', nameLabel: 'Creator' })));
    expect(bodyNames()).toEqual(['Bela', 'Chitra', 'Asha']);
    expect(header('Clicks').getAttribute('aria-sort')).toBe('descending');
    expect(header('Revenue').getAttribute('aria-sort')).toBeNull();
    expect(host.querySelector('caption')?.textContent).toContain('sorted by clicks, descending');
  });

  it('sorts by the column whose header button is pressed, then the other way', async () => {
    await act(async () => root.render(createElement(FiguresTable, { rows, caption: 'Creators', nameLabel: 'Creator' })));
    const revenue = header('Revenue').querySelector('button')!;
    expect(revenue.type).toBe('button');
    await act(async () => revenue.click());
    expect(bodyNames()).toEqual(['Chitra', 'Asha', 'Bela']);
    expect(header('Revenue').getAttribute('aria-sort')).toBe('descending');
    expect(header('Clicks').getAttribute('aria-sort')).toBeNull();
    await act(async () => revenue.click());
    expect(bodyNames()).toEqual(['Bela', 'Asha', 'Chitra']);
    expect(header('Revenue').getAttribute('aria-sort')).toBe('ascending');
    await act(async () => header('Creator').querySelector('button')!.click());
    expect(bodyNames()).toEqual(['Asha', 'Bela', 'Chitra']);
    expect(header('Creator').getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows money in rupees and a dash for a ratio without a divisor, and links each collaboration', async () => {
    await act(async () =>
      root.render(
        createElement(FiguresTable, { rows: [row('Chitra', { clicks: 7, revenue: 4500, conversionRate: 0.2857 })], caption: 'Creators', nameLabel: 'Creator' }),
      ),
    );
    const cells = [...host.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual(['7', '0', '0', '₹4,500', '₹0', '28.57%', '—', '—', '—']);
    expect(host.querySelector('tbody a')?.getAttribute('href')).toBe('/brand/dashboard/collaborations/collab-chitra');
  });
});

const days = (points: [number, number, number][]): DailyPoint[] =>
  points.map(([clicks, conversions, revenue], i) => ({ date: `2026-11-0${i + 1}`, clicks, conversions, revenue, repeatClicks: 0, suspicious: false }));

describe('the chart', () => {
  it('draws the series with the design tokens for colours, and has the same figures as a table', async () => {
    document.documentElement.style.setProperty('--c-primary', 'rebeccapurple');
    const daily = days([
      [4, 0, 0],
      [9, 1, 1499],
      [2, 0, 0],
    ]);
    await act(async () => root.render(createElement(ReportChart, { daily, title: 'Clicks and sales' })));
    await vi.waitFor(() => expect(charts).toHaveLength(1));
    const [chart] = charts;
    expect(chart.data[0]).toEqual([Date.UTC(2026, 10, 1) / 1000, Date.UTC(2026, 10, 2) / 1000, Date.UTC(2026, 10, 3) / 1000]);
    expect(chart.data.slice(1)).toEqual([
      [4, 9, 2],
      [0, 1, 0],
      [0, 1499, 0],
    ]);
    expect(chart.opts.height).toBe(260);
    expect(chart.opts.series[1].stroke).toBe('rebeccapurple');
    const box = host.querySelector('[role="img"]')!;
    expect(box.getAttribute('aria-label')).toContain('1 Nov 2026 to 3 Nov 2026');
    await vi.waitFor(() => expect(box.getAttribute('data-state')).toBe('ready'));
    const table = host.querySelector('details table')!;
    expect(table.querySelector('caption')?.textContent).toBe('Clicks and sales, 1 Nov 2026 to 3 Nov 2026');
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([
      ['1 Nov 2026', '4', '0', '₹0'],
      ['2 Nov 2026', '9', '1', '₹1,499'],
      ['3 Nov 2026', '2', '0', '₹0'],
    ]);
    act(() => root.render(createElement('p')));
    expect(chart.destroyed).toBe(true);
  });

  it("leaves the revenue out of a creator's chart: no series, no right axis, no legend key, no column", async () => {
    const daily = days([
      [4, 0, 0],
      [9, 1, 1499],
    ]);
    await act(async () => root.render(createElement(ReportChart, { daily, title: 'Clicks and sales', revenue: false })));
    await vi.waitFor(() => expect(charts).toHaveLength(1));
    const [chart] = charts;
    expect(chart.data.slice(1)).toEqual([
      [4, 9],
      [0, 1],
    ]);
    const opts = chart.opts as unknown as { series: { label?: string }[]; axes: unknown[] };
    expect(opts.series.map((x) => x.label)).toEqual([undefined, 'Clicks', 'Sales']);
    expect(opts.axes).toHaveLength(2);
    expect(host.querySelector('figcaption')?.textContent).not.toContain('Revenue');
    const table = host.querySelector('details table')!;
    expect([...table.querySelectorAll('thead th')].map((c) => c.textContent)).toEqual(['Day', 'Clicks', 'Sales']);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([
      ['1 Nov 2026', '4', '0'],
      ['2 Nov 2026', '9', '1'],
    ]);
  });

  it('says there is nothing to draw, without loading the library, when every day is zero', async () => {
    await act(async () => root.render(createElement(ReportChart, { daily: days([[0, 0, 0]]), title: 'Clicks and sales' })));
    expect(host.querySelector('[role="status"]')?.textContent).toBe('No clicks or sales from 1 Nov 2026 to 1 Nov 2026.');
    expect(host.querySelector('[role="img"]')).toBeNull();
    expect(host.querySelectorAll('details tbody tr')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(charts).toHaveLength(0);
  });
});

describe('the copy field', () => {
  it('copies with the Clipboard API and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => root.render(createElement(CopyField, { label: 'Tracked link', value: 'http://localhost:3000/r/abc123XYZ0' })));
    await act(async () => (host.querySelector('button') as HTMLButtonElement).click());
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/r/abc123XYZ0');
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Copied');
    expect((host.querySelector('input') as HTMLInputElement).readOnly).toBe(true);
    expect(host.querySelector('label')?.textContent).toBe('Tracked link');
  });

  it('falls back to selecting the text and the copy command when the Clipboard API refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('NotAllowedError');
    });
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await act(async () => root.render(createElement(CopyField, { label: 'Promo code', value: 'ASHA-7KQ2MX' })));
    await act(async () => (host.querySelector('button') as HTMLButtonElement).click());
    expect(exec).toHaveBeenCalledWith('copy');
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Copied');
    exec.mockReturnValue(false);
    await act(async () => (host.querySelector('button') as HTMLButtonElement).click());
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Could not copy: select the text and copy it');
  });
});
