import { describe, expect, it } from 'vitest';
import { channelConfig } from '../channel/channel.js';
import { lastClosedBusinessDay } from './last-closed-business-day.js';

const at = (iso: string) => new Date(iso);

describe('lastClosedBusinessDay', () => {
  it('puts the close in the channel config as a local HH:mm time', () => {
    expect(channelConfig('NZ').marketCloseTime).toMatch(/^\d{2}:\d{2}$/);
    expect(channelConfig('AU').marketCloseTime).toMatch(/^\d{2}:\d{2}$/);
  });

  it('is the previous business day before the close and the day itself once the close has passed (NZDT, UTC+13)', () => {
    // Tuesday 24 November 2026: 16:59 and 17:00 NZDT are 03:59 and 04:00 UTC.
    expect(lastClosedBusinessDay(at('2026-11-24T03:59:00Z'), 'NZ')).toBe('2026-11-23');
    expect(lastClosedBusinessDay(at('2026-11-24T04:00:00Z'), 'NZ')).toBe('2026-11-24');
  });

  it('uses the local date, not the UTC one: 09:00 on Tuesday in Auckland is still Monday in UTC', () => {
    expect(lastClosedBusinessDay(at('2026-11-23T20:00:00Z'), 'NZ')).toBe('2026-11-23');
    // 23:30 NZDT on Tuesday is 10:30 UTC the same day; after the close, so Tuesday.
    expect(lastClosedBusinessDay(at('2026-11-24T10:30:00Z'), 'NZ')).toBe('2026-11-24');
  });

  it('answers Friday all weekend and on Monday morning', () => {
    expect(lastClosedBusinessDay(at('2026-11-28T02:00:00Z'), 'NZ')).toBe('2026-11-27'); // Saturday 15:00
    expect(lastClosedBusinessDay(at('2026-11-29T23:00:00Z'), 'NZ')).toBe('2026-11-27'); // Monday 12:00
  });

  it('after NZ daylight saving ends (5 April 2026) the close is 05:00 UTC, and Easter is skipped', () => {
    // Tuesday 7 April 2026, NZST (UTC+12): 04:30 UTC is 16:30, before the close (it would be 17:30 in NZDT).
    // The business day before: Monday 6 April is Easter Monday and Friday 3 April Good Friday.
    expect(lastClosedBusinessDay(at('2026-04-07T04:30:00Z'), 'NZ')).toBe('2026-04-02');
    expect(lastClosedBusinessDay(at('2026-04-07T05:00:00Z'), 'NZ')).toBe('2026-04-07');
  });

  it('after NZ daylight saving starts (27 September 2026) the close is 04:00 UTC', () => {
    // Monday 28 September 2026, NZDT (UTC+13): 04:00 UTC is 17:00; 03:59 UTC is 16:59 (15:59 in NZST).
    expect(lastClosedBusinessDay(at('2026-09-28T03:59:00Z'), 'NZ')).toBe('2026-09-25');
    expect(lastClosedBusinessDay(at('2026-09-28T04:00:00Z'), 'NZ')).toBe('2026-09-28');
  });

  it('follows Sydney for AU: its own close, its own daylight saving (4 October 2026) and NSW holidays', () => {
    const close = channelConfig('AU').marketCloseTime;
    expect(close).toBe('16:15');
    // Tuesday 6 October 2026, AEDT (UTC+11): 16:15 is 05:15 UTC. Monday 5 October is Labour Day in NSW.
    expect(lastClosedBusinessDay(at('2026-10-06T05:14:00Z'), 'AU')).toBe('2026-10-02');
    expect(lastClosedBusinessDay(at('2026-10-06T05:15:00Z'), 'AU')).toBe('2026-10-06');
    // Friday 2 October 2026, AEST (UTC+10): 16:15 is 06:15 UTC.
    expect(lastClosedBusinessDay(at('2026-10-02T06:14:00Z'), 'AU')).toBe('2026-10-01');
    expect(lastClosedBusinessDay(at('2026-10-02T06:15:00Z'), 'AU')).toBe('2026-10-02');
  });

  it('differs between the portals at the same instant: 17:30 in Auckland is 15:30 in Sydney', () => {
    const instant = at('2026-11-24T04:30:00Z');
    expect(lastClosedBusinessDay(instant, 'NZ')).toBe('2026-11-24');
    expect(lastClosedBusinessDay(instant, 'AU')).toBe('2026-11-23');
  });
});
