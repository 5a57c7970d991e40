/**
 * The route table of spec 000 §2.4 with each page's title (route handle.title; the document title
 * is the deepest one, default 'Client Portal'). Fill parameters with react-router's generatePath.
 */
export interface RouteEntry {
  readonly path: string;
  readonly title?: string;
}

export const DEFAULT_TITLE = 'Client Portal';

export const paths = {
  root: { path: '/' },
  login: { path: '/login' },
  /** The demo mailbox (issue 4): e-mails the portal queued, when no SMTP server is configured. */
  mailbox: { path: '/mailbox', title: 'Demo mailbox' },

  // Standalone or public (spec 000 §2.4).
  digitalAdviceSignUp: { path: '/digitaladvicekiwisaver-sign-up', title: 'Register for Digital Advice' },
  factFind: { path: '/fact-find/:id', title: 'Fact Find' },
  kiwiSaverAdvice: { path: '/kiwisaver-advice/:id', title: 'KiwiSaver Advice' },
  investmentFundsAdvice: { path: '/investment-funds-advice', title: 'Investment Funds Advice' },
  kiwiSaverDecumulatorTool: { path: '/kiwisaver-decumulator-tool/:id', title: 'Spend my KiwiSaver' },
  kiwiSaverForecastTool: { path: '/kiwisaver-forecast-tool/:clientId', title: 'KiwiSaver Forecast Tool' },
  personalAdviceKiwiSaver: {
    path: '/personal-advice-kiwisaver/:factFindId/:clientId',
    title: 'Personal Advice - KiwiSaver',
  },
  personalAdviceKiwiSaverAdvice: {
    path: '/personal-advice-kiwisaver/:factFindId/:clientId/advice',
    title: 'Personal Advice - KiwiSaver',
  },
  wealthManagementApplication: {
    path: '/wealth-management-application/:accountId/:clientId/:currentPage',
    title: 'Wealth Management Application',
  },
  wealthManagementRtq: { path: '/wealth-management-rtq', title: 'Risk Tolerance Questionnaire' },

  // Authenticated shell.
  contact: { path: '/contact', title: 'Contact Us' },
  dashboard: { path: '/dashboard', title: 'Portfolios' },
  portfolios: { path: '/dashboard/portfolios', title: 'Portfolios' },
  accountSearch: { path: '/dashboard/accounts', title: 'Account Search' },
  accountSearchDetail: { path: '/dashboard/accounts/:accountNumber', title: 'Account Details' },
  wealthManagement: {
    path: '/dashboard/wealth-management/:accountNumber',
    title: 'Wealth Management - Portfolio Details',
  },
  wealthManagementFund: { path: '/dashboard/wealth-management/:accountNumber/:fundId', title: 'Fund Details' },
  // spec 000 §2.4 titles this 'Unit Trust Account Details'; it is also used for UT-AUS accounts.
  investmentFunds: { path: '/dashboard/investment-funds/:accountNumber', title: 'Unit Trust Account Details' },
  investmentFundsFund: { path: '/dashboard/investment-funds/:accountNumber/:fundId', title: 'Fund Details' },
  kiwiSaver: { path: '/dashboard/kiwisaver/:accountNumber', title: 'KiwiSaver - Account Details' },
  kiwiSaverFund: { path: '/dashboard/kiwisaver/:accountNumber/:fundId', title: 'Fund Details' },
  privateEquity: { path: '/dashboard/private-equity/:accountNumber', title: 'Private Equity - Account Details' },
  clients: { path: '/dashboard/clients', title: 'Clients' },
  // Issue 10: staff's operator screens (portal status, notices, unlock, two-factor reset, audit log).
  staffConsole: { path: '/staff-console', title: 'Staff Console' },
  tools: { path: '/tools', title: 'Tools & Calculators' },
  profile: { path: '/profile', title: 'Profile & Settings' },
  profileDetails: { path: '/profile/details' },
  profileSummary: { path: '/profile/summary' },
  // spec 002 §2.4: the Communication Preferences tab is titled 'Communication Preference'.
  profilePreference: { path: '/profile/preference', title: 'Communication Preference' },
  transactions: { path: '/transactions', title: 'Transaction History' },
  news: { path: '/news', title: 'The Investing Place' },
  newsList: { path: '/news/news-list' },
  businessDesk: { path: '/news/business-desk/:id' },
  insights: { path: '/news/insights/:id' },
  reportsAndStatements: { path: '/reports-and-statements', title: 'Reports & Statements' },
  allFunds: { path: '/all-funds', title: 'All Funds' },
  transacting: { path: '/transacting', title: 'Payments & Transfers' },
  notifications: { path: '/notifications', title: 'Notifications' },
  // Issue 12: staff publish notifications (spec 000 §2.6: the notifications admin area admits only Staff).
  notificationsAdmin: { path: '/notifications/admin', title: 'Publish Notifications' },
  foundation: { path: '/foundation', title: 'Foundation' },
} as const satisfies Record<string, RouteEntry>;

/** /login with the page to come back to after sign-in. */
export function loginHref(returnUrl?: string): string {
  return returnUrl ? `${paths.login.path}?${new URLSearchParams({ returnUrl }).toString()}` : paths.login.path;
}
