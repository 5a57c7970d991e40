import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { COMMS_MESSAGES } from '@tasman/domain/contracts/comms-preferences';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { ErrorPanel } from '@/ui/error-panel';
import { useCommsPreference } from './api/get-comms-preference';
import { useSaveCommsPreference } from './api/save-comms-preference';
import { draftChanged, draftOf, draftValid, requestOf, type CommsDraft } from './components/comms-form-state';
import { CommsPreferencesForm } from './components/comms-preferences-form';
import { UnsavedChangesGuard } from './components/unsaved-changes-guard';

/** spec 002 §2.4: the link for changing the e-mail address goes to the Personal Details tab. */
const PERSONAL_DETAILS_PATH = '/profile/details';

/**
 * /profile/preference, titled 'Communication Preference' (spec 002 §2.4, §4 'Communication
 * preferences'): states initial (the form) then complete (the thank-you, whose Close reloads).
 */
export function CommsPreferencesTab() {
  const preference = useCommsPreference();
  const save = useSaveCommsPreference();
  // null: the tab shows what is stored.
  const [edited, setEdited] = useState<CommsDraft | null>(null);
  const [complete, setComplete] = useState(false);

  const loaded = preference.data;
  const draft = edited ?? (loaded ? draftOf(loaded) : null);
  const dirty = !!(loaded && edited && draftChanged(edited, loaded));
  const valid = !!draft && draftValid(draft);

  const submit = async (): Promise<boolean> => {
    if (!draft) return false;
    try {
      await save.mutateAsync(requestOf(draft));
      setEdited(null);
      return true;
    } catch {
      return false;
    }
  };

  const saveError = save.error
    ? save.error instanceof ApiError && save.error.status === 400
      ? save.error.message
      : COMMS_MESSAGES.saveFailed
    : null;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Communication Preference
      </Title>
      <UnsavedChangesGuard dirty={dirty} canSave={valid} onSave={submit} />
      {preference.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading communication preferences" />
        </Center>
      ) : preference.isError ? (
        preference.error instanceof ApiError && preference.error.status === 404 ? (
          <Paper withBorder radius="md" p="lg">
            <Text size="sm">{preference.error.message}</Text>
          </Paper>
        ) : (
          <ErrorPanel message={COMMS_MESSAGES.loadFailed} onRetry={() => void preference.refetch()} />
        )
      ) : complete ? (
        <Paper withBorder radius="md" p="lg" role="status">
          <Title order={3} size="h4" mb="xs">
            Thank you
          </Title>
          <Text size="sm">Your communication preferences have been saved.</Text>
          <Group justify="flex-end" mt="md">
            <Button
              onClick={() => {
                setComplete(false);
                void preference.refetch();
              }}
            >
              Close
            </Button>
          </Group>
        </Paper>
      ) : draft ? (
        <CommsPreferencesForm
          draft={draft}
          onChange={(next) => {
            save.reset();
            setEdited(next);
          }}
          onSave={() => {
            void submit().then((saved) => setComplete(saved));
          }}
          saveDisabled={!dirty || !valid || save.isPending}
          saving={save.isPending}
          saveError={saveError}
          detailsPath={PERSONAL_DETAILS_PATH}
        />
      ) : null}
    </Stack>
  );
}
