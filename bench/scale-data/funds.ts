import type { ProductType } from '@tasman/domain';
import { generatePricePath, type DrawdownSettings } from '../../apps/server/src/db/seed/price-path.js';
import { createRng } from '../../apps/server/src/db/seed/prng.js';

/** The 40 funds of the scale data set: eight KiwiSaver, 24 retail (UT and PW) and eight wealth-only. */
export interface BenchFund {
  index: number;
  code: string;
  msSecurityId: string;
  isin: string;
  name: string;
  productCodes: ProductType[];
  assetClass: string;
  investmentCategory: 'Growth' | 'Income';
  isCash: boolean;
  isDims: boolean;
  feePercent: string;
  /** Neutral mix of a Diversified fund, percent by asset class. */
  mix: Record<string, number> | null;
  /** Unit prices in ten-thousandths, one per business day of the calendar. */
  prices: Int32Array;
}

interface Behaviour {
  assetClass: string;
  drift: number;
  volatility: number;
  drawdowns: DrawdownSettings | null;
  mix?: Record<string, number>;
}

const EQUITY: DrawdownSettings = { perYear: 0.25, depth: 0.22, minSteps: 15, maxSteps: 60 };
const GROWTH: DrawdownSettings = { perYear: 0.22, depth: 0.14, minSteps: 15, maxSteps: 60 };
const BALANCED: DrawdownSettings = { perYear: 0.2, depth: 0.09, minSteps: 15, maxSteps: 50 };
const BONDS: DrawdownSettings = { perYear: 0.15, depth: 0.04, minSteps: 20, maxSteps: 80 };

const diversified = (drift: number, volatility: number, growthShare: number, drawdowns: DrawdownSettings): Behaviour => ({
  assetClass: 'Diversified',
  drift,
  volatility,
  drawdowns,
  mix: {
    'International Equities': Math.round(growthShare * 0.5),
    'New Zealand Equities': Math.round(growthShare * 0.25),
    'Australian Equities': Math.round(growthShare * 0.15),
    'Listed Property': growthShare - Math.round(growthShare * 0.5) - Math.round(growthShare * 0.25) - Math.round(growthShare * 0.15),
    'International Fixed Interest': Math.round((100 - growthShare) * 0.5),
    'New Zealand Fixed Interest': Math.round((100 - growthShare) * 0.35),
    'Cash and Cash Equivalents': 100 - growthShare - Math.round((100 - growthShare) * 0.5) - Math.round((100 - growthShare) * 0.35),
  },
});

const BEHAVIOUR: Record<string, Behaviour> = {
  cash: { assetClass: 'Cash and Cash Equivalents', drift: 0.025, volatility: 0.003, drawdowns: null },
  conservative: diversified(0.045, 0.04, 20, BONDS),
  moderate: diversified(0.055, 0.06, 40, BALANCED),
  balanced: diversified(0.065, 0.08, 60, BALANCED),
  growth: diversified(0.075, 0.11, 80, GROWTH),
  aggressive: diversified(0.085, 0.13, 95, GROWTH),
  nzEquities: { assetClass: 'New Zealand Equities', drift: 0.08, volatility: 0.14, drawdowns: EQUITY },
  auEquities: { assetClass: 'Australian Equities', drift: 0.08, volatility: 0.16, drawdowns: EQUITY },
  globalEquities: { assetClass: 'International Equities', drift: 0.09, volatility: 0.15, drawdowns: EQUITY },
  emerging: { assetClass: 'International Equities', drift: 0.08, volatility: 0.19, drawdowns: EQUITY },
  nzBonds: { assetClass: 'New Zealand Fixed Interest', drift: 0.04, volatility: 0.04, drawdowns: BONDS },
  globalBonds: { assetClass: 'International Fixed Interest', drift: 0.035, volatility: 0.045, drawdowns: BONDS },
  listedProperty: { assetClass: 'Listed Property', drift: 0.07, volatility: 0.17, drawdowns: EQUITY },
  unlistedProperty: { assetClass: 'Unlisted Property', drift: 0.06, volatility: 0.05, drawdowns: BONDS },
  commodities: { assetClass: 'Commodities', drift: 0.04, volatility: 0.2, drawdowns: EQUITY },
  absoluteReturn: { assetClass: 'Other', drift: 0.05, volatility: 0.06, drawdowns: BALANCED },
};

const KS: ProductType[] = ['KS'];
const RETAIL: ProductType[] = ['UT', 'PW'];
const WEALTH: ProductType[] = ['PW'];

