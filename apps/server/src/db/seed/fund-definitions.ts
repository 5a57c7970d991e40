import type { AssetClass, ProductCode } from '../schema/codes.js';
import type { Channel } from './calendar.js';
import type { DrawdownSettings } from './price-path.js';

/** A fictional fund (or directly held share) of the demo manager, with how its prices behave. */
export interface FundDefinition {
  code: string;
  msSecurityId: string;
  isin: string;
  name: string;
  legalName: string;
  channel: Channel;
  productCodes: ProductCode[];
  securityType: 'Fund' | 'Direct';
  /** One of the spec 001 classes, or 'Diversified' for a multi-asset fund. */
  assetClass: AssetClass | 'Diversified';
  investmentCategory: 'Growth' | 'Income';
  isDims: boolean;
  isCash: boolean;
  isVanguard: boolean;
  feePercent: string;
  objective: string;
  startPrice: number;
  /**
   * The walk of a fund without a benchmark (a listed share; private equity revalued quarterly):
   * expected return a year and volatility. A benchmarked fund follows its benchmark instead
   * (market-data.ts), so these only describe it.
   */
  annualDrift: number;
  annualVolatility: number;
  drawdowns: DrawdownSettings | null;
  /** How a benchmarked fund departs from its benchmark: tracking error a year and tracking difference (drawn when absent). */
  tracking?: { error: number; difference?: number };
  /** The recommended minimum investment timeframe its objective states, in years (none for a listed share). */
  minimumTimeframeYears: number | null;
  /** Distributions: how often and the yearly payout as a fraction of the price. */
  distribution?: { frequency: 'Quarterly' | 'HalfYearly'; annualYield: number; label: 'Distribution' | 'Dividend' };
  /** Benchmark key (benchmarks are shared by a fund and its KiwiSaver twin). */
  benchmark?: string;
  /** Neutral asset mix in percent (adds up to 100). */
  targetAllocation: Partial<Record<AssetClass, number>>;
  /** Which holdings universe its top holdings come from, with weights in percent of the fund. */
  holdingsMix?: Partial<Record<HoldingPool, number>>;
  /** Taxable income a year as a fraction of value, for the demo's PIE tax estimate. */
  taxableIncomeRate: number;
  /** Private-equity funds are priced monthly (quarterly before Sep 2018), spec 001 §9. */
  pricing: 'Daily' | 'PrivateEquity';
  /** Years before the demo's 'today' that the fund started (prices begin then). */
  inceptionYearsAgo: number;
  /** Fund size at the last month end, in millions. */
  fundSizeMillions: number;
}

export type HoldingPool =
  | 'InternationalEquities'
  | 'AustralianEquities'
  | 'NewZealandEquities'
  | 'ListedProperty'
  | 'FixedInterestNZ'
  | 'FixedInterestInternational'
  | 'CashDeposits'
  | 'PrivateCompanies';

export interface BenchmarkDefinition {
  key: string;
  msBenchmarkId: string;
  name: string;
  currencyCode: 'NZD' | 'AUD';
  /** The asset classes the index is made of, in percent (rebalanced daily). */
  mix: Partial<Record<AssetClass, number>>;
  startLevel: number;
  /**
   * A 'cash plus' benchmark grows at a fixed rate instead of following markets; a fund measured
   * against one follows its own neutral mix instead.
   */
  absoluteReturn?: number;
}

export const EQUITY_DRAWDOWNS: DrawdownSettings = { perYear: 0.25, depth: 0.22, minSteps: 15, maxSteps: 60 };
export const GROWTH_DRAWDOWNS: DrawdownSettings = { perYear: 0.22, depth: 0.14, minSteps: 15, maxSteps: 60 };
export const BALANCED_DRAWDOWNS: DrawdownSettings = { perYear: 0.2, depth: 0.09, minSteps: 15, maxSteps: 50 };
export const BOND_DRAWDOWNS: DrawdownSettings = { perYear: 0.15, depth: 0.04, minSteps: 20, maxSteps: 80 };

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'five years', 'one year': how an objective writes a timeframe. */
export function yearsInWords(years: number): string {
  return `${NUMBER_WORDS[years] ?? String(years)} year${years === 1 ? '' : 's'}`;
}

/**
 * The objective's text and, for a fund, its recommended minimum timeframe: both from the one number,
 * so a fund never states a timeframe that its own objective contradicts (issue 9 item 12).
 */
function objective(text: string, years: number | null): string {
  const paragraph = `<p>${text}</p>`;
  return years === null
    ? paragraph
    : `${paragraph}<p>Recommended minimum investment timeframe: ${yearsInWords(years)}.</p>`;
}

interface FundSeedInput extends Omit<
  FundDefinition,
  | 'legalName'
  | 'objective'
  | 'isCash'
  | 'isVanguard'
  | 'isDims'
  | 'securityType'
  | 'pricing'
  | 'inceptionYearsAgo'
  | 'startPrice'
  | 'minimumTimeframeYears'
