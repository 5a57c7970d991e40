import { Center, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ChannelConfig } from '@tasman/domain/channel/channel';
import { isPlannedMaintenanceNoticeDay } from '@tasman/domain/portal-status/portal-status-machine';
import { IconTool } from '@tabler/icons-react';
import { ContactList } from '@/ui/contact-list';
import { Wordmark } from '@/ui/wordmark';

interface MaintenancePageProps {
  config: ChannelConfig;
  versionLabel: string;
  /** Injectable for tests; the planned notice depends on the day. */
  now?: Date;
}

/** spec 000 §2.2: shown instead of the routed content while the portal is not live. */
export function MaintenancePage({ config, versionLabel, now = new Date() }: MaintenancePageProps) {
  const planned = isPlannedMaintenanceNoticeDay(now);
  return (
    <Container size={620} py={{ base: 'lg', sm: 64 }} px="md">
      <Center mb="lg">
        <Wordmark height={36} />
      </Center>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconTool size={26} />
          </ThemeIcon>
          {planned ? (
            <>
              <Title order={1} size="h3">
                The {config.productName} Client Portal is undergoing planned maintenance.
              </Title>
              <Text>
                We are carrying out planned infrastructure maintenance this weekend. The portal is expected to be
                back online tomorrow (Sunday).
              </Text>
            </>
          ) : (
            <>
              <Title order={1} size="h3">
                The {config.productName} Client Portal is in maintenance.
              </Title>
              <Text>We&apos;ll be back online shortly.</Text>
            </>
          )}
          <Text>If you have any urgent queries, please contact us:</Text>
          <ContactList config={config} />
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed" ta="center" mt="md">
        {versionLabel}
      </Text>
    </Container>
  );
}
