import { Anchor, Paper, Text, Title } from '@mantine/core';
import type { ChannelConfig } from '@tasman/domain/channel/channel';

/** spec 000 §2.5 'Welcome banner for prospects': a prospect has no accounts yet, and that is not an error. */
export function ProspectWelcomeCard({ config }: { config: ChannelConfig }) {
  return (
    <Paper radius="md" p="lg" bg="navy.0" data-testid="prospect-welcome">
      <Title order={2} size="h3" mb="xs">
        Welcome to the {config.productName} Client Portal
      </Title>
      <Text size="sm">
        Your accounts with {config.companyName} will appear here once you have invested with us. If you have any
        questions, contact us at <Anchor href={`mailto:${config.infoEmail}`} underline="always">{config.infoEmail}</Anchor>.
      </Text>
    </Paper>
  );
}
