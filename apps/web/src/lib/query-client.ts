import { QueryClient, type QueryClientConfig, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Queries whose key starts with this survive sign-out: they describe the portal, not the user
 * (portal info).
 */
export const BOOT_SCOPE = 'boot';

/** The app's query defaults (createQueryClient; the server's first view makes its client with them too). */
export const QUERY_CLIENT_CONFIG: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A 4xx answer will not change on retry; a network or server failure may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient(QUERY_CLIENT_CONFIG);
}

/** Forget everything about the signed-in user, keeping what describes the portal. */
export function removeUserQueries(queryClient: QueryClient, keep: readonly QueryKey[] = []): void {
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] !== BOOT_SCOPE && !keep.some((key) => sameKey(key, query.queryKey)),
  });
}

function sameKey(a: QueryKey, b: QueryKey): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
