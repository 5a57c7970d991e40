import { describe, expect, it } from 'vitest';
import { availableMonths, CHART_PERIOD_MONTHS, chartPeriodRange, DEFAULT_CHART_PERIOD, isChartPeriodDisabled } from './chart-periods.js';

const enabledAt = (available: number) => CHART_PERIOD_MONTHS.filter((months) => !isChartPeriodDisabled(months, available));

describe('fund chart period selector (spec 001 §4, §5)', () => {
  it('offers 12, 24, 36, 60 and 120 months, 12 by default', () => {
    expect(CHART_PERIOD_MONTHS).toEqual([12, 24, 36, 60, 120]);
    expect(DEFAULT_CHART_PERIOD).toBe(12);
  });

  it('counts whole months of history from inception to the latest price', () => {
    expect(availableMonths('2015-01-15', '2016-01-14')).toBe(11);
    expect(availableMonths('2015-01-15', '2016-01-15')).toBe(12);
    expect(availableMonths('2024-05-01', '2024-05-20')).toBe(0);
  });

  it('disables 2 years at or below 12 months, 3 years at or below 24, 5 years at or below 36, 10 years at or below 60', () => {
    expect(enabledAt(0)).toEqual([12]);
    expect(enabledAt(12)).toEqual([12]);
    expect(enabledAt(13)).toEqual([12, 24]);
    expect(enabledAt(24)).toEqual([12, 24]);
    expect(enabledAt(25)).toEqual([12, 24, 36]);
    expect(enabledAt(36)).toEqual([12, 24, 36]);
    expect(enabledAt(37)).toEqual([12, 24, 36, 60]);
    expect(enabledAt(60)).toEqual([12, 24, 36, 60]);
    expect(enabledAt(61)).toEqual([12, 24, 36, 60, 120]);
  });

  it('runs a period back from the latest price, but not before inception', () => {
    expect(chartPeriodRange(12, '2010-03-31', '2024-02-29')).toEqual({ start: '2023-02-28', end: '2024-02-29' });
    expect(chartPeriodRange(24, '2023-01-10', '2024-02-20')).toEqual({ start: '2023-01-10', end: '2024-02-20' });
  });
});
