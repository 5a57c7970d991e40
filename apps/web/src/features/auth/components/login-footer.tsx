import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ChannelConfig } from '@tasman/domain/channel/channel';
import { Link } from 'react-router';

interface LoginFooterProps {
  config: ChannelConfig;
  versionLabel: string;
  /** The demo mailbox page is on (portal info demoMailbox). */
  demoMailbox: boolean;
}

/** spec 000 §2.3: company website, terms and conditions, privacy policy, and the copyright line. */
export function LoginFooter({ config, versionLabel, demoMailbox }: LoginFooterProps) {
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Stack component="footer" gap={6} align="center" mt="xl">
      <Group gap="md" justify="center">
        <Anchor href={config.websiteUrl} {...external} c="white" size="sm">
          {config.companyName}
        </Anchor>
        <Anchor href={config.termsUrl} {...external} c="white" size="sm">
          Terms and Conditions
        </Anchor>
        <Anchor href={config.privacyUrl} {...external} c="white" size="sm">
          Privacy Policy
        </Anchor>
      </Group>
      <Text size="xs" c="navy.1" ta="center">
        © {new Date().getFullYear()} {config.entityName}. All rights reserved.
      </Text>
      <Text size="xs" c="navy.2">
        {versionLabel}
      </Text>
      {demoMailbox ? (
        <Anchor component={Link} to="/mailbox" c="navy.1" size="xs">
          Demo mailbox
        </Anchor>
      ) : null}
    </Stack>
  );
}
