import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/ui/loading-screen';
import {
  accountSearchAccess,
  accountSummaryAccess,
  clientListAccess,
  foundationAccess,
  notificationsAdminAccess,
  staffConsoleAccess,
} from './guards/access-rules';
import { ClientHomeGuard } from './guards/client-home-guard';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAccess } from './guards/require-access';
import { RequireSession } from './guards/require-session';
import { RootRedirect } from './guards/root-redirect';
import { ToolsAreaGuard, toolsPageAccess } from './guards/tools-area-guard';
import { paths, type RouteEntry } from './paths';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error-boundary';

// Screens are loaded when first opened, so the login page downloads only what it needs.
const notBuilt = () => import('./routes/not-built-screen').then((m) => ({ Component: m.NotBuiltScreen }));
const loginScreen = () => import('@/features/auth/screens/login-screen').then((m) => ({ Component: m.LoginScreen }));
const mailboxScreen = () =>
  import('@/features/mailbox/screens/mailbox-screen').then((m) => ({ Component: m.MailboxScreen }));
const portfoliosScreen = () =>
  import('./routes/portfolios-route').then((m) => ({ Component: m.PortfoliosRoute }));
const fundDetailsScreen = () => import('./routes/fund-details-route').then((m) => ({ Component: m.FundDetailsRoute }));
const allFundsScreen = () => import('./routes/all-funds-route').then((m) => ({ Component: m.AllFundsRoute }));
const privateEquityScreen = () =>
  import('./routes/private-equity-route').then((m) => ({ Component: m.PrivateEquityRoute }));
const accountDetailsScreen = () =>
  import('./routes/account-details-route').then((m) => ({ Component: m.AccountDetailsRoute }));
const wealthManagementScreen = () =>
  import('./routes/wealth-management-route').then((m) => ({ Component: m.WealthManagementRoute }));
const contactScreen = () =>
  import('@/features/contact/screens/contact-screen').then((m) => ({ Component: m.ContactScreen }));
const accountSearchScreen = () =>
  import('./routes/account-search-route').then((m) => ({ Component: m.AccountSearchRoute }));
const accountSummaryScreen = () =>
  import('./routes/account-summary-route').then((m) => ({ Component: m.AccountSummaryRoute }));
const clientBookScreen = () => import('./routes/client-book-route').then((m) => ({ Component: m.ClientBookRoute }));
const staffConsoleScreen = () =>
  import('./routes/staff-console-route').then((m) => ({ Component: m.StaffConsoleRoute }));
const transactionsScreen = () => import('./routes/transactions-route').then((m) => ({ Component: m.TransactionsRoute }));
const reportsScreen = () => import('./routes/reports-route').then((m) => ({ Component: m.ReportsRoute }));
const notificationsScreen = () =>
  import('./routes/notifications-route').then((m) => ({ Component: m.NotificationsRoute }));
const notificationsAdminScreen = () =>
  import('./routes/notifications-admin-route').then((m) => ({ Component: m.NotificationsAdminRoute }));
const newsScreen = () => import('./routes/news-route').then((m) => ({ Component: m.NewsRoute }));
const newsListScreen = () => import('./routes/news-list-route').then((m) => ({ Component: m.NewsListRoute }));
const insightArticleScreen = () => import('./routes/insight-article-route').then((m) => ({ Component: m.InsightArticleRoute }));
const businessDeskArticleScreen = () =>
  import('./routes/business-desk-article-route').then((m) => ({ Component: m.BusinessDeskArticleRoute }));
const toolsScreen = () => import('./routes/tools-route').then((m) => ({ Component: m.ToolsRoute }));
const forecastToolScreen = () => import('./routes/forecast-tool-route').then((m) => ({ Component: m.ForecastToolRoute }));
const decumulatorToolScreen = () => import('./routes/decumulator-tool-route').then((m) => ({ Component: m.DecumulatorToolRoute }));
const profileScreen = () => import('./routes/profile-route').then((m) => ({ Component: m.ProfileRoute }));
const profileDetailsScreen = () => import('./routes/profile-route').then((m) => ({ Component: m.ProfileDetailsRoute }));
const profileSummaryScreen = () => import('./routes/profile-route').then((m) => ({ Component: m.ProfileSummaryRoute }));
const profilePreferenceScreen = () =>
  import('./routes/profile-route').then((m) => ({ Component: m.ProfilePreferenceRoute }));
const appLayout = () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout }));
const standaloneLayout = () => import('./layout/standalone-layout').then((m) => ({ Component: m.StandaloneLayout }));

/** A route of the table; until its screen is built it shows the not-available panel. */
function page(entry: RouteEntry, route: Omit<RouteObject, 'path' | 'index'> = {}): RouteObject {
  return { path: entry.path, handle: { title: entry.title }, lazy: notBuilt, ...route } as RouteObject;
}

