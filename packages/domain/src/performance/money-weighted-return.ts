import { daysBetween } from '../calendar/iso-date.js';

/**
 * Money-weighted return: the internal rate of return of the client's own money (DESIGN §5), on an
 * actual/365 year fraction. The opening value counts as money put in at the start, each
 * contribution as money put in on its date, each withdrawal as money taken out, and the closing
 * value as money taken out at the end:
 *
 *   −opening − Σ contributions·(1+r)^(−t_i) + Σ withdrawals·(1+r)^(−t_i) + closing·(1+r)^(−T) = 0
 *
 * We solve for v = ln(1 + r) rather than r: the function is smooth for every v, Newton cannot
 * step below r = −100 %, and a bracket is easy to state (a growth of e^±50 over the period).
 */

export interface DatedFlow {
  date: string;
  /** Money into the account (contribution, transfer in) is positive; money out is negative. */
  amount: number;
}

export interface MoneyWeightedReturnInput {
  openingDate: string;
  openingValue: number;
  closingDate: string;
  closingValue: number;
  flows: readonly DatedFlow[];
}

export interface MoneyWeightedReturn {
  /** The IRR per annum (actual/365). */
  ratePerAnnum: number;
  /** The same rate over the period: (1 + r)^(T/365) − 1, where T is the period in days. */
  periodReturn: number;
}

const DAYS_PER_YEAR = 365;
const TOLERANCE = 1e-12;
/** The bracket is a growth of at most e^50 (or e^−50) over the whole period. */
const MAX_LOG_GROWTH = 50;

interface InvestorFlow {
  years: number;
  amount: number;
}

export function moneyWeightedReturn(
  input: MoneyWeightedReturnInput,
  options: { newtonIterations?: number } = {},
): MoneyWeightedReturn | null {
  const periodYears = daysBetween(input.openingDate, input.closingDate) / DAYS_PER_YEAR;
  if (!(periodYears > 0)) return null;

  // From the investor's side: what goes in is negative, what comes back is positive.
  const cashFlows: InvestorFlow[] = [
    { years: 0, amount: -input.openingValue },
    ...input.flows.map((flow) => ({ years: daysBetween(input.openingDate, flow.date) / DAYS_PER_YEAR, amount: -flow.amount })),
    { years: periodYears, amount: input.closingValue },
  ].filter((flow) => flow.amount !== 0);
  for (const flow of cashFlows) {
    if (flow.years < 0 || flow.years > periodYears) throw new RangeError('A flow lies outside the period');
  }

  // An IRR needs money going both ways (Descartes' rule of signs); without it there is no root.
  if (!cashFlows.some((flow) => flow.amount > 0) || !cashFlows.some((flow) => flow.amount < 0)) return null;

  const bound = MAX_LOG_GROWTH / periodYears;
  const logRate = newton(cashFlows, options.newtonIterations ?? 50, bound) ?? bisection(cashFlows, bound);
  if (logRate === null) return null;
  const ratePerAnnum = Math.expm1(logRate);
  if (!Number.isFinite(ratePerAnnum)) return null;
  return { ratePerAnnum, periodReturn: Math.expm1(logRate * periodYears) };
}

/** Net present value at v = ln(1 + r), and its slope dNPV/dv. */
function presentValue(flows: readonly InvestorFlow[], logRate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (const flow of flows) {
    const discounted = flow.amount * Math.exp(-logRate * flow.years);
    value += discounted;
    slope -= flow.years * discounted;
  }
  return { value, slope };
}

/**
 * Converged only when the step itself is negligible: a small NPV alone is not a root, because the
 * NPV also tends to 0 along an asymptote (all money far in the future, v → +∞). Leaving the
 * bracket counts as not converging.
 */
function newton(flows: readonly InvestorFlow[], maxIterations: number, bound: number): number | null {
  let logRate = 0;
  for (let i = 0; i < maxIterations; i += 1) {
    const { value, slope } = presentValue(flows, logRate);
    if (value === 0) return logRate;
    if (slope === 0 || !Number.isFinite(slope)) return null;
    const step = value / slope;
    logRate -= step;
    if (!Number.isFinite(logRate) || Math.abs(logRate) > bound) return null;
    if (Math.abs(step) <= TOLERANCE) return logRate;
  }
  return null;
}

/** The fallback when Newton wanders off: halve a bracket whose ends have opposite signs. */
function bisection(flows: readonly InvestorFlow[], bound: number): number | null {
  let low = -bound;
  let high = bound;
  let lowValue = presentValue(flows, low).value;
  const highValue = presentValue(flows, high).value;
  if (lowValue === 0) return low;
  if (highValue === 0) return high;
  if (Math.sign(lowValue) === Math.sign(highValue)) return null;
  for (let i = 0; i < 200 && high - low > TOLERANCE; i += 1) {
    const middle = (low + high) / 2;
    const middleValue = presentValue(flows, middle).value;
    if (middleValue === 0) return middle;
    if (Math.sign(middleValue) === Math.sign(lowValue)) {
      low = middle;
      lowValue = middleValue;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}
