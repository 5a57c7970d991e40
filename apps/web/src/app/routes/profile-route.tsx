import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { showsAccountProfiles } from '@tasman/domain/profile/account-profiles/profile-accounts';
import { Navigate, Outlet } from 'react-router';
import { useAccounts } from '@/features/accounts/api/get-accounts';
import { SESSION_QUERY_KEY, type SessionState } from '@/features/auth/api/get-session';
import { TwoFactorSetupDialog } from '@/features/auth/components/two-factor-setup-dialog';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { AccountProfilesTab } from '@/features/profile/accounts/account-profiles-tab';
import { PersonalDetailsTab } from '@/features/profile/details/personal-details-tab';
import { CommsPreferencesTab } from '@/features/profile/preferences/comms-preferences-tab';
import { ProfileScreen, type ProfileTab } from '@/features/profile/screens/profile-screen';
import { usePortalInfo } from '@/lib/portal-info';
import { useSignedInUser } from '../guards/signed-in-user';
import { paths } from '../paths';

/**
 * Whether the Account Profiles tab shows (spec 002 §2.4: only if any open account is not PW). The
 * portal load skips the account list of a related-only user; so do we (their tab then stays hidden).
 */
function useAccountProfilesShown(): { known: boolean; shown: boolean } {
  const user = useSignedInUser();
  const asks = !user.isRelatedOnly;
  const accounts = useAccounts({ enabled: asks, retryOnMount: false });
  if (!asks) return { known: true, shown: false };
  if (accounts.isPending) return { known: false, shown: false };
  // A failed account list hides the tab rather than offering one that cannot load.
  if (accounts.isError) return { known: true, shown: false };
  return { known: true, shown: showsAccountProfiles([...accounts.data.ownedList, ...accounts.data.relatedList]) };
}

/** /profile, title 'Profile & Settings' (spec 002 §2.4): the tabs and the active child route. */
export function ProfileRoute() {
  const { shown } = useAccountProfilesShown();
  const tabs: ProfileTab[] = [
    { label: 'Personal Details', to: paths.profileDetails.path },
    ...(shown ? [{ label: 'Account Profiles', to: paths.profileSummary.path }] : []),
    { label: 'Communication Preferences', to: paths.profilePreference.path },
  ];
  return (
    <ProfileScreen title={paths.profile.title} tabs={tabs}>
      <Outlet />
    </ProfileScreen>
  );
}

/**
 * /profile/details: Personal Details, with the sign-in feature's two-factor set-up dialog (Edit Profile
 * offers it when two-factor is off). A confirmed set-up signs the session in with the user the server
 * answered, so the view masks the contact values and Edit Profile opens the form from then on.
 */
export function ProfileDetailsRoute() {
  const user = useSignedInUser();
  const { channel } = usePortalInfo();
  const security = useSecurityComposition();
  return <PersonalDetailsTab user={user} channel={channel} {...security} />;
}

/**
 * What the profile tabs need from the sign-in feature (a feature never imports another): the two-factor
 * set-up dialog, whose confirmation signs the session in with the user the server answered (masks and
 * gates follow at once), and what a changed user means (stored as the session's; null: signed out).
 */
function useSecurityComposition() {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const enter = (next: SessionUser) => queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, { user: next });
  return {
    twoFactorSetup: (close: () => void) => (
      <TwoFactorSetupDialog
        opened
        onClose={close}
        onComplete={(next) => {
          enter(next);
          close();
        }}
      />
    ),
    onUserChange: (next: SessionUser | null) => (next ? enter(next) : void signOut()),
  };
}

/** /profile/summary: Account Profiles, or Personal Details when the tab is hidden (its address alone does not open it). */
export function ProfileSummaryRoute() {
  const user = useSignedInUser();
  const { channel } = usePortalInfo();
  const { twoFactorSetup } = useSecurityComposition();
  const { known, shown } = useAccountProfilesShown();
  if (!known) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading accounts" />
      </Center>
    );
  }
  return shown ? <AccountProfilesTab user={user} channel={channel} twoFactorSetup={twoFactorSetup} /> : <Navigate to={paths.profileDetails.path} replace />;
}

/** /profile/preference, titled 'Communication Preference'; its tab guards leaving with unsaved changes. */
export function ProfilePreferenceRoute() {
  return <CommsPreferencesTab />;
}
