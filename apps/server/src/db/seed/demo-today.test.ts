import { lastClosedBusinessDay } from '@tasman/domain';
import { describe, expect, it } from 'vitest';
import { buildMarketData } from './market-data.js';
import { demoToday } from './demo-today.js';

describe('demoToday', () => {
  it('is yesterday before the close and today after both portals have closed', () => {
    // Tuesday 24 November 2026. 10:00 NZDT (21:00 UTC on the 23rd): neither market has closed today.
    expect(demoToday(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-23');
    // 17:30 NZDT = 15:30 AEDT: NZ has closed, Sydney has not, so the demo still ends on Monday.
    expect(demoToday(new Date('2026-11-24T04:30:00Z'))).toBe('2026-11-23');
    // 16:30 AEDT = 18:30 NZDT: both closed.
    expect(demoToday(new Date('2026-11-24T05:30:00Z'))).toBe('2026-11-24');
  });

  it('gives the seed no price on a day whose close has not passed, on either portal', () => {
    const now = new Date('2026-11-24T01:00:00Z'); // 14:00 NZDT, 12:00 AEDT on a Tuesday
    const market = buildMarketData(demoToday(now));
    for (const series of market.series.values()) {
      const last = series.dates.at(-1) as string;
      expect(last <= lastClosedBusinessDay(now, series.fund.channel), series.fund.code).toBe(true);
    }
    for (const benchmark of market.benchmarks) expect((benchmark.dates.at(-1) as string) <= '2026-11-23').toBe(true);
  });
});
