import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent } from '@tasman/domain/contracts/notifications';
import type { PortalStatusPayload } from '@tasman/domain/portal-status/portal-status-machine';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { NotificationsScreen } from '@/features/notifications/screens/notifications-screen';
import {
  ID,
  LOADED,
  lists,
  mockNotifications,
  note,
  PROFILE_ALERT,
  REVIEW,
} from '@/features/notifications/screens/notifications-test-kit';
import { PortalInfoProvider } from '@/lib/portal-info';
import { createQueryClient } from '@/lib/query-client';
import { CLIENT, NZ_PORTAL } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { Providers } from '../providers';
import { routes } from '../router';
import type { StatusSubscribe } from '../status/status-feed';
import { StatusFeedProvider } from '../status/status-feed-context';

const cards = () => screen.findAllByTestId('notification-card', {}, LOADED);

describe('Notifications screen on its own', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a spinner while the notifications load (the screen on its own: in the app the portal load waits first)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<never>(() => {})));
    const queryClient = createQueryClient();
    const router = createMemoryRouter([{ path: '/notifications', element: <NotificationsScreen /> }], { initialEntries: ['/notifications'] });
    render(
      <Providers queryClient={queryClient} env="test">
        <PortalInfoProvider value={NZ_PORTAL}>
          <RouterProvider router={router} />
        </PortalInfoProvider>
      </Providers>,
    );
    expect(await screen.findByLabelText('Loading notifications', {}, LOADED)).toBeTruthy();
    expect(screen.queryAllByTestId('notification-card')).toEqual([]);
  });

});

describe('Notifications live (issue 12)', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the lists and the bell when the status socket says notifications changed', async () => {
    const events: ((event: LiveEvent) => void)[] = [];
    const feed: StatusSubscribe = (_onStatus: (payload: PortalStatusPayload) => void, onEvent) => {
      if (onEvent) events.push(onEvent);
      return () => {
        const at = onEvent ? events.indexOf(onEvent) : -1;
        if (at >= 0) events.splice(at, 1);
      };
    };
    const mock = mockNotifications(lists([], [REVIEW]));
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: CLIENT });
    const router = createMemoryRouter(routes, { initialEntries: ['/notifications'] });
    render(
      <Providers queryClient={queryClient} env="test">
        <PortalInfoProvider value={NZ_PORTAL}>
          <StatusFeedProvider value={feed}>
            <RouterProvider router={router} />
          </StatusFeedProvider>
        </PortalInfoProvider>
      </Providers>,
    );
    expect(await cards()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    // One listener for events: the signed-in layout's (the root status subscriber takes none).
    expect(events).toHaveLength(1);

    mock.set(lists([PROFILE_ALERT], [REVIEW]));
    events[0]!({ event: 'notifications-changed' });
    await waitFor(() => expect(screen.getAllByTestId('notification-card')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByText('You have 1 unread alert')).toBeTruthy();
  });
});

describe('Notifications route: the government contribution check (issue 12, from notifications)', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GOVTCONTRIBUTION opens the check of its KiwiSaver account in place and marks the notification read', async () => {
    const gc = note({
      portalNotificationId: ID(9),
      subject: 'Make sure you get the full government contribution',
      notificationTypeCode: 'KIWISAVER',
      notificationPriorityCode: 'RequireAction',
      callToAction: { label: 'Check my contributions', linkToCode: 'GOVTCONTRIBUTION', linkToId: '700303', linkToUrl: null },
    });
    const mock = mockNotifications(lists([gc], []), {
      [`POST /api/v1/notifications/${ID(9)}/status`]: () => ({ body: lists([{ ...gc, notificationStatusCode: 'Read' }], []) }),
      'GET /api/v1/accounts/700303/government-contribution': () => ({ status: 500, body: { Id: 'Boom', Message: 'Boom' } }),
    });
    const { router } = renderApp('/notifications', { user: CLIENT });
    const card = (await screen.findAllByTestId('notification-card', {}, LOADED))[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Check my contributions' }));
    expect(await screen.findByRole('dialog', { name: 'Government Contribution' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(mock.callsTo('GET /api/v1/accounts/700303/government-contribution').length).toBeGreaterThan(0));
    expect(JSON.parse(String(mock.callsTo(`POST /api/v1/notifications/${ID(9)}/status`)[0]![1]?.body))).toEqual({ status: 'Read' });
    expect(router.state.location.pathname).toBe('/notifications');
  });
});
