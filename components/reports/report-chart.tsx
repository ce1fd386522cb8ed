'use client';

import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { DailyPoint } from '@/lib/reports/types';
import { formatLongDay, isEmptySeries } from '@/lib/reports/display';
import { SeriesTable } from './series-table';
import styles from './reports.module.css';

type Props = {
  daily: DailyPoint[];
  /** Names the chart and its table, e.g. "Clicks and sales per day". */
  title: string;
  /** Plots (and tabulates) the revenue: the brand's figure, left out of a creator's chart. */
  revenue?: boolean;
};

const HEIGHT = 260;

/** A design token's value (uPlot draws on a canvas, which needs colour strings, not var()). */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

const compactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });
const wholeCount = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
const dayLabel = (ts: number) => new Date(ts * 1000).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function chartOptions(width: number, revenue: boolean): uPlot.Options {
  const muted = token('--c-muted');
  const line = token('--c-line');
  const font = `12px ${token('--font') || 'sans-serif'}`;
  const axis = { stroke: muted, font, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    // The days are India calendar days sent as UTC midnights: ticks fall on those midnights.
    tzDate: (ts) => new Date(ts * 1000 + new Date(ts * 1000).getTimezoneOffset() * 60_000),
    scales: {
      x: { time: true },
      n: { range: (_u, _min, max) => [0, Math.max(4, max)] },
      r: { range: (_u, _min, max) => [0, Math.max(100, max)] },
    },
    series: [
      {},
      { label: 'Clicks', scale: 'n', stroke: token('--c-primary'), width: 2 },
      { label: 'Sales', scale: 'n', stroke: token('--c-accent-strong'), width: 2 },
      ...(revenue ? [{ label: 'Revenue', scale: 'r', stroke: token('--c-success'), width: 2, dash: [6, 4] }] : []),
    ],
    axes: [
      // The ticks are UTC midnights (see toData): named as India days, "26 Oct".
      { ...axis, space: 64, values: (_u, ticks) => ticks.map(dayLabel) },
      { ...axis, scale: 'n', size: 44, values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? wholeCount.format(v) : '')) },
      ...(revenue
        ? [{ ...axis, scale: 'r', side: 1, size: 56, grid: { show: false }, values: (_u: uPlot, ticks: number[]) => ticks.map((v) => compactRupees.format(v)) }]
        : []),
    ],
  };
}

function toData(daily: DailyPoint[], revenue: boolean): uPlot.AlignedData {
  const days = daily.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
  const counts = [daily.map((d) => d.clicks), daily.map((d) => d.conversions)];
  return revenue ? [days, ...counts, daily.map((d) => d.revenue)] : [days, ...counts];
}

/**
 * Daily clicks, sales and revenue as a line chart (uPlot, fetched only when a report is shown),
 * sized to its container; the same figures as a table behind a disclosure. The box keeps its
 * height while the library loads, so nothing below it moves.
 */
export function ReportChart({ daily, title, revenue = true }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const empty = isEmptySeries(daily);

  useEffect(() => {
    const el = box.current;
    if (!el || empty) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        chart = new UPlot(chartOptions(el.clientWidth, revenue), toData(daily, revenue), el);
        setState('ready');
        observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height: HEIGHT }));
        observer.observe(el);
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [daily, empty, revenue]);

  const first = daily[0];
  const last = daily.at(-1);
  const span = first && last ? `${formatLongDay(first.date)} to ${formatLongDay(last.date)}` : '';
  return (
    <figure className={styles.chartFigure} data-testid="report-chart">
      <figcaption className={styles.legend}>
        <span className={styles.chartTitle}>{title}</span>
        <span className={styles.key}>
          <span className={`${styles.swatch} ${styles.swatchClicks}`} aria-hidden="true" />
          Clicks
        </span>
        <span className={styles.key}>
          <span className={`${styles.swatch} ${styles.swatchSales}`} aria-hidden="true" />
          Sales
        </span>
        {revenue ? (
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.swatchRevenue}`} aria-hidden="true" />
            Revenue (₹, right axis)
          </span>
        ) : null}
      </figcaption>
      {empty ? (
        <div className={styles.chartBox} role="status">
          <p className={`muted ${styles.chartMessage}`}>No clicks or sales from {span}.</p>
        </div>
      ) : (
        <div
          className={styles.chartBox}
          ref={box}
          role="img"
          aria-label={`Line chart of ${title.toLowerCase()}, ${span}. The same figures are in the table that follows.`}
          data-state={state}
        >
          {state === 'loading' ? <p className={`muted ${styles.chartMessage}`}>Loading the chart...</p> : null}
          {state === 'failed' ? <p className={`muted ${styles.chartMessage}`}>The chart could not be drawn; the figures are in the table.</p> : null}
        </div>
      )}
      <details className={styles.disclosure}>
        <summary>Show the figures per day as a table</summary>
        <SeriesTable daily={daily} caption={`${title}, ${span}`} revenue={revenue} />
      </details>
    </figure>
  );
}
