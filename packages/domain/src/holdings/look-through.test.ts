import { describe, expect, it } from 'vitest';
import { lookThroughHoldings, type FundInAccount } from './look-through.js';

const shown = (funds: readonly FundInAccount[]) =>
  lookThroughHoldings(funds).map((h) => [h.name, h.country, h.weight.toFixed(2)]);

/*
 * The method: Morningstar X-Ray Tool Methodology Guide v2.1, 'Top 10 Underlying Holdings' (the
 * portfolio's holdings seen through its funds), and Infront Portfolio Manager's 'Fund Breakdown Top
 * Holdings' ("share of funds in the custody account" × "share of fund in holding company", cumulated
 * per company as its "share of the securities account value"). The figures below are worked by hand.
 */
describe('look-through top holdings of an account (spec 001 §3 Top holdings, §7 Top twenty holdings)', () => {
  it('weights each fund\'s holdings by the fund\'s share of the account and adds up a holding held by two funds', () => {
    const funds: FundInAccount[] = [
      {
        // Global fund: 60 % of the account.
        weight: 60,
        holdings: [
          { name: 'Northwind Semiconductor Corp', country: 'United States', weight: 10 },
          { name: 'Atlantic Payments Inc', country: 'United States', weight: 5 },
          { name: 'Kauri Bank 5.10% 2029', country: 'New Zealand', weight: 2 },
        ],
      },
      {
        // Balanced fund: 40 % of the account.
        weight: 40,
        holdings: [
          { name: 'Northwind Semiconductor Corp', country: 'United States', weight: 5 },
          { name: 'Thames Insurance plc', country: 'United Kingdom', weight: 7.5 },
        ],
      },
    ];
    // Northwind: 60 % × 10 % + 40 % × 5 % = 6.00 % + 2.00 % = 8.00 %.
    // Atlantic:  60 % × 5 %   = 3.00 %.   Thames: 40 % × 7.5 % = 3.00 % (equal: by name, Atlantic first).
    // Kauri:     60 % × 2 %   = 1.20 %.
    expect(shown(funds)).toEqual([
      ['Northwind Semiconductor Corp', 'United States', '8.00'],
      ['Atlantic Payments Inc', 'United States', '3.00'],
      ['Thames Insurance plc', 'United Kingdom', '3.00'],
      ['Kauri Bank 5.10% 2029', 'New Zealand', '1.20'],
    ]);
  });

  it('counts a directly held share, given as one line of 100 %, at its own share of the account', () => {
    // 25 % of the account is the share itself: 25 % × 100 % = 25.00 %; the fund is 75 % × 4 % = 3.00 %.
    expect(
      shown([
        { weight: 25, holdings: [{ name: 'Aotearoa Energy Limited', country: 'New Zealand', weight: 100 }] },
        { weight: 75, holdings: [{ name: 'Harbour Bank term deposit', country: 'New Zealand', weight: 4 }] },
      ]),
    ).toEqual([
      ['Aotearoa Energy Limited', 'New Zealand', '25.00'],
      ['Harbour Bank term deposit', 'New Zealand', '3.00'],
    ]);
  });

  it('rounds the sum once, not each fund\'s part', () => {
    // Two funds of 50 % each hold 0.01 % of X: 50 % × 0.01 % = 0.005 % twice, 0.010 % in all → 0.01.
    // Rounding each part first would give 0.01 + 0.01 = 0.02 (half up) — the wrong figure.
    // Y: one third of the account × 9 % = 3 % exactly, even though one third is not a finite decimal.
    const third = '33.333333333333333333';
    expect(
      shown([
        { weight: 50, holdings: [{ name: 'X', country: 'Japan', weight: '0.01' }] },
        { weight: 50, holdings: [{ name: 'X', country: 'Japan', weight: '0.01' }] },
      ]),
    ).toEqual([['X', 'Japan', '0.01']]);
    expect(shown([{ weight: third, holdings: [{ name: 'Y', country: 'Japan', weight: 9 }] }])).toEqual([['Y', 'Japan', '3.00']]);
  });

  it('orders equal shown weights by name, and takes the country of a holding\'s largest part', () => {
    // First fund, half the account: Beta 50 % × 4.008 % = 2.004 %, Alpha 50 % × 4.002 % = 2.001 %; both
    // show as 2.00, so by name: Alpha first. Gamma: 50 % × 3 % = 1.5 % (Germany) from the first fund and
    // 50 % × 5 % = 2.5 % (Netherlands) from the other half: 4.00 %, Netherlands.
    expect(
      shown([
        {
          weight: 50,
          holdings: [
            { name: 'Beta', country: 'France', weight: '4.008' },
            { name: 'Alpha', country: 'France', weight: '4.002' },
            { name: 'Gamma', country: 'Germany', weight: '3' },
          ],
        },
        { weight: '0', holdings: [{ name: 'Delta', country: 'Italy', weight: 50 }] },
        { weight: 50, holdings: [{ name: 'Gamma', country: 'Netherlands', weight: '5' }] },
      ]),
    ).toEqual([
      ['Gamma', 'Netherlands', '4.00'],
      ['Alpha', 'France', '2.00'],
      ['Beta', 'France', '2.00'],
      // Delta: a fund worth 0 % of the account gives no exposure, so it is left out.
    ]);
  });

  it('gives an empty list for an account with no funds', () => {
    expect(lookThroughHoldings([])).toEqual([]);
  });
});
