import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { localDateOf } from '@tasman/domain/calendar/local-date';
import { channelConfig, type Channel } from '@tasman/domain/channel/channel';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import type { ClientResponse } from '@tasman/domain/contracts/people';
import { PROFILE_MESSAGES } from '@tasman/domain/contracts/profile';
import { editProfileAction } from '@tasman/domain/profile/details/edit-profile-action';
import { IconExternalLink, IconShieldLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ErrorPanel } from '@/ui/error-panel';
import { useClient } from '../api/get-client';
import { useOwnAdviser } from '../api/get-own-adviser';
import { useProfile } from '../api/get-profile';
import { useProfileFormLists } from '../api/get-profile-form-lists';
import { SecurityButtons } from '../security/security-buttons';
import { AdviserDetails } from './adviser-details';
import { PersonalDetailsView } from './personal-details-view';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileUpdateConfirmation } from './profile-update-confirmation';

export interface PersonalDetailsTabProps {
  user: SessionUser;
  channel: Channel;
  /** The two-factor set-up dialog (the sign-in feature's), composed by the app; `close` ends it. */
  twoFactorSetup: (close: () => void) => ReactNode;
  /** The signed-in user changed (security settings): the app stores it; null: this session was ended, sign out. */
  onUserChange: (user: SessionUser | null) => void;
}

/** spec 002 §4 'Profile area views': the details (profile) or the edit form in its place. */
type View = 'profile' | 'edit';

/**
 * /profile/details (spec 002 §2.4): the client's details, Edit Profile (not for staff; two-factor
 * required; the external page on the AU portal) and the security buttons. Staff and advisers have no
 * client record: they see the Adviser Details block (intermediaries) and the security buttons.
 */
export function PersonalDetailsTab({ user, channel, twoFactorSetup, onUserChange }: PersonalDetailsTabProps) {
  const [view, setView] = useState<View>('profile');
  const profile = useProfile();
  const clientKey = profile.data?.clientKey ?? null;
  const client = useClient(clientKey);
  // spec 002 §2.4, §6: the Adviser Details block, for intermediaries not limited to related accounts.
  const showsAdviser = user.userType === 'Intermediary' && !user.isRelatedOnly;
  const adviser = useOwnAdviser({ enabled: showsAdviser });

  let body: ReactNode = null;
  if (profile.isPending || (clientKey !== null && client.isPending)) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading your details" />
      </Center>
    );
  } else if (profile.isError || client.isError) {
    body = <ErrorPanel message="Your details could not be loaded. Please try again later." onRetry={() => void (profile.isError ? profile.refetch() : client.refetch())} />;
  } else if (client.data) {
    body = <ClientDetails client={client.data} user={user} channel={channel} twoFactorSetup={twoFactorSetup} view={view} onView={setView} />;
  }

  return (
    <Stack gap="lg">
      {body}
      {showsAdviser && adviser.data ? <AdviserDetails adviser={adviser.data} /> : null}
      {showsAdviser && adviser.isError ? <ErrorPanel message="Your adviser details could not be loaded. Please try again later." onRetry={() => void adviser.refetch()} /> : null}
      {/* The edit form is in place of the details view, its buttons included (spec 002 §4 'Profile area views'). */}
      {view === 'profile' ? <SecurityButtons user={user} twoFactorSetup={twoFactorSetup} onUserChange={onUserChange} /> : null}
    </Stack>
  );
}

interface ClientDetailsProps extends Pick<PersonalDetailsTabProps, 'user' | 'channel' | 'twoFactorSetup'> {
  client: ClientResponse;
  view: View;
  onView: (view: View) => void;
}

function ClientDetails({ client, user, channel, twoFactorSetup, view, onView: setView }: ClientDetailsProps) {
  const config = channelConfig(channel);
  const [gateShown, setGateShown] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);
  const [confirmationOpen, setConfirmationOpen] = useState(false);
  const action = editProfileAction({ userType: user.userType, twoFactorEnabled: user.twoFactorEnabled, editProfileUrl: config.editProfileUrl });
  const lists = useProfileFormLists({ enabled: view === 'edit' });

  if (view === 'edit') {
    if (lists.isPending) {
      return (
        <Center py="xl">
          <Loader aria-label="Loading the form" />
        </Center>
      );
    }
    if (lists.isError) return <ErrorPanel message="The form could not be loaded. Please try again later." onRetry={() => void lists.refetch()} />;
    return (
      <ProfileEditForm
        client={client}
        lists={lists.data}
        today={localDateOf(new Date(), config.timeZone)}
        onExit={() => setView('profile')}
        onSaved={() => {
          setView('profile');
          setConfirmationOpen(true);
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <PersonalDetailsView client={client} showIrdAndPir={config.showIrdAndPir} masked={user.twoFactorEnabled} />
      {action.kind === 'external' ? (
        <Group>
          <Button component="a" href={action.href} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={16} aria-hidden />}>
            Edit Profile
          </Button>
        </Group>
      ) : null}
      {action.kind === 'form' || action.kind === 'needs-two-factor' ? (
        <Group>
          <Button onClick={() => (action.kind === 'form' ? setView('edit') : setGateShown(true))}>Edit Profile</Button>
        </Group>
      ) : null}
      {gateShown && action.kind === 'needs-two-factor' ? (
        <Alert color="yellow" variant="light" role="alert" icon={<IconShieldLock size={18} aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{PROFILE_MESSAGES.twoFactorRequired}</Text>
            <Button size="xs" variant="default" onClick={() => setSetupOpen(true)}>
              Set up Two-Factor Authentication
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {setupOpen ? twoFactorSetup(() => setSetupOpen(false)) : null}
      <ProfileUpdateConfirmation opened={confirmationOpen} onClose={() => setConfirmationOpen(false)} />
    </Stack>
  );
}
