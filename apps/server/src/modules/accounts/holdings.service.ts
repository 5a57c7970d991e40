import Decimal from 'decimal.js';
import { carriesPieTax, lastBusinessDayOnOrBefore, localDateIn, type HoldingsResponse } from '@tasman/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { securities } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { requireAccountAccess } from './account-access.js';
import { valueAccounts, valueAccountsWith, type AccountValuation } from './account-balances.js';
import { ensureValuationsFresh } from '../../jobs/valuations/index.js';
import { earningsAfterFees } from './fund-performance.service.js';

const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** The PIE tax year (1 April to 31 March) that holds `date`: its first day. */
export function taxYearStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** The taxable income of the holdings that carry PIE tax: a directly held share carries none. */
async function onlyPieFunds(db: Db, income: ReadonlyMap<string, Decimal>): Promise<Map<string, Decimal>> {
  if (income.size === 0) return new Map();
  const kinds = await db
    .select({ id: securities.id, securityType: securities.securityType, productCodes: securities.productCodes })
    .from(securities)
    .where(inArray(securities.id, [...income.keys()]));
  const pie = new Set(kinds.filter(carriesPieTax).map((s) => s.id));
  return new Map([...income].filter(([securityId]) => pie.has(securityId)));
}

/**
 * Securities of an account at a date (spec 001 §7 'Securities', §3 'Valuation list response'):
 * units × the last price on or before the date. Without a date it is the current valuation, with
 * the PIE tax owed on each PIE fund's taxable income since 1 April at the account's PIR (NZ PIE
 * products; a directly held share carries none). With a date — moved back to the last business day (spec 001 §5) and bounded by
 * signup and today — net value and tax are not shown, so they are not computed.
 */
export async function holdingsAt(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  date: string | undefined,
  now: Date = new Date(),
): Promise<HoldingsResponse> {
  return holdingsOf(db, await requireAccountAccess(db, auth, accountNumber), date, now);
}

/** The securities of an account at a date, with no session (the route checks access first; statements). */
export async function holdingsOf(
  db: Db,
  account: Awaited<ReturnType<typeof requireAccountAccess>>,
  date: string | undefined,
  now: Date = new Date(),
): Promise<HoldingsResponse> {
  const today = localDateIn(account.channel, now);
  const pieApplies = date === undefined && account.channel === 'NZ' && account.productType !== 'PE' && Number(account.pir ?? 0) > 0;
  // The current valuation is the answer itself without a date, and the picker's bound with one.
  let pieTax: Parameters<typeof valueAccounts>[3];
  if (pieApplies) {
    // The access row read the queue: an account that does not wait in it needs no check here.
    if (account.valuation === null || account.valuation.queued) await ensureValuationsFresh(db, [account.id]);
    const income = await earningsAfterFees(db, account.id, { from: taxYearStart(today), to: today });
    pieTax = { pir: account.pir!, taxableIncome: await onlyPieFunds(db, income) };
  }
  let valuation: AccountValuation;
  let maxDate: string | null;
  let asAt = today;
  if (date === undefined) {
    valuation = (await valueAccounts(db, [account.id], today, pieTax)).get(account.id)!;
    maxDate = valuation.balanceAsAtDate;
  } else {
    // The picker's bound is the current valuation's as-at date, read in the same statement as the
    // valuation on the day asked for (one round trip); a date out of bounds is refused after it.
    asAt = lastBusinessDayOnOrBefore(date, account.channel);
    const read = await valueAccountsWith(db, [account.id], asAt, { boundOn: today });
    maxDate = read.bound;
    if (date < account.signupDate || date > (maxDate ?? today))
      throw new ApiError('ValidationFailed', `Choose a date between ${account.signupDate} and ${maxDate ?? today}.`);
    valuation = read.valuations.get(account.id)!;
  }

  // What each security is came with the valuation (account-balances.ts): no query of its own.
  const info = valuation.securities;

  return {
    accountNumber: account.accountNumber,
    valuationDate: date === undefined ? valuation.balanceAsAtDate : asAt,
    isCustomDate: date !== undefined,
    list: valuation.holdings.list.map((row) => {
      const security = info.get(row.securityId)!;
      return {
        name: row.name,
        msSecurityId: security.msSecurityId,
        securityCode: security.code,
        isin: security.isin,
        units: row.units.toNumber(),
        unitPrice: row.unitPrice.toNumber(),
        securityValue: money(row.securityValue),
        netValue: money(row.netValue),
        taxOwed: money(row.taxOwed),
        percentOfPortfolio: row.percentOfPortfolio.toNumber(),
        priceAsAtDate: row.priceAsAtDate,
        xRayProxy: security.xRayProxy,
        investmentCategory: security.investmentCategory,
        assetClassMilford: security.assetClass,
      };
    }),
    grossTotal: money(valuation.holdings.grossTotal),
    netTotal: money(valuation.holdings.netTotal),
    pieTaxLiability: money(valuation.holdings.pieTaxLiability),
    pieTaxLiabilityDate: pieApplies ? valuation.balanceAsAtDate : null,
    cashAtBank: money(valuation.cashAtBank),
    cashAtBankPercentage: valuation.holdings.cashAtBankPercentage.toNumber(),
    totalValue: money(valuation.balance),
    minDate: account.signupDate,
    maxDate,
  };
}
