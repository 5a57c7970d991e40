import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { BootGate } from './app/boot-gate';
import { Providers } from './app/providers';
import { startEarlyFetches } from './app/early-fetches';
import { createAppRouter, opensPortalShell } from './app/router';
import { unauthorizedHandler } from './app/unauthorized';
import { setUnauthorizedHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createAppRouter();
setUnauthorizedHandler(unauthorizedHandler(queryClient));
// The first screen's calls go out now, beside the portal info, not one after another as it renders.
startEarlyFetches(queryClient, window.location.pathname, opensPortalShell(window.location.pathname));

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
