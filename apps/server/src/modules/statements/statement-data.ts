import Decimal from 'decimal.js';
import { shownAccountNumber, type Channel, type HoldingsResponse, type PerformanceResponse } from '@tasman/domain';
import type { PrivateEquitySummaryResponse } from '@tasman/domain/contracts/private-equity';
import type { RetirementProjection } from '@tasman/domain/statements/retirement-projection';
import type { Db } from '../../db/client.js';
import { ApiError, unlessRefused } from '../../plugins/api-error.js';
import * as accountsRepo from '../accounts/accounts.repo.js';
import { holdingsOf } from '../accounts/holdings.service.js';
import { latestValuationDate, performanceFor, type AccountRow } from '../accounts/performance.service.js';
import { privateEquitySummaryOf } from '../private-equity/private-equity.service.js';
import { retirementProjectionOf } from './statement-projection.js';
import * as repo from './statement-ledger.repo.js';

export type StatementReport = NonNullable<Awaited<ReturnType<typeof repo.findReport>>>;
export type StatementTransaction = Awaited<ReturnType<typeof repo.findTransactions>>[number];
export type StatementCall = Awaited<ReturnType<typeof repo.findCapitalCalls>>[number];

/** The figures of one statement: each from the code behind the portal's own screens (issue 11). */
export interface StatementData {
  report: StatementReport & { periodStart: string; periodEnd: string };
  channel: Channel;
  account: {
    accountNumber: string;
    shownNumber: string;
    accountName: string;
    productType: AccountRow['productType'];
    pir: string | null;
    signupDate: string;
    closedDate: string | null;
  };
  addressee: { names: string[]; address: string[]; dateOfBirth: string | null };
  /** The Performance screen's figures for the period (CUSTOM range); null when nothing was valued in it. */
  performance: PerformanceResponse | null;
  /** The Holdings screen at the period's end. */
  holdings: HoldingsResponse | null;
  transactions: StatementTransaction[];
  /** A wealth-management account's cash account movements in the period. */
  cashTransactions: Awaited<ReturnType<typeof repo.findCashTransactions>>;
  /** Distributions of the period (AU unit trusts): declared, reinvested, paid out. */
  distributions: { rows: StatementTransaction[]; declared: number; reinvested: number; paidOut: number } | null;
  /** Private equity: the summary at the period's end, and the calls noticed to then. */
  privateEquity: { summary: PrivateEquitySummaryResponse | null; calls: CallLine[] } | null;
  /** The call of a capital call notice. */
  call: CallLine | null;
  /** A KiwiSaver annual statement's retirement projection; null when the member's age rules it out. */
  projection: RetirementProjection | null;
}

export interface CallLine extends StatementCall {
  /** Called to date on the commitment, this call included, and what remains. */
  calledToDate: number;
  uncalled: number;
}

const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function statementData(db: Db, reportId: string, now: Date = new Date()): Promise<StatementData> {
  const report = UUID.test(reportId) ? await repo.findReport(db, reportId) : null;
  if (!report) throw new ApiError('NotFound', 'There is no such statement.');
  const account = await accountsRepo.findAccountByNumber(db, report.accountNumber, report.channel);
  if (!account) throw new ApiError('NotFound', 'There is no such statement.');
  const periodStart = later(report.periodStart ?? account.signupDate, account.signupDate);
  const periodEnd = report.periodEnd ?? report.reportDate;

  const latest = await latestValuationDate(db, account);
  const range = latest ? { from: periodStart, to: earlier(periodEnd, latest) } : null;
  const performance =
    range && range.from <= range.to ? await performanceFor(db, account, range, 'CUSTOM') : null;
  const holdings = await unlessRefused(() => holdingsOf(db, account, periodEnd, now));
  const [owners, transactions, cashTransactions] = await Promise.all([
    repo.findOwners(db, account.id),
    repo.findTransactions(db, account.id, periodStart, periodEnd),
    account.productType === 'PW' ? repo.findCashTransactions(db, account.id, periodStart, periodEnd) : Promise.resolve([]),
  ]);

  let privateEquity: StatementData['privateEquity'] = null;
  let call: CallLine | null = null;
  if (account.productType === 'PE') {
    const calls = withCalledToDate(await repo.findCapitalCalls(db, account.id, periodEnd));
    const summary = await unlessRefused(() => privateEquitySummaryOf(db, account, periodEnd, now));
    privateEquity = { summary, calls };
    if (report.reportType === 'CapitalCallNotice') {
      call = calls.find((c) => c.noticeDate === report.reportDate && c.dueDate === periodEnd) ?? null;
    }
  }

  const distributionRows = transactions.filter((t) => t.transactionType === 'Distribution');
  const distributions =
    account.productType === 'UT-AUS'
      ? {
          rows: distributionRows,
          declared: money(sum(distributionRows)),
          reinvested: money(sum(transactions.filter((t) => t.transactionType === 'DistributionReinvested'))),
          paidOut: 0,
        }
      : null;
  if (distributions) distributions.paidOut = money(new Decimal(distributions.declared).minus(distributions.reinvested));

  const first = owners[0];
  const projection =
    account.productType === 'KS' && report.reportType === 'AnnualStatement' && first?.dateOfBirth && holdings
      ? await retirementProjectionOf(db, { statementDate: periodEnd, dateOfBirth: first.dateOfBirth, holdings, transactions })
      : null;
  return {
    report: { ...report, periodStart, periodEnd },
    channel: account.channel,
    account: {
      accountNumber: account.accountNumber,
      shownNumber: shownAccountNumber(account, account.channel),
      accountName: account.accountName,
      productType: account.productType,
      pir: account.pir,
      signupDate: account.signupDate,
      closedDate: account.closedDate,
    },
    addressee: {
      names: owners.map((o) => [o.title, o.firstName, o.lastName].filter(Boolean).join(' ')),
      address: addressLines(first?.postalAddress ?? null),
      dateOfBirth: first?.dateOfBirth ?? null,
    },
    performance,
    holdings,
    transactions,
    cashTransactions,
    distributions,
    privateEquity,
    call,
    projection,
  };
}

const sum = (rows: readonly { value: string }[]) => rows.reduce((total, row) => total.plus(row.value), new Decimal(0));

function withCalledToDate(calls: StatementCall[]): CallLine[] {
  const called = new Map<string, Decimal>();
  return calls.map((c) => {
    const toDate = (called.get(c.commitmentId) ?? new Decimal(0)).plus(c.amount);
    called.set(c.commitmentId, toDate);
    return { ...c, calledToDate: money(toDate), uncalled: money(new Decimal(c.committedAmount).minus(toDate)) };
  });
}

type PostalAddress = NonNullable<Awaited<ReturnType<typeof repo.findOwners>>[number]['postalAddress']>;

function addressLines(address: PostalAddress | null): string[] {
  if (!address) return [];
  const cityLine = [address.city, address.postCode].filter(Boolean).join(' ');
  return [address.addressLine1, address.addressLine2, address.addressLine3, address.suburb, cityLine, address.country]
    .filter((line): line is string => Boolean(line && line.trim()));
}
