import { localDateIn, shownAccountNumber, type Channel } from '@tasman/domain';
import { lookThroughHoldings, type FundInAccount, type LookThroughHolding } from '@tasman/domain/holdings/look-through';
import type { Db } from '../../db/client.js';
import type { CurrencyCode } from '../../db/schema/codes.js';
import type { AuthContext } from '../auth/auth-context.js';
import { valueAccessedAccount } from '../accounts/account-balances.js';

/** A directly held share is listed where its currency is: the portals' own exchanges. */
const LISTING_COUNTRY: Record<CurrencyCode, string> = { NZD: 'New Zealand', AUD: 'Australia' };

export interface AccountTopHoldings {
  account: { accountName: string; shownAccountNumber: string; channel: Channel };
  /** The valuation date the fund weights were taken on (spec 001 §3 cachedDate). */
  cachedDate: string | null;
  /** The latest date of the holdings lists used (spec 001 §3 holdings.portfolioDate). */
  portfolioDate: string | null;
  /** The largest underlying holdings, at most `limit`. */
  holdings: LookThroughHolding[];
}

/**
 * The account's largest underlying holdings (spec 001 §3 'Top holdings', §7 'Top twenty holdings',
 * 'Top hundred holdings as PDF'): each fund's weight in the current valuation (funds plus Cash at
 * Bank, so weights are of the whole account) looked through its latest top-holdings list on or
 * before today; a directly held share counts as itself.
 */
export async function accountTopHoldings(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  limit: number,
  now: Date = new Date(),
): Promise<AccountTopHoldings> {
  // The access check and the held funds' top-holdings lists come in the valuation's own statement (one round trip).
  const today = localDateIn(auth.channel, now);
  const read = await valueAccessedAccount(db, auth, accountNumber, today, { topHoldings: true });
  const { account, valuation } = read;
  const accountValue = valuation.holdings.grossTotal.plus(valuation.cashAtBank);
  const about = {
    accountName: account.accountName,
    shownAccountNumber: shownAccountNumber(account, account.channel),
    channel: account.channel,
  };
  if (accountValue.lte(0)) return { account: about, cachedDate: valuation.balanceAsAtDate, portfolioDate: null, holdings: [] };

  const securityIds = valuation.holdings.list.map((row) => row.securityId);
  // What each security is (fund or direct share) came with the valuation: no query of its own.
  const kinds = valuation.securities;
  // Only the valued holdings' lists, as findLatestTopHoldings was asked for (a fund held before its first price is not valued).
  const funds = new Set(securityIds.filter((id) => kinds.get(id)?.securityType === 'Fund'));
  const lists = read.topHoldings.filter((line) => funds.has(line.securityId));

  const looked: FundInAccount[] = valuation.holdings.list.map((row) => {
    const kind = kinds.get(row.securityId);
    const weight = row.securityValue.times(100).div(accountValue);
    if (kind?.securityType === 'Direct') {
      return { weight, holdings: [{ name: kind.name, country: LISTING_COUNTRY[kind.currencyCode], weight: 100 }] };
    }
    return { weight, holdings: lists.filter((line) => line.securityId === row.securityId) };
  });
  const dates = lists.map((line) => line.asAtDate).sort();
  return {
    account: about,
    cachedDate: valuation.balanceAsAtDate,
    portfolioDate: dates.at(-1) ?? null,
    holdings: lookThroughHoldings(looked).slice(0, limit),
  };
}

/** The holdings as the API answers them: weights as numbers in percent to 2 decimals. */
export function asResponse(result: AccountTopHoldings) {
  return {
    cachedDate: result.cachedDate,
    portfolioDate: result.portfolioDate,
    underlyHoldings: result.holdings.map((h) => ({ name: h.name, country: h.country, weight: h.weight.toNumber() })),
  };
}
