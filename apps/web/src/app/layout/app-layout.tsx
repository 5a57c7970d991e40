import { AppShell, Box, Button, Divider, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { channelConfig } from '@tasman/domain/channel/channel';
import { canSeeInvestNow, visibleNavEntries } from '@tasman/domain/nav/nav-entries';
import { salutationFor } from '@tasman/domain/shell/salutation';
import { versionLabel } from '@tasman/domain/shell/version-label';
import { Activity, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { NotificationAlertBar } from '@/features/notifications/components/notification-alert-bar';
import { useNotificationsLive } from '@/features/notifications/hooks/use-notifications-live';
import { usePortalInfo } from '@/lib/portal-info';
import { LoadingScreen } from '@/ui/loading-screen';
import { useSignedInUser } from '../guards/signed-in-user';
import { paths } from '../paths';
import { useStatusFeed } from '../status/status-feed-context';
import { viewerFor } from '../viewer';
import { GreetingClock } from './greeting-clock';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { usePortalLoad } from './use-portal-load';

const HEADER_HEIGHT = 64;

/** The authenticated layout of spec 000 §2.1: top bar, side navigation (slide-out on phones), content. */
export function AppLayout() {
  const user = useSignedInUser();
  const info = usePortalInfo();
  const config = channelConfig(info.channel);
  const viewer = viewerFor(user, info.channel);
  const { loading, profile, notifications } = usePortalLoad(user);
  // Issue 12: the bell, the alert bar and the lists follow pushes on the status socket.
  useNotificationsLive(useStatusFeed());
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const signOut = useSignOut();
  const { pathname } = useLocation();

  // The slide-out navigation closes whenever the page changes.
  const [navPath, setNavPath] = useState(pathname);
  if (navPath !== pathname) {
    setNavPath(pathname);
    closeNav();
  }

  const salutation = salutationFor(profile);
  const showInvestNow = canSeeInvestNow(viewer);
  const unreadCount =
    (notifications?.unreadAlertsNotificationTotal ?? 0) + (notifications?.unreadGeneralNotificationTotal ?? 0);

  async function handleLogout() {
    setLoggingOut(true);
    await signOut('user');
  }

  // spec 000 §4: the loading screen shows until the portal load has settled. Behind it, the shell and
  // the screen are rendered hidden (issue 15): React renders a hidden Activity when it has nothing
  // else to do, in slices that leave the portal load's calls free to go out, and runs no effect in
  // it, so the screen's figures are drawn while the client, advisers and settings are still on their
  // way; ending the loading screen then shows them, instead of starting one long render of the whole
  // screen under a slow CPU. The tree keeps its place in both states, so nothing is rendered twice.
  return (
    <>
      {loading ? <LoadingScreen label="Loading your portal…" /> : null}
      <Activity mode={loading ? 'hidden' : 'visible'} name="portal shell">
        <AppShell
          header={{ height: HEADER_HEIGHT }}
          navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
          padding={{ base: 'md', sm: 'xl' }}
          styles={{
            header: { top: 'var(--env-banner-height, 0px)', borderBottom: 0 },
            navbar: {
              top: `calc(${HEADER_HEIGHT}px + var(--env-banner-height, 0px))`,
              height: `calc(100dvh - ${HEADER_HEIGHT}px - var(--env-banner-height, 0px))`,
            },
            main: {
              background: 'var(--mantine-color-gray-0)',
              minHeight: 'calc(100dvh - var(--env-banner-height, 0px))',
            },
          }}
        >
          <AppShell.Header>
            <TopBar
              salutation={salutation}
              locale={config.locale}
              showInvestNow={showInvestNow}
              unreadCount={unreadCount}
              navOpened={navOpened}
              onToggleNav={toggleNav}
              onLogout={() => void handleLogout()}
              loggingOut={loggingOut}
            />
          </AppShell.Header>
          <AppShell.Navbar p="md" component="nav" aria-label="Main navigation">
            <Box hiddenFrom="md" mb="md">
              <GreetingClock salutation={salutation} locale={config.locale} tone="dark" />
              {showInvestNow ? (
                <Button component={Link} to={paths.transacting.path} fullWidth mt="sm" hiddenFrom="sm" radius="xl">
                  Invest Now
                </Button>
              ) : null}
              <Divider mt="md" />
            </Box>
            <AppShell.Section grow component={ScrollArea}>
              <SideNav entries={visibleNavEntries(viewer)} />
            </AppShell.Section>
            <AppShell.Section>
              <Text size="xs" c="dimmed" ta="center" pt="sm">
                {versionLabel(info)}
              </Text>
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main>
            <Box maw={1280} mx="auto">
              <Box data-print="hide">
                <NotificationAlertBar unreadAlerts={notifications?.unreadAlertsNotificationTotal ?? 0} />
              </Box>
              <Outlet />
            </Box>
          </AppShell.Main>
        </AppShell>
      </Activity>
    </>
  );
}
