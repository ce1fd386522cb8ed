import { OPEN_AFTER_APPROVAL } from '@/lib/collaborations/machine';
import type { CollaborationStatus } from '@/models';
import type { ReportFigures } from './types';

/**
 * The stages a collaboration's fee is owed in: agreed (active) and after, up to completed. Not
 * requested or declined (never agreed) nor cancelled (called off).
 */
export const COSTING_STAGES: readonly CollaborationStatus[] = [...OPEN_AFTER_APPROVAL, 'completed'];

/** Stages that appear in a report's creator table: every collaboration that reached active (cancelled ones included). */
export const REPORTED_STAGES: readonly CollaborationStatus[] = [...COSTING_STAGES, 'cancelled'];

/** What the rollups add up to, money in paise. */
export type Sums = { clicks: number; uniqueVisitors: number; conversions: number; revenuePaise: number; costPaise: number };

export const NO_SUMS: Sums = { clicks: 0, uniqueVisitors: 0, conversions: 0, revenuePaise: 0, costPaise: 0 };

export const rupees = (paise: number) => Math.round(paise) / 100;

const ratio = (num: number, den: number, digits: number) => (den === 0 ? null : Number((num / den).toFixed(digits)));

/** The figures of a report from its sums: money in rupees, money per unit to the paisa, rates to 4 decimals; null where the divisor is 0. */
export function toFigures(s: Sums): ReportFigures {
  return {
    clicks: s.clicks,
    uniqueVisitors: s.uniqueVisitors,
    conversions: s.conversions,
    revenue: rupees(s.revenuePaise),
    cost: rupees(s.costPaise),
    conversionRate: ratio(s.conversions, s.clicks, 4),
    costPerClick: ratio(s.costPaise / 100, s.clicks, 2),
    costPerSale: ratio(s.costPaise / 100, s.conversions, 2),
    returnOnSpend: ratio(s.revenuePaise, s.costPaise, 4),
  };
}

export function addSums(a: Sums, b: Sums): Sums {
  return {
    clicks: a.clicks + b.clicks,
    uniqueVisitors: a.uniqueVisitors + b.uniqueVisitors,
    conversions: a.conversions + b.conversions,
    revenuePaise: a.revenuePaise + b.revenuePaise,
    costPaise: a.costPaise + b.costPaise,
  };
}
