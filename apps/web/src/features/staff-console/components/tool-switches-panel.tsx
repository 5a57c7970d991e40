import { Alert, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import type { Channel } from '@tasman/domain/channel/channel';
import type { ToolSettings } from '@tasman/domain/contracts/tools';
import { ErrorPanel } from '@/ui/error-panel';
import { useToolSettings } from '../api/get-tool-settings';
import { useSetToolSettings } from '../api/set-tool-settings';

/** The five switches of spec 002 §6, in the words staff know them by. */
const SWITCHES: ReadonlyArray<{ key: keyof ToolSettings; label: string; description: string }> = [
  { key: 'adviceTools', label: 'Advice tools', description: 'All digital tools and calculators. Off: clients see that the tools are unavailable.' },
  { key: 'daksDesktopWeb', label: 'KiwiSaver Digital Advice (desktop web)', description: 'The KiwiSaver Digital Advice tile.' },
  { key: 'smksWeb', label: 'Spend My KiwiSaver (web)', description: 'The Spend My KiwiSaver calculator, for members aged 65 or over.' },
  { key: 'fmbWeb', label: 'KiwiSaver Forecast My Balance (web)', description: 'The Forecast My Balance calculator, for members under 65.' },
  { key: 'daifWeb', label: 'Investment Funds Digital Advice (web)', description: 'The Investment Funds Digital Advice tile.' },
];

/** Staff switch this portal's tools on and off (each change is saved at once and audited). */
export function ToolSwitchesPanel({ channel }: { channel: Channel }) {
  const settings = useToolSettings();
  const save = useSetToolSettings();
  return (
    <Stack gap="md" maw={640}>
      <Title order={2} size="h3">
        Tools
      </Title>
      <Text size="sm" c="dimmed">
        Which digital tools and calculators clients of this portal can open from Tools &amp; Calculators. A change applies at once.
      </Text>
      {settings.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the tool switches…</Text>
        </Group>
      ) : settings.isError ? (
        <ErrorPanel message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="sm" role="group" aria-label="Tool switches">
          {SWITCHES.map((entry) => (
            <Switch
              key={entry.key}
              label={entry.label}
              description={entry.description}
              checked={settings.data[entry.key]}
              disabled={save.isPending || (entry.key !== 'adviceTools' && !settings.data.adviceTools)}
              onChange={(event) => save.mutate({ channel, [entry.key]: event.currentTarget.checked })}
            />
          ))}
          {settings.data.adviceTools ? null : (
            <Text size="sm" c="dimmed">
              While Advice tools is off, every tool is off; the switches above keep their settings for when it is on again.
            </Text>
          )}
        </Stack>
      )}
      {save.isError ? (
        <Alert color="red" variant="light" role="alert" title="The switch was not saved">
          {save.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
