import { Alert, Anchor, Button, Checkbox, Divider, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { CommsChannelCode } from '@tasman/domain/profile/comms/comms-preference-rules';
import { setChannelSubscribed, setUnsubscribedFromAllEmails } from '@tasman/domain/profile/comms/comms-preference-rules';
import { Link } from 'react-router';
import type { CommsDraft } from './comms-form-state';

interface CommsPreferencesFormProps {
  draft: CommsDraft;
  onChange: (next: CommsDraft) => void;
  onSave: () => void;
  saveDisabled: boolean;
  saving: boolean;
  saveError: string | null;
  /** Where the e-mail address is changed (spec 002 §2.4: a link to a details page). */
  detailsPath: string;
}

const CHANNEL_LABEL: Record<CommsChannelCode, string> = { Email: 'Email', Push: 'Push notifications' };

/** spec 002 §2.4 'Communication Preferences': categories with channel switches, interests, unsubscribe from all. */
export function CommsPreferencesForm({ draft, onChange, onSave, saveDisabled, saving, saveError, detailsPath }: CommsPreferencesFormProps) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={3} size="h4" mb="xs">
          What we send you
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Choose how you would like to hear from us about each topic.
        </Text>
        <Stack gap="md">
          {draft.categories.map((category, index) => (
            <Stack key={category.categoryCode} gap={6}>
              {index > 0 ? <Divider mb={6} /> : null}
              <Text fw={600} size="sm">
                {category.category}
              </Text>
              <Text size="sm" c="dimmed">
                {category.longDescription}
              </Text>
              <Group gap="xl">
                {category.channelList.map((channel) => (
                  <Switch
                    key={channel.channelCode}
                    label={CHANNEL_LABEL[channel.channelCode]}
                    aria-label={`${CHANNEL_LABEL[channel.channelCode]}: ${category.longDescription}`}
                    checked={channel.subscribed}
                    onChange={(event) =>
                      onChange(setChannelSubscribed(draft, category.categoryCode, channel.channelCode, event.currentTarget.checked))
                    }
                  />
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      </Paper>

      {draft.interests.length > 0 ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={3} size="h4" mb="xs">
            Your interests
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Tell us what you would like to hear more about.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {draft.interests.map((interest) => (
              <Checkbox
                key={interest.interestCode}
                label={interest.interest}
                checked={interest.interested}
                onChange={(event) => {
                  const interested = event.currentTarget.checked;
                  onChange({
                    ...draft,
                    interests: draft.interests.map((i) => (i.interestCode === interest.interestCode ? { ...i, interested } : i)),
                  });
                }}
              />
            ))}
          </SimpleGrid>
        </Paper>
      ) : null}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Checkbox
          label="Unsubscribe from all emails"
          description="Turns every email above off. Turning an email on again clears this."
          checked={draft.unsubscribedFromAllEmails}
          onChange={(event) => onChange(setUnsubscribedFromAllEmails(draft, event.currentTarget.checked))}
        />
        <Text size="sm" mt="md">
          We send emails to the address in your personal details.{' '}
          <Anchor component={Link} to={detailsPath} underline="always">
            Change your email address in Personal Details
          </Anchor>
        </Text>
      </Paper>

      {saveError ? (
        <Alert color="red" variant="light" role="alert">
          {saveError}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onSave} disabled={saveDisabled} loading={saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
