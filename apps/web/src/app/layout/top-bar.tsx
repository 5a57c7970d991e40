import { ActionIcon, Burger, Button, Group, Tooltip } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { Wordmark } from '@/ui/wordmark';
import { paths } from '../paths';
import { GreetingClock } from './greeting-clock';

interface TopBarProps {
  /** null when there is no name to greet by: the greeting stands alone. */
  salutation: string | null;
  locale: string;
  showInvestNow: boolean;
  unreadCount: number;
  navOpened: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** spec 000 §2.1: logo, greeting, time, profile link, Invest Now, bell and Logout. */
export function TopBar(props: TopBarProps) {
  const { salutation, locale, showInvestNow, unreadCount, navOpened, onToggleNav, onLogout, loggingOut } = props;
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" bg="navy.9">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          color="white"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
        />
        <Link to={paths.dashboard.path} aria-label="Tasman home" style={{ display: 'block' }}>
          <Wordmark tone="light" height={28} />
        </Link>
        <Group visibleFrom="md" ml="xl">
          <GreetingClock salutation={salutation} locale={locale} />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {showInvestNow ? (
          <Button component={Link} to={paths.transacting.path} color="cyan.4" c="navy.9" visibleFrom="sm" radius="xl">
            Invest Now
          </Button>
        ) : null}
        <Tooltip label="Profile & Settings">
          <ActionIcon
            component={Link}
            to={paths.profile.path}
            variant="subtle"
            color="white"
            size="lg"
            aria-label="Profile & Settings"
          >
            <IconUserCircle size={24} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
        <NotificationBell unreadCount={unreadCount} />
        <Button
          variant="outline"
          color="white"
          leftSection={<IconLogout size={18} />}
          onClick={onLogout}
          loading={loggingOut}
          visibleFrom="sm"
        >
          Logout
        </Button>
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          onClick={onLogout}
          loading={loggingOut}
          hiddenFrom="sm"
          aria-label="Logout"
        >
          <IconLogout size={22} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
