import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import type { StatusSubscribe } from '@/app/status/status-feed';
import { StatusFeedProvider } from '@/app/status/status-feed-context';
import { unauthorizedHandler } from '@/app/unauthorized';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { PortalInfoProvider, type PortalInfo } from '@/lib/portal-info';
import { createQueryClient } from '@/lib/query-client';
import { NZ_PORTAL } from './fixtures';

/** A status feed that never reports: the portal stays live. */
export const silentStatusFeed: StatusSubscribe = () => () => {};

interface RenderAppOptions {
  /** The signed-in user, or null for nobody. */
  user: SessionUser | null;
  portal?: PortalInfo;
  /** The app's query client, when the test has used it before rendering (as main.tsx's early fetches do). */
  queryClient?: QueryClient;
}

/** The whole app (real route table and guards, wired as main.tsx wires it) at a URL, with the session known. */
export function renderApp(url: string, { user, portal = NZ_PORTAL, queryClient = testQueryClient() }: RenderAppOptions) {
  queryClient.setQueryData(SESSION_QUERY_KEY, { user });
  setUnauthorizedHandler(unauthorizedHandler(queryClient));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <PortalInfoProvider value={portal}>
        <StatusFeedProvider value={silentStatusFeed}>
          <RouterProvider router={router} />
        </StatusFeedProvider>
      </PortalInfoProvider>
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** The app's query client without retries: a test's failed answer is final. */
export function testQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}
