import { describe, expect, it } from 'vitest';
import { annualisedVolatility, generatePricePath } from './price-path.js';
import { mulberry32 } from '@tasman/domain';
import { createRng, hashSeed } from './prng.js';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('is roughly uniform: the mean of 100,000 draws is 0.5 within 0.005', () => {
    // The standard error of the mean of U(0,1) over n draws is sqrt(1/12/n) ≈ 0.0009 for n = 100,000.
    const next = mulberry32(hashSeed('uniformity'));
    let sum = 0;
    for (let i = 0; i < 100_000; i++) sum += next();
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(0.005);
  });
});

describe('createRng', () => {
  it('draws standard normals: mean ≈ 0 and standard deviation ≈ 1 over 200,000 draws', () => {
    const rng = createRng('normals');
    const n = 200_000;
    const draws = Array.from({ length: n }, () => rng.normal());
    const mean = draws.reduce((s, x) => s + x, 0) / n;
    const sd = Math.sqrt(draws.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(Math.abs(sd - 1)).toBeLessThan(0.01);
  });

  it('makes version-4-shaped UUIDs, the same ones for the same stream name', () => {
    const a = createRng('ids');
    const b = createRng('ids');
    const id = a.uuid();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.uuid()).toBe(id);
  });
});

describe('generatePricePath', () => {
  const base = { steps: 252 * 40, startPrice: 1, annualDrift: 0.08, annualVolatility: 0.15 };

  it('is reproducible: the same stream gives the same prices', () => {
    const one = generatePricePath(base, createRng('fund:TEST'));
    const two = generatePricePath(base, createRng('fund:TEST'));
    expect(two.prices).toEqual(one.prices);
    expect(generatePricePath(base, createRng('fund:OTHER')).prices).not.toEqual(one.prices);
  });

  it.each([0.001, 0.04, 0.08, 0.15])(
    'realises the configured volatility %s within 5%% over 40 years of days',
    (vol) => {
      // With n ≈ 10,000 daily returns the sample standard deviation has a relative standard error of
      // about 1/sqrt(2n) ≈ 0.7%, so 5% is a wide margin that still catches a wrong scaling (e.g. sqrt(365)).
      const path = generatePricePath({ ...base, annualVolatility: vol }, createRng(`vol:${vol}`));
      expect(path.prices).toHaveLength(base.steps + 1);
      const realised = annualisedVolatility(path.logReturns);
      expect(Math.abs(realised / vol - 1)).toBeLessThan(0.05);
    },
  );

  it('keeps the long-run growth near the drift, drawdowns included', () => {
    // Expected log growth a year is ln(1.08) - 0.15²/2 ≈ 0.0657; over 40 years the standard error of
    // the mean annual log return is 0.15/sqrt(40) ≈ 0.024, so ±0.06 is about 2.5 standard errors.
    const path = generatePricePath(
      { ...base, drawdowns: { perYear: 0.3, depth: 0.25, minSteps: 20, maxSteps: 60 } },
      createRng('drift'),
    );
    const last = path.prices[path.prices.length - 1] as number;
    const annualLogGrowth = Math.log(last) / 40;
    expect(Math.abs(annualLogGrowth - (Math.log(1.08) - 0.15 ** 2 / 2))).toBeLessThan(0.06);
  });

  it('pinned to its drift, a path ends exactly at its expected growth and keeps its volatility', () => {
    // 15 years of 252 steps: expected log growth 15 × (ln(1.08) − 0.15²/2) = 15 × 0.065710 = 0.985654.
    const options = {
      ...base,
      steps: 252 * 15,
      drawdowns: { perYear: 0.3, depth: 0.25, minSteps: 20, maxSteps: 60 },
      pinToDrift: true,
    };
    const path = generatePricePath(options, createRng('pinned'));
    const last = path.prices[path.prices.length - 1] as number;
    expect(Math.log(last)).toBeCloseTo(15 * (Math.log(1.08) - 0.15 ** 2 / 2), 9);
    const unpinned = generatePricePath({ ...options, pinToDrift: false }, createRng('pinned'));
    expect(annualisedVolatility(path.logReturns)).toBeCloseTo(annualisedVolatility(unpinned.logReturns), 12);
  });

  it('drops the price by the distribution on the ex date and reports the amount per unit', () => {
    const path = generatePricePath(
      { steps: 10, startPrice: 1, annualDrift: 0, annualVolatility: 0, distributions: new Map([[5, 0.02]]) },
      createRng('distribution'),
    );
    const beforeDrop = path.prices[4] as number; // no drift and no volatility: the price stays at 1
    expect(beforeDrop).toBeCloseTo(1, 12);
    expect(path.distributionsPerUnit.get(5)).toBeCloseTo(0.02, 12);
    expect(path.prices[5]).toBeCloseTo(0.98, 12);
    expect(path.prices[10]).toBeCloseTo(0.98, 12);
  });
});