const shellRoutes: RouteObject[] = [
  page(paths.contact, { lazy: contactScreen }),
  { path: paths.dashboard.path, handle: { title: paths.dashboard.title }, element: <Navigate to={paths.portfolios.path} replace /> },
  { Component: ClientHomeGuard, children: [page(paths.portfolios, { lazy: portfoliosScreen })] },
  {
    element: <RequireAccess allow={accountSearchAccess} />,
    children: [
      page(paths.accountSearch, { lazy: accountSearchScreen }),
    ],
  },
  { element: <RequireAccess allow={accountSummaryAccess} />, children: [page(paths.accountSearchDetail, { lazy: accountSummaryScreen })] },
  { element: <RequireAccess allow={clientListAccess} />, children: [page(paths.clients, { lazy: clientBookScreen })] },
  { element: <RequireAccess allow={staffConsoleAccess} />, children: [page(paths.staffConsole, { lazy: staffConsoleScreen })] },
  page(paths.wealthManagement, { lazy: wealthManagementScreen }),
  page(paths.wealthManagementFund, { lazy: fundDetailsScreen }),
  page(paths.investmentFunds, { lazy: accountDetailsScreen }),
  page(paths.investmentFundsFund, { lazy: fundDetailsScreen }),
  page(paths.kiwiSaver, { lazy: accountDetailsScreen }),
  page(paths.kiwiSaverFund, { lazy: fundDetailsScreen }),
  page(paths.privateEquity, { lazy: privateEquityScreen }),
  // spec 000 §2.1, §6: the tools follow the advice-tools permission; the tool routes below send non-NZ users here.
  { element: <RequireAccess allow={toolsPageAccess} />, children: [page(paths.tools, { lazy: toolsScreen })] },
  // spec 002 §2.4: the tabs are child routes; /profile opens details. Leaving preference with unsaved
  // changes is guarded inside its tab (useBlocker, spec 000 §2.4).
  page(paths.profile, {
    lazy: profileScreen,
    children: [
      { index: true, element: <Navigate to={paths.profileDetails.path} replace /> },
      page(paths.profileDetails, { lazy: profileDetailsScreen }),
      page(paths.profileSummary, { lazy: profileSummaryScreen }),
      page(paths.profilePreference, { lazy: profilePreferenceScreen }),
    ],
  }),
  page(paths.transactions, { lazy: transactionsScreen }),
  page(paths.news, {
    lazy: newsScreen,
    children: [
      page(paths.newsList, { lazy: newsListScreen }),
      page(paths.insights, { lazy: insightArticleScreen }),
      page(paths.businessDesk, { lazy: businessDeskArticleScreen }),
    ],
  }),
  page(paths.reportsAndStatements, { lazy: reportsScreen }),
  // Later issue: all-funds is guarded (spec 000 §2.4; the rule is not given).
  page(paths.allFunds, { lazy: allFundsScreen }),
  page(paths.transacting),
  // The client list of spec 000 §2.6; the staff-only guard of §2.6 is on the staff publishing area.
  page(paths.notifications, { lazy: notificationsScreen }),
  // spec 000 §2.6: the notifications admin area (staff publishing, issue 12) admits only Staff, others go to "/".
  { element: <RequireAccess allow={notificationsAdminAccess} />, children: [page(paths.notificationsAdmin, { lazy: notificationsAdminScreen })] },
  { element: <RequireAccess allow={foundationAccess} />, children: [page(paths.foundation)] },
];

/** The portal shell: the app layout (and its portal load, spec 000 §4) around the signed-in screens. */
const portalShell: RouteObject = { lazy: appLayout, children: shellRoutes };

export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    Component: RootShell,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, Component: RootRedirect },
      { Component: RedirectIfSignedIn, children: [{ path: paths.login.path, lazy: loginScreen }] },
      { path: paths.mailbox.path, handle: { title: paths.mailbox.title }, lazy: mailboxScreen },
      {
        lazy: standaloneLayout,
        children: [
          page(paths.digitalAdviceSignUp),
          {
            Component: RequireSession,
            children: [
              page(paths.factFind),
              // spec 000 §2.4: the tools area guard sends non-NZ users, and users without the tool, to /tools.
              { element: <ToolsAreaGuard tool="kiwisaver-advice" />, children: [page(paths.kiwiSaverAdvice)] },
              { element: <ToolsAreaGuard tool="investment-funds-advice" />, children: [page(paths.investmentFundsAdvice)] },
              {
                element: <ToolsAreaGuard tool="spend-my-kiwisaver" />,
                children: [page(paths.kiwiSaverDecumulatorTool, { lazy: decumulatorToolScreen })],
              },
              { element: <ToolsAreaGuard tool="forecast-my-balance" />, children: [page(paths.kiwiSaverForecastTool, { lazy: forecastToolScreen })] },
              page(paths.personalAdviceKiwiSaver),
              page(paths.personalAdviceKiwiSaverAdvice),
              page(paths.wealthManagementApplication),
              page(paths.wealthManagementRtq),
            ],
          },
        ],
      },
      { Component: RequireSession, children: [portalShell] },
      // spec 000 §2.4: any unknown path redirects to the dashboard.
      { path: '*', element: <Navigate to={paths.dashboard.path} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Whether a page opened at this path shows a screen of the portal shell to a signed-in user: one of
 * its routes, or the empty path and unknown paths, which send a signed-in user to the dashboard.
 */
export function opensPortalShell(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  return leaf?.index === true || leaf?.path === '*' || matches.some((match) => match.route === portalShell);
}
