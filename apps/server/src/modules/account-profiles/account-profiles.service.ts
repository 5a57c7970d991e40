import Decimal from 'decimal.js';
import type {
  AccessScenariosResponse,
  AccountHolder,
  AccountHoldersResponse,
  AccountProfilesResponse,
  StandingOrdersResponse,
} from '@tasman/domain/contracts/account-profiles';
import { accessScenarios } from '@tasman/domain/profile/account-profiles/access-scenarios';
import { authorityChange, type AuthorityChange } from '@tasman/domain/profile/account-profiles/authority-to-act';
import { maskBankAccount } from '@tasman/domain/profile/account-profiles/bank-account-mask';
import { visibleHolders } from '@tasman/domain/profile/account-profiles/holder-visibility';
import { profileAccounts } from '@tasman/domain/profile/account-profiles/profile-accounts';
import type { ErrorId } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { recordAudit, type AuditPlace } from '../auth/auth.repo.js';
import type { AuthContext } from '../auth/auth-context.js';
import { requireAccountAccess } from '../accounts/account-access.js';
import * as repo from './account-profiles.repo.js';
import { clientAccountIdOf } from './client-account-id.js';

const pirPercent = (pir: string | null) => (pir === null ? null : new Decimal(pir).times(100).toNumber());

/** spec 002 §2.4: the caller's own and related accounts but wealth management, bank numbers masked unless two-factor. */
export async function listAccountProfiles(db: Db, auth: AuthContext): Promise<AccountProfilesResponse> {
  if (auth.userType !== 'Client' || !auth.clientId) return { list: [] };
  const [rows, twoFactorEnabled] = await Promise.all([
    repo.findProfileAccountsOfClient(db, auth.clientId, auth.channel),
    repo.isTwoFactorEnabled(db, auth.userId),
  ]);
  const accounts = profileAccounts(rows.map((r) => ({ ...r, accountIsOpen: r.accountStatus === 'O' })));
  return {
    list: accounts.map((a) => ({
      accountNumber: a.accountNumber,
      accountNumberAlternative: a.accountNumberAlternative,
      accountName: a.accountName,
      productType: a.productType,
      accountType: a.accountType,
      accountIsOpen: a.accountIsOpen,
      pir: pirPercent(a.pir),
      bankAccountName: a.bankAccountName,
      bankAccountNumber: maskBankAccount(a.bankAccountNumber, twoFactorEnabled),
      bankAccountMasked: !twoFactorEnabled && a.bankAccountNumber !== null,
    })),
  };
}

type HolderRow = Awaited<ReturnType<typeof repo.findHolders>>[number];

function holderOf(accountId: string, row: HolderRow, auth: AuthContext): AccountHolder {
  return {
    clientId: row.clientKey,
    clientAccountId: clientAccountIdOf(accountId, row.clientId),
    clientName: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role,
    authToAct: row.authToAct,
    authorisedParty: row.authorisedParty,
    notificationPref: row.notificationPref !== null,
    isSelf: auth.userType === 'Client' && row.clientId === auth.clientId,
  };
}

/** spec 002 §7 'Associated clients': the holders the tab may show (spec 002 §6). */
export async function listHolders(db: Db, auth: AuthContext, accountNumber: string): Promise<AccountHoldersResponse> {
  const account = await requireAccountAccess(db, auth, accountNumber);
  const rows = visibleHolders(account.accountType, await repo.findHolders(db, account.id));
  return {
    accountNumber: account.accountNumber,
    accountType: account.accountType,
    list: rows.map((r) => holderOf(account.id, r, auth)),
  };
}

export async function listStandingOrders(db: Db, auth: AuthContext, accountNumber: string): Promise<StandingOrdersResponse> {
  const account = await requireAccountAccess(db, auth, accountNumber);
  const rows = await repo.findStandingOrders(db, account.id);
  return {
    accountNumber: account.accountNumber,
    list: rows.map((r) => ({
      orderType: r.orderType,
      amount: new Decimal(r.amount).toNumber(),
      frequency: r.frequency,
      nextDate: r.nextDate,
      fundName: r.fundName,
      paymentMethod: r.paymentMethod,
      status: r.status === 'Suspended' ? 'Suspended' : 'Active',
    })),
  };
}

export async function accessScenariosOf(db: Db, auth: AuthContext, accountNumber: string): Promise<AccessScenariosResponse> {
  const account = await requireAccountAccess(db, auth, accountNumber);
  return {
    accountNumber: account.accountNumber,
    ...accessScenarios({ productType: account.productType, accountIsOpen: account.accountStatus === 'O' }),
  };
}

/**
 * The account and the caller's own holder row, for a change: only a client who holds the account may
 * change a setting on it (staff and advisers read, decision in docs/decisions.md), 403 for them.
 */
async function holderContext(db: Db, auth: AuthContext, accountNumber: string) {
  const account = await requireAccountAccess(db, auth, accountNumber);
  if (auth.userType !== 'Client' || !auth.clientId) throw new ApiError('Forbidden');
  const holders = await repo.findHolders(db, account.id);
  const self = holders.find((h) => h.clientId === auth.clientId);
  if (!self) throw new ApiError('NotFound');
  return { account, holders, self };
}

const REFUSALS: Record<Exclude<AuthorityChange, 'allowed'>, ErrorId> = {
  'own-row': 'OwnAuthorityToAct',
  'not-supported': 'AuthorityNotSupported',
  'caller-not-authorised': 'NoAuthorityToAct',
  'two-factor-required': 'TwoFactorRequiredForSetting',
};

/** spec 002 §7 'Set authority to act', with the rules of spec 002 §4, §5; audited. */
export async function setAuthority(
  place: AuditPlace,
  auth: AuthContext,
  accountNumber: string,
  clientAccountId: string,
  value: boolean,
): Promise<AccountHolder> {
  const { db } = place;
  const { account, holders, self } = await holderContext(db, auth, accountNumber);
  // Only a holder the tab shows can be named: a hidden Owner row is as absent as another account's.
  const target = visibleHolders(account.accountType, holders).find(
    (h) => clientAccountIdOf(account.id, h.clientId) === clientAccountId,
  );
  if (!target) throw new ApiError('NotFound');
  const change = authorityChange({
    accountType: account.accountType,
    caller: self,
    targetIsCaller: target.clientId === self.clientId,
    twoFactorEnabled: await repo.isTwoFactorEnabled(db, auth.userId),
  });
  if (change !== 'allowed') throw new ApiError(REFUSALS[change]);
  if (target.authToAct !== value) {
    await repo.setAuthToAct(db, account.id, target.clientId, value);
    await recordAudit(
      place,
      { id: auth.userId, username: auth.username },
      'holder-authority-changed',
      `account ${account.accountNumber}, holder ${clientAccountId}: authority to act ${value ? 'given' : 'taken away'}`,
    );
  }
  return holderOf(account.id, { ...target, authToAct: value }, auth);
}

/** spec 002 §7 'Set notification preference': only one's own holder row (spec 002 §5). */
export async function setNotificationPreference(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  value: boolean,
): Promise<AccountHolder> {
  const { account, self } = await holderContext(db, auth, accountNumber);
  const notificationPref = value ? 'Email' : null;
  await repo.setNotificationPref(db, account.id, self.clientId, notificationPref);
  return holderOf(account.id, { ...self, notificationPref }, auth);
}
