import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Wordmark } from '@/ui/wordmark';
import { paths } from '../paths';

/** The frame of the standalone pages of spec 000 §2.4 (advice tools, fact-finds, applications). */
export function StandaloneLayout() {
  return (
    <Box mih="calc(100dvh - var(--env-banner-height, 0px))" bg="gray.0">
      <Box bg="navy.9" py="sm">
        <Container size="lg">
          <Group justify="space-between">
            <Link to={paths.root.path} aria-label="Tasman home" style={{ display: 'block' }}>
              <Wordmark tone="light" height={28} />
            </Link>
            <Anchor component={Link} to={paths.dashboard.path} c="white" size="sm">
              Back to the portal
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
