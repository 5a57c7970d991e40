import { Alert, Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountSearchRow } from '@tasman/domain/contracts/adviser';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { productLabel } from '@tasman/domain/home/product-label';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAccounts } from '@/features/accounts/api/get-accounts';
import { useAccountSummary } from '@/features/adviser/api/get-account-summary';
import { AccountSearch } from '@/features/adviser/components/account-search';
import { usePortalInfo } from '@/lib/portal-info';
import { ErrorPanel } from '@/ui/error-panel';
import { useSignedInUser } from '../../guards/signed-in-user';
import { chosenAccountOf, type ChosenAccount } from './chosen-account';

export type { ChosenAccount } from './chosen-account';

/** The query parameter that names the chosen account (spec 002 §2.1: it preselects the account). */
export const ACCOUNT_PARAM = 'accountNumber';
/** The account search's own parameters, kept when an account is picked so Back returns to the search. */
const SEARCH_KEYS = ['searchBy', 'searchTerm', 'productType', 'accountIsOpen', 'page'];

interface AccountChoiceProps {
  /** The screen's title, shown above the choice. */
  title: string;
  /** A line under the title (optional). */
  description?: ReactNode;
  /**
   * The screen's body for the chosen account. It is mounted afresh (keyed) for each account, so a
   * change of account clears its filters and results (spec 002 §4 'Transactions').
   */
  children: (account: ChosenAccount) => ReactNode;
}

/**
 * The account selection Reports & Statements and Transaction History share (spec 002 §2.1, §2.2, §6).
 * - Clients pick from their own and related accounts, closed ones included; with no accountNumber
 *   in the address the first account is chosen.
 * - Related-accounts-only users, advisers and staff use the adviser account search (it runs by
 *   itself for related-only users); Select chooses the account and 'Back to Account Search' clears it.
 * The chosen account lives in the address (?accountNumber=), so a link, Back and a reload keep it.
 * Changing the account drops the body's other parameters (the account search's are kept).
 */
export function AccountChoice({ title, description, children }: AccountChoiceProps) {
  const user = useSignedInUser();
  const searches = user.isRelatedOnly || user.userType !== 'Client';
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {description}
      {searches ? (
        <SearchedAccount isStaff={user.userType === 'Staff'} runOnLoad={user.isRelatedOnly}>
          {children}
        </SearchedAccount>
      ) : (
        <OwnAccount>{children}</OwnAccount>
      )}
    </Stack>
  );
}

/** The address query with this account chosen (or none): the body's parameters go, the search's stay. */
function withAccount(current: URLSearchParams, accountNumber: string | null): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = current.get(key);
    if (value !== null) next.set(key, value);
  }
  if (accountNumber) next.set(ACCOUNT_PARAM, accountNumber);
  return next;
}

/** 'Name – number, Product' (and '(closed)'): a client's accounts often share the client's name. */
function accountLabel(account: AccountSummary, channel: 'NZ' | 'AU'): string {
  const shown = chosenAccountOf(account, channel).shownNumber;
  return `${account.accountName} – ${shown}, ${productLabel(account.productType)}${account.accountIsOpen ? '' : ' (closed)'}`;
}

function OwnAccount({ children }: { children: (account: ChosenAccount) => ReactNode }) {
  const { channel } = usePortalInfo();
  const [params, setParams] = useSearchParams();
  const accounts = useAccounts();
  const requested = params.get(ACCOUNT_PARAM);

  const owned = accounts.data?.ownedList ?? [];
  const ownedNumbers = new Set(owned.map((a) => a.accountNumber));
  const related = (accounts.data?.relatedList ?? []).filter((a) => !ownedNumbers.has(a.accountNumber));
  const all = [...owned, ...related];
  const fallback = all[0];
  const chosen = requested ? all.find((a) => a.accountNumber === requested) : fallback;

  useEffect(() => {
    // No account in the address: the first is chosen, and written there so a link or reload keeps it.
    if (!requested && fallback) setParams(withAccount(params, fallback.accountNumber), { replace: true });
  }, [requested, fallback, params, setParams]);

  if (accounts.isPending) return <Skeleton height={60} aria-label="Loading your accounts" />;
  if (accounts.isError)
    return <ErrorPanel title="Your accounts could not be loaded" message={accounts.error.message} onRetry={() => void accounts.refetch()} />;
  if (all.length === 0)
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
        You have no accounts with us yet.
      </Alert>
    );

  const groups = [
    { group: 'Your accounts', items: owned.map((a) => ({ value: a.accountNumber, label: accountLabel(a, channel) })) },
    { group: 'Related accounts', items: related.map((a) => ({ value: a.accountNumber, label: accountLabel(a, channel) })) },
  ].filter((g) => g.items.length > 0);

  return (
    <Stack gap="lg">
      <Select
        label="Account"
        data={groups}
        value={chosen?.accountNumber ?? null}
        placeholder="Choose an account"
        allowDeselect={false}
        maw={560}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => {
          if (value && value !== chosen?.accountNumber) setParams(withAccount(params, value));
        }}
      />
      {chosen ? (
        <Fragment key={chosen.accountNumber}>{children(chosenAccountOf(chosen, channel))}</Fragment>
      ) : requested ? (
        <Alert variant="light" color="orange" role="alert" title="That account is not one of yours">
          Account {requested} is not in your list of accounts. Choose one of yours above.
        </Alert>
      ) : null}
    </Stack>
  );
}

function SearchedAccount({
  isStaff,
  runOnLoad,
  children,
}: {
  isStaff: boolean;
  runOnLoad: boolean;
  children: (account: ChosenAccount) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(ACCOUNT_PARAM);

  function select(row: AccountSearchRow) {
    setParams(withAccount(params, row.accountNumber));
  }

  if (!requested) return <AccountSearch isStaff={isStaff} runOnLoad={runOnLoad} onSelect={select} />;
  return (
    <Stack gap="lg">
      <Group>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => setParams(withAccount(params, null))}>
          Back to Account Search
        </Button>
      </Group>
      <LoadedAccount accountNumber={requested}>{children}</LoadedAccount>
    </Stack>
  );
}

function LoadedAccount({ accountNumber, children }: { accountNumber: string; children: (account: ChosenAccount) => ReactNode }) {
  const { channel } = usePortalInfo();
  const account = useAccountSummary(accountNumber);
  if (account.isPending) return <Skeleton height={60} aria-label="Loading the account" />;
  if (account.isError)
    return <ErrorPanel title="That account could not be opened" message={account.error.message} onRetry={() => void account.refetch()} />;
  const chosen = chosenAccountOf(account.data, channel);
  return (
    <Stack gap="lg">
      <Text fw={600}>
        {chosen.accountName} – {chosen.shownNumber}, {productLabel(chosen.productType)}
        {chosen.accountIsOpen ? '' : ' (closed)'}
      </Text>
      <Fragment key={chosen.accountNumber}>{children(chosen)}</Fragment>
    </Stack>
  );
}
