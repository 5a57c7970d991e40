/** The views of the login screen (spec 000 §2.3). */
export type LoginView =
  | 'login'
  | '2fa'
  | 'passwordSetup'
  | '2fa-setup'
  | 'password-reset'
  | 'forgot-username'
  | 'register';

const QUERY_VIEWS = ['password-reset', 'forgot-username', 'register'] as const;

/**
 * spec 000 §2.3: query parameter v selects password-reset, forgot-username or register; a register
 * parameter also selects register; op, clientId and secret together open password setup from an
 * e-mailed link. Anything else is the login view.
 */
export function loginViewFromSearch(search: URLSearchParams): LoginView {
  if (search.get('op') && search.get('clientId') && search.get('secret')) return 'passwordSetup';
  const v = search.get('v');
  const fromV = QUERY_VIEWS.find((view) => view === v);
  if (fromV) return fromV;
  if (search.has('register')) return 'register';
  return 'login';
}

export const LOGIN_VIEW_TITLES: Record<LoginView, string> = {
  login: 'Client Portal Login',
  '2fa': 'Two-factor authentication',
  passwordSetup: 'Set your password',
  '2fa-setup': 'Set up two-factor authentication',
  'password-reset': 'Reset your password',
  'forgot-username': 'Forgot your username',
  register: 'Register for the Client Portal',
};
