import { Alert, Checkbox, Stack, Text, Title } from '@mantine/core';
import type { AccountHolder } from '@tasman/domain/contracts/account-profiles';
import { ACCOUNT_PROFILE_MESSAGES } from '@tasman/domain/profile/account-profiles/account-profile-messages';
import { authorityChange, authorityChangeMessage } from '@tasman/domain/profile/account-profiles/authority-to-act';
import { showsHolderTable, visibleHolders } from '@tasman/domain/profile/account-profiles/holder-visibility';
import { useState, type ReactNode } from 'react';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { useAccountHolders } from './api/get-account-holders';
import { useSetHolderSetting, type HolderSetting } from './api/set-holder-settings';

interface AccountHoldersTableProps {
  accountNumber: string;
  twoFactorEnabled: boolean;
  /** The two-factor set-up dialog, composed by the app; `close` ends it. */
  twoFactorSetup?: (close: () => void) => ReactNode;
}

/**
 * The account holders (spec 002 §2.4, §4 'Authority to act', §5, §6): hidden for Individual and
 * Applicant accounts, Owner holders hidden for Company and Trust. The authority checkbox is disabled
 * on one's own row and on other account types ('Not supported yet'); without two-factor a click
 * shows the spec's sentence and opens the set-up. The notification checkbox is on one's own row only.
 */
export function AccountHoldersTable({ accountNumber, twoFactorEnabled, twoFactorSetup }: AccountHoldersTableProps) {
  const holders = useAccountHolders(accountNumber);
  const setting = useSetHolderSetting(accountNumber);
  // The gate's sentence, until two-factor is on (the set-up dialog signs the session in again).
  const [gateShown, setGateShown] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);

  if (holders.isPending) return null;
  if (holders.isError) {
    return (
      <Alert color="red" role="alert">
        {ACCOUNT_PROFILE_MESSAGES.holdersFetchFailed}
      </Alert>
    );
  }
  const { accountType } = holders.data;
  if (!showsHolderTable(accountType)) return null;
  const list = visibleHolders(accountType, holders.data.list);
  const self = list.find((h) => h.isSelf) ?? null;

  const change = (holder: AccountHolder) =>
    authorityChange({ accountType, caller: self, targetIsCaller: holder.isSelf, twoFactorEnabled });

  const save = (next: HolderSetting) => {
    setting.reset();
    setting.mutate(next);
  };

  const onAuthorityClick = (holder: AccountHolder, value: boolean) => {
    if (change(holder) === 'two-factor-required') {
      setGateShown(true);
      setSetupOpen(true);
      return;
    }
    save({ kind: 'authority', clientAccountId: holder.clientAccountId, value });
  };

  const columns: TableColumn<AccountHolder>[] = [
    { key: 'name', header: 'Name', cell: (h) => h.clientName },
    { key: 'role', header: 'Role', cell: (h) => h.role },
    {
      key: 'authority',
      header: 'Authority to act',
      cell: (h) => {
        const why = change(h);
        const disabled = why === 'own-row' || why === 'not-supported' || why === 'caller-not-authorised';
        const note = why === 'not-supported' ? authorityChangeMessage(why) : null;
        return (
          <Checkbox
            checked={h.authToAct}
            disabled={disabled || setting.isPending}
            onChange={(event) => onAuthorityClick(h, event.currentTarget.checked)}
            aria-label={`Authority to act: ${h.clientName}`}
            description={note}
          />
        );
      },
    },
    {
      key: 'notifications',
      header: 'Notifications',
      cell: (h) =>
        h.isSelf ? (
          <Checkbox
            checked={h.notificationPref}
            disabled={setting.isPending}
            onChange={(event) => save({ kind: 'notification', value: event.currentTarget.checked })}
            aria-label={`Notifications: ${h.clientName}`}
          />
        ) : (
          <Text span size="sm" c="dimmed">
            {h.notificationPref ? 'On' : 'Off'}
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="xs">
      <Title order={4}>Account holders</Title>
      {gateShown && !twoFactorEnabled ? (
        <Alert color="yellow" role="alert">
          {authorityChangeMessage('two-factor-required')}
        </Alert>
      ) : null}
      {setting.isError ? (
        <Alert color="red" role="alert">
          {ACCOUNT_PROFILE_MESSAGES.serverError(setting.error.message)}
        </Alert>
      ) : null}
      <ResponsiveTable
        aria-label={`Account holders of ${accountNumber}`}
        columns={columns}
        rows={list}
        rowKey={(h) => h.clientAccountId}
        rowTestId="account-holder"
      />
      {setupOpen && twoFactorSetup ? twoFactorSetup(() => setSetupOpen(false)) : null}
    </Stack>
  );
}
