import type { UseQueryResult } from '@tanstack/react-query';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { useEffect } from 'react';
import { useAccounts } from '@/features/accounts/api/get-accounts';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { usePortalSettings } from '@/features/portal/api/get-portal-settings';
import { useAdvisers } from '@/features/profile/api/get-advisers';
import { useClient } from '@/features/profile/api/get-client';
import { useProfile } from '@/features/profile/api/get-profile';

/**
 * spec 000 §4 'Portal load': notifications, accounts (skipped for related-only users), and the
 * profile, then the client, advisers and portal settings in parallel. Each failure is logged and
 * ignored; loading ends when every call has settled.
 */
export function usePortalLoad(user: SessionUser) {
  const notifications = useNotifications();
  const accounts = useAccounts({ enabled: !user.isRelatedOnly });
  const profile = useProfile();
  const profileSettled = !profile.isPending;
  // Staff and advisers have no clientKey, so no client call is made for them.
  const client = useClient(profile.data?.clientKey);
  const advisers = useAdvisers({ enabled: profileSettled });
  const settings = usePortalSettings({ enabled: profileSettled });

  useReportFailure('notifications', notifications);
  useReportFailure('accounts', accounts);
  useReportFailure('profile', profile);
  useReportFailure('client', client);
  useReportFailure('advisers', advisers);
  useReportFailure('portal settings', settings);

  const loading =
    !profileSettled || [notifications, accounts, profile, client, advisers, settings].some((query) => query.isLoading);
  return { loading, profile: profile.data ?? null, notifications: notifications.data ?? null };
}

function useReportFailure(name: string, query: UseQueryResult<unknown>) {
  const { error } = query;
  useEffect(() => {
    if (error) console.warn(`Portal load: ${name} could not be loaded`, error);
  }, [name, error]);
}
