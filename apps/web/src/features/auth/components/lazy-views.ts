import { lazy } from 'react';

// Every view of the login screen but login itself is a chunk of its own, fetched when shown: the
// login page's first JavaScript stays within DESIGN §9's 150 KB gzip.
export const TwoFactorForm = lazy(() => import('./two-factor-form').then((m) => ({ default: m.TwoFactorForm })));
export const PasswordSetupView = lazy(() =>
  import('./password-setup-view').then((m) => ({ default: m.PasswordSetupView })),
);
export const TwoFactorSetupView = lazy(() =>
  import('./two-factor-setup-view').then((m) => ({ default: m.TwoFactorSetupView })),
);
export const PasswordResetView = lazy(() =>
  import('./password-reset-view').then((m) => ({ default: m.PasswordResetView })),
);
export const ForgotUsernameView = lazy(() =>
  import('./forgot-username-view').then((m) => ({ default: m.ForgotUsernameView })),
);
