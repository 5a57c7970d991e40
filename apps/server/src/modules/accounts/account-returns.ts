import {
  annualise,
  daysBetween,
  hidesTwelveMonthAndInceptionReturns,
  isPerAnnumPeriod,
  type ProductType,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import type { accountValuationSummaries } from '../../db/schema/index.js';
import { ensureSummaries } from '../../jobs/valuations/index.js';
import * as valuations from '../../jobs/valuations/valuation.repo.js';

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

interface Point {
  valueCents: number;
  netIndex: number;
  cumFlowCents: number;
  cumTaxCents: number;
}

const INCEPTION: Point = { valueCents: 0, netIndex: 1, cumFlowCents: 0, cumTaxCents: 0 };

/** The gain after fees and PIE tax between two points: value change less the money put in (net of money out). */
function gainCents(opening: Point, closing: Point): number {
  const external = closing.cumFlowCents + closing.cumTaxCents - (opening.cumFlowCents + opening.cumTaxCents);
  return closing.valueCents - opening.valueCents - external;
}

/**
 * The balance and returns on an account card and in the account header (spec 001 §3): 12 months
 * and since inception to the latest valuation day, time-weighted after fees and before PIE tax
 * (since inception annualised when over a year), each beside its dollar gain after fees and tax.
 * Hidden (null) for PW, KS and UT accounts under a year old (the one-year rule). Read from the
 * summary row the valuation job keeps with the series: one small row per account.
 */
export async function accountReturns(
  db: Db,
  accounts: ReadonlyArray<{ id: string; productType: ProductType; signupDate: string }>,
  /** Summaries already read with the accounts (the account header reads its own with the access check). */
  known: ReadonlyMap<string, { summary: Summary; queued: boolean }> = new Map(),
): Promise<Map<string, AccountReturns>> {
  const ids = accounts.map((a) => a.id);
  let found = ids.every((id) => known.has(id))
    ? ids.map((id) => known.get(id)!)
    : await valuations.findSummaries(db, ids);
  // Normally no extra query. An account waiting in the queue (or never valued) is brought up to date first.
  const fresh = new Set(found.filter((r) => !r.queued).map((r) => r.summary.accountId));
  const stale = ids.filter((id) => !fresh.has(id));
  if (stale.length > 0) {
    await ensureSummaries(db, stale, new Set(found.map((r) => r.summary.accountId)));
    found = await valuations.findSummaries(db, ids);
  }
  const summaries = new Map(found.map((r) => [r.summary.accountId, r.summary]));
  return new Map(accounts.map((account) => [account.id, returnsFrom(account, summaries.get(account.id))]));
}

type Summary = typeof accountValuationSummaries.$inferSelect;

function returnsFrom(account: { productType: ProductType; signupDate: string }, summary: Summary | undefined): AccountReturns {
  if (!summary) return NO_RETURNS;
  const latest = summary.latestDate;
  const closing: Point = {
    valueCents: summary.latestValueCents,
    netIndex: summary.latestNetIndex,
    cumFlowCents: summary.latestCumFlowCents,
    cumTaxCents: summary.latestCumTaxCents,
  };
  const opening12: Point | null =
    summary.openingDate === null
      ? null
      : {
          valueCents: summary.openingValueCents!,
          netIndex: summary.openingNetIndex!,
          cumFlowCents: summary.openingCumFlowCents!,
          cumTaxCents: summary.openingCumTaxCents!,
        };
  const hidden = hidesTwelveMonthAndInceptionReturns(account.productType, account.signupDate, latest);
  const perAnnum = isPerAnnumPeriod(account.signupDate, latest);
  const sinceInception = closing.netIndex - 1;
  return {
    balance: closing.valueCents / 100,
    balanceAsAtDate: closing.valueCents === 0 ? null : latest,
    returnAsAtDate: latest,
    returnPercentage12Month:
      hidden || !opening12 || opening12.valueCents === 0 || !(opening12.netIndex > 0)
        ? null
        : (closing.netIndex / opening12.netIndex - 1) * 100,
    returnValue12Month: hidden || !opening12 ? null : gainCents(opening12, closing) / 100,
    returnPercentageSinceInception: hidden
      ? null
      : (perAnnum ? annualise(sinceInception, daysBetween(account.signupDate, latest) + 1) : sinceInception) * 100,
    returnValueSinceInception: hidden ? null : gainCents(INCEPTION, closing) / 100,
    sinceInceptionPerAnnum: perAnnum,
  };
}
