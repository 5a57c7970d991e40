import { Alert, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TOOLS_OPEN_KIWISAVER_ADVICE } from '@tasman/domain/notifications/call-to-action';
import { IconWorld } from '@tabler/icons-react';
import { Navigate, useSearchParams } from 'react-router';
import { usePortalInfo } from '@/lib/portal-info';
import { ErrorPanel } from '@/ui/error-panel';
import { useLocationCheck } from '../api/get-location';
import { useTools } from '../api/get-tools';
import { ToolCard } from '../components/tool-card';
import { shownTiles } from '../tile-visibility';

/** spec 002 §8 'All NZ tools off'. */
export const ALL_TOOLS_OFF = 'Digital tools are currently unavailable. Please try again later.';

function Busy({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** spec 002 §8 'Overseas': the tools only work in New Zealand, with a VPN hint (the wording is ours). */
export function OverseasMessage() {
  return (
    <Alert color="blue" variant="light" icon={<IconWorld size={20} aria-hidden />} title="These tools are only available in New Zealand" data-testid="tools-overseas">
      <Stack gap="xs">
        <Text size="sm">Our digital advice tools and calculators can only be used from New Zealand, and you appear to be overseas.</Text>
        <Text size="sm">
          If you are in New Zealand, a VPN or proxy may be making it look as though you are somewhere else. Turn it off and reload
          this page.
        </Text>
      </Stack>
    </Alert>
  );
}

function ToolTiles() {
  const tools = useTools();
  const [params] = useSearchParams();
  if (tools.isPending) return <Busy label="Loading the tools…" />;
  if (tools.isError) return <ErrorPanel message={tools.error.message} onRetry={() => void tools.refetch()} />;
  if (tools.data.allOff) {
    return (
      <Alert color="yellow" variant="light" role="alert" title={ALL_TOOLS_OFF} data-testid="tools-all-off" />
    );
  }
  // spec 000 §2.4 call-to-action DAKS: /tools?open=kiwisaver-advice opens the KiwiSaver advice button.
  const advice = tools.data.tiles.find((tile) => tile.tool === 'kiwisaver-advice');
  if (params.get('open') === TOOLS_OPEN_KIWISAVER_ADVICE && advice?.available && advice.href) {
    return <Navigate to={advice.href} replace />;
  }
  const tiles = shownTiles(tools.data.tiles);
  if (tiles.length === 0) return <Text>None of the tools is available to you.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={1100}>
      {tiles.map((tile) => (
        <ToolCard key={tile.tool} tile={tile} />
      ))}
    </SimpleGrid>
  );
}

/**
 * /tools, 'Tools & Calculators' (spec 002 §2.6, §4 'Tools page'): the location check first, then the
 * tiles in New Zealand or the overseas message elsewhere. The tools are New Zealand tools: the
 * Australian portal says so instead.
 */
export function ToolsScreen() {
  const { channel } = usePortalInfo();
  const location = useLocationCheck();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Tools &amp; Calculators
      </Title>
      {channel !== 'NZ' ? (
        <Alert color="blue" variant="light" title="These tools are for our New Zealand clients">
          <Text size="sm">The digital advice tools and KiwiSaver calculators are offered on the New Zealand portal only.</Text>
        </Alert>
      ) : location === 'checking' ? (
        <Busy label="Checking your location…" />
      ) : location === 'overseas' ? (
        <OverseasMessage />
      ) : (
        <ToolTiles />
      )}
    </Stack>
  );
}
