import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
    Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { channelConfig, type Channel } from '@tasman/domain/channel/channel';
import { audienceProblem } from '@tasman/domain/notifications/publishing/audience';
import {
  LINK_REQUIREMENT,
  LINK_TO_CODE_DESCRIPTIONS,
  NOTIFICATION_TYPE_CODES,
  PUBLISHABLE_LINK_TO_CODES,
  type NotificationPriorityCode,
  type NotificationTypeCode,
  type PublishableLinkToCode,
} from '@tasman/domain/notifications/publishing/publishing-codes';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useAudiencePreview } from '../api/get-audience-preview';
import { usePublishNotification } from '../api/publish-notification';
import { audienceOf, EMPTY_COMPOSE, problemsOf, requestOf, type AudienceChoice, type ComposeState, type SegmentChoice } from './compose-state';

export interface ComposeFormProps {
  channel: Channel;
  /** Renders a markdown body as clients see it (the live preview). */
  renderBody: (markdown: string) => ReactNode;
  /** An ISO instant on the portal's clock, for the confirmation of a scheduled send. */
  formatInstant: (iso: string) => string;
  now?: () => Date;
}

const SEGMENTS: Array<{ value: SegmentChoice; label: string }> = [
  { value: 'channel', label: 'Every client of this portal' },
  { value: 'product', label: 'Holders of a product type' },
  { value: 'prospects', label: 'Prospects' },
];

