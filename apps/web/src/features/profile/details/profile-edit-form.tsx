import { Alert, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ClientResponse } from '@tasman/domain/contracts/people';
import { PROFILE_LIMITS, PROFILE_MESSAGES, type ProfileFormListsResponse } from '@tasman/domain/contracts/profile';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { useUpdateClient } from '../api/update-client';
import { contactDisplay } from './contact-display';
import { PirHelper } from './pir-helper';
import {
  formProblems,
  hasChanges,
  initialFormValues,
  toUpdateRequest,
  type ProfileField,
  type ProfileFormValues,
} from './profile-form-values';

interface ProfileEditFormProps {
  client: ClientResponse;
  lists: ProfileFormListsResponse;
  /** Today in the portal's time zone (yyyy-mm-dd): picks the PIR thresholds of the helper. */
  today: string;
  /** Exit without saving: back to the details view. */
  onExit: () => void;
  /** Saved: the answer has replaced the stored client; back to the details view with the confirmation. */
  onSaved: () => void;
}

/** The postcode mask (spec 002 §5): 4 digits in New Zealand and Australia, free text up to 10 elsewhere. */
export function maskPostCode(countryCode: string, typed: string): string {
  if (countryCode === 'NZ' || countryCode === 'AU') return typed.replace(/\D/g, '').slice(0, 4);
  return typed.slice(0, PROFILE_LIMITS.otherPostCode);
}

/**
 * The failure alert (spec 002 §8 'An error occured while updating profile'): the spec's sentence, and
 * under it the server's own Message when it refused the input (a 4xx says which field and why).
 */
function failureDetail(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return null;
}

/**
 * The Personal Details edit form (spec 002 §4 'Profile area views: edit', §5 'Profile form'): first
 * and last name and IRD number read-only; every other field with the contract's validators; Save
 * disabled while anything is invalid or nothing changed; the authority checkbox must be ticked.
 */
export function ProfileEditForm({ client, lists, today, onExit, onSaved }: ProfileEditFormProps) {
  const original = useMemo(() => initialFormValues(client), [client]);
  const [values, setValues] = useState<ProfileFormValues>(original);
  const [authorityTouched, setAuthorityTouched] = useState(false);
  const update = useUpdateClient(client.clientKey);
  const problems = formProblems(values);
  const request = toUpdateRequest(values);
  const changed = hasChanges(values, client);
  const canSave = request !== null && changed && !update.isPending;

  const set = <F extends ProfileField>(field: F, value: ProfileFormValues[F]) => setValues((v) => ({ ...v, [field]: value }));
  const text = (field: Exclude<ProfileField, 'authorityConfirmed'>) => ({
    name: field,
    value: values[field],
    error: problems[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave || !request) return;
    update.mutate(request, { onSuccess: onSaved });
  }

  const titles = withCurrent(lists.titles, values.title);
  const countries = lists.countries.map((c) => ({ value: c.countryCode, label: c.name }));
  if (values.countryCode !== '' && !countries.some((c) => c.value === values.countryCode)) {
    // A stored country the list does not offer stays visible, flagged by the validator.
    countries.unshift({ value: values.countryCode, label: client.postalAddress?.country ?? values.countryCode });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit Profile">
      <Stack gap="lg">
        <Section title="Personal information">
          <NativeSelect
            label="Title"
            {...text('title')}
            data={[{ value: '', label: 'Select a title' }, ...titles.map((t) => ({ value: t, label: t }))]}
          />
          <TextInput label="Preferred name" required autoComplete="nickname" {...text('knownAs')} />
          <TextInput label="First name" value={client.name.firstName} readOnly variant="filled" />
          <TextInput label="Last name" value={client.name.lastName} readOnly variant="filled" />
          <TextInput label="IRD number" value={contactDisplay(client, false).irdNumber ?? ''} readOnly variant="filled" />
          <Stack gap={4}>
            <NativeSelect
              label="PIR"
              required
              {...text('pir')}
              data={[{ value: '', label: 'Select your PIR' }, ...lists.pirRates.map((r) => ({ value: String(r.value), label: r.label }))]}
            />
            <PirHelper today={today} onUse={(rate) => set('pir', String(rate))} />
          </Stack>
        </Section>
        <Section title="Contact details">
          <TextInput label="Email" type="email" required autoComplete="email" {...text('emailAddress')} />
          <TextInput label="Home phone" type="tel" autoComplete="tel" {...text('homePhone')} />
          <TextInput label="Mobile phone" type="tel" required autoComplete="tel" {...text('mobilePhone')} />
        </Section>
        <Section title="Postal address">
          <TextInput label="Address line 1" required autoComplete="address-line1" {...text('addressLine1')} />
          <TextInput label="Address line 2" autoComplete="address-line2" {...text('addressLine2')} />
          <TextInput label="Suburb" autoComplete="address-level3" {...text('suburb')} />
          <TextInput label="City" required autoComplete="address-level2" {...text('city')} />
          <TextInput
            label="Postcode"
            required
            autoComplete="postal-code"
            inputMode={values.countryCode === 'NZ' || values.countryCode === 'AU' ? 'numeric' : 'text'}
            {...text('postCode')}
            onChange={(event) => set('postCode', maskPostCode(values.countryCode, event.currentTarget.value))}
          />
          <NativeSelect
            label="Country"
            required
            {...text('countryCode')}
            onChange={(event) => {
              const countryCode = event.currentTarget.value;
              setValues((v) => ({ ...v, countryCode, postCode: maskPostCode(countryCode, v.postCode) }));
            }}
            data={[{ value: '', label: 'Select a country' }, ...countries]}
          />
        </Section>
        <Checkbox
          name="authorityConfirmed"
          label={PROFILE_MESSAGES.authority}
          checked={values.authorityConfirmed}
          onChange={(event) => {
            setAuthorityTouched(true);
            set('authorityConfirmed', event.currentTarget.checked);
          }}
          error={authorityTouched ? problems.authorityConfirmed : undefined}
          required
        />
        {update.isError ? (
          <Alert color="red" variant="light" role="alert" title={PROFILE_MESSAGES.updateFailed}>
            {failureDetail(update.error)}
          </Alert>
        ) : null}
        {!changed ? (
          <Text size="sm" c="dimmed">
            Change a detail to save.
          </Text>
        ) : null}
        <Group gap="sm">
          <Button type="submit" disabled={!canSave} loading={update.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={onExit} disabled={update.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The list with the stored value kept at the front when the list does not have it (flagged by the validator). */
function withCurrent(list: readonly string[], current: string): string[] {
  return current === '' || list.includes(current) ? [...list] : [current, ...list];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="fieldset" m={0}>
      <Title order={2} size="h4" mb="md" component="legend" px={4}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {children}
      </SimpleGrid>
    </Paper>
  );
}
