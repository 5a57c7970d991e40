import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ToolTile } from '@tasman/domain/contracts/tools';
import { Link } from 'react-router';
import { REASON_TEXTS, TOOL_TEXTS } from '../tool-texts';

/** One tile of the Tools & Calculators page: title, a short description, and its button or the reason it is closed. */
export function ToolCard({ tile }: { tile: ToolTile }) {
  const texts = TOOL_TEXTS[tile.tool];
  const reasonId = `tool-reason-${tile.tool}`;
  const reason = tile.reason ? REASON_TEXTS[tile.reason] : undefined;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`tool-title-${tile.tool}`} data-testid="tool-card" h="100%">
      <Stack gap="sm" justify="space-between" h="100%">
        <Stack gap="xs">
          <Title order={2} size="h4" id={`tool-title-${tile.tool}`}>
            {texts.title}
          </Title>
          <Text size="sm">{texts.description}</Text>
        </Stack>
        {tile.available && tile.href ? (
          <Button component={Link} to={tile.href} fullWidth>
            {texts.button}
          </Button>
        ) : (
          <Stack gap={6}>
            <Button disabled fullWidth aria-describedby={reasonId}>
              {texts.button}
            </Button>
            <Text size="sm" c="dimmed" id={reasonId}>
              {reason}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
