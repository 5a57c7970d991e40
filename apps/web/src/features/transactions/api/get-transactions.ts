import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PRIVATE_EQUITY_MAX_PAGE_SIZE,
  RETAIL_PAGE_SIZE,
  TRANSACTION_EXPORT_NAME,
  TRANSACTION_ROUTES,
  type PrivateEquityTransactionPage,
  type RetailTransactionPage,
  type TransactionsExportQuery,
} from '@tasman/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';
import type { ExportFormat } from './download-file';

/** The range and filter of a history request (spec 002 §3 'Transactions request', without paging). */
export type TransactionsFilter = Required<Pick<TransactionsExportQuery, 'accountNumber' | 'periodStart' | 'periodEnd'>> &
  Pick<TransactionsExportQuery, 'securityId'>;

function searchOf(filter: TransactionsFilter, paging?: { pageNo: number; pageSize: number }): string {
  const query = new URLSearchParams({
    accountNumber: filter.accountNumber,
    periodStart: filter.periodStart,
    periodEnd: filter.periodEnd,
  });
  if (filter.securityId) query.set('securityId', filter.securityId);
  if (paging) {
    query.set('pageNo', String(paging.pageNo));
    query.set('pageSize', String(paging.pageSize));
  }
  return query.toString();
}

/**
 * GET /api/v1/transactions: one page of a retail account's history (KS, UT, UT-AUS), 10 rows, pending
 * first then newest first, with the range's opening and closing balance (spec 002 §3, §4, §9).
 */
export function getRetailTransactions(filter: TransactionsFilter, pageNo: number, signal?: AbortSignal) {
  const search = searchOf(filter, { pageNo, pageSize: RETAIL_PAGE_SIZE });
  return apiRequest<RetailTransactionPage>(`${TRANSACTION_ROUTES.transactions}?${search}`, { signal });
}

export function retailTransactionsQueryOptions(filter: TransactionsFilter, pageNo: number) {
  return queryOptions({
    queryKey: ['transactions', filter.accountNumber, 'retail', filter, pageNo],
    queryFn: ({ signal }) => getRetailTransactions(filter, pageNo, signal),
  });
}

/** While the next page loads, the last page stays on screen (marked as loading) rather than a spinner. */
export function useRetailTransactions(filter: TransactionsFilter | null, pageNo: number) {
  return useQuery({
    ...retailTransactionsQueryOptions(filter ?? { accountNumber: '', periodStart: '', periodEnd: '' }, pageNo),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/v1/transactions for a private-equity account: the whole range in one call of up to
 * 1,000,000 rows, paged on the screen at 20 (spec 002 §9).
 */
export function getPrivateEquityTransactions(filter: TransactionsFilter, signal?: AbortSignal) {
  const search = searchOf(filter, { pageNo: 1, pageSize: PRIVATE_EQUITY_MAX_PAGE_SIZE });
  return apiRequest<PrivateEquityTransactionPage>(`${TRANSACTION_ROUTES.transactions}?${search}`, { signal });
}

export function privateEquityTransactionsQueryOptions(filter: TransactionsFilter) {
  return queryOptions({
    queryKey: ['transactions', filter.accountNumber, 'private-equity', filter],
    queryFn: ({ signal }) => getPrivateEquityTransactions(filter, signal),
  });
}

export function usePrivateEquityTransactions(filter: TransactionsFilter | null) {
  return useQuery({
    ...privateEquityTransactionsQueryOptions(filter ?? { accountNumber: '', periodStart: '', periodEnd: '' }),
    enabled: filter !== null,
  });
}

/**
 * GET /api/v1/transactions.pdf and .csv: every row of the range, named 'Transaction Summary.pdf' /
 * '.csv' by the server's Content-Disposition (spec 002 §9).
 */
export function transactionsExport(filter: TransactionsFilter, format: ExportFormat) {
  const route = format === 'pdf' ? TRANSACTION_ROUTES.transactionsPdf : TRANSACTION_ROUTES.transactionsCsv;
  return { href: `${route}?${searchOf(filter)}`, fallbackName: `${TRANSACTION_EXPORT_NAME}.${format}`, format };
}
