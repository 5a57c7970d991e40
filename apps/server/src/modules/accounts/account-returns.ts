import {
  annualise,
  daysBetween,
  hidesTwelveMonthAndInceptionReturns,
  isPerAnnumPeriod,
  periodRange,
  addDays,
  type ProductType,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ensureValuationsFresh } from '../../jobs/valuations/index.js';
import * as valuations from '../../jobs/valuations/valuation.repo.js';
import { BEFORE_INCEPTION, concatYears, lastIndexOnOrBefore, pointAt, type SeriesPoint } from './account-series.js';

export interface AccountReturns {
  /** The latest valuation day's value: holdings + Cash at Bank, gross of PIE tax; 0 when nothing is held. */
  balance: number;
  /** Null when nothing is held (no money ever arrived, or all of it has left). */
  balanceAsAtDate: string | null;
  returnPercentage12Month: number | null;
  returnValue12Month: number | null;
  returnPercentageSinceInception: number | null;
  returnValueSinceInception: number | null;
  sinceInceptionPerAnnum: boolean;
  returnAsAtDate: string | null;
}

const NO_RETURNS: AccountReturns = {
  balance: 0,
  balanceAsAtDate: null,
  returnPercentage12Month: null,
  returnValue12Month: null,
  returnPercentageSinceInception: null,
  returnValueSinceInception: null,
  sinceInceptionPerAnnum: false,
  returnAsAtDate: null,
};

/** The gain after fees and PIE tax between two points: value change less the money put in (net of money out). */
function gainCents(opening: SeriesPoint, closing: SeriesPoint): number {
  const external = closing.cumFlowCents + closing.cumTaxCents - (opening.cumFlowCents + opening.cumTaxCents);
  return closing.valueCents - opening.valueCents - external;
}

/**
 * The balance and returns on an account card and in the account header (spec 001 §3): 12 months and since
 * inception to the latest valuation day, time-weighted after fees and before PIE tax (since
 * inception annualised when over a year), each beside its dollar gain after fees and tax. Hidden
 * (null) for PW, KS and UT accounts under a year old (the one-year rule).
 */
export async function accountReturns(
  db: Db,
  accounts: ReadonlyArray<{ id: string; productType: ProductType; signupDate: string }>,
): Promise<Map<string, AccountReturns>> {
  const ids = accounts.map((a) => a.id);
  let recent = await valuations.findRecentAccountYears(db, ids);
  // Normally one query. An account waiting in the queue (or never valued) is brought up to date first.
  const seen = new Set(recent.map((r) => r.accountId));
  const stale = [...new Set(recent.filter((r) => r.queued).map((r) => r.accountId))];
  const unseen = ids.filter((id) => !seen.has(id));
  if (stale.length > 0 || unseen.length > 0) {
    await ensureValuationsFresh(db, [...stale, ...unseen]);
    recent = await valuations.findRecentAccountYears(db, ids);
  }
  const series = concatYears(recent);
  const result = new Map<string, AccountReturns>();
  for (const account of accounts) {
    const days = series.get(account.id);
    if (!days || days.dates.length === 0) {
      result.set(account.id, NO_RETURNS);
      continue;
    }
    const last = days.dates.length - 1;
    const latest = days.dates[last]!;
    const closing = pointAt(days, last);
    const hidden = hidesTwelveMonthAndInceptionReturns(account.productType, account.signupDate, latest);
    const year = periodRange('ONE_YEAR', latest, account.signupDate);
    const openingIndex = lastIndexOnOrBefore(days.dates, addDays(year.from, -1));
    const opening12 = openingIndex >= 0 ? pointAt(days, openingIndex) : null;
    const perAnnum = isPerAnnumPeriod(account.signupDate, latest);
    const sinceInception = closing.netIndex - 1;
    result.set(account.id, {
      balance: closing.valueCents / 100,
      balanceAsAtDate: closing.valueCents === 0 ? null : latest,
      returnAsAtDate: latest,
      returnPercentage12Month:
        hidden || !opening12 || opening12.valueCents === 0 ? null : (closing.netIndex / opening12.netIndex - 1) * 100,
      returnValue12Month: hidden || !opening12 ? null : gainCents(opening12, closing) / 100,
      returnPercentageSinceInception: hidden
        ? null
        : (perAnnum ? annualise(sinceInception, daysBetween(account.signupDate, latest) + 1) : sinceInception) * 100,
      returnValueSinceInception: hidden ? null : gainCents(BEFORE_INCEPTION, closing) / 100,
      sinceInceptionPerAnnum: perAnnum,
    });
  }
  return result;
}
