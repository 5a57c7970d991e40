import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import { localDateOf } from './local-date.js';

const at = (iso: string) => new Date(iso);

describe('local dates (DESIGN §5: a transaction belongs to the local date, never the UTC date)', () => {
  it('puts a transaction booked at UTC midnight on the same local date in Auckland and Sydney', () => {
    // 00:00 UTC is 12:00 NZST (+12) and 10:00 AEST (+10) on the same day.
    expect(localDateOf(at('2024-06-30T00:00:00Z'), 'Pacific/Auckland')).toBe('2024-06-30');
    expect(localDateOf(at('2024-06-30T00:00:00Z'), 'Australia/Sydney')).toBe('2024-06-30');
  });

  it('puts local midnight on the local date although the UTC date is the day before', () => {
    // 1 July 00:00 NZST (+12) is 30 June 12:00 UTC; 1 July 00:00 AEST (+10) is 30 June 14:00 UTC.
    expect(localDateOf(at('2024-06-30T12:00:00Z'), 'Pacific/Auckland')).toBe('2024-07-01');
    expect(localDateOf(at('2024-06-30T14:00:00Z'), 'Australia/Sydney')).toBe('2024-07-01');
  });

  it('uses NZ daylight time (+13) in summer and standard time (+12) after it ends', () => {
    // NZDT ended Sunday 7 April 2024 at 03:00. 6 April 11:30 UTC + 13 h = 7 April 00:30.
    expect(localDateOf(at('2024-04-06T11:30:00Z'), 'Pacific/Auckland')).toBe('2024-04-07');
    // 7 April 11:30 UTC + 12 h = 7 April 23:30 (with +13 it would wrongly be 8 April).
    expect(localDateOf(at('2024-04-07T11:30:00Z'), 'Pacific/Auckland')).toBe('2024-04-07');
  });

  it('switches to NZ daylight time when it starts on the last Sunday of September', () => {
    // NZDT started Sunday 29 September 2024 at 02:00. 29 Sep 11:30 UTC + 13 h = 30 Sep 00:30.
    expect(localDateOf(at('2024-09-29T11:30:00Z'), 'Pacific/Auckland')).toBe('2024-09-30');
  });

  it('follows Sydney daylight saving (+11 from the first Sunday of October to the first Sunday of April)', () => {
    // AEDT started Sunday 6 October 2024. 6 Oct 13:30 UTC + 11 h = 7 Oct 00:30 (with +10, 6 Oct 23:30).
    expect(localDateOf(at('2024-10-06T13:30:00Z'), 'Australia/Sydney')).toBe('2024-10-07');
    // AEDT ended Sunday 7 April 2024. 7 Apr 13:30 UTC + 10 h = 7 Apr 23:30 (with +11, 8 Apr 00:30).
    expect(localDateOf(at('2024-04-07T13:30:00Z'), 'Australia/Sydney')).toBe('2024-04-07');
  });

  it("agrees with date-fns' zoned format on any instant from 1901 to 2099 and around every change of offset", () => {
    // An independent reading of the same IANA data (date-fns/tz's own offset arithmetic): the
    // formatter's parts must give the same local date, including the hours either side of midnight.
    const random = mulberry32(20261129);
    const reference = (instant: Date, zone: string) => format(instant, 'yyyy-MM-dd', { in: tz(zone) });
    const instants: Date[] = [];
    for (let i = 0; i < 4_000; i++) instants.push(new Date(Date.UTC(1901, 0, 1) + random() * (Date.UTC(2099, 11, 31) - Date.UTC(1901, 0, 1))));
    // Every half hour across the NZ and Sydney changes of 2024 (April and September/October).
    for (const start of ['2024-04-06T10:00:00Z', '2024-04-06T12:00:00Z', '2024-09-28T12:00:00Z', '2024-10-05T14:00:00Z']) {
      for (let h = 0; h < 48; h++) instants.push(new Date(Date.parse(start) + h * 1_800_000));
    }
    for (const zone of ['Pacific/Auckland', 'Australia/Sydney', 'UTC']) {
      for (const instant of instants) expect(localDateOf(instant, zone), `${instant.toISOString()} ${zone}`).toBe(reference(instant, zone));
    }
  });

  it('gives the same dates one second apart, in order and back again, across midnights the remembered minute must not hide', () => {
    // The formatter itself, made here, as the reference: 'en-CA' writes the date as yyyy-mm-dd.
    const reference = (instant: Date, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);
    const seconds = (fromIso: string, count: number) => Array.from({ length: count }, (_, i) => new Date(Date.parse(fromIso) + i * 1_000));
    const runs: Array<[string, Date[]]> = [
      // NZST midnight (+12): 2024-06-30T12:00:00Z.
      ['Pacific/Auckland', seconds('2024-06-30T11:58:00Z', 240)],
      // Auckland before 1868 kept local mean time, +11:39:04: its midnight falls 56 s into a UTC minute.
      ['Pacific/Auckland', seconds('1859-12-31T12:19:00Z', 180)],
      // Sydney's mean time was +10:04:52: the same, 8 s into a minute.
      ['Australia/Sydney', seconds('1894-12-31T13:54:00Z', 180)],
    ];
    for (const [zone, instants] of runs) {
      for (const order of [instants, [...instants].reverse()]) {
        for (const instant of order) expect(localDateOf(instant, zone), `${instant.toISOString()} ${zone}`).toBe(reference(instant, zone));
      }
    }
  });
});
