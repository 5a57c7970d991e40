import { Anchor, Skeleton, Stack } from '@mantine/core';
import type { Channel, ChannelConfig, ProductType } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ErrorPanel } from '@/ui/error-panel';
import { AccountHeader } from '../account-header';
import { useResolvedAccount } from './use-resolved-account';

export interface AccountDetailLinks {
  /** The detail route of an account (the app's route table). */
  accountHref: (account: AccountSummary) => string;
  /** Back to Home (spec 001 §2 'Account header'). */
  homeHref: string;
}

interface AccountDetailFrameProps extends AccountDetailLinks {
  accountNumber: string;
  channel: Channel;
  /** The products this screen shows; another product's account is sent to its own screen. */
  products: readonly ProductType[];
  /** The refresh error of a failed account load (spec 001 §8). */
  loadFailedMessage: string;
  children: (account: AccountSummary) => ReactNode;
}

/**
 * The frame of an account detail screen (spec 001 §2, §4): resolves the route's account, shows a
 * whole-screen error for a missing one and a refresh error for a failed load, then the account
 * header and the screen's blocks.
 */
export function AccountDetailFrame({
  accountNumber,
  channel,
  products,
  loadFailedMessage,
  accountHref,
  homeHref,
  children,
}: AccountDetailFrameProps) {
  const resolved = useResolvedAccount(accountNumber);
  if (resolved.status === 'pending') {
    return (
      <Stack gap="lg" role="status" aria-label="Loading account">
        <Skeleton h={72} />
        <Skeleton h={320} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  if (resolved.status === 'missing') {
    return (
      <Stack gap="md">
        <ErrorPanel title="Account not found" message={ACCOUNT_MESSAGES.accountMissing} />
        <Anchor component={Link} to={homeHref} size="sm" w="fit-content">
          Back to Home
        </Anchor>
      </Stack>
    );
  }
  if (resolved.status === 'failed') {
    return <ErrorPanel message={loadFailedMessage} onRetry={resolved.retry} retryLabel="Refresh" />;
  }
  const { account } = resolved;
  if (!products.includes(account.productType)) return <Navigate to={accountHref(account)} replace />;
  return (
    <Stack gap="xl">
      <AccountHeader account={account} channel={channel} accountHref={accountHref} homeHref={homeHref} />
      {children(account)}
    </Stack>
  );
}

/** The account as a print-out names it: its name and the number shown on this portal. */
export function accountLabel(account: AccountSummary, config: ChannelConfig): string {
  return `${account.accountName} ${shownAccountNumber(account, config.channel)}`;
}
