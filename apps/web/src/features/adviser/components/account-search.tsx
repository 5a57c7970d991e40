import { Alert, Stack, Text } from '@mantine/core';
import { searchProductTypes } from '@tasman/domain/adviser/search-product-types';
import {
  hasSearch,
  readSearchState,
  searchQuery,
  writeSearchState,
  type AccountSearchState,
  type SearchViewer,
} from '@tasman/domain/adviser/search-state';
import type { AccountSearchRow } from '@tasman/domain/contracts/adviser';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePortalInfo } from '@/lib/portal-info';
import { ErrorPanel } from '@/ui/error-panel';
import { useAccountSearch } from '../api/search-accounts';
import { AccountSearchForm } from './account-search-form';
import { AccountSearchResults } from './account-search-results';

const SEARCH_KEYS = ['searchBy', 'searchTerm', 'productType', 'accountIsOpen', 'page'];

/** The address query with this search in it; the host screen's own parameters are kept. */
function withSearch(current: URLSearchParams, state: AccountSearchState, viewer: SearchViewer): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of SEARCH_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(writeSearchState(state, viewer))) next.set(key, value);
  return next;
}

export interface AccountSearchProps {
  /** spec 001 §6: the Account Status filter is staff's only. */
  isStaff: boolean;
  /** spec 001 §2: for a user limited to related accounts the search runs by itself on load. */
  runOnLoad: boolean;
  /** What Select does is the host's to decide (the summary, or the account on Reports or Transactions). */
  onSelect: (row: AccountSearchRow) => void;
}

/**
 * The account search (spec 001 §2, §4 'Account search'): idle, searching (Search disabled with a
 * spinner), results or 'An error occured.'. The search lives in the address query (searchBy,
 * searchTerm, productType, accountIsOpen, page), so Back, a reload and a shared link restore it.
 * Which accounts it finds is the server's decision, never this screen's.
 */
export function AccountSearch({ isStaff, runOnLoad, onSelect }: AccountSearchProps) {
  const { channel } = usePortalInfo();
  const viewer: SearchViewer = useMemo(() => ({ channel, isStaff }), [channel, isStaff]);
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, viewer);
  const asked = hasSearch(params) || runOnLoad;
  const search = useAccountSearch(searchQuery(state, viewer), { enabled: asked });
  const productTypes = searchProductTypes(channel);

  function run(next: AccountSearchState) {
    const nextParams = withSearch(params, next, viewer);
    // The same search again asks the server again (accounts may have changed); a new one is a new entry.
    if (nextParams.toString() === params.toString()) void search.refetch();
    else setParams(nextParams);
  }

  const hrefFor = (page: number) => `?${withSearch(params, { ...state, page }, viewer).toString()}`;

  return (
    <Stack gap="lg">
      <AccountSearchForm
        key={params.toString()}
        initial={state}
        productTypes={productTypes}
        showStatus={isStaff}
        searching={search.isFetching}
        onSearch={run}
      />
      {!asked ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm">
            Search by account number, or by any part of an account name. Leave the term empty to list every account you
            can see.
          </Text>
        </Alert>
      ) : search.isError ? (
        // spec 001 §8: 'An error occured.' for a search failure (typo as the spec has it).
        <ErrorPanel title={ACCOUNT_MESSAGES.searchFailed} message={search.error.message} onRetry={() => void search.refetch()} />
      ) : search.data ? (
        <AccountSearchResults result={search.data} channel={channel} onSelect={onSelect} hrefFor={hrefFor} />
      ) : (
        <Text size="sm" c="dimmed" role="status">
          Searching…
        </Text>
      )}
    </Stack>
  );
}
