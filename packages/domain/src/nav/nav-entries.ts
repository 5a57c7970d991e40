import type { Channel } from '../channel/channel.js';
import type { ProductHoldings, UserType } from '../auth/user-kind.js';

export const NAV_ENTRIES = [
  { key: 'home', label: 'Home', path: '/dashboard' },
  { key: 'accounts', label: 'Accounts', path: '/dashboard/accounts' },
  { key: 'transacting', label: 'Payments & Transfers', path: '/transacting' },
  { key: 'tools', label: 'Tools and Calculators', path: '/tools' },
  { key: 'reports', label: 'Reports & Statements', path: '/reports-and-statements' },
  { key: 'transactions', label: 'Transaction History', path: '/transactions' },
  { key: 'news', label: 'The Investing Place', path: '/news' },
  { key: 'foundation', label: 'Foundation', path: '/foundation' },
  { key: 'contact', label: 'Contact Us', path: '/contact' },
  // Not in spec 000 §2.1: issue 10's operator screens, last, apart from the client-facing entries.
  { key: 'staffConsole', label: 'Staff Console', path: '/staff-console' },
] as const;

export type NavEntryKey = (typeof NAV_ENTRIES)[number]['key'];
export type NavEntry = (typeof NAV_ENTRIES)[number];

export interface NavViewer {
  channel: Channel;
  userType: UserType;
  isProspect: boolean;
  isRelatedOnly: boolean;
  hasAdviceTools: boolean;
  holds: ProductHoldings;
}

/** The visibility table of spec 000 §2.1, one row per entry. */
export function canSeeNavEntry(viewer: NavViewer, key: NavEntryKey): boolean {
  switch (key) {
    case 'home':
    case 'news':
    case 'contact':
      return true;
    case 'accounts':
      return viewer.userType === 'Staff' || viewer.userType === 'Intermediary';
    case 'transacting':
      return (
        !viewer.isRelatedOnly &&
        (viewer.holds.UT || viewer.holds.KS || viewer.holds['UT-AUS'] || viewer.holds.PW)
      );
    case 'tools':
      return viewer.hasAdviceTools;
    case 'reports':
    case 'transactions':
      return !viewer.isProspect;
    case 'foundation':
      return viewer.channel !== 'AU';
    case 'staffConsole':
      return viewer.userType === 'Staff';
  }
}

export function visibleNavEntries(viewer: NavViewer): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => canSeeNavEntry(viewer, entry.key));
}

/** spec 000 §2.1: 'Invest Now requires a non-staff user holding KS or UT.' */
export function canSeeInvestNow(viewer: Pick<NavViewer, 'userType' | 'holds'>): boolean {
  return viewer.userType !== 'Staff' && (viewer.holds.KS || viewer.holds.UT);
}
