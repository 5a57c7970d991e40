import { describe, expect, it } from 'vitest';
import { nzSuperRatesOn } from './nz-super-rates.js';

describe('NZ Super rates beside Spend My KiwiSaver', () => {
  // Work and Income, NZ Super 'How much you can get', rates from 1 April 2025 after tax at 'M':
  // fortnightly $1,076.84 single living alone, $994.00 single sharing, $828.34 each for a couple who both qualify.
  it('from 1 April 2025: the published fortnightly after-tax M rates, weekly half of them, yearly 26 payments', () => {
    const table = nzSuperRatesOn('2026-11-25')!;
    expect(table.from).toBe('2025-04-01');
    expect(table.source.url).toBe('https://workandincome.govt.nz/eligibility/seniors/superannuation/how-much-you-can-get.html');
    expect(table.rates).toEqual([
      { situation: 'singleLivingAlone', label: 'Single, living alone', fortnightly: 1076.84, weekly: 538.42, yearly: 27997.84 },
      { situation: 'singleSharing', label: 'Single, sharing accommodation', fortnightly: 994, weekly: 497, yearly: 25844 },
      { situation: 'coupleBothQualify', label: 'Couple, both qualify (each)', fortnightly: 828.34, weekly: 414.17, yearly: 21536.84 },
    ]);
  });

  // New Zealand Superannuation and Retirement Income Act 2001 s 16(1)(b)-(c): after tax, a single person living
  // alone gets 65% and one not living alone 60% of what a couple who both qualify get together (the cent
  // below: 60% of $1,656.68 is $994.008, paid as $994.00).
  it('keeps the Act’s ratios to the couple rate (65% living alone, 60% sharing)', () => {
    const [alone, sharing, couple] = nzSuperRatesOn('2025-04-01')!.rates;
    const coupleTogether = couple!.fortnightly * 2;
    expect(alone!.fortnightly).toBe(Math.floor(coupleTogether * 0.65 * 100) / 100);
    expect(sharing!.fortnightly).toBe(Math.floor(coupleTogether * 0.6 * 100) / 100);
  });

  it('has no rates before the first dated row', () => {
    expect(nzSuperRatesOn('2025-03-31')).toBeNull();
  });
});