> {
  minimumTimeframeYears?: number;
  /** May say '{timeframe}', replaced by the minimum timeframe in words. */
  objectiveText: string;
  isCash?: boolean;
  isVanguard?: boolean;
  isDims?: boolean;
  securityType?: 'Fund' | 'Direct';
  pricing?: 'Daily' | 'PrivateEquity';
  inceptionYearsAgo?: number;
  startPrice?: number;
}

/** Fills in the defaults of a fund definition. */
export function fund(input: FundSeedInput): FundDefinition {
  const { objectiveText, minimumTimeframeYears, ...rest } = input;
  const years = input.securityType === 'Direct' ? null : (minimumTimeframeYears ?? null);
  if (input.securityType !== 'Direct' && years === null) throw new Error(`${input.code} needs a minimum timeframe`);
  return {
    ...rest,
    minimumTimeframeYears: years,
    legalName: input.securityType === 'Direct' ? input.name : `${input.name} (a fund of the Tasman ${schemeOf(input)})`,
    objective: objective(
      years === null ? objectiveText : objectiveText.replace('{timeframe}', yearsInWords(years)),
      years,
    ),
    isCash: input.isCash ?? false,
    isVanguard: input.isVanguard ?? false,
    isDims: input.isDims ?? false,
    securityType: input.securityType ?? 'Fund',
    pricing: input.pricing ?? 'Daily',
    inceptionYearsAgo: input.inceptionYearsAgo ?? 15,
    startPrice: input.startPrice ?? 1,
  };
}

function schemeOf(input: FundSeedInput): string {
  if (input.productCodes.includes('KS')) return 'KiwiSaver Plan';
  if (input.productCodes.includes('PE')) return 'Private Equity Scheme';
  if (input.channel === 'AU') return 'Australian Unit Trusts';
  return 'Investment Funds';
}

/** Neutral mixes of the multi-asset funds, in percent. */
export const DIVERSIFIED = {
  conservative: {
    'International Equities': 10,
    'Australian Equities': 2,
    'New Zealand Equities': 4,
    'Listed Property': 3,
    'International Fixed Interest': 38,
    'New Zealand Fixed Interest': 28,
    'Cash and Cash Equivalents': 15,
  },
  balanced: {
    Commodities: 1,
    'Unlisted Property': 2,
    'Listed Property': 5,
    'International Equities': 32,
    'Australian Equities': 8,
    'New Zealand Equities': 12,
    'International Fixed Interest': 20,
    'New Zealand Fixed Interest': 12,
    'Cash and Cash Equivalents': 6,
    'Effective Cash': 2,
  },
  growth: {
    Other: 1,
    Commodities: 1,
    'Unlisted Property': 3,
    'Listed Property': 6,
    'International Equities': 42,
    'Australian Equities': 10,
    'New Zealand Equities': 16,
    'International Fixed Interest': 11,
    'New Zealand Fixed Interest': 5,
    'Cash and Cash Equivalents': 5,
  },
  aggressive: {
    Other: 2,
    'Unlisted Property': 3,
    'Listed Property': 5,
    'International Equities': 55,
    'Australian Equities': 12,
    'New Zealand Equities': 18,
    'Cash and Cash Equivalents': 4,
    'Effective Cash': 1,
  },
  income: {
    'Listed Property': 10,
    'International Equities': 8,
    'Australian Equities': 6,
    'New Zealand Equities': 12,
    'International Fixed Interest': 34,
    'New Zealand Fixed Interest': 22,
    'Cash and Cash Equivalents': 8,
  },
} satisfies Record<string, Partial<Record<AssetClass, number>>>;

/** Where the top holdings of the multi-asset funds come from, in percent of the fund. */
export const MIX = {
  conservative: {
    FixedInterestInternational: 22,
    FixedInterestNZ: 18,
    InternationalEquities: 6,
    NewZealandEquities: 3,
    CashDeposits: 8,
  },
  balanced: {
    InternationalEquities: 18,
    NewZealandEquities: 8,
    AustralianEquities: 4,
    FixedInterestInternational: 8,
    FixedInterestNZ: 6,
    ListedProperty: 3,
    CashDeposits: 4,
  },
  growth: {
    InternationalEquities: 24,
    NewZealandEquities: 10,
    AustralianEquities: 5,
    FixedInterestInternational: 4,
    ListedProperty: 4,
    CashDeposits: 3,
  },
  aggressive: {
    InternationalEquities: 30,
    NewZealandEquities: 11,
    AustralianEquities: 6,
    ListedProperty: 3,
    CashDeposits: 3,
  },
  income: {
    FixedInterestInternational: 14,
    FixedInterestNZ: 12,
    NewZealandEquities: 8,
    ListedProperty: 7,
    AustralianEquities: 4,
    InternationalEquities: 4,
    CashDeposits: 4,
  },
} satisfies Record<string, Partial<Record<HoldingPool, number>>>;
