import { Alert, Center, Loader, Select, Stack } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/ui/error-panel';
import { AccountProfileCard } from './account-profile-card';
import { useAccountProfiles } from './api/get-account-profiles';

export interface AccountProfilesTabProps {
  user?: SessionUser;
  channel?: Channel;
  /** The two-factor set-up dialog (the sign-in feature's), composed by the app; `close` ends it. */
  twoFactorSetup?: (close: () => void) => ReactNode;
}

/**
 * /profile/summary, Account Profiles (spec 002 §2.4): one account at a time, picked from the
 * caller's accounts but wealth management; `?account=` preselects one and follows the choice.
 */
export function AccountProfilesTab({ user, channel, twoFactorSetup }: AccountProfilesTabProps) {
  if (!user || !channel) {
    return (
      <Alert color="gray" title="Account Profiles">
        Account Profiles is not available yet.
      </Alert>
    );
  }
  return <AccountProfiles user={user} channel={channel} twoFactorSetup={twoFactorSetup} />;
}

function AccountProfiles({ user, channel, twoFactorSetup }: Required<Pick<AccountProfilesTabProps, 'user' | 'channel'>> & AccountProfilesTabProps) {
  const profiles = useAccountProfiles(user.twoFactorEnabled);
  const [params, setParams] = useSearchParams();
  if (profiles.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading account profiles" />
      </Center>
    );
  }
  if (profiles.isError) {
    return <ErrorPanel message="Your accounts could not be loaded. Please try again later." onRetry={() => void profiles.refetch()} />;
  }
  const list = profiles.data.list;
  if (list.length === 0) return <Alert color="gray">There are no accounts to show.</Alert>;
  const wanted = params.get('account');
  const account = list.find((a) => a.accountNumber === wanted) ?? list[0]!;
  return (
    <Stack gap="lg">
      {list.length > 1 ? (
        <Select
          label="Account"
          maw={480}
          allowDeselect={false}
          data={list.map((a) => ({ value: a.accountNumber, label: `${shownAccountNumber(a, channel)} – ${a.accountName}` }))}
          value={account.accountNumber}
          onChange={(next) => {
            if (next) setParams((current) => ({ ...Object.fromEntries(current), account: next }), { replace: true });
          }}
        />
      ) : null}
      <AccountProfileCard
        key={account.accountNumber}
        account={account}
        channel={channel}
        twoFactorEnabled={user.twoFactorEnabled}
        twoFactorSetup={twoFactorSetup}
      />
    </Stack>
  );
}
