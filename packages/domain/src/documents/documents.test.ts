import { describe, expect, it } from 'vitest';
import { DocumentListQuery } from '../contracts/documents.js';
import { documentFunds } from './document-funds.js';
import { documentLists, type RecordedDocument } from './document-lists.js';
import { documentPeriodEnd, documentTitle, isQuarterEnd, lastMonthEndBefore, lastQuarterEndBefore } from './document-period.js';
import { channelPublishes } from './fund-document-kinds.js';
import { fundVolatility, riskIndicatorFromVolatility } from './fund-risk-indicator.js';

const fund = (name: string, productCodes: Array<'KS' | 'UT' | 'PW' | 'PE' | 'UT-AUS'>, extra: Partial<{ isCash: boolean; isVanguard: boolean; securityType: string }> = {}) => ({
  name,
  productCodes,
  securityType: 'Fund',
  ...extra,
});

describe('which funds get documents (spec 002 §9, spec 000 §2.5)', () => {
  const funds = [
    fund('Tasman Growth Fund', ['UT', 'PW']),
    fund('Tasman Cash Fund', ['UT', 'PW'], { isCash: true }),
    fund('Tasman KiwiSaver Cash Fund', ['KS']),
    fund('Kingfisher International Shares Index Fund', ['PW'], { isVanguard: true }),
    fund('Vanguard Global Bond Index', ['PW']),
    fund('Aotearoa Energy Limited', ['PW'], { securityType: 'Direct' }),
    fund('Tasman Private Equity Fund I', ['PE']),
    fund('Tasman Australian Equities Fund', ['UT-AUS']),
  ];

  it('excludes cash and third-party index funds, shares and private equity on the NZ portal', () => {
    const chosen = documentFunds(funds, ['KS', 'UT', 'PW', 'PE']);
    expect(chosen.map((c) => [c.fund.name, c.productCodes])).toEqual([['Tasman Growth Fund', ['UT', 'PW']]]);
  });

  it("lists only the portal's own products: UT-AUS on the AU portal", () => {
    expect(documentFunds(funds, ['UT-AUS']).map((c) => c.fund.name)).toEqual(['Tasman Australian Equities Fund']);
  });

  it('publishes fund updates in New Zealand only', () => {
    expect(channelPublishes('NZ', 'FundUpdate')).toBe(true);
    expect(channelPublishes('AU', 'FundUpdate')).toBe(false);
    expect(channelPublishes('AU', 'FactSheet')).toBe(true);
  });
});

describe('document periods and titles', () => {
  it('a fact sheet is as at the last month end before the day it is made', () => {
    expect(lastMonthEndBefore('2026-11-25')).toBe('2026-10-31');
    expect(lastMonthEndBefore('2026-11-01')).toBe('2026-10-31');
    expect(lastMonthEndBefore('2024-03-01')).toBe('2024-02-29'); // leap year
    expect(lastMonthEndBefore('2026-01-15')).toBe('2025-12-31');
  });

  it('a fund update is as at the last quarter end before the day', () => {
    expect(lastQuarterEndBefore('2026-11-25')).toBe('2026-09-30');
    expect(lastQuarterEndBefore('2026-10-01')).toBe('2026-09-30');
    expect(lastQuarterEndBefore('2026-09-30')).toBe('2026-06-30');
    expect(lastQuarterEndBefore('2026-02-10')).toBe('2025-12-31');
    expect(documentPeriodEnd('FundUpdate', '2026-04-02')).toBe('2026-03-31');
    expect(documentPeriodEnd('FactSheet', '2026-04-02')).toBe('2026-03-31');
  });

  it('quarter ends are the last days of March, June, September and December', () => {
    expect(['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31'].every(isQuarterEnd)).toBe(true);
    expect(['2026-03-30', '2026-05-31', '2026-10-31', '2026-06-29'].some(isQuarterEnd)).toBe(false);
  });

  it('every day of four years maps to a month end before it, at most 31 days back', () => {
    for (let day = new Date('2024-01-01T00:00:00Z'); day < new Date('2028-01-01T00:00:00Z'); day.setUTCDate(day.getUTCDate() + 1)) {
      const today = day.toISOString().slice(0, 10);
      const end = lastMonthEndBefore(today);
      expect(end < today).toBe(true);
      expect(isQuarterEnd(lastQuarterEndBefore(today))).toBe(true);
      expect((Date.parse(today) - Date.parse(end)) / 86_400_000).toBeLessThanOrEqual(31);
    }
  });

  it('titles name the fund, the kind and the period', () => {
    expect(documentTitle('FactSheet', 'Tasman Growth Fund', '2026-10-31')).toBe('Tasman Growth Fund Fact Sheet October 2026');
    expect(documentTitle('FundUpdate', 'Tasman Growth Fund', '2026-09-30')).toBe('Tasman Growth Fund Fund Update September 2026 quarter');
  });
});

