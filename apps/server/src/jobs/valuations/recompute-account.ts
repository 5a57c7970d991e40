import {
  addDays,
  buildDailySeries,
  periodRange,
  localDateIn,
  type AccountDays,
  type HoldingDays,
  type PriceSeries,
  type SeriesStart,
  type TransactionType,
} from '@tasman/domain';
import { cumulativeCentDays, type CentDaysPoint } from '@tasman/domain/performance/fund-charges';
import { anchorPositions, atPositions } from '@tasman/domain/valuation/anchor-days';
import type { Db } from '../../db/client.js';
import { seriesChanges } from './row-digest.js';
import { replaceSeries } from './series-writer.js';
import { toScaledInteger } from './scaled-integer.js';
import type { PriceCache } from './price-cache.js';
import { findSeriesEndBefore, type SeriesEnd } from './series-start.js';
import * as repo from './valuation.repo.js';

export { toScaledInteger } from './scaled-integer.js';

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * Recomputes one account's daily series from the start of the year that holds `fromDate` up to
 * the client's local today, continuing from the stored state at the end of the year before, and
 * replaces the stored years from there on. Runs inside the caller's transaction, which must have
 * claimed the account's queue row before, when a `priceCache` is given (price-cache.ts says why).
 */
export async function recomputeAccount(
  db: Db,
  accountId: string,
  fromDate: string,
  now: Date = new Date(),
  priceCache: PriceCache | null = null,
): Promise<void> {
  const account = await repo.findAccountForValuation(db, accountId);
  if (!account) return; // deleted since it was queued
  const today = localDateIn(account.channel, now);
  if (account.firstDate === null) {
    await replaceSeries(db, accountId, seriesChanges(account.storedDigestsFrom(0), [], []));
    await repo.saveSummary(db, accountId, null, null);
    return;
  }
  const firstYear = yearOf(account.firstDate);
  let year = yearOf(fromDate < account.firstDate ? account.firstDate : fromDate);
  const stored = year > firstYear ? await findSeriesEndBefore(db, accountId, year) : null;
  // Nothing stored before the changed year although the account is older: build its whole life.
  if (!stored) year = firstYear;
  const from = `${year}-01-01`;

  // From the first year nothing came before (no units, no cash, no stored days): three queries fewer
  // for a full rebuild. Otherwise one after another: inside a transaction they share one connection.
  // Each holding's last stored day before the recomputed years: its value, index and running cent-days go on from there.
  const holdingsBefore = new Map(
    (stored ? await repo.findHoldingYearsBefore(db, accountId, year) : []).map((h) => [
      h.security_id,
      { date: h.date, valueCents: Number(h.value_cents), netIndex: Number(h.net_index), centDays: Number(h.cum_value_days) },
    ]),
  );
  const before = stored ? await repo.findHoldingsBefore(db, accountId, from) : { units: [], cashBalance: '0', dealing: [] };
  const transactions = await repo.findTransactionsFrom(db, accountId, from, today);
  const cash = await repo.findCashFrom(db, accountId, from, today);

  const start: SeriesStart = {
    unitsMicro: new Map(before.units.map((u) => [u.security_id, toScaledInteger(u.units, 6)])),
    cashCents: toScaledInteger(before.cashBalance, 2),
    account: stored
      ? {
          valueCents: stored.valueCents.at(-1)!,
          netIndex: stored.netIndex.at(-1)!,
          grossIndex: stored.grossIndex.at(-1)!,
          cumFlowCents: stored.cumFlowCents.at(-1)!,
          cumTaxCents: stored.cumTaxCents.at(-1)!,
        }
      : null,
    holdings: holdingsBefore,
    lastDealingPriceMicro: new Map(before.dealing.map((d) => [d.security_id, toScaledInteger(d.unit_price, 6)])),
  };

  const securityIds = new Set([...start.unitsMicro.keys(), ...transactions.map((t) => t.security_id)]);
  let prices: Map<string, PriceSeries>;
  if (priceCache) prices = await priceCache.pricesFor(db, [...securityIds], from, today);
  else {
    prices = new Map();
    for (const p of await repo.findPrices(db, [...securityIds], from, today)) {
      prices.set(p.security_id, { dates: p.dates.split(','), micro: p.prices.split(',').map((price) => toScaledInteger(price, 6)) });
    }
  }

  const series = buildDailySeries({
    hasCashAccount: account.productType === 'PW',
    from,
    to: today,
    start,
    transactions: transactions.map((t) => ({
      date: t.trade_date,
      securityId: t.security_id,
      type: t.transaction_type as TransactionType,
      unitsMicro: t.units === null ? 0 : toScaledInteger(t.units, 6),
      valueCents: toScaledInteger(t.value, 2),
      unitPriceMicro: t.unit_price === null ? null : toScaledInteger(t.unit_price, 6),
      taxCents: toScaledInteger(t.tax, 2),
    })),
    cash: cash.map((c) => ({
      date: c.event_date,
      activity: c.activity,
      amountCents: (c.debit_credit === 'C' ? 1 : -1) * toScaledInteger(c.amount, 2),
    })),
    prices,
  });

  // A whole-life rebuild also drops any year before the first one (left by a deleted first deal). A
  // stored row whose figures are unchanged is left as it is (row-digest.ts): a price correction to one
  // fund rewrites that fund's holding rows and the account's, not every holding's.
  const storedRows = account.storedDigestsFrom(year === firstYear ? 0 : year);
  await replaceSeries(
    db,
    accountId,
    seriesChanges(storedRows, accountYearRows(accountId, series.account), holdingYearRows(accountId, series.holdings, holdingsBefore)),
  );
  await saveSummaryOf(db, accountId, account.signupDate, series.account, stored);
}

