import '@mantine/core/styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { BootGate } from './app/boot-gate';
import { Providers } from './app/providers';
import { createAppRouter, opensPortalShell } from './app/router';
import { unauthorizedHandler } from './app/unauthorized';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { takeFirstViewState } from './first-view/hand-off';
import { setUnauthorizedHandler } from './lib/api-client';
import { releaseBootFetches } from './lib/boot-fetches';
import { portalInfoQueryOptions } from './lib/portal-info';
import { createQueryClient } from './lib/query-client';
import { LoadingScreen } from './ui/loading-screen';

const queryClient = createQueryClient();
setUnauthorizedHandler(unauthorizedHandler(queryClient));
// A page with the server's first view brings the answers it was drawn from: the app starts from them,
// so it draws the same screen at once and asks for none of them again (first-view/hand-off.ts).
const firstViewState = takeFirstViewState();
if (firstViewState) {
  hydrate(queryClient, firstViewState);
  releaseBootFetches();
}
// The first screen's calls go out now, beside the portal info, not one after another as it renders
// (issue 15): the portal info and the session at once (index.html has already sent both; these take
// its responses, lib/boot-fetches.ts; the boot gate would ask for the info only once React first
// renders, which under a slow CPU is long after this), and a portal screen's own calls once the
// session is known (early-fetches.ts).
void queryClient.prefetchQuery(portalInfoQueryOptions());
void queryClient.prefetchQuery(sessionQueryOptions());
// The router is created once the portal load's calls have all gone out (at once on other pages):
// creating it starts the matched routes' lazy chunks, and running those is a long task that held
// back the calls that follow the session and the profile (early-fetches.ts). A failed chunk load
// creates it anyway.
const portalLoadSent = opensPortalShell(window.location.pathname)
  ? import('./app/early-fetches').then(({ startEarlyFetches }) => startEarlyFetches(queryClient, window.location.pathname))
  : Promise.resolve();
let router: ReturnType<typeof createAppRouter> | null = null;
const routerReady = portalLoadSent
  .catch(() => {})
  .then(() => {
    router = createAppRouter();
    return router;
  });

/** The app's router once it is created; the loading screen until then (as while the portal info loads). */
function AppRouter() {
  return <RouterProvider router={router ?? use(routerReady)} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BootGate>
        <Suspense fallback={<LoadingScreen />}>
          <AppRouter />
        </Suspense>
      </BootGate>
    </Providers>
  </StrictMode>,
);
