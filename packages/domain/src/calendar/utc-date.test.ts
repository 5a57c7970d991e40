import { TZDate } from '@date-fns/tz';
import { addDays as addDaysFns, addMonths, addYears, endOfMonth, format, getDay, isLastDayOfMonth, startOfMonth, subMonths, subYears } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate } from './iso-date.js';
import { UtcDate } from './utc-date.js';

/**
 * UtcDate must give date-fns the same calendar answers as `new TZDate(y, m, d, 'UTC')`, which
 * parseIsoDate used before (issue 15), whatever the process's time zone: checked for every day of
 * 2020-2028 (leap days, month ends, DST changes of the zones below) under each operation the domain uses.
 */
const OPERATIONS: Array<[string, (d: Date) => Date | boolean | number]> = [
  ['addMonths 1', (d) => addMonths(d, 1)],
  ['subMonths 3', (d) => subMonths(d, 3)],
  ['subMonths 12', (d) => subMonths(d, 12)],
  ['addYears -7', (d) => addYears(d, -7)],
  ['subYears 1', (d) => subYears(d, 1)],
  ['startOfMonth', (d) => startOfMonth(d)],
  ['endOfMonth', (d) => endOfMonth(d)],
  ['isLastDayOfMonth', (d) => isLastDayOfMonth(d)],
  ['addDays 40', (d) => addDaysFns(d, 40)],
  ['getDay', (d) => getDay(d)],
];

const shown = (value: Date | boolean | number) => (value instanceof Date ? format(value, 'yyyy-MM-dd') : value);
// Node reads TZ again whenever it changes, so the zone can be set per test.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('UtcDate', () => {
  for (const zone of ['UTC', 'Pacific/Auckland', 'America/St_Johns', 'Australia/Lord_Howe']) {
    it(`answers as TZDate in UTC did, for every day of 2020-2028, in a process set to ${zone}`, () => {
      vi.stubEnv('TZ', zone);
      const differences: string[] = [];
      for (let day = '2020-01-01'; day <= '2028-12-31'; day = addDays(day, 1)) {
        const [y, m, d] = day.split('-').map(Number) as [number, number, number];
        const before = new TZDate(y, m - 1, d, 'UTC');
        const now = new UtcDate(y, m - 1, d);
        for (const [name, operation] of OPERATIONS) {
          const expected = shown(operation(before));
          const actual = shown(operation(now));
          if (expected !== actual) differences.push(`${name}(${day}): ${String(actual)} instead of ${String(expected)}`);
        }
      }
      expect(differences.slice(0, 5)).toEqual([]);
    }, 60_000);
  }

  it('keeps its class through date-fns arithmetic, so formatIsoDate reads its UTC fields', () => {
    vi.stubEnv('TZ', 'Pacific/Auckland');
    const result = endOfMonth(subMonths(parseIsoDate('2024-03-31'), 1));
    expect(result).toBeInstanceOf(UtcDate);
    expect(formatIsoDate(result)).toBe('2024-02-29');
  });

  it('is parsed only from real yyyy-mm-dd dates from year 100 on, and formatted back to the same text', () => {
    for (const bad of ['2024-02-30', '2023-02-29', '2024-13-01', '0001-01-01', '0099-12-31', '2024-1-01', '']) {
      expect(() => parseIsoDate(bad), bad).toThrow(RangeError);
    }
    for (const good of ['0100-01-01', '1900-02-28', '2000-02-29', '9999-12-31']) expect(formatIsoDate(parseIsoDate(good))).toBe(good);
  });
});
