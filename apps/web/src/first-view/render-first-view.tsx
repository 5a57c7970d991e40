import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import type { FirstView, FirstViewModule } from '@tasman/domain/contracts/first-view';
import { clientHomeRedirect } from '@tasman/domain/home/home-route';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { startEarlyFetches } from '@/app/early-fetches';
import { paths } from '@/app/paths';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { setApiTransport } from '@/lib/api-client';
import { PortalInfoProvider, portalInfoQueryOptions } from '@/lib/portal-info';
import { QUERY_CLIENT_CONFIG } from '@/lib/query-client';
import { REDIRECTING_PATHS } from './hand-off';
import { setFirstViewPhone } from './screen-hint';

/**
 * The server's first view of a screen (issue 15 'What a person feels'): the screen as the app's own
 * first render draws it, rendered on the server with the page's own answers, so that its figures are
 * on the page as the HTML arrives instead of after the app's JavaScript has loaded and run (most of a
 * second and a half under 4 × CPU throttling before any screen of ours had drawn anything).
 *
 * Built apart (`vite build --ssr`, apps/web/dist-server) and loaded by the server's web-app plugin.
 * The server sends each API request into its own routes as the page's user (their cookies, their
 * address), so every answer passes the same session, portal and access checks as the browser's
 * would, and is the answer the browser would have had. It first sends the calls the app sends
 * early (app/early-fetches.ts); then each render asks for what it still lacks, until a render lacks
 * nothing (or MAX_PASSES). An answer the render needed that is not a success, or a screen that
 * redirects, gives no first view: the app then loads as before and handles it (a sign-in, an error
 * panel, the other route) itself.
 *
 * The page shows the first view, inert, until the app has rendered the same screen from the same
 * answers (handed to it in the page, first-view/hand-off.ts), then shows the app's instead.
 */

/** The screens that get a first view: the client's home, the account and fund screens, and the transactions. */
const FIRST_VIEW_PATHS = [
  paths.root.path,
  paths.dashboard.path,
  paths.portfolios.path,
  paths.kiwiSaver.path,
  paths.kiwiSaverFund.path,
  paths.investmentFunds.path,
  paths.investmentFundsFund.path,
  paths.wealthManagement.path,
  paths.wealthManagementFund.path,
  paths.transactions.path,
];
/** Enough for the session's guards, the portal load and the screen's first figures; more means a loop. */
const MAX_PASSES = 4;

/** Whether a page at this path may have a first view (before anything is asked). */
export function hasFirstView(pathname: string): boolean {
  return FIRST_VIEW_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Sends the app's requests through `transport` (the server sets it once; see the server's first-view.ts). */
export { setApiTransport };

/**
 * The first view of the page at `url` (path and query), or null when it has none or cannot be
 * drawn for this user. The API transport must answer as the page's user while this runs.
 */
export async function renderFirstView(url: string, screen: { phone: boolean }): Promise<FirstView | null> {
  const address = new URL(url, 'http://first-view');
  if (!hasFirstView(address.pathname)) return null;
  const queryClient = new FirstViewQueries();
  try {
    const info = await queryClient.fetchQuery(portalInfoQueryOptions());
    const session = await queryClient.fetchQuery(sessionQueryOptions());
    if (!session.user) return null;
    let location = address.pathname + address.search;
    // The empty path and /dashboard send a signed-in client to their home (RootRedirect, then /dashboard's Navigate).
    if (REDIRECTING_PATHS.has(address.pathname)) {
      if (clientHomeRedirect(session.user)) return null;
      location = paths.portfolios.path;
    }
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(location, address)));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const render = () => {
      setFirstViewPhone(screen.phone);
      return renderToString(
        <Providers queryClient={queryClient}>
          <PortalInfoProvider value={info}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PortalInfoProvider>
        </Providers>,
      );
    };
    // The portal load's and the screen's calls all at once, as the app itself sends them (early-fetches.ts):
    // the first render then usually has every answer it needs, and is the only one.
    await startEarlyFetches(queryClient, location);
    await settled(queryClient);
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      queryClient.asked.clear();
      const { html, redirects } = rendering(render);
      // The screen sends the app elsewhere (an account opened under another product's route): the
      // app draws the screen it arrives at, so there is nothing to draw here.
      if (redirects) return null;
      const wanted = queryClient.getQueryCache().getAll().filter((query) => queryClient.wants(query));
      if (wanted.length === 0) {
        if (queryClient.askedFailed()) return null;
        return { html, state: scriptSafeJson(dehydrate(queryClient)) };
      }
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
      await settled(queryClient);
    }
    return null;
  } catch {
    return null;
  } finally {
    queryClient.clear();
  }
}

/**
 * The app's query client, but no retries (a failure gives no first view at once), and it notes which
 * queries the last render asked for enabled: a query's own options are those of whichever component
 * asked last (the valuation asks for the current holdings twice, once disabled), so only the askers
 * tell whether anyone wants it.
 */
class FirstViewQueries extends QueryClient {
  /** By query hash: whether some component asked for it enabled (or with an `enabled` function, to be asked). */
  readonly asked = new Map<string, Array<boolean | ((query: Query) => boolean)>>();

  constructor() {
    super({ defaultOptions: { queries: { ...QUERY_CLIENT_CONFIG.defaultOptions?.queries, retry: false } } });
  }

  override defaultQueryOptions: QueryClient['defaultQueryOptions'] = (options) => {
    const defaulted = super.defaultQueryOptions(options);
    const enabled = (defaulted.enabled ?? true) as boolean | ((query: Query) => boolean);
    this.asked.set(defaulted.queryHash, [...(this.asked.get(defaulted.queryHash) ?? []), enabled]);
    return defaulted;
  };

  /** Whether a query the last render asked for failed (its error panel is for the app to show). */
  askedFailed(): boolean {
    return [...this.asked.keys()].some((hash) => this.getQueryCache().get(hash)?.state.status === 'error');
  }

  /** A query the last render asked for, enabled, that nothing has fetched yet. */
  wants(query: Query): boolean {
    if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
    return (this.asked.get(query.queryHash) ?? []).some((enabled) => (typeof enabled === 'function' ? enabled(query) : enabled));
  }
}

/**
 * A render, and whether it met a `<Navigate>`: on the server a Navigate does nothing but say so
 * (React Router warns that it "must not be used on the initial render in a <StaticRouter>"), so the
 * warning is how a redirect is seen. The render is synchronous: nothing else writes to the console
 * meanwhile, and every other warning is passed on.
 */
function rendering(render: () => string): { html: string; redirects: boolean } {
  const warn = console.warn;
  let redirects = false;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('<Navigate>')) redirects = true;
    else warn(...args);
  };
  try {
    return { html: render(), redirects };
  } finally {
    console.warn = warn;
  }
}

/** Resolves once no query is fetching (the early fetches go on after the promise they return). */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/** JSON that cannot end the script element it is written into, nor break a line in older parsers. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The server loads this module by the contract's shape (apps/server/src/plugins/first-view.ts):
// a change to an export's type fails here, at build time.
void ({ hasFirstView, renderFirstView, setApiTransport } satisfies FirstViewModule<RequestInit, Response>);
