import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { usePortalInfo } from '@/lib/portal-info';
import { ContactList } from '@/ui/contact-list';

/** /contact: how to reach the investment manager on this portal's channel. */
export function ContactScreen() {
  const config = channelConfig(usePortalInfo().channel);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Contact Us
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="sm">
            Phone and e-mail
          </Title>
          <Text size="sm" mb="md">
            Our client services team is happy to help with your accounts, your login or anything else about your
            investments with {config.companyName}.
          </Text>
          <ContactList config={config} />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="sm">
            Online
          </Title>
          <Stack gap="xs">
            <Anchor href={config.websiteUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {config.companyName} website
            </Anchor>
            <Anchor href={config.termsUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Terms and Conditions
            </Anchor>
            <Anchor href={config.privacyUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Privacy Policy
            </Anchor>
          </Stack>
          <Text size="xs" c="dimmed" mt="md">
            {config.entityName}
          </Text>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
