import { lazy } from 'react';

// The login page's dialogs are fetched when first opened: Mantine's Modal would otherwise be a
// large share of the login page's JavaScript (DESIGN §9: 150 KB gzip).
export const AccountLockedDialog = lazy(() =>
  import('./account-locked-dialog').then((m) => ({ default: m.AccountLockedDialog })),
);
export const WrongPortalDialog = lazy(() =>
  import('./wrong-portal-dialog').then((m) => ({ default: m.WrongPortalDialog })),
);
export const NeedHelpModal = lazy(() => import('./need-help-modal').then((m) => ({ default: m.NeedHelpModal })));
export const PasswordHelpModal = lazy(() =>
  import('./password-help-modal').then((m) => ({ default: m.PasswordHelpModal })),
);
export const LoginNotices = lazy(() => import('./login-notice-dialogs').then((m) => ({ default: m.LoginNotices })));
export const DistributionPeriodDialog = lazy(() =>
  import('./login-notice-dialogs').then((m) => ({ default: m.DistributionPeriodDialog })),
);
/** Also for the profile screen (spec 002 §2.5 'Two-factor alert and setup'). */
export const TwoFactorSetupDialog = lazy(() =>
  import('./two-factor-setup-dialog').then((m) => ({ default: m.TwoFactorSetupDialog })),
);