/** name, behaviour, product codes, fee percent. */
const CATALOGUE: Array<[string, keyof typeof BEHAVIOUR, ProductType[], string]> = [
  ['KiwiSaver Cash Fund', 'cash', KS, '0.2000'],
  ['KiwiSaver Conservative Fund', 'conservative', KS, '0.8500'],
  ['KiwiSaver Moderate Fund', 'moderate', KS, '0.9500'],
  ['KiwiSaver Balanced Fund', 'balanced', KS, '1.0500'],
  ['KiwiSaver Growth Fund', 'growth', KS, '1.1500'],
  ['KiwiSaver Aggressive Fund', 'aggressive', KS, '1.2500'],
  ['KiwiSaver NZ Equities Fund', 'nzEquities', KS, '0.9500'],
  ['KiwiSaver Global Equities Fund', 'globalEquities', KS, '1.0500'],
  ['Cash Fund', 'cash', RETAIL, '0.2000'],
  ['Diversified Income Fund', 'conservative', RETAIL, '0.7500'],
  ['Conservative Fund', 'conservative', RETAIL, '0.8500'],
  ['Moderate Fund', 'moderate', RETAIL, '0.9500'],
  ['Balanced Fund', 'balanced', RETAIL, '1.0500'],
  ['Growth Fund', 'growth', RETAIL, '1.1500'],
  ['Active Growth Fund', 'growth', RETAIL, '1.0500'],
  ['Aggressive Fund', 'aggressive', RETAIL, '1.2500'],
  ['NZ Equities Fund', 'nzEquities', RETAIL, '0.9500'],
  ['Trans-Tasman Equities Fund', 'nzEquities', RETAIL, '0.9500'],
  ['Australian Equities Fund', 'auEquities', RETAIL, '0.9500'],
  ['Global Equities Fund', 'globalEquities', RETAIL, '1.0500'],
  ['Global Equities Hedged Fund', 'globalEquities', RETAIL, '1.0500'],
  ['Global Emerging Markets Fund', 'emerging', RETAIL, '1.2000'],
  ['Global Small Companies Fund', 'emerging', RETAIL, '1.2000'],
  ['Sustainable Global Equities Fund', 'globalEquities', RETAIL, '1.1000'],
  ['NZ Bond Fund', 'nzBonds', RETAIL, '0.6000'],
  ['Global Corporate Bond Fund', 'globalBonds', RETAIL, '0.6500'],
  ['Global Government Bond Fund', 'globalBonds', RETAIL, '0.5500'],
  ['Short Duration Bond Fund', 'nzBonds', RETAIL, '0.5000'],
  ['Trans-Tasman Property Fund', 'listedProperty', RETAIL, '0.9500'],
  ['Global Listed Property Fund', 'listedProperty', RETAIL, '1.0000'],
  ['Global Listed Infrastructure Fund', 'listedProperty', RETAIL, '1.0000'],
  ['Commodities Fund', 'commodities', RETAIL, '1.1000'],
  ['Wholesale NZ Equity Fund', 'nzEquities', WEALTH, '0.6500'],
  ['Wholesale Global Equity Fund', 'globalEquities', WEALTH, '0.7000'],
  ['Wholesale NZ Fixed Interest Fund', 'nzBonds', WEALTH, '0.4000'],
  ['Wholesale Global Fixed Interest Fund', 'globalBonds', WEALTH, '0.4500'],
  ['Wholesale Property Fund', 'listedProperty', WEALTH, '0.7000'],
  ['Wholesale Cash Fund', 'cash', WEALTH, '0.1500'],
  ['Absolute Return Fund', 'absoluteReturn', WEALTH, '1.2500'],
  ['Unlisted Property Fund', 'unlistedProperty', WEALTH, '1.0000'],
];

const INCOME_CLASSES = new Set(['Cash and Cash Equivalents', 'New Zealand Fixed Interest', 'International Fixed Interest']);

/**
 * The funds with one price per business day: a geometric random walk per asset class (the demo
 * seed's price path, on a named mulberry32 stream per fund), rounded to four decimals.
 */
export function buildFunds(businessDayCount: number): BenchFund[] {
  return CATALOGUE.map(([name, behaviourKey, productCodes, feePercent], index) => {
    const behaviour = BEHAVIOUR[behaviourKey] as Behaviour;
    const rng = createRng(`bench-prices:${name}`);
    const startPrice = Math.round(rng.between(1, 2.5) * 10_000) / 10_000;
    const path = generatePricePath(
      {
        steps: businessDayCount - 1,
        startPrice,
        annualDrift: behaviour.drift,
        annualVolatility: behaviour.volatility,
        drawdowns: behaviour.drawdowns,
      },
      rng,
    );
    const prices = new Int32Array(businessDayCount);
    path.prices.forEach((price, day) => {
      prices[day] = Math.max(1, Math.round(price * 10_000));
    });
    const serial = String(index + 1).padStart(3, '0');
    return {
      index,
      code: `BF${serial}`,
      msSecurityId: `F0BENCH${serial}`,
      isin: `NZBENCH${serial}00`,
      name: `Tasman ${name}`,
      productCodes,
      assetClass: behaviour.assetClass,
      investmentCategory: INCOME_CLASSES.has(behaviour.assetClass) || behaviourKey === 'conservative' ? 'Income' : 'Growth',
      isCash: behaviourKey === 'cash',
      isDims: productCodes === WEALTH,
      feePercent,
      mix: behaviour.mix ?? null,
      prices,
    };
  });
}