describe('document lists (spec 002 §3 Documents, §7)', () => {
  const doc = (productCode: 'KS' | 'UT' | 'PW', msSecurityId: string, title: string, periodEnd: string): RecordedDocument => ({
    productCode,
    msSecurityId,
    title,
    periodEnd,
    relativeUrl: `/cache/documents/factsheets/${msSecurityId}?asAt=${periodEnd}`,
  });
  const documents = [
    doc('UT', 'F1', 'Growth Fact Sheet September 2026', '2026-09-30'),
    doc('UT', 'F1', 'Growth Fact Sheet October 2026', '2026-10-31'),
    doc('UT', 'F2', 'Balanced Fact Sheet October 2026', '2026-10-31'),
    doc('PW', 'F1', 'Growth Fact Sheet October 2026', '2026-10-31'),
    doc('KS', 'K1', 'KiwiSaver Growth Fact Sheet October 2026', '2026-10-31'),
  ];

  it('groups the latest document of each fund under each asked product, in the order asked', () => {
    expect(documentLists(documents, { productCodes: ['KS', 'UT'] })).toEqual([
      { productCode: 'KS', name: 'KiwiSaver Plan', docs: [{ Title: 'KiwiSaver Growth Fact Sheet October 2026', RelativeURL: '/cache/documents/factsheets/K1?asAt=2026-10-31', MSID: 'K1' }] },
      {
        productCode: 'UT',
        name: 'Investment Funds',
        docs: [
          { Title: 'Balanced Fact Sheet October 2026', RelativeURL: '/cache/documents/factsheets/F2?asAt=2026-10-31', MSID: 'F2' },
          { Title: 'Growth Fact Sheet October 2026', RelativeURL: '/cache/documents/factsheets/F1?asAt=2026-10-31', MSID: 'F1' },
        ],
      },
    ]);
  });

  it("keeps only the account's funds when fund ids are given, and drops groups left empty", () => {
    const lists = documentLists(documents, { productCodes: ['KS', 'UT', 'PW'], fundIds: ['F1'] });
    expect(lists.map((g) => [g.productCode, g.docs.map((d) => d.MSID)])).toEqual([
      ['UT', ['F1']],
      ['PW', ['F1']],
    ]);
    expect(documentLists(documents, { productCodes: ['KS'], fundIds: ['F9'] })).toEqual([]);
  });
});

describe('the list query', () => {
  it('reads comma-separated product codes and fund ids', () => {
    expect(DocumentListQuery.parse({ productCodes: 'KS, UT', fundIds: 'F1,F2' })).toEqual({ productCodes: ['KS', 'UT'], fundIds: ['F1', 'F2'] });
  });
  it.each([{}, { productCodes: '' }, { productCodes: 'XX' }, { productCodes: 'KS,' }, { productCodes: 'KS', fundIds: 'F1;drop' }, { productCodes: 'KS', fundIds: 'Fünd' }, { productCodes: 'KS', other: '1' }])(
    'refuses %j',
    (query) => {
      expect(DocumentListQuery.safeParse(query).success).toBe(false);
    },
  );
});

describe('risk indicator (FMC Regulations 2014, Schedule 4; FMA risk indicator bands)', () => {
  it('bands the annualised standard deviation: 0.5, 2, 5, 10, 15, 20', () => {
    const cases: Array<[number, number]> = [
      [0, 1],
      [0.49, 1],
      [0.5, 2],
      [1.99, 2],
      [2, 3],
      [4.99, 3],
      [5, 4],
      [9.99, 4],
      [10, 5],
      [14.99, 5],
      [15, 6],
      [19.99, 6],
      [20, 7],
      [45, 7],
    ];
    for (const [sd, indicator] of cases) expect(riskIndicatorFromVolatility(sd), `${sd}`).toBe(indicator);
  });

  it('a fund alternating +1 % and −1 % weekly: sd of weekly returns × √52', () => {
    // Weekly levels 100, 101, 100, 101, …: returns +1 % and −0.990099 % alternately over 260 weeks.
    const asAt = '2026-10-30';
    const index = Array.from({ length: 261 }, (_, k) => {
      const date = new Date(Date.parse(asAt) - 7 * (260 - k) * 86_400_000).toISOString().slice(0, 10);
      return { date, value: k % 2 === 0 ? 100 : 101 };
    });
    const up = 0.01;
    const down = 100 / 101 - 1;
    const mean = (up + down) / 2;
    // 130 of each; sample variance = 260 × ((up − mean)²) / 259, as up − mean = −(down − mean).
    const expected = Math.sqrt((260 * (up - mean) ** 2) / 259) * Math.sqrt(52) * 100;
    const result = fundVolatility(index, asAt);
    expect(result?.weeks).toBe(260);
    expect(result?.annualisedPercent).toBeCloseTo(expected, 10);
    expect(result?.annualisedPercent).toBeCloseTo(7.2, 1);
    expect(result?.indicator).toBe(4);
  });

  it('a young fund is measured over the weeks it has; under two weekly returns, none', () => {
    const index = [
      { date: '2026-10-09', value: 1 },
      { date: '2026-10-16', value: 1.01 },
      { date: '2026-10-23', value: 1.0201 },
      { date: '2026-10-30', value: 1.030301 },
    ];
    // Constant 1 % a week: no variation at all.
    expect(fundVolatility(index, '2026-10-30')).toMatchObject({ weeks: 3, indicator: 1 });
    expect(fundVolatility(index.slice(0, 2), '2026-10-16')).toBeNull();
    expect(fundVolatility([], '2026-10-16')).toBeNull();
  });
});
