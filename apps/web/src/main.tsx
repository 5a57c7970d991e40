import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { BootGate } from './app/boot-gate';
import { Providers } from './app/providers';
import { createAppRouter, opensPortalShell } from './app/router';
import { unauthorizedHandler } from './app/unauthorized';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { setUnauthorizedHandler } from './lib/api-client';
import { portalInfoQueryOptions } from './lib/portal-info';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createAppRouter();
setUnauthorizedHandler(unauthorizedHandler(queryClient));
// The first screen's calls go out now, beside the portal info, not one after another as it renders
// (issue 15): the portal info and the session at once (the boot gate would ask for the info only once
// React first renders, which under a slow CPU is long after this), and a portal screen's own calls once
// the session is known (early-fetches.ts).
void queryClient.prefetchQuery(portalInfoQueryOptions());
void queryClient.prefetchQuery(sessionQueryOptions());
if (opensPortalShell(window.location.pathname)) {
  void import('./app/early-fetches').then(({ startEarlyFetches }) => startEarlyFetches(queryClient, window.location.pathname));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BootGate>
        <RouterProvider router={router} />
      </BootGate>
    </Providers>
  </StrictMode>,
);