/**
 * Writes an account's summary row from its stored series alone (no recompute): for a database whose
 * series were stored before the summary existed.
 */
export async function refreshSummary(db: Db, accountId: string): Promise<void> {
  const account = await repo.findAccountForValuation(db, accountId);
  if (!account) return;
  const last = await findSeriesEndBefore(db, accountId, 10_000);
  const none: AccountDays = { dates: [], valueCents: [], netIndex: [], grossIndex: [], cumFlowCents: [], cumTaxCents: [] };
  await saveSummaryOf(db, accountId, account.signupDate, none, last);
}

/**
 * The account's latest day and the day before its 12-month period (spec 001 §3 returns), for the
 * account list and header: from the days just computed, or from the stored years before them.
 */
async function saveSummaryOf(
  db: Db,
  accountId: string,
  signupDate: string,
  days: AccountDays,
  storedBefore: SeriesEnd | null,
): Promise<void> {
  const pointAt = (source: Pick<AccountDays, 'dates' | 'valueCents' | 'netIndex' | 'cumFlowCents' | 'cumTaxCents'>, i: number) => ({
    date: source.dates[i]!,
    valueCents: source.valueCents[i]!,
    netIndex: source.netIndex[i]!,
    cumFlowCents: source.cumFlowCents[i]!,
    cumTaxCents: source.cumTaxCents[i]!,
  });
  const latest =
    days.dates.length > 0
      ? pointAt(days, days.dates.length - 1)
      : storedBefore
        ? pointAt(storedBefore, storedBefore.dates.length - 1)
        : null;
  if (!latest) {
    await repo.saveSummary(db, accountId, null, null);
    return;
  }
  const openingDate = addDays(periodRange('ONE_YEAR', latest.date, signupDate).from, -1);
  let opening: repo.StoredPoint | null;
  if (days.dates.length > 0 && days.dates[0]! <= openingDate) {
    let i = days.dates.length - 1;
    while (days.dates[i]! > openingDate) i--;
    opening = pointAt(days, i);
  } else {
    opening = await repo.findPointOnOrBefore(db, accountId, openingDate);
  }
  await repo.saveSummary(db, accountId, latest, opening);
}

/** Splits a run of days into calendar years: [start, end) index ranges. */
function yearRanges(dates: readonly string[]): Array<[number, number, number]> {
  const ranges: Array<[number, number, number]> = [];
  let begin = 0;
  for (let i = 1; i <= dates.length; i++) {
    if (i === dates.length || yearOf(dates[i]!) !== yearOf(dates[begin]!)) {
      ranges.push([yearOf(dates[begin]!), begin, i]);
      begin = i;
    }
  }
  return dates.length === 0 ? [] : ranges;
}

/** The account's year rows, each with its anchor days (domain valuation/anchor-days.ts) beside its days. */
function accountYearRows(accountId: string, days: AccountDays): repo.AccountYearRow[] {
  return yearRanges(days.dates).map(([year, begin, end]) => {
    const dates = days.dates.slice(begin, end);
    const valueCents = days.valueCents.slice(begin, end);
    const netIndex = days.netIndex.slice(begin, end);
    const cumFlowCents = days.cumFlowCents.slice(begin, end);
    const anchors = anchorPositions(dates, cumFlowCents);
    return {
      accountId,
      year,
      dates,
      valueCents,
      netIndex,
      grossIndex: days.grossIndex.slice(begin, end),
      cumFlowCents,
      cumTaxCents: days.cumTaxCents.slice(begin, end),
      anchorDates: atPositions(dates, anchors),
      anchorValueCents: atPositions(valueCents, anchors),
      anchorNetIndex: atPositions(netIndex, anchors),
      anchorCumFlowCents: atPositions(cumFlowCents, anchors),
    };
  });
}

/**
 * The holdings' year rows, each day with its running cent-days continued from the holding's last
 * stored day before the recomputed years (`before`; none for a holding new since then).
 */
function holdingYearRows(
  accountId: string,
  holdings: ReadonlyMap<string, HoldingDays>,
  before: ReadonlyMap<string, CentDaysPoint>,
): repo.HoldingYearRow[] {
  const result: repo.HoldingYearRow[] = [];
  for (const [securityId, days] of holdings) {
    const centDays = cumulativeCentDays(before.get(securityId) ?? null, days.dates, days.valueCents);
    for (const [year, begin, end] of yearRanges(days.dates)) {
      result.push({
        accountId,
        securityId,
        year,
        dates: days.dates.slice(begin, end),
        unitsMicro: days.unitsMicro.slice(begin, end),
        valueCents: days.valueCents.slice(begin, end),
        netIndex: days.netIndex.slice(begin, end),
        cumValueDays: centDays.slice(begin, end),
      });
    }
  }
  return result;
}
