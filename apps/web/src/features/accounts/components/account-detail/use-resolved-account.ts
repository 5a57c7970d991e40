import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { ApiError } from '@/lib/api-client';
import { useAccount } from '../../api/get-account';
import { useAccounts } from '../../api/get-accounts';

export type ResolvedAccount =
  | { status: 'pending' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; account: AccountSummary };

/**
 * spec 001 §2 'Account resolution' and spec 000 §4 'Account detail load': an open account the user
 * owns is taken from the accounts list already loaded; any other account (a related one included,
 * or when the list is not loaded for this user) is fetched by its number. A 404 is a missing
 * account (whole-screen error); any other failure can be retried.
 */
export function useResolvedAccount(accountNumber: string): ResolvedAccount {
  // The portal load has asked for the list already (and retried); related-only users never do.
  const accounts = useAccounts({ retryOnMount: false });
  const owned = accounts.data?.ownedList.find(
    (account) => account.accountNumber === accountNumber && account.ownershipType === 'OWNER' && account.accountIsOpen,
  );
  const listSettled = accounts.isSuccess || accounts.isError || accounts.fetchStatus === 'idle';
  const fetched = useAccount(accountNumber, { enabled: listSettled && !owned });

  if (owned) return { status: 'ready', account: owned };
  if (!listSettled || fetched.isPending) return { status: 'pending' };
  if (fetched.isError) {
    if (fetched.error instanceof ApiError && fetched.error.status === 404) return { status: 'missing' };
    return { status: 'failed', retry: () => void fetched.refetch() };
  }
  return { status: 'ready', account: fetched.data };
}
