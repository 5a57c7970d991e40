import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import type { PortalInfo } from '@/lib/portal-info';

export const NZ_PORTAL: PortalInfo = {
  channel: 'NZ',
  version: '0.1.0',
  environment: 'test',
  production: false,
  otherPortalUrl: 'http://localhost:3001',
  loginNotices: { maintenanceAlert: false, updateNotice: null, distributionPeriod: null },
  demoMailbox: false,
};

export const AU_PORTAL: PortalInfo = { ...NZ_PORTAL, channel: 'AU', otherPortalUrl: 'http://localhost:3000' };

const noProducts = { KS: false, UT: false, 'UT-AUS': false, PW: false, PE: false };

export const CLIENT: SessionUser = {
  userId: 'u-client',
  username: 'demo.client',
  userType: 'Client',
  channel: 'NZ',
  clientId: 'c-1',
  clientStatusCode: null,
  isProspect: false,
  isRelatedOnly: false,
  hasAdviceTools: false,
  twoFactorEnabled: false,
  holds: { ...noProducts, KS: true, UT: true },
};

export const STAFF: SessionUser = {
  ...CLIENT,
  userId: 'u-staff',
  username: 'demo.staff',
  userType: 'Staff',
  clientId: null,
  holds: noProducts,
};

export const RELATED_ONLY: SessionUser = { ...CLIENT, userId: 'u-related', username: 'demo.related', isRelatedOnly: true };

/** An open owned KiwiSaver account with no figures yet; override what a test is about. */
export function accountSummary(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    accountId: `a-${overrides.accountNumber ?? '700001'}`,
    accountNumber: '700001',
    accountNumberAlternative: null,
    accountName: 'J Citizen',
    productType: 'KS',
    accountType: 'Individual',
    accountStatus: 'O',
    accountIsOpen: true,
    ownershipType: 'OWNER',
    signupDate: '2020-04-01',
    isDIMS: false,
    portfolioAssetAllocation: null,
    balance: null,
    balanceAsAtDate: null,
    pir: null,
    returnPercentage12Month: null,
    returnValue12Month: null,
    returnPercentageSinceInception: null,
    returnValueSinceInception: null,
    sinceInceptionPerAnnum: false,
    returnAsAtDate: null,
    ...overrides,
  };
}
