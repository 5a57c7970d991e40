import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateIn } from './channel.js';

describe("a channel's local date (DESIGN §5: the client's day, never the UTC date)", () => {
  afterEach(() => vi.useRealTimers());

  it('is the New Zealand date on the NZ portal and the Sydney date on the AU portal', () => {
    // 30 November 2026 11:30 UTC: New Zealand daylight time (+13, from the last Sunday of September,
    // Department of Internal Affairs) makes it 00:30 on 1 December in Auckland; Australian Eastern
    // Daylight Time (+11, from the first Sunday of October in New South Wales) 22:30 on 30 November.
    expect(localDateIn('NZ', new Date('2026-11-30T11:30:00Z'))).toBe('2026-12-01');
    expect(localDateIn('AU', new Date('2026-11-30T11:30:00Z'))).toBe('2026-11-30');
    // 30 June 2026 12:30 UTC, in standard time: NZST (+12) 00:30 on 1 July; AEST (+10) 22:30 on 30 June.
    expect(localDateIn('NZ', new Date('2026-06-30T12:30:00Z'))).toBe('2026-07-01');
    expect(localDateIn('AU', new Date('2026-06-30T12:30:00Z'))).toBe('2026-06-30');
  });

  it('is the date now when no instant is given', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T11:30:00Z'), toFake: ['Date'] });
    expect(localDateIn('NZ')).toBe('2026-12-01');
    expect(localDateIn('AU')).toBe('2026-11-30');
  });
});
