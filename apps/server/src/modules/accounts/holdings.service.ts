import Decimal from 'decimal.js';
import { carriesPieTax, lastBusinessDayOnOrBefore, localDateIn, type HoldingsResponse } from '@tasman/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { securities } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { requireAccountAccess, type AccessedAccount } from './account-access.js';
import { valueAccessedAccount, valueAccounts, valueAccountsWith, type AccountValuation } from './account-balances.js';
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
  if (date === undefined) return holdingsOf(db, await requireAccountAccess(db, auth, accountNumber), undefined, now);
  // On a date, the access check comes in the valuation's own statement (one round trip, issue 15).
  const asAt = lastBusinessDayOnOrBefore(date, auth.channel);
  const read = await valueAccessedAccount(db, auth, accountNumber, asAt, { boundOn: localDateIn(auth.channel, now) });
  return holdingsOnDate(read.account, date, asAt, read.valuation, read.bound, now);
}

/** The securities of an account at a date, with no session (the route checks access first; statements). */
export async function holdingsOf(
  db: Db,
  account: Awaited<ReturnType<typeof requireAccountAccess>>,
  date: string | undefined,
  now: Date = new Date(),
): Promise<HoldingsResponse> {
  if (date !== undefined) {
    // The picker's bound is the current valuation's as-at date, read in the same statement as the
    // valuation on the day asked for (one round trip); a date out of bounds is refused after it.
    const asAt = lastBusinessDayOnOrBefore(date, account.channel);
    const read = await valueAccountsWith(db, [account.id], asAt, { boundOn: localDateIn(account.channel, now) });
    return holdingsOnDate(account, date, asAt, read.valuations.get(account.id)!, read.bound, now);
  }
  const today = localDateIn(account.channel, now);
  // The current valuation is the answer itself, with the PIE tax owed where it applies.
  const pieApplies = account.channel === 'NZ' && account.productType !== 'PE' && Number(account.pir ?? 0) > 0;
  let pieTax: Parameters<typeof valueAccounts>[3];
  if (pieApplies) {
    // The access row read the queue: an account that does not wait in it needs no check here.
    if (account.valuation === null || account.valuation.queued) await ensureValuationsFresh(db, [account.id]);
    const income = await earningsAfterFees(db, account.id, { from: taxYearStart(today), to: today });
    pieTax = { pir: account.pir!, taxableIncome: await onlyPieFunds(db, income) };
  }
  const valuation = (await valueAccounts(db, [account.id], today, pieTax)).get(account.id)!;
  return holdingsResponse(account, valuation, {
    valuationDate: valuation.balanceAsAtDate,
    isCustomDate: false,
    pieTaxLiabilityDate: pieApplies ? valuation.balanceAsAtDate : null,
    maxDate: valuation.balanceAsAtDate,
  });
}

/**
 * The securities on a date asked for (valued on `asAt`, its last business day): net value and tax
 * are not shown, so not computed. A date before signup or after the current valuation's as-at date
 * (`bound`; today when the account holds nothing priced) is refused.
 */
function holdingsOnDate(
  account: Pick<AccessedAccount, 'accountNumber' | 'channel' | 'signupDate'>,
  date: string,
  asAt: string,
  valuation: AccountValuation,
  bound: string | null,
  now: Date,
): HoldingsResponse {
  const maxDate = bound ?? localDateIn(account.channel, now);
  if (date < account.signupDate || date > maxDate) throw new ApiError('ValidationFailed', `Choose a date between ${account.signupDate} and ${maxDate}.`);
  return holdingsResponse(account, valuation, { valuationDate: asAt, isCustomDate: true, pieTaxLiabilityDate: null, maxDate: bound });
}

/** A valuation as the securities screen shows it. */
function holdingsResponse(
  account: Pick<AccessedAccount, 'accountNumber' | 'signupDate'>,
  valuation: AccountValuation,
  shown: Pick<HoldingsResponse, 'valuationDate' | 'isCustomDate' | 'pieTaxLiabilityDate' | 'maxDate'>,
): HoldingsResponse {
  // What each security is came with the valuation (account-balances.ts): no query of its own.
  const info = valuation.securities;

  return {
    accountNumber: account.accountNumber,
    valuationDate: shown.valuationDate,
    isCustomDate: shown.isCustomDate,
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
    pieTaxLiabilityDate: shown.pieTaxLiabilityDate,
    cashAtBank: money(valuation.cashAtBank),
    cashAtBankPercentage: valuation.holdings.cashAtBankPercentage.toNumber(),
    totalValue: money(valuation.balance),
    minDate: account.signupDate,
    maxDate: shown.maxDate,
  };
}