/** The compose screen (issue 12): the notification, its call to action, its audience and when it goes. */
export function ComposeForm({ channel, renderBody, formatInstant, now = () => new Date() }: ComposeFormProps) {
  const [state, setState] = useState<ComposeState>(EMPTY_COMPOSE);
  const [submitted, setSubmitted] = useState(false);
  const publish = usePublishNotification();
  const set = <K extends keyof ComposeState>(key: K, value: ComposeState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    publish.reset();
  };
  const problems = submitted ? problemsOf(state, channel, now()) : {};
  const requirement = state.linkToCode ? LINK_REQUIREMENT[state.linkToCode] : null;
  const productTypes = channelConfig(channel).productTypes;

  const audience = audienceOf(state);
  const [debounced] = useDebouncedValue(audience, 400);
  const preview = useAudiencePreview(audienceProblem(debounced, channel) === null ? debounced : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problemsOf(state, channel, now())).length > 0) return;
    publish.mutate(requestOf(state), {
      onSuccess: () => {
        setState(EMPTY_COMPOSE);
        setSubmitted(false);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="compose-title">
      <Stack gap="lg">
        <Title order={2} size="h3" id="compose-title">
          Compose a notification
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <TextInput label="Subject" value={state.subject} onChange={(e) => set('subject', e.currentTarget.value)} error={problems.subject} maxLength={200} />
            <Textarea
              label="Message"
              description="Markdown: **bold**, *italic*, lists and links. HTML is not shown."
              rows={8}
              resize="vertical"
              value={state.bodyText}
              onChange={(e) => set('bodyText', e.currentTarget.value)}
              error={problems.bodyText}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label="Type"
                data={[...NOTIFICATION_TYPE_CODES]}
                value={state.notificationTypeCode}
                onChange={(value) => value && set('notificationTypeCode', value as NotificationTypeCode)}
                allowDeselect={false}
                error={problems.notificationTypeCode}
              />
              <Select
                label="Priority"
                data={[
                  { value: 'Normal', label: 'Normal (general message)' },
                  { value: 'RequireAction', label: 'RequireAction (alert)' },
                ]}
                value={state.notificationPriorityCode}
                onChange={(value) => value && set('notificationPriorityCode', value as NotificationPriorityCode)}
                allowDeselect={false}
              />
            </SimpleGrid>
            <Switch label="Clients may dismiss it" checked={state.dismissible} onChange={(e) => set('dismissible', e.currentTarget.checked)} />
          </Stack>
          <Paper withBorder p="md" radius="md" aria-labelledby="preview-title" component="section">
            <Text fw={600} id="preview-title" mb="xs">
              Preview
            </Text>
            <Text fw={700} c={state.notificationPriorityCode === 'RequireAction' ? 'orange.9' : undefined} mb="xs">
              {state.subject.trim() || 'Subject'}
            </Text>
            <div data-testid="compose-preview-body">
              {state.bodyText.trim() ? renderBody(state.bodyText) : <Text c="dimmed" size="sm">The message shows here as clients will see it.</Text>}
            </div>
            {state.withCallToAction && state.ctaLabel.trim() ? (
              <Button mt="sm" size="xs" variant="light" tabIndex={-1} aria-hidden>
                {state.ctaLabel.trim()}
              </Button>
            ) : null}
          </Paper>
        </SimpleGrid>

        <Stack gap="sm">
          <Checkbox label="Add a call to action" checked={state.withCallToAction} onChange={(e) => set('withCallToAction', e.currentTarget.checked)} />
          {state.withCallToAction ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label="Leads to"
                placeholder="Choose"
                data={PUBLISHABLE_LINK_TO_CODES.map((code) => ({ value: code, label: `${code}: ${LINK_TO_CODE_DESCRIPTIONS[code]}` }))}
                value={state.linkToCode || null}
                onChange={(value) => set('linkToCode', (value ?? '') as PublishableLinkToCode | '')}
                error={problems['callToAction.linkToCode']}
                searchable
               
              />
              <TextInput label="Button label" value={state.ctaLabel} onChange={(e) => set('ctaLabel', e.currentTarget.value)} error={problems['callToAction.label']} maxLength={40} />
              {requirement === 'content-id' ? (
                <TextInput
                  label={state.linkToCode === 'BLOG' ? 'Blog post id' : 'Monthly review id'}
                  value={state.linkToId}
                  onChange={(e) => set('linkToId', e.currentTarget.value)}
                  error={problems['callToAction.linkToId']}
                 
                />
              ) : null}
              {requirement === 'https-url' ? (
                <TextInput
                  label="Web address"
                  placeholder="https://"
                  type="url"
                  value={state.linkToUrl}
                  onChange={(e) => set('linkToUrl', e.currentTarget.value)}
                  error={problems['callToAction.linkToUrl']}
                 
                />
              ) : null}
              {requirement === 'account' && state.audience === 'account' ? (
                <Checkbox
                  mt="xl"
                  label="To this account"
                  checked={state.linkToId !== '' && state.linkToId === state.accountValue.trim()}
                  onChange={(e) => set('linkToId', e.currentTarget.checked ? state.accountValue.trim() : '')}
                />
              ) : null}
            </SimpleGrid>
          ) : null}
          {state.withCallToAction && problems['callToAction.linkToId'] && requirement === 'account' ? (
            <Text c="red" size="sm">{problems['callToAction.linkToId']}</Text>
          ) : null}
        </Stack>

        <Stack gap="sm">
          <Radio.Group label="Audience" value={state.audience} onChange={(value) => set('audience', value as AudienceChoice)}>
            <Group mt={4} gap="lg">
              <Radio value="client" label="One client" />
              <Radio value="account" label="Holders of an account" />
              <Radio value="segment" label="Segment" />
            </Group>
          </Radio.Group>
          {state.audience === 'client' ? (
            <TextInput label="Client key or username" value={state.clientValue} onChange={(e) => set('clientValue', e.currentTarget.value)} error={problems.audience} maw={420} />
          ) : null}
          {state.audience === 'account' ? (
            <TextInput
              label="Account number"
              description="Its owners and related parties"
              value={state.accountValue}
              onChange={(e) => set('accountValue', e.currentTarget.value)}
              error={problems.audience}
              maw={420}
            />
          ) : null}
          {state.audience === 'segment' ? (
            <Group align="flex-start" wrap="wrap">
              <Select label="Segment" data={SEGMENTS} value={state.segment} onChange={(value) => value && set('segment', value as SegmentChoice)} allowDeselect={false} miw={240} />
              {state.segment === 'product' ? (
                <Select
                  label="Product type"
                  placeholder="Choose"
                  data={[...productTypes]}
                  value={state.productType || null}
                  onChange={(value) => set('productType', value ?? '')}
                  error={problems.audience}
                  miw={160}
                />
              ) : null}
            </Group>
          ) : null}
          <AudienceSize preview={preview} />
        </Stack>

        <Stack gap="sm">
          <Radio.Group label="When" value={state.when} onChange={(value) => set('when', value as 'now' | 'later')}>
            <Group mt={4}>
              <Radio value="now" label="Send now" />
              <Radio value="later" label="Schedule" />
            </Group>
          </Radio.Group>
          {state.when === 'later' ? (
            <TextInput
              label="Send at"
              description="Your local time"
              type="datetime-local"
              value={state.sendAt}
              onChange={(e) => set('sendAt', e.currentTarget.value)}
              error={problems.scheduledFor}
              maw={260}
            />
          ) : null}
        </Stack>

        <Group>
          <Button type="submit" loading={publish.isPending}>
            {state.when === 'later' ? 'Schedule' : 'Send now'}
          </Button>
        </Group>
        {publish.isSuccess ? (
          <Alert color="green" variant="light" role="status" title={publish.data.status === 'scheduled' ? 'Scheduled' : 'Sent'}>
            {publish.data.status === 'scheduled'
              ? `‘${publish.data.subject}’ will be sent to ${publish.data.audienceDescription.toLowerCase()} at ${formatInstant(publish.data.scheduledFor ?? '')}.`
              : `‘${publish.data.subject}’ was sent to ${publish.data.recipientCount ?? 0} ${publish.data.recipientCount === 1 ? 'client' : 'clients'}.`}
          </Alert>
        ) : null}
        {publish.isError ? (
          <Alert color="red" variant="light" role="alert" title="The notification was not sent">
            {publish.error.message}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

function AudienceSize({ preview }: { preview: ReturnType<typeof useAudiencePreview> }) {
  if (preview.isError) {
    return (
      <Text size="sm" c="red" role="status">
        {preview.error.message}
      </Text>
    );
  }
  if (!preview.data) return null;
  const { recipientCount, description } = preview.data;
  return (
    <Text size="sm" role="status" data-testid="audience-size">
      {description}: {recipientCount.toLocaleString('en-NZ')} {recipientCount === 1 ? 'client' : 'clients'}
    </Text>
  );
}
