import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentListResponse } from '@tasman/domain/contracts/documents';
import type { ProductType } from '@tasman/domain/channel/channel';
import { FUND_DOCUMENT_PATH, type FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import { apiRequest } from '@/lib/api-client';

export interface FundDocumentsSearch {
  kind: FundDocumentKind;
  /** The account's product codes (KS, UT, PW; UT-AUS on the Australian portal). */
  productCodes: readonly ProductType[];
  /** The account's funds (MSIDs); all the products' funds when absent. */
  fundIds?: readonly string[] | undefined;
}

/** The list's address: GET {cache}/documents/factsheets or /fundUpdates?productCodes=…&fundIds=… (spec 002 §7). */
export function fundDocumentsPath(search: FundDocumentsSearch): string {
  const params = new URLSearchParams({ productCodes: [...new Set(search.productCodes)].join(',') });
  if (search.fundIds && search.fundIds.length > 0) params.set('fundIds', [...new Set(search.fundIds)].join(','));
  return `/cache/documents/${FUND_DOCUMENT_PATH[search.kind]}?${params.toString()}`;
}

export function getFundDocuments(search: FundDocumentsSearch, signal?: AbortSignal): Promise<DocumentListResponse> {
  return apiRequest<DocumentListResponse>(fundDocumentsPath(search), { signal, skipUnauthorizedHandler: true });
}

export function fundDocumentsQueryOptions(search: FundDocumentsSearch) {
  return queryOptions({
    queryKey: ['fund-documents', search.kind, [...search.productCodes].sort(), [...(search.fundIds ?? [])].sort()],
    queryFn: ({ signal }) => getFundDocuments(search, signal),
    // Documents change once a month: no refetch while the modal is reopened.
    staleTime: 5 * 60_000,
  });
}

export function useFundDocuments(search: FundDocumentsSearch, enabled: boolean) {
  return useQuery({ ...fundDocumentsQueryOptions(search), enabled: enabled && search.productCodes.length > 0 });
}
