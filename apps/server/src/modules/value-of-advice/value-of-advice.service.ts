import {
  addDays,
  compositeBenchmarkReturn,
  isPeriodEnabled,
  periodRange,
  returnDifference,
  type ValueOfAdviceResponse,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import * as valuations from '../../jobs/valuations/valuation.repo.js';
import { ApiError } from '../../plugins/api-error.js';
import { lastIndexOnOrBefore, readEnds } from '../accounts/account-series.js';
import { accountForFigures, indexReturn } from '../accounts/performance.service.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './value-of-advice.repo.js';

/** The card's stated period: the year to the latest valuation day (spec 001 §4 'last year'). */
const PERIOD = 'ONE_YEAR' as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each holding's value in cents at the close of a day (holdings bought later are not there). */
async function holdingsAt(db: Db, accountId: string, day: string): Promise<Map<string, number>> {
  const year = Number(day.slice(0, 4));
  const values = new Map<string, number>();
  for (const older of await valuations.findHoldingYearsBefore(db, accountId, year)) {
    values.set(older.security_id, Number(older.value_cents));
  }
  for (const row of await valuations.findHoldingYears(db, accountId, year, year, ['valueCents'])) {
    const i = lastIndexOnOrBefore(row.dates, day);
    if (i >= 0) values.set(row.securityId, row.valueCents[i]!);
  }
  for (const [securityId, cents] of values) if (!(cents > 0)) values.delete(securityId);
  return values;
}

/**
 * The value-of-advice card (issue 12) of an adviser-managed wealth-management portfolio: its
 * time-weighted return after fees over the last year (the figure of its Performance screen)
 * against the composite of its funds' benchmarks, weighted by what it held at the start
 * (domain home/value-of-advice). Access is checked first, so another client's account answers as
 * a missing one.
 */
export async function valueOfAdvice(db: Db, auth: AuthContext, accountNumber: string): Promise<ValueOfAdviceResponse> {
  const { account, latest } = await accountForFigures(db, auth, accountNumber);
  if (account.productType !== 'PW' || !account.isDims) {
    throw new ApiError('NotFound', 'The value of advice is shown for adviser-managed wealth management portfolios only.');
  }
  // spec 000 §5 one-year rule: no returns for a PW account under a year old.
  if (!latest || !isPeriodEnabled(PERIOD, account.signupDate, latest)) {
    throw new ApiError('NotFound', 'The value of advice is shown once the portfolio has a full year of returns.');
  }
  const range = periodRange(PERIOD, latest, account.signupDate);
  const openingDay = addDays(range.from, -1);
  const { opening, closing } = await readEnds(db, account.id, range.from, range.to);
  const portfolio = indexReturn(opening, closing, 'netIndex');

  const held = await holdingsAt(db, account.id, openingDay);
  const levels = new Map((await repo.findBenchmarkLevels(db, [...held.keys()], openingDay, range.to)).map((row) => [row.security_id, row]));
  const benchmarkOf = (securityId: string) => {
    const level = levels.get(securityId);
    if (!level || level.opening_level === null || level.closing_level === null || !(level.opening_level > 0)) return null;
    return { name: level.benchmark_name, cumulative: level.closing_level / level.opening_level - 1 };
  };
  const heldCents = [...held.values()].reduce((sum, cents) => sum + cents, 0);
  // Cash at Bank is part of the portfolio's value and has no benchmark.
  const cashCents = Math.max(0, opening.valueCents - heldCents);
  const composite = compositeBenchmarkReturn([
    ...[...held].map(([securityId, cents]) => ({ openingValue: cents, benchmarkReturn: benchmarkOf(securityId)?.cumulative ?? null })),
    { openingValue: cashCents, benchmarkReturn: null },
  ]);

  const byName = new Map<string, { cents: number; cumulative: number }>();
  for (const [securityId, cents] of held) {
    const benchmark = benchmarkOf(securityId);
    if (!benchmark) continue;
    const known = byName.get(benchmark.name);
    byName.set(benchmark.name, { cents: (known?.cents ?? 0) + cents, cumulative: benchmark.cumulative });
  }
  const coveredCents = [...byName.values()].reduce((sum, b) => sum + b.cents, 0);
  const portfolioPercent = portfolio === null ? null : round2(portfolio * 100);
  const benchmarkPercent = composite.cumulativeReturn === null ? null : round2(composite.cumulativeReturn * 100);
  return {
    accountNumber: account.accountNumber,
    periodStartDate: range.from,
    periodEndDate: range.to,
    perAnnum: false,
    portfolioReturnPercentage: portfolioPercent,
    benchmarkReturnPercentage: benchmarkPercent,
    differencePercentagePoints: returnDifference(portfolioPercent, benchmarkPercent),
    benchmarkCoveragePercentage: round2(composite.coverage * 100),
    benchmarks: [...byName]
      .map(([name, b]) => ({ name, weightPercentage: round2((b.cents / coveredCents) * 100), returnPercentage: round2(b.cumulative * 100) }))
      .sort((a, b) => b.weightPercentage - a.weightPercentage || a.name.localeCompare(b.name)),
  };
}
