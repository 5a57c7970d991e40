import { Alert, Button, Group, Loader, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { LoginNoticesSettings } from '@tasman/domain/contracts/portal';
import { useState, type FormEvent } from 'react';
import { ErrorPanel } from '@/ui/error-panel';
import { useLoginNotices } from '../api/get-login-notices';
import { useSetLoginNotices } from '../api/set-login-notices';
import { formOf, UPDATE_NOTICE_MAX, validateLoginNotices, type LoginNoticesErrors, type LoginNoticesForm } from '../login-notices-form';

/** The login page's notices of this portal (spec 000 §2.3 help modals), loaded as they stand. */
export function LoginNoticesPanel({ channel }: { channel: Channel }) {
  const notices = useLoginNotices();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Login notices
      </Title>
      {notices.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the login notices…</Text>
        </Group>
      ) : notices.isError ? (
        <ErrorPanel message={notices.error.message} onRetry={() => void notices.refetch()} />
      ) : (
        <NoticesForm channel={channel} saved={notices.data} />
      )}
    </Stack>
  );
}

function NoticesForm({ channel, saved }: { channel: Channel; saved: LoginNoticesSettings }) {
  const [form, setForm] = useState<LoginNoticesForm>(() => formOf(saved));
  const [errors, setErrors] = useState<LoginNoticesErrors>({});
  const save = useSetLoginNotices();
  const edit = (changes: Partial<LoginNoticesForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLoginNotices(channel, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.request, { onSuccess: (now) => setForm(formOf(now)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Login notices">
      <Stack gap="md" maw={640}>
        <Switch
          label="Maintenance Alert"
          description="Tells people on the login page that maintenance is planned tonight, 9pm to 12am."
          checked={form.maintenanceAlert}
          onChange={(event) => edit({ maintenanceAlert: event.currentTarget.checked })}
        />
        <Textarea
          label="Update notice"
          description="Shown on the login page. Leave it empty to remove the notice."
          rows={6}
          value={form.updateNotice}
          onChange={(event) => edit({ updateNotice: event.currentTarget.value })}
          error={errors.updateNotice}
          maxLength={UPDATE_NOTICE_MAX + 100}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="distribution-period-label">
            Distribution period
          </Text>
          <Text size="xs" c="dimmed">
            While today is inside it, the login page shows the Important Message with these dates. Both dates or neither.
          </Text>
          <Group gap="sm" align="flex-start" wrap="wrap" role="group" aria-labelledby="distribution-period-label">
            <TextInput
              type="date"
              label="Period starts"
              value={form.periodStart}
              onChange={(event) => edit({ periodStart: event.currentTarget.value })}
              error={errors.periodStart}
              w={{ base: '100%', xs: 200 }}
            />
            <TextInput
              type="date"
              label="Period ends"
              value={form.periodEnd}
              onChange={(event) => edit({ periodEnd: event.currentTarget.value })}
              error={errors.periodEnd}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
        </Stack>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Save login notices
          </Button>
          <Button variant="default" onClick={() => edit({ periodStart: '', periodEnd: '' })}>
            Clear the period
          </Button>
        </Group>
        {save.isSuccess ? <Alert color="green" variant="light" role="status" title="The login notices are saved." /> : null}
        {save.isError ? (
          <Alert color="red" variant="light" role="alert" title="The login notices were not saved">
            {save.error.message}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
