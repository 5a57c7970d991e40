import type {
  AmountContributedResponse,
  CashSummaryResponse,
  CashTransactionsResponse,
  PrivateEquityTransaction,
  PrivateEquityTransactionPage,
  RetailTransaction,
  RetailTransactionPage,
} from '@tasman/domain/contracts/transactions';
import { localDateOf } from '@tasman/domain/calendar/local-date';
import type { ProductType } from '@tasman/domain/channel/channel';
import { transactionDateLimits } from '@tasman/domain/transactions/transaction-date-limits';
import { vi } from 'vitest';
import { accountSummary } from '@/test/fixtures';

export interface Answer {
  status?: number;
  body?: unknown;
  /** A file answer (an export): the bytes and its headers. */
  file?: { text: string; type: string; disposition: string };
  /** Holds the answer until the test lets it go. */
  hold?: Promise<void>;
}

type Handler = (url: URL) => Answer;

/**
 * fetch answered by path (the query is for the handler to read), the portal load answered empty as
 * the shared api-mock does. Every call is recorded as a URL, so a test can read what was asked.
 */
export function mockTransactionsApi(handlers: Record<string, Handler>) {
  const calls: URL[] = [];
  const table: Record<string, Handler> = {
    'GET /api/v1/notifications': () => ({
      body: { newMessageCount: 0, unreadAlertsNotificationTotal: 0, unreadGeneralNotificationTotal: 0, alertsNotifications: [], generalNotifications: [] },
    }),
    'GET /api/v1/profile': () => ({
      body: { clientKey: null, clientSalutation: null, name: { firstName: null }, userType: 'Client', username: 'x' },
    }),
    'GET /api/v1/advisers': () => ({ body: [] }),
    'GET /api/v1/portal/settings': () => ({
      body: { showGovtContributionContent: false, distributionPeriodStart: null, distributionPeriodEnd: null, maintenanceAlertEnabled: false },
    }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    calls.push(url);
    const answer = table[`${init?.method ?? 'GET'} ${url.pathname}`]?.(url) ?? {
      status: 404,
      body: { Id: 'NotFound', Message: `No mock for ${url.pathname}` },
    };
    if (answer.hold) await answer.hold;
    if (answer.file) {
      return new Response(answer.file.text, {
        status: 200,
        headers: { 'Content-Type': answer.file.type, 'Content-Disposition': answer.file.disposition },
      });
    }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls: (pathname: string) => calls.filter((url) => url.pathname === pathname) };
}

export const KS = accountSummary({ accountNumber: '700101', accountName: 'J Citizen KiwiSaver', productType: 'KS', signupDate: '2019-04-01' });
export const UT = accountSummary({ accountNumber: '700202', accountName: 'J Citizen Funds', productType: 'UT', signupDate: '2020-02-10' });
export const PW = accountSummary({ accountNumber: '700303', accountName: 'J Citizen Wealth', productType: 'PW', signupDate: '2018-06-01' });
export const PE = accountSummary({ accountNumber: '700404', accountName: 'J Citizen PE Fund', productType: 'PE', signupDate: '2018-01-15' });

export const accountList = { ownedList: [KS, UT, PW, PE], relatedList: [], portfolioSummary: [] };

export function retailRow(overrides: Partial<RetailTransaction> = {}): RetailTransaction {
  return {
    transactionId: 't-1',
    securityId: 'F0001',
    securityName: 'Growth Fund',
    transactionDate: '2026-10-15',
    description: 'Contribution',
    units: 123.45678,
    unitPrice: 2.34567,
    transactionValue: 289.58,
    tax: 0,
    transactionNetValue: 289.58,
    isPending: false,
    ...overrides,
  };
}

export function retailPage(url: URL, rows: RetailTransaction[], totalRecords = rows.length): RetailTransactionPage {
  const periodStart = url.searchParams.get('periodStart') ?? '';
  const periodEnd = url.searchParams.get('periodEnd') ?? '';
  return {
    view: 'retail',
    accountNumber: url.searchParams.get('accountNumber') ?? '',
    totalRecords,
    pageSize: 10,
    pageNo: Number(url.searchParams.get('pageNo') ?? 1),
    periodStart,
    periodEnd,
    datesSwapped: false,
    openingBalance: 10000,
    openingBalanceDate: '2026-08-24',
    closingBalance: 12345.67,
    closingBalanceDate: periodEnd,
    currencyCode: 'NZD',
    securityId: url.searchParams.get('securityId'),
    list: rows,
  };
}

export function peRow(index: number): PrivateEquityTransaction {
  return {
    transactionId: `pe-${index}`,
    transactionDate: `2026-${String(1 + (index % 9)).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}`,
    description: `Capital call ${index}`,
    unitPrice: 1,
    transactionValue: 1000 + index,
    isPending: false,
  };
}

export function pePage(url: URL, rows: PrivateEquityTransaction[]): PrivateEquityTransactionPage {
  return { ...retailPage(url, []), view: 'privateEquity', list: rows, totalRecords: rows.length, pageSize: rows.length };
}

export const cashSummary: CashSummaryResponse = {
  accountNumber: PW.accountNumber,
  periodStart: '2026-08-25',
  periodEnd: '2026-11-25',
  openingBalanceNZD: 5000,
  openingBalanceAUD: 1200,
  closingBalanceNZD: 5750.5,
  closingBalanceAUD: 1100,
  rows: [
    { activity: 'Interest', valueNZD: 750.5, valueAUD: 0 },
    { activity: 'Ongoing Fee', valueNZD: 0, valueAUD: -100 },
  ],
};

export const amountContributed: AmountContributedResponse = {
  accountNumber: PW.accountNumber,
  periodStart: '2026-08-25',
  periodEnd: '2026-11-25',
  filter: 'ContributedOrWithdrawn',
  totalContributed: 20000,
  totalWithdrawn: 2500,
  totalSecurityTransfer: 0,
  rows: [
    { eventDate: '2026-09-01', securityName: null, activity: 'Deposit', amountContributed: 20000, amountWithdrawn: 0, securityTransfer: 0, total: 20000 },
    { eventDate: '2026-10-01', securityName: null, activity: 'Withdrawal', amountContributed: 0, amountWithdrawn: 2500, securityTransfer: 0, total: -2500 },
  ],
};

export const cashTransactions: CashTransactionsResponse = {
  accountNumber: PW.accountNumber,
  periodStart: '2026-08-25',
  periodEnd: '2026-11-25',
  activity: null,
  currencyList: [
    { currencyCode: 'NZD', closingBalance: 5750.5 },
    { currencyCode: 'AUD', closingBalance: 1100 },
  ],
  rows: [
    { eventDate: '2026-09-30', interestDate: '2026-09-30', securityName: null, activity: 'Interest', debitCredit: 'C', amount: 750.5, rollingBalance: 5750.5, currencyCode: 'NZD' },
    { eventDate: '2026-10-05', interestDate: '2026-10-06', securityName: 'ASX 200 ETF', activity: 'Ongoing Fee', debitCredit: 'D', amount: 100, rollingBalance: 1100, currencyCode: 'AUD' },
  ],
};

/** The date limits of today on the NZ portal, by the domain rule the screen uses (tested in the domain). */
export function limitsToday(productType: ProductType, signupDate: string) {
  return transactionDateLimits(productType, signupDate, localDateOf(new Date(), 'Pacific/Auckland'));
}

const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A day button's name in the date picker: '2026-11-03' → '3 November 2026'. */
export function dayName(isoDate: string): string {
  return `${Number(isoDate.slice(8, 10))} ${LONG_MONTHS[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;
}

/** Months since year 0 of a date's or a 'yyyy-mm' month (January 2026: 24,312). */
const monthIndex = (text: string) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1;

/** How many months the month 'yyyy-mm' lies after the month of a date (a picker's 'Next month' clicks). */
export function monthsAfter(isoDate: string, month: string): number {
  return monthIndex(month) - monthIndex(isoDate);
}

/** 'yyyy-mm' of the month `months` after the month of a date. */
export function addMonthsTo(isoDate: string, months: number): string {
  const index = monthIndex(isoDate) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
